/**
 * The HTTP adapter for a registration-valuation provider (in the style of AutoGrab or RedBook): the
 * plate and state (or a VIN, or a make, model and year) identify the car, then its id and the
 * odometer give its trade and retail values with a confidence. The API it speaks is written down
 * in docs/trade-in.md ("The provider's API").
 *
 * - The base URL and the key come from the server's environment only (VALUATION_API_URL,
 *   VALUATION_API_KEY); the browser never sees either.
 * - Every call has a time limit (4 s by default): a slow provider must not hold the shopper.
 * - One reader per answer: anything that is not exactly the documented shape is "unavailable" (and
 *   logged), never guessed at. 404 (or an empty search) is "not identified"; 5xx, 429, other
 *   statuses, network failures and timeouts are "unavailable", which the endpoints answer 503.
 */
import { z } from 'zod';
import { regionSettings } from '../../domain/basics/region.ts';
import type {
  EstimateQuery,
  Identification,
  IdentifiedVehicle,
  RegistrationQuery,
  ValuationAnswer,
  ValuationProvider,
  VehicleQuery,
} from '../ports/valuation-provider.ts';

/** Default time limit of one call to the provider. */
export const DEFAULT_VALUATION_TIMEOUT_MS = 4_000;

export interface HttpValuationOptions {
  /** VALUATION_API_URL, e.g. https://api.provider.example (a path prefix is kept). */
  readonly baseUrl: string;
  /** VALUATION_API_KEY, sent as X-Api-Key. */
  readonly apiKey: string;
  readonly timeoutMs?: number;
  /** Where a failed or malformed answer is reported (never to the shopper). */
  readonly logError: (message: string, error: unknown) => void;
}

const name = z.string().trim().min(1).max(200);
const ProviderVehicle = z.object({
  id: z.string().min(1).max(400),
  make: name,
  model: name,
  year: z.number().int().min(1900).max(2100),
  badge: z.string().max(200).nullable().optional(),
  body: z.string().max(200).nullable().optional(),
  fuel: z.string().max(200).nullable().optional(),
  transmission: z.string().max(200).nullable().optional(),
});
const IdentifyAnswer = z.object({ vehicle: ProviderVehicle });
const SearchAnswer = z.object({ vehicles: z.array(ProviderVehicle).max(1000) });
const money = z.number().int().min(0).max(100_000_000);
const ValuationBody = z.object({
  valuation: z.object({
    trade_value: money,
    retail_value: money,
    currency: z.enum(['AUD', 'NZD', 'USD']),
    confidence: z.enum(['high', 'medium', 'low']),
  }),
});

type ProviderVehicleRow = z.infer<typeof ProviderVehicle>;

/** A provider answer we could not use. */
class ProviderAnswerError extends Error {
  override readonly name = 'ProviderAnswerError';
}

/** The outcome of one call: the JSON of a 2xx answer, "not found", or why it failed. */
type CallResult = { readonly kind: 'ok'; readonly json: unknown } | { readonly kind: 'not-found' } | { readonly kind: 'failed'; readonly reason: string };

function vehicleOf(row: ProviderVehicleRow): IdentifiedVehicle {
  const optional = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim());
  const badge = optional(row.badge);
  const body = optional(row.body);
  const fuel = optional(row.fuel);
  const transmission = optional(row.transmission);
  return {
    make: row.make,
    model: row.model,
    year: row.year,
    badge: badge ?? null,
    ...(body === undefined ? {} : { body }),
    ...(fuel === undefined ? {} : { fuel }),
    ...(transmission === undefined ? {} : { transmission }),
  };
}

export class HttpValuationProvider implements ValuationProvider {
  readonly name = 'http';
  readonly #base: URL;
  readonly #options: HttpValuationOptions;

  constructor(options: HttpValuationOptions) {
    this.#options = options;
    // A trailing slash makes relative paths extend the base's own path.
    this.#base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  }

  async identifyByRegistration(query: RegistrationQuery): Promise<Identification> {
    const country = query.region;
    const path =
      query.vin !== undefined
        ? `v1/vehicles/vin/${encodeURIComponent(query.vin)}?${new URLSearchParams({ country })}`
        : `v1/vehicles/registration?${new URLSearchParams({ plate: query.rego ?? '', ...(query.regoState === undefined ? {} : { state: query.regoState }), country })}`;
    return this.#identify(await this.#call('GET', path), IdentifyAnswer, (answer) => answer.vehicle);
  }

  async identifyByVehicle(query: VehicleQuery): Promise<Identification> {
    const params = new URLSearchParams({
      make: query.make,
      model: query.model,
      year: String(query.year),
      ...(query.badge === undefined ? {} : { badge: query.badge }),
      country: query.region,
    });
    return this.#identify(await this.#call('GET', `v1/vehicles/search?${params}`), SearchAnswer, (answer) => answer.vehicles[0]);
  }

  async estimate(query: EstimateQuery): Promise<ValuationAnswer> {
    const result = await this.#call('POST', 'v1/valuations', { vehicle_id: query.ref, odometer_km: query.odometerKm, country: query.region });
    if (result.kind === 'not-found') return { status: 'not-identified' };
    if (result.kind === 'failed') return { status: 'unavailable', reason: result.reason };
    const parsed = ValuationBody.safeParse(result.json);
    if (!parsed.success) return this.#malformed('valuation', parsed.error);
    const valuation = parsed.data.valuation;
    const currency = regionSettings(query.region).currency;
    if (valuation.currency !== currency) {
      return this.#malformed('valuation', new ProviderAnswerError(`the value is in ${valuation.currency}, not the site's ${currency}`));
    }
    return { status: 'valued', tradeValue: valuation.trade_value, retailValue: valuation.retail_value, confidence: valuation.confidence };
  }

  #identify<T>(result: CallResult, schema: z.ZodType<T>, pick: (answer: T) => ProviderVehicleRow | undefined): Identification {
    if (result.kind === 'not-found') return { status: 'not-identified' };
    if (result.kind === 'failed') return { status: 'unavailable', reason: result.reason };
    const parsed = schema.safeParse(result.json);
    if (!parsed.success) return this.#malformed('vehicle', parsed.error);
    const row = pick(parsed.data);
    if (row === undefined) return { status: 'not-identified' };
    return { status: 'identified', ref: row.id, vehicle: vehicleOf(row) };
  }

  #malformed(what: string, error: unknown): { status: 'unavailable'; reason: string } {
    const reason = `the valuation provider's ${what} answer is not in the expected shape`;
    this.#options.logError(reason, error);
    return { status: 'unavailable', reason };
  }

  /** One call: 2xx with JSON is ok, 404 is not found, anything else failed (and is logged). */
  async #call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<CallResult> {
    const url = new URL(path, this.#base);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          'X-Api-Key': this.#options.apiKey,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? DEFAULT_VALUATION_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const reason = timedOut ? 'the valuation provider did not answer in time' : 'the valuation provider could not be reached';
      this.#options.logError(`${reason} (${method} ${url.pathname})`, error);
      return { kind: 'failed', reason };
    }
    if (response.status === 404) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'not-found' };
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      const reason = `the valuation provider answered ${response.status}`;
      this.#options.logError(`${reason} (${method} ${url.pathname})`, new ProviderAnswerError(reason));
      return { kind: 'failed', reason };
    }
    try {
      return { kind: 'ok', json: JSON.parse(await response.text()) };
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const reason = timedOut ? 'the valuation provider did not answer in time' : 'the valuation provider\'s answer is not JSON';
      this.#options.logError(`${reason} (${method} ${url.pathname})`, error);
      return { kind: 'failed', reason };
    }
  }
}

