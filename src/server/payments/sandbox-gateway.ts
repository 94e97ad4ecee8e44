/**
 * The sandbox payment gateway: the labelled local stand-in for Stripe Checkout that `npm start` and
 * the tests use. It takes no money and talks to nobody. Its payment pages are served by the local
 * server under SANDBOX_GATEWAY_PREFIX (through `handle`), on the same origin as the site, and what
 * happens on them reaches the site the way Stripe's news does: as signed Checkout Session events
 * posted to the webhook path (sandbox-events.ts), through `deliverWebhook`.
 *
 * Like Stripe, it keeps one session per reservation, expires a session that is still open at its
 * expiry (sending checkout.session.expired), and reports a pay-later card first as a completed but
 * unpaid checkout and a few seconds later as async_payment_succeeded. Sessions live in memory: a
 * restart of the local server forgets them (the reservations in the store stay, and lapse on their
 * own hold expiry).
 */
import type { CheckoutRequest, CheckoutSession, PaymentGateway, RefundRequest } from '../ports/payment-gateway.ts';
import { readCardForm, type CardFormValues } from './sandbox-cards.ts';
import { sandboxEventJson, sandboxId, webhookRequest, type SandboxEventType, type SandboxSessionState } from './sandbox-events.ts';
import { SANDBOX_PAGE_TEXTS, checkoutPage, htmlResponse, messagePage, type CheckoutPageView } from './sandbox-page.ts';

/** Every address of the sandbox's pages starts with this path. */
export const SANDBOX_GATEWAY_PREFIX = '/__sandbox-gateway/';

/** How long a pay-later card takes to settle unless told otherwise. */
const DEFAULT_PAY_LATER_DELAY_MS = 4_000;

/** Node's longest timer; a longer one fires at once. Holds last at most 24 hours, far below it. */
const MAX_TIMER_MS = 2_147_483_647;

/** A payment form is four short fields; a body much longer is not one. */
const MAX_FORM_LENGTH = 10_000;

export interface SandboxGatewayOptions {
  /** The secret the events are signed with: the same one the webhook handler verifies with. */
  readonly webhookSecret: string;
  /** Hands a signed event to the site's webhook handler (in-process, or over HTTP). */
  readonly deliverWebhook: (request: Request) => Promise<Response>;
  readonly now?: () => Date;
  /** How long after paying with the pay-later card its payment settles. */
  readonly payLaterDelayMs?: number;
  /** Where the gateway says what it did and what failed. Defaults to the console. */
  readonly log?: (line: string) => void;
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** Answers a request for a sandbox page; null when the path is not under SANDBOX_GATEWAY_PREFIX. */
  handle(request: Request): Promise<Response | null>;
  /** Stops every timer (expiries, pay-later settlements), so a process or a test can end. */
  close(): void;
}

interface Session {
  readonly id: string;
  readonly request: CheckoutRequest;
  /** The origin of the site, which serves the page and receives the webhooks. */
  readonly origin: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  paymentIntent: string | null;
  expiryTimer: NodeJS.Timeout | null;
}

function absoluteUrl(text: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`The sandbox gateway could not open a payment page: ${name} "${text}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The sandbox gateway could not open a payment page: ${name} must be an http or https URL`);
  return url;
}

function checkRequest(request: CheckoutRequest): URL {
  if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) {
    throw new Error(`The sandbox gateway could not open a payment page: the amount must be a whole number of cents above 0, not ${request.amountMinor}`);
  }
  absoluteUrl(request.cancelUrl, 'cancelUrl');
  return absoluteUrl(request.successUrl, 'successUrl');
}

