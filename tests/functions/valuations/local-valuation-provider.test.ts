/**
 * The labelled local sandbox estimator: it identifies only the sandbox plates, or a make and model
 * the dealer advertises, and values a car only from the dealer's own prices.
 */
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../src/domain/cars/car.ts';
import { LocalValuationProvider } from '../../../src/server/valuation/local-valuation-provider.ts';
import { SANDBOX_PLATES, findSandboxPlate } from '../../../src/server/valuation/sandbox-plates.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const GOLF = { make: 'Volkswagen', model: 'Golf', year: 2021, badge: null };

function car(fields: Partial<Car>): Car {
  return { make: 'Volkswagen', model: 'Golf', year: 2021, km: 75_000, price: 25_000, ...fields } as Car;
}

function provider(options: { cars?: () => Promise<readonly Car[]>; catalogue?: () => Promise<{ make: string; model: string; priceFrom: number }[]> } = {}) {
  const logged: string[] = [];
  const local = new LocalValuationProvider({
    cars: options.cars ?? (() => Promise.resolve([])),
    catalogue: options.catalogue ?? (() => Promise.resolve([])),
    now: () => NOW,
    logError: (message) => logged.push(message),
  });
  return { local, logged };
}

describe('the sandbox plates', () => {
  it('are unique per region, plate and state, and each has a purpose', () => {
    const keys = SANDBOX_PLATES.map((entry) => `${entry.region}/${entry.rego ?? ''}/${entry.regoState ?? ''}/${entry.vin ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of SANDBOX_PLATES) expect(entry.purpose).not.toBe('');
  });

  it('match by region, plate and state exactly', () => {
    expect(findSandboxPlate({ rego: 'TRADE1', regoState: 'VIC', region: 'AU' })?.vehicle.model).toBe('Golf');
    expect(findSandboxPlate({ rego: 'TRADE1', regoState: 'VIC', region: 'US' })).toBeUndefined();
    expect(findSandboxPlate({ rego: 'TRADE1', region: 'AU' })).toBeUndefined();
    expect(findSandboxPlate({ rego: 'KIWI1', region: 'NZ' })?.vehicle.make).toBe('Skoda');
    expect(findSandboxPlate({ vin: 'JM3KFBCM1M0123456', region: 'US' })?.vehicle.model).toBe('Mazda3');
  });
});

describe('LocalValuationProvider', () => {
  it('is named sandbox', () => {
    expect(provider().local.name).toBe('sandbox');
  });

  it('values from the dealer\'s stock: a car like the one in stock is worth its price', async () => {
    const { local } = provider({ cars: () => Promise.resolve([car({ price: 25_000 }), car({ model: 'Polo', price: 99_999 }), car({ price: 5 })]) });
    expect(await local.estimate({ ref: 'r', vehicle: GOLF, odometerKm: 75_000, region: 'AU' })).toEqual({
      status: 'valued',
      retailValue: 25_000,
      tradeValue: 20_000,
      confidence: 'medium',
    });
  });

  it('values from the catalogue alone with low confidence', async () => {
    const { local } = provider({ catalogue: () => Promise.resolve([{ make: 'volkswagen', model: 'GOLF', priceFrom: 40_000 }]) });
    const answer = await local.estimate({ ref: 'r', vehicle: { ...GOLF, year: 2026 }, odometerKm: 0, region: 'AU' });
    expect(answer).toEqual({ status: 'valued', retailValue: 40_000, tradeValue: 32_000, confidence: 'low' });
  });

  it('answers not-identified without a reference price, never a number', async () => {
    const { local } = provider({ cars: () => Promise.resolve([car({ model: 'Polo' })]) });
    expect(await local.estimate({ ref: 'r', vehicle: GOLF, odometerKm: 1, region: 'AU' })).toEqual({ status: 'not-identified' });
    expect(await local.identifyByVehicle({ make: 'Volkswagen', model: 'Golf', year: 2021, region: 'AU' })).toEqual({ status: 'not-identified' });
  });

  it('identifies by hand with the dealer\'s spelling of the make and model', async () => {
    const { local } = provider({ cars: () => Promise.resolve([car({})]) });
    expect(await local.identifyByVehicle({ make: 'VOLKSWAGEN', model: 'golf', year: 2019, badge: '  ', region: 'AU' })).toEqual({
      status: 'identified',
      ref: 'sandbox:by-hand',
      vehicle: { make: 'Volkswagen', model: 'Golf', year: 2019, badge: null },
    });
  });

  it('is unavailable when the stock cannot be read, and carries on without a catalogue that cannot', async () => {
    const broken = provider({ cars: () => Promise.reject(new Error('feed refused')) });
    expect((await broken.local.estimate({ ref: 'r', vehicle: GOLF, odometerKm: 1, region: 'AU' })).status).toBe('unavailable');
    expect(broken.logged).toEqual(['the sandbox valuation could not read the site\'s stock']);
    const noCatalogue = provider({ cars: () => Promise.resolve([car({})]), catalogue: () => Promise.reject(new Error('missing')) });
    expect((await noCatalogue.local.estimate({ ref: 'r', vehicle: GOLF, odometerKm: 75_000, region: 'AU' })).status).toBe('valued');
    expect(noCatalogue.logged).toEqual(['the sandbox valuation could not read the site\'s model catalogue']);
  });
});
