import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_REVEAL_ENDPOINT, pushPhoneClickEvent, sendPhoneReveal } from '../../../src/islands/vehicle/phone-reveal-call.ts';
import { ASC_EVENT_OWNER } from '../../../src/domain/analytics/asc-events.ts';

const CALL = { car_id: 7, dealership_id: 3, website_id: 'acme' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recording a phone reveal', () => {
  it('sends the call as a JSON beacon when the browser has one', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetch);
    sendPhoneReveal(CALL);
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(PHONE_REVEAL_ENDPOINT);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual(CALL);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['there is no beacon', {}],
    ['the beacon refuses the body', { sendBeacon: () => false }],
    ['the beacon throws', { sendBeacon: () => { throw new TypeError('not allowed'); } }],
  ])('falls back to a keepalive JSON POST when %s', (_case, navigator) => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', navigator);
    vi.stubGlobal('fetch', fetch);
    sendPhoneReveal(CALL);
    expect(fetch).toHaveBeenCalledWith(PHONE_REVEAL_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(CALL),
      keepalive: true,
    });
  });

  it('never throws, whatever the network does', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(() => sendPhoneReveal(CALL)).not.toThrow();
    // One turn of the event loop, by which an unhandled rejection of the failed fetch is reported:
    // nothing to await, the test proves an absence.
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.stubGlobal('fetch', () => {
      throw new TypeError('no fetch');
    });
    expect(() => sendPhoneReveal(CALL)).not.toThrow();
  });

  it("pushes the phone-click event (25) with the car, and the standard's click to call without the number", () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', { body: { dataset: { ascPageType: 'item' } }, querySelector: () => null });
    pushPhoneClickEvent(7);
    pushPhoneClickEvent(8);
    const clickToCall = { event: 'asc_click_to_call', event_owner: ASC_EVENT_OWNER, page_type: 'item', affiliation: 'native', comm_type: 'call', department: 'sales' };
    expect((globalThis as unknown as { window: { dataLayer: unknown[] } }).window.dataLayer).toEqual([
      { event: 'phone_click', event_id: 25, car_id: 7 },
      clickToCall,
      { event: 'phone_click', event_id: 25, car_id: 8 },
      clickToCall,
    ]);
  });
});
