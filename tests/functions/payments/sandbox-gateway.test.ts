/**
 * The sandbox gateway, driven as the local server drives it: requests to its pages through `handle`,
 * and the signed webhook events it posts caught by a recording `deliverWebhook`, each verified with
 * verifySignature and read with parsePaymentEvent exactly as the webhook handler will.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutRequest, PaymentWebhookEvent } from '../../../src/server/ports/payment-gateway.ts';
import { SANDBOX_GATEWAY_PREFIX, createSandboxGateway, type SandboxGateway, type SandboxGatewayOptions } from '../../../src/server/payments/sandbox-gateway.ts';
import { SANDBOX_BANNER_TEXT, SANDBOX_PAGE_TEXTS } from '../../../src/server/payments/sandbox-page.ts';
import { CARD_FORM_TEXTS } from '../../../src/server/payments/sandbox-cards.ts';
import { parsePaymentEvent, reservationEventOf } from '../../../src/server/payments/stripe-event.ts';
import { STRIPE_SIGNATURE_HEADER, verifySignature } from '../../../src/server/payments/webhook-signature.ts';

const SECRET = 'whsec_sandbox_test_secret';
const ORIGIN = 'http://localhost:4321';
const SUCCESS_URL = `${ORIGIN}/reservations/confirmed?reservation=res-1`;
const CANCEL_URL = `${ORIGIN}/cars/2021-volkswagen-golf/reserve`;

const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const PAY_LATER = '4000 0000 0000 0077';

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    reservationId: 'res-1',
    reference: 'R-7KQ2MX9P',
    siteSlug: 'brighton-volkswagen',
    amountMinor: 50000,
    currency: 'AUD',
    description: 'Reserve deposit: 2021 Volkswagen Golf 110TSI Life <R-Line> (stock U24117)',
    customerEmail: 'alex@example.com',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    successUrl: SUCCESS_URL,
    cancelUrl: CANCEL_URL,
    ...overrides,
  };
}

/** A webhook event as the handler would see it, once its signature is checked. */
interface Delivered {
  readonly request: Request;
  readonly body: string;
  readonly event: PaymentWebhookEvent;
}

/** A gateway whose webhooks land in `delivered`; `answer` decides what the site answers. */
function setUp(overrides: Partial<SandboxGatewayOptions> & { answer?: () => Response } = {}) {
  const delivered: Delivered[] = [];
  const logged: string[] = [];
  const { answer = () => new Response('{"received":true}', { status: 200 }), ...options } = overrides;
  // The handler checks the signature against its own clock; here that is the gateway's.
  const clock = options.now ?? (() => new Date());
  const gateway = createSandboxGateway({
    webhookSecret: SECRET,
    deliverWebhook: async (request) => {
      const body = await request.clone().text();
      const verdict = verifySignature(body, request.headers.get(STRIPE_SIGNATURE_HEADER), SECRET, Math.floor(clock().getTime() / 1000));
      if (!verdict.ok) throw new Error(`the sandbox signed badly: ${verdict.reason}`);
      const parsed = parsePaymentEvent(body);
      if (!parsed.ok) throw new Error(`the sandbox sent an unreadable event: ${parsed.reason}`);
      delivered.push({ request, body, event: parsed.event });
      return answer();
    },
    log: (line) => logged.push(line),
    ...options,
  });
  opened.push(gateway);
  return { gateway, delivered, logged };
}

const opened: SandboxGateway[] = [];
afterEach(() => {
  for (const gateway of opened.splice(0)) gateway.close();
});

/**
 * Runs `body` on a fake clock (setTimeout and Date): time moves only when the test advances it, so
 * whether an expiry or settlement timer fires does not depend on how fast the machine runs the
 * payment before it.
 */
async function onFakeClock(body: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    await body();
  } finally {
    vi.useRealTimers();
  }
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

async function getPage(gateway: SandboxGateway, url: string): Promise<Response> {
  const response = await gateway.handle(new Request(url));
  if (response === null) throw new Error(`the sandbox did not answer ${url}`);
  return response;
}