function checkoutPath(sessionId: string): string {
  return `${SANDBOX_GATEWAY_PREFIX}checkout/${sessionId}`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The form values to show again: everything but the card number. */
function keptValues(values: CardFormValues): Partial<CardFormValues> {
  return { expiry: values.expiry, cvc: values.cvc, name: values.name };
}

/** The sandbox gateway. */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const payLaterDelayMs = options.payLaterDelayMs ?? DEFAULT_PAY_LATER_DELAY_MS;
  const sessions = new Map<string, Session>();
  const sessionOfReservation = new Map<string, Session>();
  const refunds = new Map<string, string>();
  const settlementTimers = new Set<NodeJS.Timeout>();

  function state(session: Session): SandboxSessionState {
    return { id: session.id, request: session.request, status: session.status, paymentStatus: session.paymentStatus, paymentIntent: session.paymentIntent };
  }

  /** Sends one event; answers whether the site took it (a 2xx), having logged either way. */
  async function deliver(type: SandboxEventType, session: Session): Promise<boolean> {
    const seconds = Math.floor(now().getTime() / 1000);
    const body = sandboxEventJson(type, state(session), seconds);
    const what = `${type} for reservation ${session.request.reference} (${session.id})`;
    try {
      const response = await options.deliverWebhook(webhookRequest(session.origin, body, options.webhookSecret, seconds));
      if (response.ok) {
        log(`sandbox gateway: delivered ${what}`);
        return true;
      }
      log(`sandbox gateway: the webhook refused ${what} with ${response.status}: ${(await response.text()).slice(0, 300)}`);
    } catch (error) {
      log(`sandbox gateway: could not deliver ${what}: ${errorText(error)}`);
    }
    return false;
  }

  function clearExpiry(session: Session): void {
    if (session.expiryTimer !== null) clearTimeout(session.expiryTimer);
    session.expiryTimer = null;
  }

  /** Closes an open session whose time is up and tells the site, as Stripe does. */
  function expireNow(session: Session): void {
    if (session.status !== 'open') return;
    session.status = 'expired';
    clearExpiry(session);
    void deliver('checkout.session.expired', session);
  }

  function scheduleExpiry(session: Session): void {
    const delay = Math.min(Math.max(0, session.request.expiresAt.getTime() - now().getTime()), MAX_TIMER_MS);
    session.expiryTimer = setTimeout(() => expireNow(session), delay);
    // A pending expiry must not keep the process alive (tests, or a server shutting down).
    session.expiryTimer.unref();
  }

  /** Whether a session can still take a payment, expiring it first if its time is up. */
  function isOpen(session: Session): boolean {
    if (session.status === 'open' && now().getTime() >= session.request.expiresAt.getTime()) expireNow(session);
    return session.status === 'open';
  }

  function settleLater(session: Session): void {
    const timer = setTimeout(() => {
      settlementTimers.delete(timer);
      session.paymentStatus = 'paid';
      void deliver('checkout.session.async_payment_succeeded', session);
    }, payLaterDelayMs);
    timer.unref();
    settlementTimers.add(timer);
  }

  function closedPage(session: Session): Response {
    if (session.status === 'complete') {
      return htmlResponse(200, messagePage(SANDBOX_PAGE_TEXTS.paidHeading, SANDBOX_PAGE_TEXTS.paidText, { href: session.request.successUrl, text: SANDBOX_PAGE_TEXTS.returnLink }));
    }
    return htmlResponse(410, messagePage(SANDBOX_PAGE_TEXTS.expiredHeading, SANDBOX_PAGE_TEXTS.expiredText, { href: session.request.cancelUrl, text: SANDBOX_PAGE_TEXTS.returnLink }));
  }

  function paymentPage(status: number, session: Session, extra: Omit<CheckoutPageView, 'request' | 'payPath'> = {}): Response {
    return htmlResponse(status, checkoutPage({ request: session.request, payPath: `${checkoutPath(session.id)}/pay`, ...extra }));
  }

  async function pay(session: Session, request: Request): Promise<Response> {
    if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      return htmlResponse(415, messagePage(SANDBOX_PAGE_TEXTS.unreadableHeading, SANDBOX_PAGE_TEXTS.notAForm));
    }
    const body = await request.text();
    if (body.length > MAX_FORM_LENGTH) return htmlResponse(413, messagePage(SANDBOX_PAGE_TEXTS.unreadableHeading, SANDBOX_PAGE_TEXTS.notAForm));
    if (!isOpen(session)) return closedPage(session);
    const reading = readCardForm(new URLSearchParams(body), now());
    if (!reading.ok) return paymentPage(422, session, { errors: reading.errors, values: keptValues(reading.values) });
    if (reading.outcome === 'declined') return paymentPage(200, session, { alert: SANDBOX_PAGE_TEXTS.declined, values: keptValues(reading.values) });

    // Closed before the delivery is awaited, so a second click while it runs finds the session paid.
    session.status = 'complete';
    session.paymentStatus = reading.outcome === 'succeeds' ? 'paid' : 'unpaid';
    session.paymentIntent = sandboxId('pi');
    if (!(await deliver('checkout.session.completed', session))) {
      // The site never heard of this payment, so it did not happen: the page stays open for another try.
      session.status = 'open';
      session.paymentStatus = 'unpaid';
      session.paymentIntent = null;
      if (now().getTime() >= session.request.expiresAt.getTime()) expireNow(session);
      return paymentPage(502, session, { alert: SANDBOX_PAGE_TEXTS.notConfirmed, values: keptValues(reading.values) });
    }
    clearExpiry(session);
    if (reading.outcome === 'pay_later') settleLater(session);
    return new Response(null, { status: 303, headers: { Location: session.request.successUrl, 'Cache-Control': 'no-store' } });
  }

  async function handle(request: Request): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(SANDBOX_GATEWAY_PREFIX)) return null;
    const match = /^checkout\/(cs_sandbox_[0-9a-f]+)(\/pay)?$/.exec(pathname.slice(SANDBOX_GATEWAY_PREFIX.length));
    const session = match?.[1] === undefined ? undefined : sessions.get(match[1]);
    if (match === null || session === undefined) {
      return htmlResponse(404, messagePage(SANDBOX_PAGE_TEXTS.notFoundHeading, SANDBOX_PAGE_TEXTS.notFoundText));
    }
    const isPay = match[2] !== undefined;
    if (isPay && request.method === 'POST') return pay(session, request);
    if (request.method === 'GET' || request.method === 'HEAD') {
      // A reload of the address the form posted to shows the page again rather than an error.
      if (isPay) return new Response(null, { status: 303, headers: { Location: checkoutPath(session.id) } });
      return isOpen(session) ? paymentPage(200, session) : closedPage(session);
    }
    return htmlResponse(405, messagePage(SANDBOX_PAGE_TEXTS.unreadableHeading, SANDBOX_PAGE_TEXTS.methodNotAllowed), { Allow: isPay ? 'POST' : 'GET, HEAD' });
  }

  async function createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const success = checkRequest(request);
    const existing = sessionOfReservation.get(request.reservationId);
    if (existing !== undefined) {
      // Stripe answers a reused Idempotency-Key with other parameters with an error; so does the sandbox.
      if (existing.request.amountMinor !== request.amountMinor || existing.request.currency !== request.currency) {
        throw new Error(`The sandbox gateway already opened a payment page for reservation ${request.reference} with another amount`);
      }
      return { sessionId: existing.id, url: `${existing.origin}${checkoutPath(existing.id)}` };
    }
    const session: Session = {
      id: sandboxId('cs'),
      request,
      origin: success.origin,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntent: null,
      expiryTimer: null,
    };
    sessions.set(session.id, session);
    sessionOfReservation.set(request.reservationId, session);
    scheduleExpiry(session);
    log(`sandbox gateway: opened ${session.id} for reservation ${request.reference}`);
    return { sessionId: session.id, url: `${session.origin}${checkoutPath(session.id)}` };
  }

  async function expireCheckout(sessionId: string): Promise<void> {
    const session = sessions.get(sessionId);
    if (session === undefined) {
      // A sandbox id the gateway does not know was made before the local server restarted: that page is
      // gone, so it can take no money, which is all expiring asks.
      if (sessionId.startsWith('cs_sandbox_')) return;
      throw new Error(`The sandbox gateway has no checkout session ${sessionId}`);
    }
    if (session.status !== 'open') return;
    // Expired on request, Stripe sends no event: the caller already knows.
    session.status = 'expired';
    clearExpiry(session);
  }

  async function refund(request: RefundRequest): Promise<{ readonly refundId: string }> {
    if (!request.paymentId.startsWith('pi_')) throw new Error(`The sandbox gateway could not refund: "${request.paymentId}" is not a payment id (pi_...)`);
    if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) {
      throw new Error(`The sandbox gateway could not refund: the amount must be a whole number of cents above 0, not ${request.amountMinor}`);
    }
    const paid = [...sessions.values()].find((session) => session.paymentIntent === request.paymentId);
    if (paid !== undefined && paid.request.reservationId !== request.reservationId) {
      throw new Error(`The sandbox gateway could not refund: payment ${request.paymentId} belongs to another reservation`);
    }
    if (paid !== undefined && request.amountMinor > paid.request.amountMinor) {
      throw new Error(`The sandbox gateway could not refund: ${request.amountMinor} is more than the ${paid.request.amountMinor} paid`);
    }
    const earlier = refunds.get(request.reservationId);
    if (earlier !== undefined) return { refundId: earlier };
    const refundId = sandboxId('re');
    refunds.set(request.reservationId, refundId);
    log(`sandbox gateway: refunded ${request.amountMinor} of ${request.paymentId} for reservation ${request.reservationId} (${refundId})`);
    return { refundId };
  }

  function close(): void {
    for (const session of sessions.values()) clearExpiry(session);
    for (const timer of settlementTimers) clearTimeout(timer);
    settlementTimers.clear();
  }

  return { name: 'sandbox', createCheckout, expireCheckout, refund, handle, close };
}
