/**
 * The API's routes: path to handler. The local functions router serves this table; each Netlify
 * entry point in src/functions declares the same path in its `config` (a test compares them).
 */
import { acceptOffer } from './accept-offer.ts';
import { CAR_AVAILABILITY_PATH, CARS_AVAILABILITY_PATH, carAvailability, carsAvailability } from './car-availability.ts';
import { createReservation } from './create-reservation.ts';
import { paymentWebhook } from './payment-webhook.ts';
import { RESERVATION_STATUS_PATH, reservationStatus } from './reservation-status.ts';
import { CAR_PDF_PATH, carPdf } from './car-pdf.ts';
import type { Handler } from './deps.ts';
import { revealPhone } from './reveal-phone.ts';
import { storeValuation } from './store-valuation.ts';
import { submitForm } from './submit-form.ts';
import { submitLead } from './submit-lead.ts';
import { valuationByRegistration, valuationByVehicle, valuationEstimate } from './valuations.ts';
import { VALUATION_API } from '../../domain/routes/routes.ts';
import { DEALS_GET_PATH, DEALS_PATH, DEALS_SEND_PATH, deals, sendDeal } from '../deals/deal-handlers.ts';
import { ALERTS_CONFIRM_GET_PATH, ALERTS_PATH, ALERTS_UNSUBSCRIBE_GET_PATH, ALERTS_UNSUBSCRIBE_PATH, alerts, confirmAlert, unsubscribeAlert } from '../alerts/alert-handlers.ts';

/** Every POST path this code serves, with its handler. */
export const API_ROUTES: Readonly<Record<string, Handler>> = {
  '/api/leads': submitLead,
  '/api/forms': submitForm,
  '/api/phone-reveal': revealPhone,
  '/api/offer-accepted': acceptOffer,
  '/api/miscellaneous': storeValuation,
  '/api/reservations': createReservation,
  '/api/payments/webhook': paymentWebhook,
  [VALUATION_API.registration]: valuationByRegistration,
  [VALUATION_API.vehicle]: valuationByVehicle,
  [VALUATION_API.estimate]: valuationEstimate,
  // Also the GET below: one address makes a deal (POST) and opens one (GET ?d=).
  [DEALS_PATH]: deals,
  [DEALS_SEND_PATH]: sendDeal,
  [ALERTS_PATH]: alerts,
  // Also the GET below: the visible link (GET) and RFC 8058's one-click (POST) unsubscribe alike.
  [ALERTS_UNSUBSCRIBE_PATH]: unsubscribeAlert,
};

/** The prefix every API path starts with. */
export const API_PREFIX = '/api/';

/** The GET paths, by pattern (their Netlify entry points declare them with `:params`). */
export const API_GET_ROUTES: readonly { readonly pattern: RegExp; readonly handler: Handler }[] = [
  { pattern: CAR_PDF_PATH, handler: carPdf },
  { pattern: CAR_AVAILABILITY_PATH, handler: carAvailability },
  { pattern: CARS_AVAILABILITY_PATH, handler: carsAvailability },
  { pattern: RESERVATION_STATUS_PATH, handler: reservationStatus },
  { pattern: DEALS_GET_PATH, handler: deals },
  { pattern: ALERTS_CONFIRM_GET_PATH, handler: confirmAlert },
  { pattern: ALERTS_UNSUBSCRIBE_GET_PATH, handler: unsubscribeAlert },
];

/** The handler for a path (each handler answers 405 to a method it does not take), or undefined. */
export function routeFor(pathname: string): Handler | undefined {
  return API_ROUTES[pathname.replace(/\/+$/, '')] ?? API_GET_ROUTES.find((route) => route.pattern.test(pathname))?.handler;
}
