/**
 * The HTTP adapter against a local recording stand-in of the provider: the requests it sends (key
 * header, plate, state, VIN, odometer), the answers it reads, and every way an answer can be unusable
 * (timeouts, 5xx, malformed JSON, wrong shapes, the wrong currency), which are "unavailable" and
 * logged, never a number.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpValuationProvider } from '../../../src/server/valuation/http-valuation-provider.ts';
import { closedPort, startRecordingProvider, type RecordingProvider } from './recording-provider.ts';

const KEY = 'test-key-0123456789';
const VEHICLE = { id: 'veh_81a', make: 'Volkswagen', model: 'Golf', year: 2021, badge: '110TSI Life', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic' };
const VALUATION = { valuation: { trade_value: 21_000, retail_value: 26_500, currency: 'AUD', confidence: 'high' } };
const GOLF = { make: 'Volkswagen', model: 'Golf', year: 2021, badge: '110TSI Life' };

let provider: RecordingProvider;
let logged: string[];

function adapter(options: { timeoutMs?: number; baseUrl?: string } = {}): HttpValuationProvider {
  return new HttpValuationProvider({
    baseUrl: options.baseUrl ?? provider.url,
    apiKey: KEY,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    logError: (message) => logged.push(message),
  });
}

beforeAll(async () => {
  provider = await startRecordingProvider(() => ({ status: 500, body: {} }));
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.requests.length = 0;
  logged = [];
});

describe('identifying a car', () => {
  it('sends the plate, the state and the country with the key, and reads the vehicle', async () => {
    provider.script = () => ({ status: 200, body: { vehicle: VEHICLE } });
    const answer = await adapter().identifyByRegistration({ rego: 'TRADE1', regoState: 'VIC', region: 'AU' });
    expect(answer).toEqual({
      status: 'identified',
      ref: 'veh_81a',
      vehicle: { make: 'Volkswagen', model: 'Golf', year: 2021, badge: '110TSI Life', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic' },
    });
    const [request] = provider.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/provider/v1/vehicles/registration');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ plate: 'TRADE1', state: 'VIC', country: 'AU' });
    expect(request?.headers['x-api-key']).toBe(KEY);
    expect(request?.headers.accept).toBe('application/json');
  });

  it('sends a NZ plate without a state, and a US VIN by itself', async () => {
    provider.script = () => ({ status: 200, body: { vehicle: { ...VEHICLE, badge: null, body: null } } });
    expect(await adapter().identifyByRegistration({ rego: 'KIWI1', region: 'NZ' })).toMatchObject({ status: 'identified', vehicle: { badge: null } });
    expect(Object.fromEntries(provider.requests[0]?.url.searchParams ?? [])).toEqual({ plate: 'KIWI1', country: 'NZ' });
    await adapter().identifyByRegistration({ vin: 'JM3KFBCM1M0123456', region: 'US' });
    expect(provider.requests[1]?.url.pathname).toBe('/provider/v1/vehicles/vin/JM3KFBCM1M0123456');
    expect(provider.requests[1]?.url.searchParams.get('country')).toBe('US');
  });

  it('searches by make, model, year and badge, and takes the first match', async () => {
    provider.script = () => ({ status: 200, body: { vehicles: [VEHICLE, { ...VEHICLE, id: 'veh_2' }] } });
    expect(await adapter().identifyByVehicle({ ...GOLF, region: 'AU' })).toMatchObject({ status: 'identified', ref: 'veh_81a' });
    expect(provider.requests[0]?.url.pathname).toBe('/provider/v1/vehicles/search');
    expect(Object.fromEntries(provider.requests[0]?.url.searchParams ?? [])).toEqual({ make: 'Volkswagen', model: 'Golf', year: '2021', badge: '110TSI Life', country: 'AU' });
  });

  it('reads 404 and an empty search as not identified, without logging', async () => {
    provider.script = () => ({ status: 404, body: { error: 'no match' } });
    expect(await adapter().identifyByRegistration({ rego: 'ZZZ', regoState: 'VIC', region: 'AU' })).toEqual({ status: 'not-identified' });
    provider.script = () => ({ status: 200, body: { vehicles: [] } });
    expect(await adapter().identifyByVehicle({ ...GOLF, region: 'AU' })).toEqual({ status: 'not-identified' });
    expect(logged).toEqual([]);
  });
});

describe('valuing a car', () => {
  it('posts the vehicle id and the odometer in km, and reads trade and retail values with the confidence', async () => {
    provider.script = () => ({ status: 200, body: VALUATION });
    const answer = await adapter().estimate({ ref: 'veh_81a', vehicle: GOLF, odometerKm: 61_234, region: 'AU' });
    expect(answer).toEqual({ status: 'valued', tradeValue: 21_000, retailValue: 26_500, confidence: 'high' });
    const [request] = provider.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/provider/v1/valuations');
    expect(request?.headers['x-api-key']).toBe(KEY);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ vehicle_id: 'veh_81a', odometer_km: 61_234, country: 'AU' });
  });

  it('reads 404 as not identified', async () => {
    provider.script = () => ({ status: 404, body: {} });
    expect(await adapter().estimate({ ref: 'gone', vehicle: GOLF, odometerKm: 1, region: 'AU' })).toEqual({ status: 'not-identified' });
  });
});

describe('answers it cannot use are unavailable, and logged', () => {
  const calls = {
    identify: (a: HttpValuationProvider) => a.identifyByRegistration({ rego: 'TRADE1', regoState: 'VIC', region: 'AU' }),
    search: (a: HttpValuationProvider) => a.identifyByVehicle({ ...GOLF, region: 'AU' }),
    estimate: (a: HttpValuationProvider) => a.estimate({ ref: 'veh_81a', vehicle: GOLF, odometerKm: 1, region: 'AU' }),
  };
  const cases: [string, () => ReturnType<RecordingProvider['script']>][] = [
    ['a 500', () => ({ status: 500, body: { error: 'boom' } })],
    ['a 503', () => ({ status: 503, body: {} })],
    ['a 429', () => ({ status: 429, body: {} })],
    ['a 401 (a wrong key)', () => ({ status: 401, body: {} })],
    ['malformed JSON', () => ({ status: 200, body: '{"vehicle": {', raw: true })],
    ['an empty body', () => ({ status: 200, body: '', raw: true })],
    ['a list instead of an object', () => ({ status: 200, body: [VEHICLE] })],
    ['a year as text', () => ({ status: 200, body: { vehicle: { ...VEHICLE, year: '2021' }, vehicles: [{ ...VEHICLE, year: '2021' }], valuation: { ...VALUATION.valuation, trade_value: '21000' } } })],
    ['a missing make and a negative value', () => ({ status: 200, body: { vehicle: { ...VEHICLE, make: '' }, vehicles: [{ id: 'x' }], valuation: { ...VALUATION.valuation, retail_value: -1 } } })],
  ];
  for (const [name, script] of cases) {
    for (const [callName, run] of Object.entries(calls)) {
      it(`${name} on ${callName}`, async () => {
        provider.script = script;
        const answer = await run(adapter());
        expect(answer.status).toBe('unavailable');
        expect(logged.length).toBe(1);
      });
    }
  }

  it('a value in another currency than the site\'s', async () => {
    provider.script = () => ({ status: 200, body: VALUATION });
    expect((await adapter().estimate({ ref: 'veh', vehicle: GOLF, odometerKm: 1, region: 'NZ' })).status).toBe('unavailable');
    expect(logged[0]).toMatch(/not in the expected shape/);
  });

  it('a provider that does not answer in time', async () => {
    provider.script = () => 'hang';
    const started = Date.now();
    expect(await adapter({ timeoutMs: 200 }).estimate({ ref: 'veh', vehicle: GOLF, odometerKm: 1, region: 'AU' })).toEqual({
      status: 'unavailable',
      reason: 'the valuation provider did not answer in time',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(logged[0]).toMatch(/did not answer in time/);
  });

  it('a provider that cannot be reached', async () => {
    const port = await closedPort();
    expect(await adapter({ baseUrl: `http://127.0.0.1:${port}` }).identifyByRegistration({ rego: 'A', regoState: 'VIC', region: 'AU' })).toEqual({
      status: 'unavailable',
      reason: 'the valuation provider could not be reached',
    });
  });
});
