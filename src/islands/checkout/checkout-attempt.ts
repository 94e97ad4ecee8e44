/**
 * One shopper's attempt to reserve one car, kept in sessionStorage per site and car so that it
 * outlives the trip to the payment page: the Idempotency-Key of the attempt (a retry, or a second
 * submit after a cancelled payment, names the same hold instead of taking another), when the form
 * was started, the values sent and the server's ReservationCreated answer (the hold's expiry). The
 * checkout island reads it to refill the form and say until when the car is held; the confirmation
 * page forgets it once the reservation is settled. Storage switched off only loses the convenience.
 */
import type { CheckoutFormValues } from '../../domain/leads/checkout-form.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { regionSettings } from '../../domain/basics/region.ts';
import type { ReservationCreated, ReservationRequest } from '../../domain/reservations/reservation-api.ts';
import { CHECKOUT_FORM_TEXTS, type PurchaseRoute } from '../../domain/reservations/reservation-texts.ts';
import { parseStoredJson } from '../../domain/basics/stored-json.ts';
import { readStorage, writeStorage } from '../../browser/web-storage.ts';
import type { BotCheckBody } from '../forms/useLeadSubmission.tsx';
import { parseReservationCreated } from './reservation-answers.ts';

/** The checkout island's props, built by the page shell (src/components/checkout/checkout-settings.ts). */
export interface CheckoutFormSettings {
  readonly siteSlug: string;
  readonly region: RegionCode;
  /** Reserve (checkout) or buy online: the page's route and the submit button's words. */
  readonly route: PurchaseRoute;
  readonly carSlug: string;
  /** 'Find Me Something Similar' when the API gives no link of its own. */
  readonly similarPath: string;
  /** The car page's enquiry: where a shopper goes when the stock is stale and the car cannot be reserved until confirmed. */
  readonly enquirePath: string;
  /** The id of the page's terms section, which the terms checkbox points to. */
  readonly termsId: string;
  readonly turnstileSiteKey?: string | undefined;
}

/** The stored attempt. `key` and `created` go together once the server has answered. */
export interface CheckoutAttempt {
  /** The Idempotency-Key of the current hold, or null when the next submit should take a new one. */
  readonly key: string | null;
  /** When the form was first started (the bot check's minimum fill time), in ms since the epoch. */
  readonly startedAt: number | null;
  /** What the shopper sent, to refill the form. */
  readonly values: CheckoutFormValues | null;
  /** The server's answer: the hold and its expiry. */
  readonly created: ReservationCreated | null;
}

/** An attempt with nothing in it yet. */
export const NO_ATTEMPT: CheckoutAttempt = { key: null, startedAt: null, values: null, created: null };

/** The sessionStorage key of a car's attempt on a site. */
export function checkoutAttemptStorageKey(siteSlug: string, carSlug: string): string {
  return `checkout_attempt:${siteSlug}:${carSlug}`;
}

function readValues(value: unknown): CheckoutFormValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, email, phone, postcode, terms, opt_in } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof phone !== 'string' || typeof postcode !== 'string') return null;
  if (typeof terms !== 'boolean' || typeof opt_in !== 'boolean') return null;
  return { name, email, phone, postcode, terms, opt_in };
}

/** A stored attempt; NO_ATTEMPT when there is none or it is not one (bad parts are dropped, never thrown). */
export function parseCheckoutAttempt(raw: string | null): CheckoutAttempt {
  return parseStoredJson<CheckoutAttempt>(
    raw,
    (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
      const record = value as Record<string, unknown>;
      const key = typeof record.key === 'string' && record.key !== '' ? record.key : null;
      const startedAt = typeof record.startedAt === 'number' && Number.isFinite(record.startedAt) ? record.startedAt : null;
      // A hold without its key cannot be named again, so it is not kept.
      const created = key === null ? null : parseReservationCreated(record.created);
      return { key, startedAt, values: readValues(record.values), created };
    },
    NO_ATTEMPT,
  );
}

/** The car's attempt on the site, as this tab kept it. */
export function readCheckoutAttempt(siteSlug: string, carSlug: string): CheckoutAttempt {
  return parseCheckoutAttempt(readStorage('session', checkoutAttemptStorageKey(siteSlug, carSlug)));
}

/** Keeps the car's attempt (NO_ATTEMPT forgets it); false when the storage is switched off or full. */
export function writeCheckoutAttempt(siteSlug: string, carSlug: string, attempt: CheckoutAttempt): boolean {
  return writeStorage('session', checkoutAttemptStorageKey(siteSlug, carSlug), JSON.stringify(attempt));
}

/** Whether the attempt holds the car at `now` (its hold has not expired). */
export function holdIsOn(attempt: CheckoutAttempt, now: Date): boolean {
  return attempt.key !== null && attempt.created !== null && Date.parse(attempt.created.hold_expires_at) > now.getTime();
}

/** The attempt without its hold: the values stay for the form, the next submit takes a new hold. */
export function withoutHold(attempt: CheckoutAttempt): CheckoutAttempt {
  return { ...attempt, key: null, created: null };
}

/** The body of POST /api/reservations: the car, the shopper, the page and the bot-check fields. */
export function reservationRequestBody(carSlug: string, values: CheckoutFormValues, bot: BotCheckBody, pageUrl: string): ReservationRequest & BotCheckBody {
  return { car_slug: carSlug, user: values, page_url: pageUrl, ...bot };
}

/**
 * When a hold ends, as the shopper reads it in the region's locale and the browser's time zone:
 * "3:45 pm" on the same day, "Tuesday 9:30 am" on another (holds last at most a day).
 */
export function formatHoldTime(iso: string, region: RegionCode, now: Date, timeZone?: string): string {
  const at = new Date(iso);
  const { locale } = regionSettings(region);
  const day = (date: Date) => new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  const sameDay = day(at) === day(now);
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit', ...(sameDay ? {} : { weekday: 'long' }) }).format(at);
}

/**
 * What the page says about the shopper's own hold when it opens: after a cancelled payment
 * (`?payment=cancelled`) whether the car is still held and until when; on a plain visit while the
 * hold is on, until when it is held; otherwise nothing.
 */
export function holdNotice(attempt: CheckoutAttempt, paymentCancelled: boolean, region: RegionCode, now: Date, timeZone?: string): string | null {
  const on = holdIsOn(attempt, now);
  const until = on && attempt.created !== null ? formatHoldTime(attempt.created.hold_expires_at, region, now, timeZone) : null;
  if (!paymentCancelled) return until === null ? null : CHECKOUT_FORM_TEXTS.heldForYou(until);
  if (until !== null) return CHECKOUT_FORM_TEXTS.paymentNotCompleted(until);
  return attempt.created !== null ? CHECKOUT_FORM_TEXTS.paymentNotCompletedHoldEnded : CHECKOUT_FORM_TEXTS.paymentNotCompletedUnknownHold;
}

/** Whether the page was opened by the payment page's cancel link (`?payment=cancelled`). */
export function isPaymentCancelled(search: string): boolean {
  return new URLSearchParams(search).get('payment') === 'cancelled';
}
