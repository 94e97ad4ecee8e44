/**
 * The trade-in valuation wizard's questions: what each step asks, the choices it
 * offers in each region, and its yup rules (the formik forms validate with these). What a plate, a
 * state, a VIN and an answer may be is the valuation API's own rule (registration.ts,
 * adjustment-answers.ts), so the form and the server agree; this module adds the words. The wire names are
 * the valuation API's (`rego`, `regoState`, `vin`, `adjustmentAnswers`: odometer, condition,
 * service_history, damage, finance_owing).
 *
 * Regions: an Australian plate is registered in one of the 8 states and territories; a New Zealand
 * plate is national (no state); a US plate is registered in a state, and a US shopper may give the
 * VIN instead.
 */
import * as yup from 'yup';
import { FIELD_MESSAGES, optionalCheckbox, requiredEmail, requiredPhone, requiredText } from '../leads/field-rules.ts';
import { postcodeRuleFor, postcodeSchema } from '../leads/postcode.ts';
import type { RegionCode } from '../basics/region.ts';
import { regionSettings } from '../basics/region.ts';
import { CONDITIONS, MAX_ODOMETER, SERVICE_HISTORIES, type AdjustmentAnswers, type Condition, type ServiceHistory } from './adjustment-answers.ts';
import { AU_REGO_STATES, isPlate, isVin, MAX_PLATE_LENGTH, normalisePlate, normaliseVin, US_REGO_STATES } from './registration.ts';
import type { FieldName } from '../leads/lead-fields.ts';

/** A choice of a select or a radio group: the value sent and the words shown. */
export interface Choice<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** What each Australian state and territory is called, by the code the valuation API takes. */
const AU_STATE_NAMES: Readonly<Record<(typeof AU_REGO_STATES)[number], string>> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
  ACT: 'Australian Capital Territory',
};

/** What each US state (and DC) is called, by its two-letter code. */
const US_STATE_NAMES: Readonly<Record<(typeof US_REGO_STATES)[number], string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** Australia's 8 states and territories, as the state select offers them. */
export const AU_STATES: readonly Choice[] = AU_REGO_STATES.map((value) => ({ value, label: AU_STATE_NAMES[value] }));

/** The 50 US states and the District of Columbia, as the state select offers them. */
export const US_STATES: readonly Choice[] = US_REGO_STATES.map((value) => ({ value, label: US_STATE_NAMES[value] }));

/** The states a region's plates are registered in; none in New Zealand, where plates are national. */
export function plateStates(region: RegionCode): readonly Choice[] {
  switch (region) {
    case 'AU':
      return AU_STATES;
    case 'US':
      return US_STATES;
    case 'NZ':
      return [];
  }
}

/** How a shopper identifies the car: by plate (every region), or by VIN (US sites only). */
export type LookupKind = 'plate' | 'vin';

/** The first step's values. */
export interface PlateValues {
  lookup: LookupKind;
  rego: string;
  regoState: string;
  vin: string;
}


/** The words for the plate fields in a region. */
export function plateTexts(region: RegionCode): { plate: string; state: string; vin: string } {
  return region === 'US'
    ? { plate: 'License plate', state: 'State', vin: 'VIN (vehicle identification number)' }
    : { plate: 'Registration plate', state: region === 'AU' ? 'State or territory' : 'State', vin: 'VIN' };
}

/** The messages of the trade-in rules that are ours (the shared ones are FIELD_MESSAGES). */
export const TRADE_IN_MESSAGES = {
  plate: (label: string) => `${label} must be letters and digits only, at most ${MAX_PLATE_LENGTH} of them.`,
  vin: 'VIN must be 17 letters and digits, without the letters I, O or Q.',
  state: (label: string) => `Choose the ${label.toLowerCase()} the car is registered in.`,
  year: 'Choose the year the car was built.',
  odometer: `Odometer must be a whole number from 0 to ${MAX_ODOMETER.toLocaleString('en')}.`,
  choose: (label: string) => `Choose an answer for ${label.toLowerCase()}.`,
} as const;

/** The first step's rules: a plate (with its state, where the region has states), or on US sites a VIN instead. */
export function plateStepSchema(region: RegionCode) {
  const texts = plateTexts(region);
  const states = plateStates(region).map((state) => state.value);
  return yup.object({
    lookup: yup
      .string<LookupKind>()
      .oneOf(region === 'US' ? ['plate', 'vin'] : ['plate'])
      .default('plate'),
    rego: yup
      .string()
      .trim()
      .when('lookup', {
        is: 'plate',
        then: (schema) =>
          schema
            .required(FIELD_MESSAGES.required(texts.plate))
            .test('plate', TRADE_IN_MESSAGES.plate(texts.plate), (value) => value === undefined || value === '' || isPlate(normalisePlate(value))),
      }),
    regoState:
      states.length === 0
        ? yup.string().trim().default('')
        : yup
            .string()
            .trim()
            .when('lookup', { is: 'plate', then: (schema) => schema.required(TRADE_IN_MESSAGES.state(texts.state)).oneOf(states, TRADE_IN_MESSAGES.state(texts.state)) }),
    vin: yup
      .string()
      .trim()
      .when('lookup', {
        is: 'vin',
        then: (schema) => schema.required(FIELD_MESSAGES.required('VIN')).test('vin', TRADE_IN_MESSAGES.vin, (value) => value === undefined || value === '' || isVin(normaliseVin(value))),
      }),
  });
}

