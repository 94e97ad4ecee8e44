/**
 * The bodies of the valuation endpoints (docs/trade-in.md, the API contract), as yup schemas with
 * the field messages the 400 answers carry. Rules by region: an Australian plate needs its state, a
 * New Zealand plate none (a state sent is ignored), a US plate its two-letter state, or a VIN alone
 * (with both, the VIN is used). Outside the US a VIN is ignored.
 */
import * as yup from 'yup';
import { FIELD_MESSAGES } from '../../domain/leads/field-rules.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { CONDITIONS, MAX_ODOMETER, SERVICE_HISTORIES } from '../../domain/trade-in/adjustment-answers.ts';
import { isPlate, isVin, normalisePlate, normaliseVin, regoStatesOf, MAX_PLATE_LENGTH } from '../../domain/trade-in/registration.ts';
import { MAX_VALUATION_ID_LENGTH } from '../ports/valuation-provider.ts';

/** Oldest model year the valuation takes. */
export const OLDEST_VALUATION_YEAR = 1950;

export const VALUATION_MESSAGES = {
  plate: `Registration must be 1 to ${MAX_PLATE_LENGTH} letters and digits.`,
  state: (states: readonly string[]) => `Registration state must be one of: ${states.join(', ')}.`,
  vin: 'VIN must be 17 letters and digits (no I, O or Q).',
  regoOrVin: 'Enter the licence plate and state, or the VIN.',
  year: (oldest: number, newest: number) => `Year must be a whole number from ${oldest} to ${newest}.`,
  odometer: `Odometer must be a whole number from 0 to ${MAX_ODOMETER.toLocaleString('en')}.`,
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}.`,
  trueOrFalse: (label: string) => `${label} must be true or false.`,
  id: 'id must be the id the registration or vehicle call answered.',
} as const;

const trimmed = () => yup.string().trim();

/**
 * Text that is optional: absent, null or blank all read as absent. yup hands a transform a JSON
 * null as is, so it is turned into undefined here, before the transforms after it (which normalise
 * a plate or a VIN as text) see it.
 */
function optionalTrimmed() {
  return trimmed()
    .transform((value: string | null | undefined) => (value === '' || value === null ? undefined : value))
    .optional();
}

/** POST /api/valuations/registration for a site's region. */
export function registrationValuationSchema(region: RegionCode) {
  const states = regoStatesOf(region);
  const plate = optionalTrimmed()
    .transform((value: string | undefined) => (value === undefined ? undefined : normalisePlate(value)))
    .test('plate', VALUATION_MESSAGES.plate, (value) => value === undefined || isPlate(value));
  const vin = optionalTrimmed()
    .transform((value: string | undefined) => (value === undefined ? undefined : normaliseVin(value)))
    .test('vin', VALUATION_MESSAGES.vin, (value) => value === undefined || isVin(value));
  const state = optionalTrimmed()
    .transform((value: string | undefined) => value?.toUpperCase())
    .test('state', VALUATION_MESSAGES.state(states), (value) => value === undefined || states.length === 0 || states.includes(value));
  if (region === 'US') {
    // A VIN alone, or a plate with its state.
    return yup.object({
      vin,
      rego: plate.when('vin', { is: undefined, then: (schema) => schema.required(VALUATION_MESSAGES.regoOrVin) }),
      regoState: state.when('vin', { is: undefined, then: (schema) => schema.required(FIELD_MESSAGES.required('Registration state')) }),
    });
  }
  // AU and NZ cars are identified by plate; a VIN sent there is not used.
  return yup.object({
    rego: plate.required(FIELD_MESSAGES.required('Registration')),
    regoState: region === 'AU' ? state.required(FIELD_MESSAGES.required('Registration state')) : yup.mixed().strip(),
    vin: yup.mixed().strip(),
  });
}

/** POST /api/valuations/vehicle; the newest year is next year's models, from the caller's clock. */
export function vehicleValuationSchema(currentYear: number) {
  const newest = currentYear + 1;
  return yup.object({
    make: trimmed().max(100).required(FIELD_MESSAGES.required('Make')),
    model: trimmed().max(100).required(FIELD_MESSAGES.required('Model')),
    year: yup
      .number()
      .typeError(VALUATION_MESSAGES.year(OLDEST_VALUATION_YEAR, newest))
      .integer(VALUATION_MESSAGES.year(OLDEST_VALUATION_YEAR, newest))
      .min(OLDEST_VALUATION_YEAR, VALUATION_MESSAGES.year(OLDEST_VALUATION_YEAR, newest))
      .max(newest, VALUATION_MESSAGES.year(OLDEST_VALUATION_YEAR, newest))
      .required(FIELD_MESSAGES.required('Year')),
    badge: optionalTrimmed().max(100),
  });
}

function strictBoolean(label: string) {
  return yup.boolean().strict().typeError(VALUATION_MESSAGES.trueOrFalse(label)).required(FIELD_MESSAGES.required(label));
}

/** POST /api/valuations/estimate. */
export function estimateValuationSchema() {
  return yup.object({
    id: trimmed().max(MAX_VALUATION_ID_LENGTH, VALUATION_MESSAGES.id).required(FIELD_MESSAGES.required('id')),
    adjustmentAnswers: yup
      .object({
        odometer: yup
          .number()
          .strict()
          .typeError(VALUATION_MESSAGES.odometer)
          .integer(VALUATION_MESSAGES.odometer)
          .min(0, VALUATION_MESSAGES.odometer)
          .max(MAX_ODOMETER, VALUATION_MESSAGES.odometer)
          .required(FIELD_MESSAGES.required('Odometer')),
        condition: yup
          .string()
          .oneOf(CONDITIONS, VALUATION_MESSAGES.oneOf('Condition', CONDITIONS))
          .required(FIELD_MESSAGES.required('Condition')),
        service_history: yup
          .string()
          .oneOf(SERVICE_HISTORIES, VALUATION_MESSAGES.oneOf('Service history', SERVICE_HISTORIES))
          .required(FIELD_MESSAGES.required('Service history')),
        damage: strictBoolean('Damage'),
        finance_owing: strictBoolean('Finance owing'),
      })
      // Absent is one message, not one per question.
      .default(undefined)
      .required(FIELD_MESSAGES.required('Adjustment answers')),
  });
}

const ANSWERS_MESSAGE = 'Adjustment answers must be an object whose values are text, numbers or true/false.';

function isAnswerValue(item: unknown): boolean {
  return typeof item === 'string' || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item));
}

/**
 * POST /api/miscellaneous `{ column_name: 'valuation', valuation: { rego, regoState, adjustmentAnswers, id } }`
 * (spec section 7, "store valuation"). Every region's trade-in can be stored: a NZ plate has no
 * state and a US car may be known by its VIN alone, so the plate or the VIN is required, the state
 * only beside a plate where states issue plates.
 */
export function storedValuationSchema(region: RegionCode) {
  const needsState = regoStatesOf(region).length > 0;
  return yup.object({
    column_name: yup.string().required('column_name must be "valuation".').oneOf(['valuation'], 'column_name must be "valuation".'),
    valuation: yup
      .object({
        rego: optionalTrimmed().when('vin', { is: undefined, then: (schema) => schema.required(FIELD_MESSAGES.required('Registration')) }),
        regoState: needsState
          ? optionalTrimmed().when('rego', { is: (rego: unknown) => rego !== undefined, then: (schema) => schema.required(FIELD_MESSAGES.required('Registration state')) })
          : optionalTrimmed(),
        vin: optionalTrimmed(),
        adjustmentAnswers: yup
          .mixed<Record<string, string | number | boolean>>()
          .default(() => ({}))
          .test('answers', ANSWERS_MESSAGE, (value) => value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isAnswerValue))),
        id: trimmed().required(FIELD_MESSAGES.required('Valuation id')),
      })
      .default(undefined)
      .required(FIELD_MESSAGES.required('Valuation')),
  });
}
