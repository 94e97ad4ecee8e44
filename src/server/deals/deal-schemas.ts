/**
 * The bodies of the deal endpoints (docs/deals.md) as yup schemas, with the project's shared field
 * rules (name, e-mail, phone, postcode, the trade-in answers) and messages that name each field.
 * Only choices are read: any amount a browser sends (a price, a repayment, an estimate) is not in a
 * schema, so validation drops it (stripUnknown) and the server's own figures are used.
 */
import * as yup from 'yup';
import type { RegionCode } from '../../domain/basics/region.ts';
import { DEAL_TERM_MONTHS } from '../../domain/deals/deal-handoff.ts';
import { FIELD_MESSAGES, optionalCheckbox, requiredEmail, requiredPhone, requiredText } from '../../domain/leads/field-rules.ts';
import { postcodeRuleFor, postcodeSchema } from '../../domain/leads/postcode.ts';
import { MAX_BALLOON_PERCENT, REPAYMENT_FREQUENCIES } from '../../domain/finance/repayments.ts';
import { CONDITIONS, MAX_ODOMETER, SERVICE_HISTORIES } from '../../domain/trade-in/adjustment-answers.ts';
import { MAX_VALUATION_ID_LENGTH } from '../ports/valuation-provider.ts';
import { MAX_DEAL_TOKEN_LENGTH } from './deal-token.ts';

/** The messages of the deal fields that the shared rules do not have. */
export const DEAL_FIELD_MESSAGES = {
  car: 'car must be the slug of a car on this website.',
  deposit: 'finance.deposit must be an amount of 0 or more.',
  termMonths: `finance.termMonths must be one of ${DEAL_TERM_MONTHS.join(', ')} (whole years).`,
  balloonPercent: `finance.balloonPercent must be a number from 0 to ${MAX_BALLOON_PERCENT}.`,
  frequency: `finance.frequency must be one of: ${REPAYMENT_FREQUENCIES.join(', ')}.`,
  odometer: `tradeIn.odometer must be a whole number from 0 to ${MAX_ODOMETER.toLocaleString('en')}.`,
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}.`,
  trueOrFalse: (label: string) => `${label} must be true or false.`,
  valuationId: 'tradeIn.valuationId must be the id the trade-in wizard answered.',
  token: 'token must be the d= part of a deal link.',
  submissionId: 'submissionId must be 1 to 200 visible ASCII characters, the same for every retry of one send.',
} as const;

/** A number given as a number (a text "5" is a mistake here: the calculator sends numbers). */
function strictNumber(message: string) {
  return yup.number().strict().typeError(message);
}

function strictBoolean(label: string) {
  return yup.boolean().strict().typeError(DEAL_FIELD_MESSAGES.trueOrFalse(label)).required(FIELD_MESSAGES.required(label));
}

/**
 * POST /api/deals. `place` is the shopper's postcode under the region's rule; only an AU site reads
 * it (the drive-away estimate is for a state): an NZ or US site's estimate is the dealer's stated
 * charges wherever the shopper lives.
 */
export function createDealSchema(region: RegionCode = 'AU') {
  return yup.object({
    car: requiredText('car').max(200, DEAL_FIELD_MESSAGES.car),
    place: yup
      .object({ postcode: postcodeSchema(postcodeRuleFor(region)) })
      .nullable()
      .default(null),
    tradeIn: yup
      .object({
        valuationId: requiredText('tradeIn.valuationId').max(MAX_VALUATION_ID_LENGTH, DEAL_FIELD_MESSAGES.valuationId),
        odometer: strictNumber(DEAL_FIELD_MESSAGES.odometer)
          .integer(DEAL_FIELD_MESSAGES.odometer)
          .min(0, DEAL_FIELD_MESSAGES.odometer)
          .max(MAX_ODOMETER, DEAL_FIELD_MESSAGES.odometer)
          .required(FIELD_MESSAGES.required('tradeIn.odometer')),
        condition: yup.string().oneOf(CONDITIONS, DEAL_FIELD_MESSAGES.oneOf('tradeIn.condition', CONDITIONS)).required(FIELD_MESSAGES.required('tradeIn.condition')),
        service_history: yup
          .string()
          .oneOf(SERVICE_HISTORIES, DEAL_FIELD_MESSAGES.oneOf('tradeIn.service_history', SERVICE_HISTORIES))
          .required(FIELD_MESSAGES.required('tradeIn.service_history')),
        damage: strictBoolean('tradeIn.damage'),
        finance_owing: strictBoolean('tradeIn.finance_owing'),
      })
      .nullable()
      .default(null),
    finance: yup
      .object({
        deposit: strictNumber(DEAL_FIELD_MESSAGES.deposit).min(0, DEAL_FIELD_MESSAGES.deposit).max(100_000_000, DEAL_FIELD_MESSAGES.deposit).required(FIELD_MESSAGES.required('finance.deposit')),
        termMonths: strictNumber(DEAL_FIELD_MESSAGES.termMonths)
          .oneOf([...DEAL_TERM_MONTHS], DEAL_FIELD_MESSAGES.termMonths)
          .required(FIELD_MESSAGES.required('finance.termMonths')),
        balloonPercent: strictNumber(DEAL_FIELD_MESSAGES.balloonPercent)
          .min(0, DEAL_FIELD_MESSAGES.balloonPercent)
          .max(MAX_BALLOON_PERCENT, DEAL_FIELD_MESSAGES.balloonPercent)
          .required(FIELD_MESSAGES.required('finance.balloonPercent')),
        frequency: yup.string().oneOf(REPAYMENT_FREQUENCIES, DEAL_FIELD_MESSAGES.frequency).required(FIELD_MESSAGES.required('finance.frequency')),
      })
      .nullable()
      .default(null),
  });
}

/** The deal link's token, as the open and send calls take it. */
function tokenSchema() {
  return yup.string().trim().required(FIELD_MESSAGES.required('token')).max(MAX_DEAL_TOKEN_LENGTH, DEAL_FIELD_MESSAGES.token);
}

/** POST /api/deals/send: the token, the send's own id (the same on a retry) and the contact fields. */
export function sendDealSchema() {
  return yup.object({
    token: tokenSchema(),
    submissionId: yup
      .string()
      .required(FIELD_MESSAGES.required('submissionId'))
      .matches(/^[\x21-\x7e]{1,200}$/, DEAL_FIELD_MESSAGES.submissionId),
    name: requiredText('Name').max(200),
    email: requiredEmail('Email').max(320),
    phone: requiredPhone('Phone').max(40),
    message: yup.string().trim().max(5000).optional(),
    opt_in: optionalCheckbox(),
  });
}

/** The field order of the send call's 400 answer: as the form shows them. */
export const SEND_DEAL_FIELD_ORDER = ['token', 'submissionId', 'name', 'email', 'phone', 'message'] as const;