/** The body of POST /api/valuations/registration for the first step's values: a US VIN alone, else the plate (with its state where the region has states). */
export function registrationRequestOf(plate: PlateValues, region: RegionCode): { rego: string; regoState?: string } | { vin: string } {
  if (region === 'US' && plate.lookup === 'vin') return { vin: normaliseVin(plate.vin) };
  return { rego: normalisePlate(plate.rego), ...(plateStates(region).length > 0 ? { regoState: plate.regoState } : {}) };
}

/** The car chosen by hand when the plate matched nothing. */
export interface ManualVehicleValues {
  make: string;
  model: string;
  year: string;
  badge: string;
}

/** How many model years back the year select goes. */
const YEARS_OFFERED = 40;

/** The years a shopper can choose, newest first: next year's models down to 40 years ago. */
export function yearChoices(currentYear: number): readonly number[] {
  return Array.from({ length: YEARS_OFFERED + 2 }, (_, index) => currentYear + 1 - index);
}

/** The rules of the car chosen by hand (`currentYear`: the shopper's calendar year). */
export function manualVehicleSchema(currentYear: number) {
  const years = yearChoices(currentYear).map(String);
  return yup.object({
    make: requiredText('Make'),
    model: requiredText('Model'),
    year: yup.string().trim().required(TRADE_IN_MESSAGES.year).oneOf(years, TRADE_IN_MESSAGES.year),
    badge: yup.string().trim().default(''),
  });
}

const CONDITION_WORDS: Readonly<Record<Condition, string>> = {
  excellent: 'Excellent: like new, no marks',
  good: 'Good: minor wear for its age',
  fair: 'Fair: visible wear, small repairs needed',
  poor: 'Poor: needs major repairs',
};

const SERVICE_HISTORY_WORDS: Readonly<Record<ServiceHistory, string>> = {
  full: 'Full service history',
  partial: 'Partial service history',
  none: 'No service history',
};

/** The condition choices, best first. */
export const CONDITION_CHOICES: readonly Choice<Condition>[] = CONDITIONS.map((value) => ({ value, label: CONDITION_WORDS[value] }));

/** The service history choices. */
export const SERVICE_HISTORY_CHOICES: readonly Choice<ServiceHistory>[] = SERVICE_HISTORIES.map((value) => ({ value, label: SERVICE_HISTORY_WORDS[value] }));

/** Yes or no, as a radio group holds it. */
export const YES_NO = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
] as const satisfies readonly Choice[];

/** The adjustment questions as the form holds them (text, as inputs give them). */
export interface AdjustmentValues {
  odometer: string;
  condition: string;
  service_history: string;
  damage: string;
  finance_owing: string;
}

/** The adjustment questions' labels; the odometer names the region's unit. */
export function adjustmentLabels(region: RegionCode): Readonly<Record<keyof AdjustmentValues, string>> {
  return {
    odometer: `Odometer (${regionSettings(region).distanceUnit === 'mi' ? 'miles' : 'km'})`,
    condition: 'Condition',
    service_history: 'Service history',
    damage: 'Does the car have any damage?',
    finance_owing: 'Is there finance owing on the car?',
  };
}


/** The rules of the adjustment questions. */
export function adjustmentsSchema(region: RegionCode) {
  const labels = adjustmentLabels(region);
  const choice = (label: string, values: readonly string[]) => yup.string().required(TRADE_IN_MESSAGES.choose(label)).oneOf([...values], TRADE_IN_MESSAGES.choose(label));
  return yup.object({
    odometer: yup
      .string()
      .trim()
      .required(FIELD_MESSAGES.required(labels.odometer))
      .test('odometer', TRADE_IN_MESSAGES.odometer, (value) => value === undefined || value === '' || (/^\d+$/.test(value.replace(/,/g, '')) && Number(value.replace(/,/g, '')) <= MAX_ODOMETER)),
    condition: choice(labels.condition, CONDITIONS),
    service_history: choice(labels.service_history, SERVICE_HISTORIES),
    damage: choice(labels.damage, ['yes', 'no']),
    finance_owing: choice(labels.finance_owing, ['yes', 'no']),
  });
}

/** The odometer as typed ("85,000") kept as digits only. */
export function normaliseOdometerInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, String(MAX_ODOMETER).length);
}

/** The answers the API takes, from valid adjustment values. */
export function adjustmentAnswersOf(values: AdjustmentValues): AdjustmentAnswers {
  return {
    odometer: Number(values.odometer.replace(/\D/g, '')),
    condition: values.condition as Condition,
    service_history: values.service_history as ServiceHistory,
    damage: values.damage === 'yes',
    finance_owing: values.finance_owing === 'yes',
  };
}

/** The shopper's details, the wizard's last question. */
export interface DetailsValues {
  name: string;
  email: string;
  phone: string;
  postcode: string;
  dealership_slug: string;
  opt_in: boolean;
}

/** The details step's fields, in the form's order (for the error banner). */
export const DETAILS_FIELDS = ['name', 'email', 'phone', 'postcode', 'dealership_slug', 'opt_in'] as const satisfies readonly FieldName<DetailsValues>[];

/** The rules of the shopper's details; the dealership is asked only when the site has several and no car decides. */
export function detailsSchema(region: RegionCode, askDealership: boolean) {
  return yup.object({
    name: requiredText('Name'),
    email: requiredEmail(),
    phone: requiredPhone(),
    postcode: postcodeSchema(postcodeRuleFor(region)),
    dealership_slug: askDealership ? requiredText('Dealership') : yup.string().trim().default(''),
    opt_in: optionalCheckbox(),
  });
}