async function pay(gateway: SandboxGateway, pageUrl: string, fields: Record<string, string>): Promise<Response> {
  const body = new URLSearchParams({ card_number: SUCCEEDS, expiry: '12 / 34', cvc: '123', name: 'Alex Citizen', ...fields });
  const response = await gateway.handle(new Request(`${pageUrl}/pay`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
  if (response === null) throw new Error('the sandbox did not answer the payment');
  return response;
}

function count(html: string, text: string): number {
  return html.split(text).length - 1;
}

describe('the sandbox gateway', () => {
  describe('opening a payment page', () => {
    it('opens a page on the site\'s own origin under the sandbox prefix', async () => {
      const { gateway } = setUp();
      expect(gateway.name).toBe('sandbox');
      const session = await gateway.createCheckout(checkoutRequest());
      expect(session.sessionId).toMatch(/^cs_sandbox_[0-9a-f]+$/);
      expect(session.url).toBe(`${ORIGIN}${SANDBOX_GATEWAY_PREFIX}checkout/${session.sessionId}`);
    });

    it('opens the same page for the same reservation, and another for another', async () => {
      const { gateway } = setUp();
      const first = await gateway.createCheckout(checkoutRequest());
      expect(await gateway.createCheckout(checkoutRequest())).toEqual(first);
      expect((await gateway.createCheckout(checkoutRequest({ reservationId: 'res-2' }))).sessionId).not.toBe(first.sessionId);
    });

    it('refuses the same reservation with another amount, as Stripe refuses a reused Idempotency-Key', async () => {
      const { gateway } = setUp();
      await gateway.createCheckout(checkoutRequest());
      await expect(gateway.createCheckout(checkoutRequest({ amountMinor: 100 }))).rejects.toThrow('already opened a payment page for reservation R-7KQ2MX9P with another amount');
    });

    const refused: [string, Partial<CheckoutRequest>, string][] = [
      ['a relative success URL', { successUrl: '/reservations/confirmed' }, 'successUrl "/reservations/confirmed" is not an absolute URL'],
      ['a javascript: cancel URL', { cancelUrl: 'javascript:alert(1)' }, 'cancelUrl must be an http or https URL'],
      ['an amount in dollars with cents', { amountMinor: 499.5 }, 'the amount must be a whole number of cents above 0, not 499.5'],
      ['a zero amount', { amountMinor: 0 }, 'the amount must be a whole number of cents above 0, not 0'],
    ];
    it.each(refused)('refuses %s', async (_, change, message) => {
      const { gateway } = setUp();
      await expect(gateway.createCheckout(checkoutRequest(change))).rejects.toThrow(message);
    });
  });

  describe('the payment page', () => {
    it('shows the banner, the amount, the reference, the description, the card form and the test cards', async () => {
      const { gateway } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest());
      const response = await getPage(gateway, url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toMatch(/<title>Pay \$500\.00 · Sandbox test gateway<\/title>/);
      expect(count(html, '<h1')).toBe(1);
      expect(html.replace(/<[^>]+>/g, '')).toContain(SANDBOX_BANNER_TEXT);
      expect(html).toContain('R-7KQ2MX9P');
      // The description is escaped, never markup.
      expect(html).toContain('2021 Volkswagen Golf 110TSI Life &lt;R-Line&gt; (stock U24117)');
      expect(html).toContain('$500.00 AUD');
      expect(html).toContain('<button type="submit">Pay $500.00</button>');
      expect(html).toContain(`<form method="post" action="${pathOf(url)}/pay" novalidate>`);
      for (const label of ['Card number', 'Expiry date (MM / YY)', 'Security code (CVC)', 'Name on card']) expect(html).toMatch(new RegExp(`<label for="[a-z_]+">${label.replace(/[()]/g, '\\$&')}</label>`));
      for (const card of [SUCCEEDS, DECLINED, PAY_LATER]) expect(html).toContain(`<code>${card}</code>`);
      expect(html).toContain('Pay later: the payment is confirmed after a few seconds.');
      expect(html).toContain(`<a href="${CANCEL_URL}">Cancel and return to the dealer</a>`);
      expect(html).not.toContain('role="alert"');
    });

    it('runs no script: the CSP allows only its own style, and the page has no script element', async () => {
      const { gateway } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest());
      const response = await getPage(gateway, url);
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/);
      const html = await response.text();
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    });

    it('formats each currency as its region does', async () => {
      const { gateway } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest({ amountMinor: 123456, currency: 'USD' }));
      expect(await (await getPage(gateway, url)).text()).toContain('Pay $1,234.56');
    });

    it('answers only its own prefix', async () => {
      const { gateway } = setUp();
      expect(await gateway.handle(new Request(`${ORIGIN}/cars/2021-volkswagen-golf`))).toBeNull();
      expect(await gateway.handle(new Request(`${ORIGIN}/api/payments/webhook`, { method: 'POST' }))).toBeNull();
    });

    const notFound = ['checkout/cs_sandbox_0123abcd', 'checkout/not-a-session', 'anything-else', ''];
    it.each(notFound)('answers 404 with a page for %j under the prefix', async (rest) => {
      const { gateway } = setUp();
      const response = await getPage(gateway, `${ORIGIN}${SANDBOX_GATEWAY_PREFIX}${rest}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(SANDBOX_PAGE_TEXTS.notFoundHeading);
    });

    it('answers 405 naming the allowed methods', async () => {
      const { gateway } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest());
      const page = await gateway.handle(new Request(url, { method: 'POST' }));
      expect(page?.status).toBe(405);
      expect(page?.headers.get('allow')).toBe('GET, HEAD');
      const payment = await gateway.handle(new Request(`${url}/pay`, { method: 'DELETE' }));
      expect(payment?.headers.get('allow')).toBe('POST');
    });

    it('sends a reload of the form\'s address back to the page', async () => {
      const { gateway } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest());
      const response = await getPage(gateway, `${url}/pay`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(pathOf(url));
    });

    it('refuses a payment that is not a form', async () => {
      const { gateway, delivered } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest());
      const response = await gateway.handle(new Request(`${url}/pay`, { method: 'POST', body: '{"card_number":"4242424242424242"}', headers: { 'Content-Type': 'application/json' } }));
      expect(response?.status).toBe(415);
      expect(delivered).toEqual([]);
    });
  });

  describe('paying', () => {
    it('with the success card: sends a signed, paid checkout.session.completed to the webhook path and redirects to the success page', async () => {
      const { gateway, delivered } = setUp();
      const { url, sessionId } = await gateway.createCheckout(checkoutRequest());
      const response = await pay(gateway, url, { card_number: SUCCEEDS });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(SUCCESS_URL);
      expect(delivered).toHaveLength(1);
      const [{ request, event, body }] = delivered as [Delivered];
      expect(request.method).toBe('POST');
      expect(request.url).toBe(`${ORIGIN}/api/payments/webhook`);
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(event).toEqual({
        id: expect.stringMatching(/^evt_sandbox_/) as unknown,
        type: 'checkout.session.completed',
        created: expect.any(Number) as unknown,
        session: { id: sessionId, reservationId: 'res-1', siteSlug: 'brighton-volkswagen', paymentStatus: 'paid', paymentId: expect.stringMatching(/^pi_sandbox_/) as unknown },
      });
      expect(reservationEventOf(event)).toBe('paid');
      expect(JSON.parse(body)).toMatchObject({ object: 'event', data: { object: { object: 'checkout.session', amount_total: 50000, currency: 'aud', status: 'complete' } } });
    });

    it('once: the paid page says so, and paying again sends nothing', async () => {
      const { gateway, delivered } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest());
      await pay(gateway, url, { card_number: SUCCEEDS });
      const again = await pay(gateway, url, { card_number: SUCCEEDS });
      expect(again.status).toBe(200);
      const html = await again.text();
      expect(html).toContain(SANDBOX_PAGE_TEXTS.paidHeading);
      expect(html).toContain(`<a href="${SUCCESS_URL.replace('&', '&amp;')}">Return to the dealer</a>`);
      expect(await (await getPage(gateway, url)).text()).toContain(SANDBOX_PAGE_TEXTS.paidHeading);
      expect(delivered).toHaveLength(1);
    });

    it('with the decline card: shows the page again with the error, keeps every field but the card number, sends nothing and stays open', async () => {
      const { gateway, delivered } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest());
      const response = await pay(gateway, url, { card_number: DECLINED, expiry: '09 / 31', cvc: '987', name: 'Sam O\'Neil' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<div class="alert" role="alert"><p>${SANDBOX_PAGE_TEXTS.declined}</p></div>`);
      expect(html).toContain('Your card was declined. Try another card, or cancel and return to the dealer.');
      expect(html).toMatch(/id="card_number"[^>]* value=""/);
      expect(html).toMatch(/id="expiry"[^>]* value="09 \/ 31"/);
      expect(html).toMatch(/id="cvc"[^>]* value="987"/);
      expect(html).toMatch(/id="name"[^>]* value="Sam O&#39;Neil"/);
      expect(delivered).toEqual([]);
      const retry = await pay(gateway, url, { card_number: SUCCEEDS });
      expect(retry.status).toBe(303);
      expect(delivered.map((d) => d.event.type)).toEqual(['checkout.session.completed']);
    });

    it('with the pay-later card: sends completed (unpaid) and redirects, then async_payment_succeeded for the same payment', async () => {
      const { gateway, delivered } = setUp({ payLaterDelayMs: 20 });
      const { url } = await gateway.createCheckout(checkoutRequest());
      const response = await pay(gateway, url, { card_number: PAY_LATER });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(SUCCESS_URL);
      expect(delivered.map((d) => [d.event.type, d.event.session?.paymentStatus])).toEqual([['checkout.session.completed', 'unpaid']]);
      await vi.waitFor(() => expect(delivered).toHaveLength(2));
      const [completed, settled] = delivered.map((d) => d.event) as [PaymentWebhookEvent, PaymentWebhookEvent];
      expect(settled.type).toBe('checkout.session.async_payment_succeeded');
      expect(settled.session?.paymentStatus).toBe('paid');
      expect(completed.session?.paymentId).toMatch(/^pi_sandbox_/);
      expect(settled.session?.paymentId).toBe(completed.session?.paymentId);
      expect(settled.id).not.toBe(completed.id);
      expect([reservationEventOf(completed), reservationEventOf(settled)]).toEqual(['payment_processing', 'payment_succeeded']);
    });

    it('with mistakes: shows each field\'s error, tied to its field, and sends nothing', async () => {
      const { gateway, delivered } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest());
      const response = await pay(gateway, url, { card_number: '5555 5555 5555 4444', expiry: '01 / 20', cvc: '', name: '' });
      expect(response.status).toBe(422);
      const html = await response.text();
      expect(html).toContain('role="alert"');
      for (const [field, message] of [
        ['card_number', CARD_FORM_TEXTS.cardNumberNotTestCard],
        ['expiry', CARD_FORM_TEXTS.expiryPast],
        ['cvc', CARD_FORM_TEXTS.cvcShape],
        ['name', CARD_FORM_TEXTS.nameMissing],
      ] as const) {
        expect(html).toContain(`<li><a href="#${field}">${message.replace(/'/g, '&#39;')}</a></li>`);
        expect(html).toContain(`<p class="field-error" id="${field}-error">${message.replace(/'/g, '&#39;')}</p>`);
        expect(html).toMatch(new RegExp(`<input id="${field}"[^>]*aria-describedby="[^"]*${field}-error"[^>]* aria-invalid="true">`));
      }
      expect(delivered).toEqual([]);
    });

    describe('when the site does not take the event', () => {
      const failures: [string, Partial<SandboxGatewayOptions> & { answer?: () => Response }, RegExp][] = [
        ['it answers 500', { answer: () => new Response('database down', { status: 500 }) }, /the webhook refused checkout\.session\.completed for reservation R-7KQ2MX9P \(cs_sandbox_[0-9a-f]+\) with 500: database down/],
        ['it answers 400 (a bad signature)', { answer: () => new Response('{"error":"bad signature"}', { status: 400 }) }, /the webhook refused checkout\.session\.completed .* with 400/],
      ];
      it.each(failures)('(%s) says the payment could not be confirmed, does not redirect, logs it and stays open', async (_, options, logLine) => {
        const { gateway, logged } = setUp(options);
        const { url } = await gateway.createCheckout(checkoutRequest());
        const response = await pay(gateway, url, { card_number: SUCCEEDS, name: 'Alex Citizen' });
        expect(response.status).toBe(502);
        expect(response.headers.get('location')).toBeNull();
        const html = await response.text();
        expect(html).toContain(`<div class="alert" role="alert"><p>${SANDBOX_PAGE_TEXTS.notConfirmed.replace(/'/g, '&#39;')}</p></div>`);
        expect(html).toMatch(/id="name"[^>]* value="Alex Citizen"/);
        expect(logged.some((line) => logLine.test(line))).toBe(true);
        expect(await (await getPage(gateway, url)).text()).toContain('<button type="submit">');
      });

      it('(delivery throws) says the same and logs why', async () => {
        const logged: string[] = [];
        const gateway = createSandboxGateway({
          webhookSecret: SECRET,
          deliverWebhook: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:4321')),
          log: (line) => logged.push(line),
        });
        opened.push(gateway);
        const { url } = await gateway.createCheckout(checkoutRequest());
        const response = await pay(gateway, url, { card_number: PAY_LATER });
        expect(response.status).toBe(502);
        expect(await response.text()).toContain('could not be confirmed');
        expect(logged).toContainEqual(expect.stringMatching(/could not deliver checkout\.session\.completed for reservation R-7KQ2MX9P .*: connect ECONNREFUSED/));
      });

      it('lets the shopper pay once the site takes events again', async () => {
        let up = false;
        const { gateway, delivered } = setUp({ answer: () => new Response(null, { status: up ? 200 : 503 }) });
        const { url } = await gateway.createCheckout(checkoutRequest());
        expect((await pay(gateway, url, { card_number: SUCCEEDS })).status).toBe(502);
        up = true;
        expect((await pay(gateway, url, { card_number: SUCCEEDS })).status).toBe(303);
        const paymentIds = delivered.map((d) => d.event.session?.paymentId);
        expect(new Set(paymentIds).size).toBe(2);
      });
    });
  });

  describe('expiry', () => {
    it('sends checkout.session.expired when an open page reaches its expiry, and then shows the expired page', async () => {
      const { gateway, delivered } = setUp();
      const { url, sessionId } = await gateway.createCheckout(checkoutRequest({ expiresAt: new Date(Date.now() + 30) }));
      await vi.waitFor(() => expect(delivered).toHaveLength(1));
      const [{ event }] = delivered as [Delivered];
      expect(event.type).toBe('checkout.session.expired');
      expect(event.session).toEqual({ id: sessionId, reservationId: 'res-1', siteSlug: 'brighton-volkswagen', paymentStatus: 'unpaid', paymentId: null });
      expect(reservationEventOf(event)).toBe('checkout_expired');
      const page = await getPage(gateway, url);
      expect(page.status).toBe(410);
      const html = await page.text();
      expect(html).toContain(SANDBOX_PAGE_TEXTS.expiredHeading);
      expect(html).toContain(`<a href="${CANCEL_URL}">Return to the dealer</a>`);
      expect(html).not.toContain('<form');
    });

    it('refuses a payment on an expired page and sends nothing more', async () => {
      const { gateway, delivered } = setUp();
      const { url } = await gateway.createCheckout(checkoutRequest({ expiresAt: new Date(Date.now() + 20) }));
      await vi.waitFor(() => expect(delivered).toHaveLength(1));
      const response = await pay(gateway, url, { card_number: SUCCEEDS });
      expect(response.status).toBe(410);
      expect(await response.text()).toContain(SANDBOX_PAGE_TEXTS.expiredHeading);
      expect(delivered).toHaveLength(1);
    });

    it('expires a page at once when its clock says the time is up, even before the timer runs', async () => {
      let clock = new Date('2026-11-24T10:00:00Z');
      const { gateway, delivered } = setUp({ now: () => clock });
      const { url } = await gateway.createCheckout(checkoutRequest({ expiresAt: new Date('2026-11-24T10:30:00Z') }));
      clock = new Date('2026-11-24T10:30:00Z');
      expect((await getPage(gateway, url)).status).toBe(410);
      await vi.waitFor(() => expect(delivered.map((d) => d.event.type)).toEqual(['checkout.session.expired']));
    });

    it('sends no expiry for a page that was paid', () =>
      onFakeClock(async () => {
        const { gateway, delivered } = setUp();
        const { url } = await gateway.createCheckout(checkoutRequest({ expiresAt: new Date(Date.now() + 40) }));
        await pay(gateway, url, { card_number: SUCCEEDS });
        await vi.advanceTimersByTimeAsync(80);
        expect(delivered.map((d) => d.event.type)).toEqual(['checkout.session.completed']);
      }));

    it('expireCheckout closes the page without an event, and its timer never fires', () =>
      onFakeClock(async () => {
        const { gateway, delivered } = setUp();
        const { url, sessionId } = await gateway.createCheckout(checkoutRequest({ expiresAt: new Date(Date.now() + 40) }));
        await gateway.expireCheckout(sessionId);
        expect((await getPage(gateway, url)).status).toBe(410);
        await vi.advanceTimersByTimeAsync(80);
        expect(delivered).toEqual([]);
      }));

    it('expireCheckout leaves a paid page alone', async () => {
      const { gateway } = setUp();
      const { url, sessionId } = await gateway.createCheckout(checkoutRequest());
      await pay(gateway, url, { card_number: SUCCEEDS });
      await gateway.expireCheckout(sessionId);
      expect(await (await getPage(gateway, url)).text()).toContain(SANDBOX_PAGE_TEXTS.paidHeading);
    });

    it('expireCheckout resolves for a sandbox session it no longer knows (a restarted server) and rejects any other id', async () => {
      const { gateway } = setUp();
      await expect(gateway.expireCheckout('cs_sandbox_forgotten')).resolves.toBeUndefined();
      await expect(gateway.expireCheckout('cs_test_from_stripe')).rejects.toThrow('The sandbox gateway has no checkout session cs_test_from_stripe');
    });

    it('close() stops the timers: no expiry and no pay-later settlement is sent after it', () =>
      onFakeClock(async () => {
        const { gateway, delivered } = setUp({ payLaterDelayMs: 30 });
        await gateway.createCheckout(checkoutRequest({ expiresAt: new Date(Date.now() + 30) }));
        const { url } = await gateway.createCheckout(checkoutRequest({ reservationId: 'res-2' }));
        await pay(gateway, url, { card_number: PAY_LATER });
        gateway.close();
        expect(vi.getTimerCount()).toBe(0);
        await vi.advanceTimersByTimeAsync(80);
        expect(delivered.map((d) => d.event.type)).toEqual(['checkout.session.completed']);
      }));
  });

  describe('refunds', () => {
    async function paidReservation(gateway: SandboxGateway, delivered: Delivered[]): Promise<string> {
      const { url } = await gateway.createCheckout(checkoutRequest());
      await pay(gateway, url, { card_number: SUCCEEDS });
      return delivered[0]?.event.session?.paymentId ?? '';
    }

    it('refunds a reservation once: the same reservation gets the same refund id', async () => {
      const { gateway, delivered } = setUp();
      const paymentId = await paidReservation(gateway, delivered);
      const first = await gateway.refund({ reservationId: 'res-1', paymentId, amountMinor: 50000 });
      expect(first.refundId).toMatch(/^re_sandbox_[0-9a-f]+$/);
      expect(await gateway.refund({ reservationId: 'res-1', paymentId, amountMinor: 50000 })).toEqual(first);
      expect(delivered).toHaveLength(1);
    });

    it('refunds a payment it does not remember (made before a restart)', async () => {
      const { gateway } = setUp();
      await expect(gateway.refund({ reservationId: 'res-9', paymentId: 'pi_sandbox_before_restart', amountMinor: 20000 })).resolves.toMatchObject({ refundId: expect.stringMatching(/^re_sandbox_/) as unknown });
    });

    const refused: [string, (paymentId: string) => { reservationId: string; paymentId: string; amountMinor: number }, string][] = [
      ['a session id instead of a payment id', () => ({ reservationId: 'res-1', paymentId: 'cs_sandbox_123', amountMinor: 50000 }), '"cs_sandbox_123" is not a payment id (pi_...)'],
      ['more than was paid', (paymentId) => ({ reservationId: 'res-1', paymentId, amountMinor: 50001 }), '50001 is more than the 50000 paid'],
      ['another reservation\'s payment', (paymentId) => ({ reservationId: 'res-2', paymentId, amountMinor: 50000 }), 'belongs to another reservation'],
      ['nothing', (paymentId) => ({ reservationId: 'res-1', paymentId, amountMinor: 0 }), 'the amount must be a whole number of cents above 0, not 0'],
    ];
    it.each(refused)('refuses to refund %s', async (_, request, message) => {
      const { gateway, delivered } = setUp();
      const paymentId = await paidReservation(gateway, delivered);
      await expect(gateway.refund(request(paymentId))).rejects.toThrow(message);
    });
  });
});
