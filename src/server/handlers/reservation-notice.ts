/**
 * What the dealer hears of a reservation, through the outbox like every lead: the reservation's lead
 * when the hold is taken, then a notice for each later move (payment confirmed, released, refunded).
 * Each is a submission of kind 'reservation' (category 'Reservation', subcategory the state) whose
 * payload carries the shopper and the car as the lead sent them and the reservation as it is now;
 * its key `reservation-<id>-<state>` makes a second write of the same move store nothing (states
 * never repeat). A move that takes or frees the car also calls the site's build hook and, on a
 * Typesense site, updates the car's search document.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import type { CheckoutFormValues } from '../../domain/leads/checkout-form.ts';
import { carSnapshot } from '../../domain/leads/car-snapshot.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { holdsCar, type ReservationState } from '../../domain/reservations/reservation.ts';
import type { NewOutboxEntry } from '../ports/lead-store.ts';
import type { NoticeBuilder, Reservation, ReservationNotice } from '../ports/reservation-store.ts';
import { consentOf, crmOutbox } from './common.ts';

/** The category every reservation submission is filed under. */
export const RESERVATION_CATEGORY = 'Reservation';

/** The reservation as a notice states it. */
function reservationPart(reservation: Reservation, previous: ReservationState | null, reason: string): Record<string, unknown> {
  return {
    id: reservation.id,
    reference: reservation.reference,
    state: reservation.state,
    previous_state: previous,
    reason,
    deposit: reservation.amountMinor / 100,
    currency: reservation.currency,
    hold_expires_at: reservation.holdExpiresAt,
    payment_reference: reservation.paymentId,
    refund_reference: reservation.refundId,
    car_held: holdsCar(reservation.state),
  };
}

/** The outbox of a notice: the CRM always; the build hook and the search index when the car's hold changes. */
function noticeOutbox(site: SiteConfig, holdChanged: boolean): NewOutboxEntry[] {
  const entries = crmOutbox(site);
  if (!holdChanged) return entries;
  if (site.payments.build_hook_url !== undefined) entries.push({ channel: 'build-hook', target: site.payments.build_hook_url });
  if (site.search.backend === 'typesense') entries.push({ channel: 'search-index', target: site.slug });
  return entries;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The lead of a new reservation: the shopper, the car and the hold. */
export function reservationLead(
  site: SiteConfig,
  reservation: Reservation,
  car: Car,
  user: CheckoutFormValues,
  pageUrl: string | undefined,
  now: Date,
): ReservationNotice {
  return {
    submission: {
      siteSlug: site.slug,
      kind: 'reservation',
      idempotencyKey: `reservation-${reservation.id}-${reservation.state}`,
      dealershipSlug: car.dealership_slug,
      category: RESERVATION_CATEGORY,
      subcategory: reservation.state,
      eventId: leadEvent({ kind: 'car_enquiry', car: { car_type: car.car_type } }).eventId,
      payload: {
        user,
        car: carSnapshot(car, site.region),
        reservation: reservationPart(reservation, null, 'the car is held while the shopper pays the deposit'),
        ...(pageUrl === undefined || pageUrl === '' ? {} : { page_url: pageUrl }),
      },
      consent: consentOf(user.opt_in, now),
      complete: true,
    },
    outbox: noticeOutbox(site, true),
  };
}

/** The notices of later moves, from the lead's own payload. */
export function reservationNotices(site: SiteConfig): NoticeBuilder {
  return (reservation, change, leadPayload) => {
    const car = record(leadPayload.car);
    return {
      submission: {
        siteSlug: site.slug,
        kind: 'reservation',
        idempotencyKey: `reservation-${reservation.id}-${reservation.state}`,
        dealershipSlug: typeof car.dealership_slug === 'string' ? car.dealership_slug : null,
        category: RESERVATION_CATEGORY,
        subcategory: reservation.state,
        eventId: null,
        payload: { user: record(leadPayload.user), car, reservation: reservationPart(reservation, change.from, change.reason), lead_id: reservation.leadId },
        consent: null,
        complete: true,
      },
      outbox: noticeOutbox(site, holdsCar(change.from) !== holdsCar(reservation.state)),
    };
  };
}
