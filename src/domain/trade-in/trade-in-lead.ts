/**
 * The trade-in lead: what `user.trade_in` of a `POST /api/leads` with source `trade_in`
 * carries, and its rules. The trade-in UI builds it; the server validates it with the same schema
 * and stores it in the lead payload, where the ADF delivery turns it into a
 * `<vehicle interest="trade-in">`.
 */
import * as yup from 'yup';
import { FIELD_MESSAGES, optionalText, requiredText } from '../leads/field-rules.ts';
import { isIsoDate } from '../basics/iso-date.ts';
import { isVin, normaliseVin } from './registration.ts';

/** The field of a lead's user data that carries the trade-in details. */
export const TRADE_IN_DETAILS_FIELD = 'trade_in';

/** The category a trade-in lead is filed under. */
export const TRADE_IN_CATEGORY = 'Trade-In Enquiry';

/**
 * How the valuation ended: an estimate; no online estimate because the car is too old or has too
 * many km (the trade-in FAQ rule); the provider could not be reached; the car was not identified.
 */
export const TRADE_IN_OUTCOMES = [
  'estimate',
  'no-online-estimate-too-old',
  'no-online-estimate-too-many-km',
  'provider-unavailable',
  'not-identified',
] as const;
export type TradeInOutcome = (typeof TRADE_IN_OUTCOMES)[number];

export const TRADE_IN_CURRENCIES = ['AUD', 'NZD', 'USD'] as const;
type TradeInCurrency = (typeof TRADE_IN_CURRENCIES)[number];

/** The estimate range the shopper was shown (whole currency units). */
export interface TradeInEstimate {
  low: number;
  high: number;
  currency: TradeInCurrency;
  /** The last day the estimate holds (YYYY-MM-DD). */
  expires_on: string;
}

/** `user.trade_in` of a trade-in lead. */
export interface TradeInLeadDetails {
  rego?: string;
  regoState?: string;
  vin?: string;
  make: string;
  model: string;
  year: number;
  badge?: string;
  /** Whole km, or miles on a US site, as the shopper gave it. */
  odometer?: number;
  adjustmentAnswers?: Readonly<Record<string, string | number | boolean>>;
  valuation_id?: string;
  estimate?: TradeInEstimate | null;
  outcome: TradeInOutcome;
}

/** The messages of the trade-in rules (ours: the spec gives none). */
export const TRADE_IN_MESSAGES = {
  year: (latest: number) => `Year must be a whole number from 1900 to ${latest}.`,
  odometer: 'Odometer must be a whole number, 0 or more.',
  vin: 'VIN must be 17 letters and digits, without I, O or Q.',
  amount: (label: string) => `${label} must be a whole number, 0 or more.`,
  highBelowLow: 'Estimate high must not be below estimate low.',
  currency: (currency: string) => `Estimate currency must be ${currency}, this website's currency.`,
  expiresOn: 'Estimate expiry must be a date written YYYY-MM-DD.',
  outcome: `Outcome must be one of: ${TRADE_IN_OUTCOMES.join(', ')}.`,
  answers: 'Adjustment answers must be an object whose values are text, numbers or true/false.',
  estimateWithoutOutcome: 'An estimate is sent only with the outcome "estimate".',
  outcomeWithoutEstimate: 'The outcome "estimate" needs the estimate.',
} as const;


function wholeAmount(label: string) {
  return yup.number().typeError(TRADE_IN_MESSAGES.amount(label)).required(FIELD_MESSAGES.required(label)).integer(TRADE_IN_MESSAGES.amount(label)).min(0, TRADE_IN_MESSAGES.amount(label));
}

function isAnswer(item: unknown): boolean {
  return typeof item === 'string' || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item));
}

/** What the trade-in rules depend on: the site's currency and the year now (next year's models are sold late in the year). */
export interface TradeInRuleContext {
  readonly currency: TradeInCurrency;
  readonly currentYear: number;
}

/** The schema of `user.trade_in`. */
export function tradeInDetailsSchema({ currency, currentYear }: TradeInRuleContext) {
  const latestYear = currentYear + 1;
  return yup.object({
    rego: optionalText(),
    regoState: optionalText(),
    vin: optionalText().test('vin', TRADE_IN_MESSAGES.vin, (value) => value === undefined || value === '' || isVin(normaliseVin(value))),
    make: requiredText('Make'),
    model: requiredText('Model'),
    year: yup
      .number()
      .typeError(TRADE_IN_MESSAGES.year(latestYear))
      .required(FIELD_MESSAGES.required('Year'))
      .integer(TRADE_IN_MESSAGES.year(latestYear))
      .min(1900, TRADE_IN_MESSAGES.year(latestYear))
      .max(latestYear, TRADE_IN_MESSAGES.year(latestYear)),
    badge: optionalText(),
    odometer: yup.number().typeError(TRADE_IN_MESSAGES.odometer).integer(TRADE_IN_MESSAGES.odometer).min(0, TRADE_IN_MESSAGES.odometer).optional(),
    adjustmentAnswers: yup
      .mixed<Record<string, string | number | boolean>>()
      .optional()
      .test(
        'answers',
        TRADE_IN_MESSAGES.answers,
        (value) => value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isAnswer)),
      ),
    valuation_id: optionalText(),
    estimate: yup
      .object({
        low: wholeAmount('Estimate low'),
        high: wholeAmount('Estimate high').test('high', TRADE_IN_MESSAGES.highBelowLow, function (high) {
          const low = (this.parent as { low?: unknown }).low;
          return typeof high !== 'number' || typeof low !== 'number' || high >= low;
        }),
        currency: yup.string().required(FIELD_MESSAGES.required('Estimate currency')).oneOf([currency], TRADE_IN_MESSAGES.currency(currency)),
        expires_on: yup
          .string()
          .required(FIELD_MESSAGES.required('Estimate expiry'))
          .test('date', TRADE_IN_MESSAGES.expiresOn, (value) => value === undefined || isIsoDate(value)),
      })
      .nullable()
      .default(null)
      .test('estimate-outcome', TRADE_IN_MESSAGES.estimateWithoutOutcome, function (estimate) {
        return estimate === null || estimate === undefined || (this.parent as { outcome?: unknown }).outcome === 'estimate';
      }),
    outcome: yup
      .string<TradeInOutcome>()
      .required(FIELD_MESSAGES.required('Outcome'))
      .oneOf([...TRADE_IN_OUTCOMES], TRADE_IN_MESSAGES.outcome)
      .test('outcome-estimate', TRADE_IN_MESSAGES.outcomeWithoutEstimate, function (outcome) {
        const estimate = (this.parent as { estimate?: unknown }).estimate;
        return outcome !== 'estimate' || (estimate !== null && estimate !== undefined);
      }),
  });
}

/**
 * How the ops CLI names a lead's trade-in: "trade-in 2018 Toyota Corolla (ABC123 VIC)", the plate
 * only when the shopper gave one, else the VIN.
 */
export function tradeInSummary(details: Pick<TradeInLeadDetails, 'year' | 'make' | 'model' | 'rego' | 'regoState' | 'vin'>): string {
  const plate = details.rego === undefined ? details.vin : [details.rego, details.regoState].filter(Boolean).join(' ');
  return `trade-in ${details.year} ${details.make} ${details.model}${plate === undefined || plate === '' ? '' : ` (${plate})`}`;
}
