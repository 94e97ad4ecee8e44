/**
 * A recording fake of the part of Stripe's REST API our gateway calls, answered in-process: hand
 * `fakeStripe.fetch` to `createStripeGateway({ secretKey: 'sk_test_...', fetch })` and the real SDK
 * talks to it instead of api.stripe.com. Nothing reaches the network.
 *
 * What it answers, in Stripe's JSON shapes (https://docs.stripe.com/api):
 * - `POST /v1/checkout/sessions`: an open session `cs_test_...` with a url, echoing the amount,
 *   currency, metadata, client_reference_id, customer_email, expires_at and return URLs it was sent;
 * - `GET /v1/checkout/sessions/:id`: the session as it is now;
 * - `POST /v1/checkout/sessions/:id/expire`: expires an open session; 400 (Stripe's wording) when it
 *   is complete or expired already, 404 when there is no such session;
 * - `POST /v1/refunds`: a succeeded refund `re_test_...` of `payment_intent` for `amount`.
 * Like Stripe, a repeated Idempotency-Key gets the first answer again (with `Idempotent-Replayed:
 * true`), and the same key with other parameters gets a 400 idempotency_error. Only `sk_test_` keys
 * are accepted (401 otherwise), so a live key can never be used by a test by mistake.
 *
 * Typical use:
 *   const stripe = new FakeStripe();
 *   const gateway = createStripeGateway({ secretKey: FAKE_STRIPE_KEY, fetch: stripe.fetch });
 *   await gateway.createCheckout(request);
 *   stripe.requests[0].form['metadata[reservation_id]'];   // what the SDK sent
 *   stripe.completeSession(sessionId);                     // the shopper paid
 *   stripe.failNext(3);                                    // Stripe is down for the next 3 requests
 */
import { randomBytes } from 'node:crypto';

/** A test-mode secret key the fake accepts. */
export const FAKE_STRIPE_KEY = 'sk_test_fake_stripe_key';

/** One request the fake received. */
export interface RecordedStripeRequest {
  readonly method: string;
  /** The path without the query, e.g. `/v1/checkout/sessions`. */
  readonly path: string;
  /** Every header, names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The Idempotency-Key header (the SDK sends one on every POST), or null. */
  readonly idempotencyKey: string | null;
  /**
   * The form-encoded body, decoded, under Stripe's bracket names:
   * `form['line_items[0][price_data][unit_amount]'] === '20000'`, `form['metadata[reservation_id]']`.
   */
  readonly form: Readonly<Record<string, string>>;
  /** The HTTP status the fake answered, or 'network-error' when it threw instead. */
  readonly outcome: number | 'network-error';
}

/** A Checkout Session as the fake keeps it: the fields of Stripe's object that the fake fills in. */
export interface FakeCheckoutSession {
  readonly id: string;
  readonly object: 'checkout.session';
  readonly mode: string;
  readonly amount_total: number;
  readonly currency: string;
  readonly client_reference_id: string | null;
  readonly customer_email: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  readonly expires_at: number | null;
  readonly created: number;
  readonly livemode: false;
  readonly success_url: string | null;
  readonly cancel_url: string | null;
  readonly url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  payment_intent: string | null;
}

/** A refund as the fake keeps it. */
export interface FakeRefund {
  readonly id: string;
  readonly object: 'refund';
  readonly amount: number;
  readonly currency: string;
  readonly payment_intent: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly status: 'succeeded';
  readonly created: number;
}

/** How a failing request fails: Stripe answers 500, or the connection fails (fetch throws). */
export type FakeStripeFailure = 'http-500' | 'network-error';

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

interface StoredIdempotentAnswer extends Answer {
  readonly method: string;
  readonly path: string;
  readonly bodyText: string;
}

function stripeError(status: number, error: Record<string, string>): Answer {
  return { status, body: { error } };
}

function missingParam(param: string): Answer {
  return stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param, message: `Missing required param: ${param}.` });
}

function noSuch(kind: string, id: string, param: string): Answer {
  return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });
}

/** The top-level metadata from its bracket names (`metadata[reservation_id]`). */
function metadataOf(form: Readonly<Record<string, string>>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    const key = /^metadata\[([^\]]+)\]$/.exec(name)?.[1];
    if (key !== undefined) metadata[key] = value;
  }
  return metadata;
}

