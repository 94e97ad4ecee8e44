/**
 * The endpoints with the provider chosen from the environment (valuation-wiring.ts): the HTTP
 * adapter when VALUATION_API_URL and VALUATION_API_KEY are set (end to end against the recording
 * stand-in; 503 in plain words when it is down), the local sandbox otherwise, and on a deploy without
 * them a plain 503 rather than sandbox numbers.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALUATION_API } from '../../../src/domain/routes/routes.ts';
import type { ApiDeps } from '../../../src/server/handlers/deps.ts';
import { VALUATION_TEXTS, valuationByRegistration, valuationByVehicle, valuationEstimate } from '../../../src/server/handlers/valuations.ts';
import { valuationsFor } from '../../../src/server/wiring/valuation-wiring.ts';
import { BRIGHTON, ROOT, call, depsFor, postRequest } from '../api/fixtures.ts';
import { closedPort, startRecordingProvider, type RecordingProvider } from './recording-provider.ts';

const NOW = new Date('2026-06-01T02:00:00Z');
const ANSWERS = { odometer: 40_000, condition: 'excellent', service_history: 'full', damage: false, finance_owing: false };

function depsWith(environment: Parameters<typeof valuationsFor>[1], warnings: string[] = []): { deps: ApiDeps; logged: string[] } {
  const { deps, logged } = depsFor(BRIGHTON, () => Promise.reject(new Error('no store needed')), {
    now: () => NOW,
  });
  const valuations = valuationsFor(
    BRIGHTON,
    environment,
    { cars: deps.cars, dataDir: path.join(ROOT, 'data', BRIGHTON.slug), now: deps.now, logError: deps.logError },
    (message) => warnings.push(message),
  );
  return { deps: { ...deps, valuations }, logged: logged.messages };
}

async function post(deps: ApiDeps, pathname: string, body: unknown) {
  const handler = pathname === VALUATION_API.registration ? valuationByRegistration : pathname === VALUATION_API.vehicle ? valuationByVehicle : valuationEstimate;
  const response = await call(handler, postRequest(BRIGHTON, pathname, body), deps);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
}

describe('with VALUATION_API_URL and VALUATION_API_KEY', () => {
  let provider: RecordingProvider;
  beforeAll(async () => {
    provider = await startRecordingProvider((request) => {
      if (request.url.pathname.endsWith('/v1/vehicles/registration')) {
        return { status: 200, body: { vehicle: { id: 'veh_9', make: 'Volkswagen', model: 'Golf', year: 2022, badge: null } } };
      }
      if (request.url.pathname.endsWith('/v1/valuations')) {
        return { status: 200, body: { valuation: { trade_value: 20_000, retail_value: 26_000, currency: 'AUD', confidence: 'medium' } } };
      }
      return { status: 404, body: {} };
    });
  });
  afterAll(() => provider.close());

  it('identifies through the provider and turns its values into the range', async () => {
    const { deps } = depsWith({ valuationApiUrl: provider.url, valuationApiKey: 'k-0123456789abcdef', valuationIdSecret: undefined, serverless: true });
    const identified = await post(deps, VALUATION_API.registration, { rego: 'abc123', regoState: 'qld' });
    expect(identified.body).toEqual({ status: 'identified', id: expect.any(String), vehicle: { make: 'Volkswagen', model: 'Golf', year: 2022, badge: null } });
    const estimate = await post(deps, VALUATION_API.estimate, { id: identified.body.id, adjustmentAnswers: { ...ANSWERS, odometer: 40_000 } });
    // 20,000 x 1.05 = 21,000 low; (20,000 + 3,000) x 1.05 = 24,150, up to 24,200 high.
    expect(estimate.body).toMatchObject({ status: 'estimate', estimate: { low: 21_000, high: 24_200, currency: 'AUD', confidence: 'medium', expires_on: '2026-06-15' } });
    const valuation = provider.requests.find((request) => request.url.pathname.endsWith('/v1/valuations'));
    expect(JSON.parse(valuation?.body ?? '')).toEqual({ vehicle_id: 'veh_9', odometer_km: 40_000, country: 'AU' });
    expect(provider.requests.find((request) => request.url.pathname.endsWith('/registration'))?.url.searchParams.get('plate')).toBe('ABC123');
  });

  it('reads the ids another instance of the same deploy issued (the secret comes from the key)', async () => {
    const environment = { valuationApiUrl: provider.url, valuationApiKey: 'k-0123456789abcdef', valuationIdSecret: undefined, serverless: true };
    const first = depsWith(environment).deps;
    const second = depsWith(environment).deps;
    const identified = await post(first, VALUATION_API.registration, { rego: 'abc123', regoState: 'QLD' });
    expect((await post(second, VALUATION_API.estimate, { id: identified.body.id, adjustmentAnswers: ANSWERS })).body.status).toBe('estimate');
  });

  it('answers 503 in plain words when the provider is down (a closed port), and logs why', async () => {
    const port = await closedPort();
    const { deps, logged } = depsWith({ valuationApiUrl: `http://127.0.0.1:${port}`, valuationApiKey: 'k-0123456789abcdef', valuationIdSecret: undefined, serverless: true });
    for (const [pathname, body] of [
      [VALUATION_API.registration, { rego: 'TRADE1', regoState: 'VIC' }],
      [VALUATION_API.vehicle, { make: 'Volkswagen', model: 'Golf', year: 2021 }],
    ] as const) {
      expect(await post(deps, pathname, body)).toEqual({ status: 503, retryAfter: '30', body: { error: VALUATION_TEXTS.providerUnavailable } });
    }
    const id = deps.valuations.ids.issue({ site: BRIGHTON.slug, region: 'AU', ref: 'veh_9', vehicle: { make: 'Volkswagen', model: 'Golf', year: 2022, badge: null } }, NOW);
    expect((await post(deps, VALUATION_API.estimate, { id, adjustmentAnswers: ANSWERS })).status).toBe(503);
    // The stand-in store is down too: the shared rate limit says so once, besides the provider's three.
    const providerLogs = logged.filter((message) => !message.includes('shared rate limit'));
    expect(providerLogs.length).toBe(3);
    expect(providerLogs[0]).toMatch(/could not be reached/);
  });
});

describe('without them', () => {
  it('values with the local sandbox estimator when serving locally', async () => {
    const { deps } = depsWith({ valuationApiUrl: undefined, valuationApiKey: undefined, valuationIdSecret: undefined, serverless: false });
    expect(deps.valuations.provider.name).toBe('sandbox');
    expect((await post(deps, VALUATION_API.registration, { rego: 'TRADE1', regoState: 'VIC' })).body.status).toBe('identified');
  });

  it('answers 503 on a deploy, and warns, rather than show sandbox numbers', async () => {
    const warnings: string[] = [];
    const { deps } = depsWith({ valuationApiUrl: undefined, valuationApiKey: undefined, valuationIdSecret: undefined, serverless: true }, warnings);
    expect((await post(deps, VALUATION_API.registration, { rego: 'TRADE1', regoState: 'VIC' })).status).toBe(503);
    expect(warnings).toEqual([expect.stringMatching(/VALUATION_API_URL and VALUATION_API_KEY are not set/)]);
  });

  it('falls back to the sandbox locally when only one of the two is set, with a warning', () => {
    const warnings: string[] = [];
    const { deps } = depsWith({ valuationApiUrl: 'https://provider.example', valuationApiKey: undefined, valuationIdSecret: undefined, serverless: false }, warnings);
    expect(deps.valuations.provider.name).toBe('sandbox');
    expect(warnings).toEqual([expect.stringMatching(/VALUATION_API_KEY is not set/)]);
  });
});
