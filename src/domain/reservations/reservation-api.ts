/**
 * The JSON of the reservation calls, shared by the browser (checkout, confirmation and vehicle
 * pages) and the handlers, so both sides name the same fields.
 */
import type { CheckoutFormValues } from '../leads/checkout-form.ts';
import type { ReservationState } from './reservation.ts';

/** POST /api/reservations: the car (by slug) and the shopper. Prices and amounts are never sent. */
export interface ReservationRequest {
  readonly car_slug: string;
  readonly user: CheckoutFormValues;
  /** The page the form was on, for the dealer's lead. */
  readonly page_url?: string;
}

/** 200: the hold is taken; send the shopper to `payment_url`. */
export interface ReservationCreated {
  readonly reservation_id: string;
  readonly reference: string;
  /** The lead the dealer receives (the reservation's own submission id). */
  readonly lead_id: string;
  readonly payment_url: string;
  /** ISO 8601: when the hold lapses unless the deposit is paid. */
  readonly hold_expires_at: string;
}

/** Why a reservation was refused, for the page to choose its words and links. */
export type ReservationRefusalCode =
  /** Someone else holds the car (409). */
  | 'car_held'
  /** The car fails the reserve check (409), e.g. sold since the page was built. */
  | 'not_reservable'
  /** A retried request names a hold that has ended (409): submit again without the old key. */
  | 'hold_ended'
  /** The site's stock was last confirmed longer ago than its setting (409): enquire instead. */
  | 'stock_unconfirmed';

/** 4xx: the refusal, with the words to show and, for a held or sold car, where to look instead. */
export interface ReservationRefused {
  readonly error: string;
  readonly code: ReservationRefusalCode;
  /** 'Find Me Something Similar'. */
  readonly similar_url?: string;
}

/** GET /api/reservations/{id}: what the confirmation page shows. No personal data but the first name. */
export interface ReservationStatus {
  readonly reservation_id: string;
  readonly reference: string;
  readonly state: ReservationState;
  readonly car: { readonly slug: string; readonly name: string; readonly stocknum: string };
  readonly deposit_text: string;
  /** ISO 8601; null once the reservation no longer lapses on its own (paid, released, refunded). */
  readonly hold_expires_at: string | null;
  readonly first_name: string;
}

/** What a car is right now, as GET /api/cars/{slug}/availability answers. */
export type CarAvailabilityState = 'available' | 'reserved' | 'sold' | 'unavailable';

export interface CarAvailability {
  readonly slug: string;
  readonly state: CarAvailabilityState;
  /** Whether 'Reserve This Car' may be offered now (the reserve check with the live hold). */
  readonly reservable: boolean;
}

/** The most cars one batch availability call may ask about. */
export const MAX_AVAILABILITY_SLUGS = 24;

/**
 * `/api/cars/availability?slugs={a},{b}`: GET whether each of several cars is free, held or sold
 * right now. Kept here rather than in routes.ts, which the search page loads, as only the vehicle
 * page and the handler use it.
 */
export function carsAvailabilityPath(carSlugs: readonly string[]): string {
  return `/api/cars/availability?${new URLSearchParams({ slugs: carSlugs.join(',') }).toString()}`;
}

/** GET /api/cars/availability?slugs=...: one answer per car asked about that the site lists, in the order asked. */
export interface CarsAvailability {
  readonly cars: readonly CarAvailability[];
}

/** The seconds browsers and the CDN may reuse an availability answer. */
export const AVAILABILITY_MAX_AGE_SECONDS = 5;
