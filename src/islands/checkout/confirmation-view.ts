/**
 * What the confirmation page (/reservation-confirmed?reservation={id}) shows for each thing its
 * lookup can come to: a view model per reservation state (reservation.ts), plus loading, not found
 * and failure. Pure, so every state's words and links are table-tested without React; the island
 * only fetches, polls and renders the view.
 */
import { telHref } from '../../domain/basics/phone.ts';
import type { ReservationStatus } from '../../domain/reservations/reservation-api.ts';
import type { ReservationState } from '../../domain/reservations/reservation.ts';
import { CONFIRMATION_TEXTS } from '../../domain/reservations/reservation-texts.ts';
import { carPath } from '../../domain/routes/routes.ts';

/** The confirmation island's props, built by the page shell. */
export interface ConfirmationSettings {
  readonly siteSlug: string;
  /** The dealer's name, in "what happens next". */
  readonly dealerName: string;
  /** The sales phone, for questions and a reservation that cannot be found. */
  readonly phone: string;
}

/** How often a reservation that is still being paid is looked up again, and for how long. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 120_000;

/** What the lookup has come to. `gaveUp`: the payment was still not settled when polling stopped. */
export type ConfirmationLookup =
  /** Not looked up yet: the static HTML, and the page without JavaScript. */
  | { readonly kind: 'starting' }
  | { readonly kind: 'loading' }
  /** 404, or no reservation named in the link. */
  | { readonly kind: 'not-found' }
  /** No answer, or one the page cannot read: worth trying again. */
  | { readonly kind: 'failed' }
  | { readonly kind: 'found'; readonly status: ReservationStatus; readonly gaveUp: boolean };

/** One link the view offers. */
interface ViewLink {
  readonly text: string;
  readonly href: string;
}

/** What the page shows. */
export interface ConfirmationView {
  readonly heading: string;
  /** Whether a lookup is under way (aria-busy and the spinner). */
  readonly busy: boolean;
  /** Plain paragraphs, in order. */
  readonly lines: readonly string[];
  /** The reference, shown large; null when there is none to show. */
  readonly reference: string | null;
  /** The car and the deposit paid, for a confirmed reservation. */
  readonly facts: readonly { readonly term: string; readonly detail: string; readonly href?: string }[];
  /** "What happens next", when there is a next step to tell. */
  readonly next: readonly string[];
  readonly link: ViewLink | null;
  /** Whether to offer 'Try again'. */
  readonly retry: boolean;
  /** Whether to look the reservation up again in POLL_INTERVAL_MS. */
  readonly poll: boolean;
}

const BASE: Omit<ConfirmationView, 'heading'> = { busy: false, lines: [], reference: null, facts: [], next: [], link: null, retry: false, poll: false };

/** The states still waiting for the payment to be settled: the page polls them. */
const SETTLING: readonly ReservationState[] = ['awaiting_payment', 'payment_pending'];

function foundView(status: ReservationStatus, gaveUp: boolean, settings: ConfirmationSettings): ConfirmationView {
  const car = { text: CONFIRMATION_TEXTS.backToCar(status.car.name), href: carPath(status.car.slug) };
  switch (status.state) {
    case 'confirmed':
      return {
        ...BASE,
        heading: CONFIRMATION_TEXTS.confirmedHeading,
        lines: [CONFIRMATION_TEXTS.thanks(status.first_name)],
        reference: status.reference,
        facts: [
          { term: CONFIRMATION_TEXTS.carLabel, detail: status.car.name, href: carPath(status.car.slug) },
          { term: CONFIRMATION_TEXTS.depositLabel, detail: status.deposit_text },
        ],
        next: CONFIRMATION_TEXTS.confirmedNext(settings.dealerName),
      };
    case 'awaiting_payment':
    case 'payment_pending':
      return {
        ...BASE,
        heading: CONFIRMATION_TEXTS.pendingHeading,
        busy: !gaveUp,
        lines: [gaveUp ? CONFIRMATION_TEXTS.pendingTooLong : CONFIRMATION_TEXTS.pending],
        reference: status.reference,
        poll: !gaveUp,
      };
    case 'released':
      return { ...BASE, heading: CONFIRMATION_TEXTS.releasedHeading, lines: [CONFIRMATION_TEXTS.released], reference: status.reference, link: car };
    case 'refunded':
      return { ...BASE, heading: CONFIRMATION_TEXTS.refundedHeading, lines: [CONFIRMATION_TEXTS.refunded], reference: status.reference, link: car };
  }
}

/** The view of a lookup. */
export function confirmationView(lookup: ConfirmationLookup, settings: ConfirmationSettings): ConfirmationView {
  switch (lookup.kind) {
    case 'starting':
      return { ...BASE, heading: CONFIRMATION_TEXTS.title, lines: [CONFIRMATION_TEXTS.about] };
    case 'loading':
      return { ...BASE, heading: CONFIRMATION_TEXTS.title, busy: true, lines: [CONFIRMATION_TEXTS.loading] };
    case 'not-found':
      return {
        ...BASE,
        heading: CONFIRMATION_TEXTS.notFoundHeading,
        lines: [CONFIRMATION_TEXTS.notFound(settings.phone)],
        link: { text: settings.phone, href: telHref(settings.phone) },
      };
    case 'failed':
      return { ...BASE, heading: CONFIRMATION_TEXTS.title, lines: [CONFIRMATION_TEXTS.failed], retry: true };
    case 'found':
      return foundView(lookup.status, lookup.gaveUp, settings);
  }
}

/** Whether a reservation in this state is still being paid (the page polls it). */
export function isSettling(state: ReservationState): boolean {
  return SETTLING.includes(state);
}

/** The reservation id in the page's query (`?reservation=`), or null. */
export function reservationIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get('reservation')?.trim() ?? '';
  return id === '' ? null : id;
}

/** The analytics event of a confirmed reservation, pushed once per reservation. */
export function reservationConfirmedEvent(status: ReservationStatus): Record<string, unknown> {
  return {
    event: 'reservation_confirmed',
    reservation_id: status.reservation_id,
    reference: status.reference,
    car_slug: status.car.slug,
    stock_number: status.car.stocknum,
    deposit: status.deposit_text,
  };
}

/** The localStorage key marking that a reservation's confirmation event was pushed (so a reload does not push it again). */
export function confirmationEventStorageKey(reservationId: string): string {
  return `reservation_confirmed:${reservationId}`;
}
