/**
 * The browser side of a phone reveal: records the reveal call with the lead API and tells the tag
 * manager (the spec's event 25 and the analytics standard's click to call). Both are fire and
 * forget: the shopper sees the number whatever the network does.
 */
import { pushToDataLayer } from '../../browser/data-layer.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { pushAscClickToCall } from '../../scripts/asc-interactions.ts';
import type { PhoneRevealCall } from '../../site/vehicle-page.ts';

/** Where reveal calls go (the function behind it is `POST /api/phone-reveal`). */
export const PHONE_REVEAL_ENDPOINT = '/api/phone-reveal';

/**
 * Sends the reveal call as JSON. `navigator.sendBeacon` survives the shopper leaving the page (a tap
 * on the tel: link may do just that); where it is missing or refuses the body, a keepalive fetch
 * does the same. Failures are swallowed: a lost count must never stop the reveal.
 */
export function sendPhoneReveal(call: PhoneRevealCall): void {
  const body = JSON.stringify(call);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(PHONE_REVEAL_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a JSON Blob in a beacon: the fetch below carries it instead.
  }
  try {
    fetch(PHONE_REVEAL_ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
  } catch {
    // No fetch at all: nothing more to try.
  }
}

/**
 * Pushes the phone-click event (id 25) and the standard's `asc_click_to_call` (the sales line of the
 * car's page) to the tag manager's data layer; neither carries the number.
 */
export function pushPhoneClickEvent(carId: number): void {
  pushToDataLayer({ event: 'phone_click', event_id: leadEvent({ kind: 'phone_click' }).eventId, car_id: carId });
  pushAscClickToCall('sales');
}
