/**
 * The valuation endpoints (docs/trade-in.md) with the local sandbox estimator over the demo sites'
 * own stock and catalogue: the 200 shapes of the contract, the field messages of the 400s, and the
 * guards every POST endpoint has (403, 413, 415, 429). The provider being down (503) is in
 * valuation-provider-down.test.ts. None of these calls touches the lead store.
 */
import { describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { VALUATION_API } from '../../../src/domain/routes/routes.ts';
import { FORM_TEXTS } from '../../../src/domain/basics/texts.ts';
import type { ApiDeps, Handler } from '../../../src/server/handlers/deps.ts';
import { valuationByRegistration, valuationByVehicle, valuationEstimate } from '../../../src/server/handlers/valuations.ts';
import { API_TEXTS } from '../../../src/server/http/responses.ts';
import { BRIGHTON, ROOT, call, depsFor, originOf, postRequest } from '../api/fixtures.ts';

const HARBOUR = await requireSiteConfig(ROOT, 'harbour-city-renault-skoda');
const LAKESIDE = await requireSiteConfig(ROOT, 'lakeside-mazda');
const NOW = new Date('2026-06-01T02:00:00Z');

/** Fresh deps whose store fails (a valuation call must never need it), with their own id secret. */
function freshDeps(site: SiteConfig, overrides: Partial<ApiDeps> = {}): ApiDeps {
  return depsFor(site, () => Promise.reject(new Error('the valuation endpoints must not open the store')), { now: () => NOW, ...overrides }).deps;
}

/** One process per site: the ids one call issues, the next reads. */
const processes = new Map<string, ApiDeps>();
function deps(site: SiteConfig, overrides: Partial<ApiDeps> = {}): ApiDeps {
  const shared = processes.get(site.slug) ?? freshDeps(site);
  processes.set(site.slug, shared);
  return { ...shared, ...overrides };
}

async function post(handler: Handler, site: SiteConfig, path: string, body: unknown, withDeps: ApiDeps = deps(site)) {
  const response = await call(handler, postRequest(site, path, body), withDeps);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const GOOD_ANSWERS = { odometer: 60_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false };

async function identify(site: SiteConfig, body: unknown, withDeps: ApiDeps = deps(site)) {
  return post(valuationByRegistration, site, VALUATION_API.registration, body, withDeps);
}

async function estimate(site: SiteConfig, id: string, answers: Record<string, unknown> = GOOD_ANSWERS, withDeps: ApiDeps = deps(site)) {
  return post(valuationEstimate, site, VALUATION_API.estimate, { id, adjustmentAnswers: answers }, withDeps);
}

describe('POST /api/valuations/registration', () => {
  it('identifies a sandbox plate on an AU site, as typed (lower case, spaces)', async () => {
    const answer = await identify(BRIGHTON, { rego: 'trade 1', regoState: 'vic' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'identified',
      id: expect.stringMatching(/^v1\./),
      vehicle: { make: 'Volkswagen', model: 'Golf', year: 2021, badge: '110TSI Life', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic' },
    });
  });

  it('answers not-identified for a plate it does not know, and for a known plate in another state', async () => {
    expect((await identify(BRIGHTON, { rego: 'ZZZ999', regoState: 'VIC' })).body).toEqual({ status: 'not-identified' });
    expect((await identify(BRIGHTON, { rego: 'TRADE1', regoState: 'NSW' })).body).toEqual({ status: 'not-identified' });
  });

  it('identifies an AU car by its plate even when a VIN is sent too (outside the US a VIN is not used)', async () => {
    expect((await identify(BRIGHTON, { rego: 'TRADE1', regoState: 'VIC', vin: 'JM3KFBCM1M0123456' })).body).toMatchObject({ vehicle: { model: 'Golf' } });
  });

  it('takes a NZ plate without a state (a state sent is ignored)', async () => {
    expect((await identify(HARBOUR, { rego: 'KIWI1' })).body).toMatchObject({ status: 'identified', vehicle: { make: 'Skoda', model: 'Octavia' } });
    expect((await identify(HARBOUR, { rego: 'KIWI1', regoState: 'Auckland' })).body).toMatchObject({ status: 'identified' });
  });

  it('takes a US plate with its state, or a VIN alone', async () => {
    expect((await identify(LAKESIDE, { rego: 'TRADE1', regoState: 'ca' })).body).toMatchObject({ status: 'identified', vehicle: { model: 'CX-5' } });
    expect((await identify(LAKESIDE, { vin: 'jm3kfbcm1m0123456' })).body).toMatchObject({ status: 'identified', vehicle: { model: 'Mazda3' } });
  });

  it('answers 400 with field messages', async () => {
    expect(await identify(BRIGHTON, { rego: 'TRADE1' })).toEqual({
      status: 400,
      body: { error: FORM_TEXTS.errorBanner, fields: { regoState: 'Registration state is required.' } },
    });
    expect((await identify(BRIGHTON, { rego: 'TRADE1', regoState: 'CA' })).body).toEqual({
      error: FORM_TEXTS.errorBanner,
      fields: { regoState: 'Registration state must be one of: NSW, VIC, QLD, SA, WA, TAS, NT, ACT.' },
    });
    expect((await identify(BRIGHTON, { rego: 'TOO-LONG-PLATE', regoState: 'VIC' })).body).toMatchObject({
      fields: { rego: 'Registration must be 1 to 9 letters and digits.' },
    });
    expect((await identify(HARBOUR, {})).body).toMatchObject({ fields: { rego: 'Registration is required.' } });
    expect((await identify(LAKESIDE, { vin: 'JM3KFBCM1M012345O' })).body).toMatchObject({ fields: { vin: 'VIN must be 17 letters and digits (no I, O or Q).' } });
    expect((await identify(LAKESIDE, {})).body).toMatchObject({
      fields: { rego: 'Enter the licence plate and state, or the VIN.', regoState: 'Registration state is required.' },
    });
    expect((await identify(LAKESIDE, { rego: 'TRADE1', regoState: 'XX' })).status).toBe(400);
    expect((await identify(BRIGHTON, { rego: ['TRADE1'], regoState: 'VIC' })).body).toMatchObject({ fields: { rego: 'rego must be text.' } });
  });
});

describe('POST /api/valuations/vehicle', () => {
  const byHand = (site: SiteConfig, body: unknown) => post(valuationByVehicle, site, VALUATION_API.vehicle, body);

  it('identifies a make and model the dealer advertises, with a fresh id, and not others', async () => {
    const answer = await byHand(BRIGHTON, { make: 'volkswagen', model: 'golf', year: 2020, badge: ' 110TSI Life ' });
    expect(answer.body).toEqual({
      status: 'identified',
      id: expect.stringMatching(/^v1\./),
      vehicle: { make: 'Volkswagen', model: 'Golf', year: 2020, badge: '110TSI Life' },
    });
    expect((await byHand(BRIGHTON, { make: 'Lada', model: 'Niva', year: 2020 })).body).toEqual({ status: 'not-identified' });
  });

  it('answers 400 for a year out of range and missing names', async () => {
    expect(await byHand(BRIGHTON, { make: '', model: 'Golf', year: 1890 })).toEqual({
      status: 400,
      body: { error: FORM_TEXTS.errorBanner, fields: { make: 'Make is required.', year: 'Year must be a whole number from 1950 to 2027.' } },
    });
    expect((await byHand(BRIGHTON, { make: 'VW', model: 'Golf', year: 2028 })).body).toMatchObject({ fields: { year: 'Year must be a whole number from 1950 to 2027.' } });
    expect((await byHand(BRIGHTON, { make: 'VW', model: 'Golf', year: 2020.5 })).status).toBe(400);
  });
});

describe('POST /api/valuations/estimate', () => {
  async function idFor(site: SiteConfig, body: unknown, withDeps?: ApiDeps): Promise<string> {
    const answer = await identify(site, body, withDeps);
    expect(answer.body.status).toBe('identified');
    return String(answer.body.id);
  }

  it('answers a range in the site\'s currency, with assumptions and an expiry, from the dealer\'s own prices', async () => {
    const answer = await estimate(BRIGHTON, await idFor(BRIGHTON, { rego: 'TRADE1', regoState: 'VIC' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'estimate', estimate: { currency: 'AUD', expires_on: '2026-06-15' } });
    const result = answer.body.estimate as { low: number; high: number; confidence: string; assumptions: string[] };
    expect(result.low).toBeGreaterThan(5_000);
    expect(result.high).toBeGreaterThanOrEqual(result.low);
    expect(result.high).toBeLessThan(40_000);
    expect(result.low % 100).toBe(0);
    expect(['high', 'medium', 'low']).toContain(result.confidence);
    expect(result.assumptions).toContain('The odometer reads 60,000 km.');
  });

  it('values a worse car lower', async () => {
    const id = await idFor(BRIGHTON, { rego: 'TRADE1', regoState: 'VIC' });
    const good = (await estimate(BRIGHTON, id)).body.estimate as { low: number };
    const poor = (await estimate(BRIGHTON, id, { ...GOOD_ANSWERS, condition: 'poor', damage: true })).body.estimate as { low: number };
    expect(poor.low).toBeLessThan(good.low);
  });

  it('gives no online estimate to a car over 7 years old, or over 100,000 km', async () => {
    expect((await estimate(BRIGHTON, await idFor(BRIGHTON, { rego: 'OLDCAR', regoState: 'NSW' }))).body).toEqual({ status: 'no-online-estimate', reason: 'too-old' });
    const id = await idFor(BRIGHTON, { rego: 'TRADE1', regoState: 'VIC' });
    expect((await estimate(BRIGHTON, id, { ...GOOD_ANSWERS, odometer: 100_001 })).body).toEqual({ status: 'no-online-estimate', reason: 'too-many-km' });
    expect((await estimate(BRIGHTON, id, { ...GOOD_ANSWERS, odometer: 100_000 })).body.status).toBe('estimate');
  });

  it('reads a US odometer in miles: 62,200 mi is over 100,000 km', async () => {
    const id = await idFor(LAKESIDE, { rego: 'TRADE1', regoState: 'CA' });
    expect((await estimate(LAKESIDE, id, { ...GOOD_ANSWERS, odometer: 62_200 })).body).toEqual({ status: 'no-online-estimate', reason: 'too-many-km' });
    const answer = await estimate(LAKESIDE, id, { ...GOOD_ANSWERS, odometer: 62_000 });
    expect(answer.body).toMatchObject({ status: 'estimate', estimate: { currency: 'USD' } });
    expect((answer.body.estimate as { assumptions: string[] }).assumptions).toContain('The odometer reads 62,000 mi.');
  });

  it('answers NZD on the NZ site', async () => {
    const answer = await estimate(HARBOUR, await idFor(HARBOUR, { rego: 'KIWI1' }));
    expect(answer.body).toMatchObject({ status: 'estimate', estimate: { currency: 'NZD' } });
  });

  it('answers not-identified for a car without any reference price (never a made-up number)', async () => {
    expect((await estimate(BRIGHTON, await idFor(BRIGHTON, { rego: 'NOSTOK', regoState: 'VIC' }))).body).toEqual({ status: 'not-identified' });
  });

  it('answers not-identified for an unknown, altered, expired or foreign id', async () => {
    expect((await estimate(BRIGHTON, 'val-77')).body).toEqual({ status: 'not-identified' });
    const id = await idFor(BRIGHTON, { rego: 'OLDCAR', regoState: 'NSW' });
    const [version, body, signature] = id.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as { vehicle: { year: number } };
    claims.vehicle.year = 2024;
    const altered = `${version}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await estimate(BRIGHTON, altered)).body).toEqual({ status: 'not-identified' });
    // Valid for 48 hours.
    const fresh = await idFor(BRIGHTON, { rego: 'TRADE1', regoState: 'VIC' });
    expect((await estimate(BRIGHTON, fresh, GOOD_ANSWERS, deps(BRIGHTON, { now: () => new Date(NOW.getTime() + 47 * 3_600_000) }))).body.status).toBe('estimate');
    expect((await estimate(BRIGHTON, fresh, GOOD_ANSWERS, deps(BRIGHTON, { now: () => new Date(NOW.getTime() + 49 * 3_600_000) }))).body).toEqual({
      status: 'not-identified',
    });
    // An id of another process (another secret) is unknown here.
    const foreign = await idFor(BRIGHTON, { rego: 'TRADE1', regoState: 'VIC' }, freshDeps(BRIGHTON));
    expect((await estimate(BRIGHTON, foreign)).body).toEqual({ status: 'not-identified' });
    // An id of another site, with the same secret, is unknown here.
    const otherSite = await idFor(HARBOUR, { rego: 'KIWI1' }, { ...deps(HARBOUR), valuations: deps(BRIGHTON).valuations });
    expect((await estimate(BRIGHTON, otherSite)).body).toEqual({ status: 'not-identified' });
  });

  it('answers 400 for bad answers', async () => {
    expect(await estimate(BRIGHTON, 'x', { odometer: -1, condition: 'shiny', service_history: 'some', damage: 'no', finance_owing: 1 })).toEqual({
      status: 400,
      body: {
        error: FORM_TEXTS.errorBanner,
        fields: {
          'adjustmentAnswers.odometer': 'Odometer must be a whole number from 0 to 2,000,000.',
          'adjustmentAnswers.condition': 'Condition must be one of: excellent, good, fair, poor.',
          'adjustmentAnswers.service_history': 'Service history must be one of: full, partial, none.',
          'adjustmentAnswers.damage': 'Damage must be true or false.',
          'adjustmentAnswers.finance_owing': 'Finance owing must be true or false.',
        },
      },
    });
    expect((await post(valuationEstimate, BRIGHTON, VALUATION_API.estimate, { id: 'x' })).body).toMatchObject({
      fields: { adjustmentAnswers: 'Adjustment answers is required.' },
    });
    expect((await estimate(BRIGHTON, 'x', { ...GOOD_ANSWERS, odometer: '60000' })).status).toBe(400);
  });
});

describe('the guards of every valuation endpoint', () => {
  const ENDPOINTS: [string, Handler, string, unknown][] = [
    ['registration', valuationByRegistration, VALUATION_API.registration, { rego: 'TRADE1', regoState: 'VIC' }],
    ['vehicle', valuationByVehicle, VALUATION_API.vehicle, { make: 'Volkswagen', model: 'Golf', year: 2021 }],
    ['estimate', valuationEstimate, VALUATION_API.estimate, { id: 'x', adjustmentAnswers: GOOD_ANSWERS }],
  ];

  for (const [name, handler, path, body] of ENDPOINTS) {
    describe(name, () => {
      it('refuses a foreign origin (403)', async () => {
        const response = await call(handler, postRequest(BRIGHTON, path, body, { origin: 'https://evil.example' }), deps(BRIGHTON));
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: API_TEXTS.foreignOrigin });
      });

      it('refuses a body that is too large (413)', async () => {
        const response = await call(handler, postRequest(BRIGHTON, path, { ...(body as object), padding: 'x'.repeat(70_000) }), deps(BRIGHTON));
        expect(response.status).toBe(413);
      });

      it('refuses a body that is not JSON (415)', async () => {
        const request = new Request(`${originOf(BRIGHTON)}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: originOf(BRIGHTON) },
          body: JSON.stringify(body),
        });
        expect((await call(handler, request, deps(BRIGHTON))).status).toBe(415);
      });

      it('limits the rate (429)', async () => {
        const limited = freshDeps(BRIGHTON, { rateLimits: { perIp: { capacity: 1, refillPerSecond: 0.001 }, perSite: { capacity: 100, refillPerSecond: 1 } } });
        expect((await call(handler, postRequest(BRIGHTON, path, body), limited)).status).not.toBe(429);
        const response = await call(handler, postRequest(BRIGHTON, path, body), limited);
        expect(response.status).toBe(429);
        expect(response.headers.get('retry-after')).not.toBeNull();
      });

      it('answers 400 to an empty body', async () => {
        const response = await call(handler, postRequest(BRIGHTON, path, {}), deps(BRIGHTON));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: FORM_TEXTS.errorBanner, fields: expect.any(Object) });
      });
    });
  }
});