function integer(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The fake Stripe API. Every member is safe to read in assertions. */
export class FakeStripe {
  /** Every request received, oldest first, including failed ones. */
  readonly requests: RecordedStripeRequest[] = [];
  /** The sessions created, by id. */
  readonly sessions = new Map<string, FakeCheckoutSession>();
  /** The refunds created, by id. */
  readonly refunds = new Map<string, FakeRefund>();

  readonly #now: () => Date;
  readonly #idempotent = new Map<string, StoredIdempotentAnswer>();
  #failures: FakeStripeFailure[] = [];

  /** `now` stamps `created` fields; it defaults to the real clock. */
  constructor(options: { readonly now?: () => Date } = {}) {
    this.#now = options.now ?? (() => new Date());
  }

  /** Makes the next `count` requests fail, before the fake looks at them (nothing is created). */
  failNext(count: number, how: FakeStripeFailure = 'http-500'): void {
    this.#failures.push(...Array.from({ length: count }, () => how));
  }

  /**
   * Completes an open session as if the shopper paid: status 'complete', the given payment status
   * ('unpaid' for a payment that settles later) and a new PaymentIntent id, which it answers.
   */
  completeSession(sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): string {
    const session = this.sessions.get(sessionId);
    if (session === undefined) throw new Error(`FakeStripe has no checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`FakeStripe checkout session ${sessionId} is ${session.status}, not open`);
    session.status = 'complete';
    session.payment_status = paymentStatus;
    session.payment_intent = `pi_test_${randomBytes(12).toString('hex')}`;
    return session.payment_intent;
  }

  /** The requests to one path (and method, when given). */
  requestsTo(path: string, method?: string): RecordedStripeRequest[] {
    return this.requests.filter((request) => request.path === path && (method === undefined || request.method === method));
  }

  /** A fetch that answers Stripe's API; pass it to createStripeGateway. */
  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.hostname !== 'api.stripe.com') throw new TypeError(`FakeStripe only answers api.stripe.com, not ${url.hostname}`);
    const bodyText = await request.text();
    const form = Object.fromEntries(new URLSearchParams(bodyText));
    const headers = Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value]));
    const idempotencyKey = request.headers.get('idempotency-key');
    const record = (outcome: RecordedStripeRequest['outcome']) =>
      this.requests.push({ method: request.method, path: url.pathname, headers, idempotencyKey, form, outcome });

    const failure = this.#failures.shift();
    if (failure === 'network-error') {
      record('network-error');
      throw new TypeError('fetch failed (FakeStripe: simulated network error)');
    }
    if (failure === 'http-500') {
      record(500);
      return this.#respond(stripeError(500, { type: 'api_error', message: 'An unknown error occurred (FakeStripe: simulated outage).' }), false);
    }

    if (!(request.headers.get('authorization') ?? '').startsWith('Bearer sk_test_')) {
      record(401);
      return this.#respond(stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: FakeStripe accepts only sk_test_ keys.' }), false);
    }

    if (idempotencyKey !== null && request.method === 'POST') {
      const earlier = this.#idempotent.get(idempotencyKey);
      if (earlier !== undefined) {
        const same = earlier.method === request.method && earlier.path === url.pathname && earlier.bodyText === bodyText;
        const answer = same
          ? earlier
          : stripeError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
        record(answer.status);
        return this.#respond(answer, same);
      }
    }

    const answer = this.#route(request.method, url.pathname, form);
    record(answer.status);
    // Stripe saves the result of a request that ran, not of one refused before it started (a missing
    // parameter); keeping successes only is the same for what our gateway sends.
    if (idempotencyKey !== null && request.method === 'POST' && answer.status === 200) {
      this.#idempotent.set(idempotencyKey, { ...answer, method: request.method, path: url.pathname, bodyText });
    }
    return this.#respond(answer, false);
  };

  #respond(answer: Answer, replayed: boolean): Response {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': `req_${randomBytes(7).toString('hex')}` };
    if (replayed) headers['idempotent-replayed'] = 'true';
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  }

  #route(method: string, path: string, form: Readonly<Record<string, string>>): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.#createSession(form);
    if (method === 'POST' && path === '/v1/refunds') return this.#createRefund(form);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath?.[1] !== undefined) {
      const id = decodeURIComponent(sessionPath[1]);
      if (method === 'GET' && sessionPath[2] === undefined) return this.#retrieveSession(id);
      if (method === 'POST' && sessionPath[2] === '/expire') return this.#expireSession(id);
    }
    return stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  #seconds(): number {
    return Math.floor(this.#now().getTime() / 1000);
  }

  #createSession(form: Readonly<Record<string, string>>): Answer {
    const item = 'line_items[0]';
    const required = ['mode', 'success_url', `${item}[price_data][currency]`, `${item}[price_data][unit_amount]`, `${item}[price_data][product_data][name]`, `${item}[quantity]`];
    const missing = required.find((name) => form[name] === undefined);
    if (missing !== undefined) return missingParam(missing);
    const unitAmount = integer(form[`${item}[price_data][unit_amount]`]) ?? 0;
    const quantity = integer(form[`${item}[quantity]`]) ?? 1;
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: form.mode ?? 'payment',
      amount_total: unitAmount * quantity,
      currency: form[`${item}[price_data][currency]`] ?? '',
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: metadataOf(form),
      expires_at: integer(form.expires_at) ?? null,
      created: this.#seconds(),
      livemode: false,
      success_url: form.success_url ?? null,
      cancel_url: form.cancel_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
    };
    this.sessions.set(id, session);
    return { status: 200, body: session };
  }

  #retrieveSession(id: string): Answer {
    const session = this.sessions.get(id);
    return session === undefined ? noSuch('checkout.session', id, 'session') : { status: 200, body: session };
  }

  #expireSession(id: string): Answer {
    const session = this.sessions.get(id);
    if (session === undefined) return noSuch('checkout.session', id, 'session');
    if (session.status !== 'open') {
      return stripeError(400, {
        type: 'invalid_request_error',
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
      });
    }
    session.status = 'expired';
    return { status: 200, body: session };
  }

  /**
   * A refund of `payment_intent`. A PaymentIntent of a session the fake completed is checked (the
   * amount may not exceed the session's total, and its currency is used); any other pi_ id is
   * accepted, refunded in 'usd', since the fake does not otherwise model PaymentIntents.
   */
  #createRefund(form: Readonly<Record<string, string>>): Answer {
    const paymentIntent = form.payment_intent;
    if (paymentIntent === undefined) return missingParam('payment_intent');
    if (!paymentIntent.startsWith('pi_')) return noSuch('payment_intent', paymentIntent, 'payment_intent');
    const session = [...this.sessions.values()].find((s) => s.payment_intent === paymentIntent);
    const amount = integer(form.amount) ?? session?.amount_total;
    if (amount === undefined) return missingParam('amount');
    if (session !== undefined && amount > session.amount_total) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amount_total})`,
      });
    }
    const refund: FakeRefund = {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: session?.currency ?? 'usd',
      payment_intent: paymentIntent,
      metadata: metadataOf(form),
      status: 'succeeded',
      created: this.#seconds(),
    };
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }
}
