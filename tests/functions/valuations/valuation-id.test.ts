/** The signed valuation ids: only an id we issued, for this site, unexpired, reads back. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VALUATION_ID_VALID_HOURS, valuationIds } from '../../../src/server/valuation/valuation-id.ts';

const SECRET = 'a-secret-of-thirty-two-characters';
const NOW = new Date('2026-06-01T00:00:00Z');
const CLAIMS = { site: 'brighton-volkswagen', region: 'AU' as const, ref: 'veh_1', vehicle: { make: 'Volkswagen', model: 'Golf', year: 2021, badge: null } };

describe('valuation ids', () => {
  const ids = valuationIds(SECRET);

  it('read back what they carry, for their site, until they expire', () => {
    const id = ids.issue(CLAIMS, NOW);
    expect(ids.read(id, 'brighton-volkswagen', NOW)).toEqual(CLAIMS);
    expect(ids.read(id, 'brighton-volkswagen', new Date(NOW.getTime() + VALUATION_ID_VALID_HOURS * 3_600_000))).toEqual(CLAIMS);
    expect(ids.read(id, 'brighton-volkswagen', new Date(NOW.getTime() + VALUATION_ID_VALID_HOURS * 3_600_000 + 1))).toBeNull();
    expect(ids.read(id, 'bayside-motor-group', NOW)).toBeNull();
    expect(valuationIds('another-secret-entirely!').read(id, 'brighton-volkswagen', NOW)).toBeNull();
  });

  it('refuse anything else', () => {
    const id = ids.issue(CLAIMS, NOW);
    const [, body, signature] = id.split('.');
    for (const bad of ['', 'v1', 'v1..', `v2.${body}.${signature}`, `v1.${body}.${signature}.x`, `v1.${body}x.${signature}`, `v1.${body}.${signature}x`, 'x'.repeat(5000)]) {
      expect(ids.read(bad, 'brighton-volkswagen', NOW)).toBeNull();
    }
  });

  it('refuse every other spelling of the signature (base64url: the last character has unused bits)', () => {
    const id = ids.issue(CLAIMS, NOW);
    const signature = id.slice(id.lastIndexOf('.') + 1);
    const bytes = Buffer.from(signature, 'base64url');
    const others = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
      .map((last) => `${id.slice(0, -1)}${last}`)
      .filter((other) => other !== id && Buffer.from(other.slice(other.lastIndexOf('.') + 1), 'base64url').equals(bytes));
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(ids.read(other, 'brighton-volkswagen', NOW)).toBeNull();
  });

  it('refuse a correctly signed body that is not exactly the claims (strict shape)', () => {
    const sign = (claims: unknown) => {
      const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `v1.${encoded}.${createHmac('sha256', SECRET).update(`v1.${encoded}`).digest('base64url')}`;
    };
    const exp = NOW.getTime() + 1000;
    expect(ids.read(sign({ ...CLAIMS, exp }), 'brighton-volkswagen', NOW)).toEqual(CLAIMS);
    expect(ids.read(sign({ ...CLAIMS, exp, extra: 1 }), 'brighton-volkswagen', NOW)).toBeNull();
    expect(ids.read(sign({ ...CLAIMS, exp, vehicle: { ...CLAIMS.vehicle, year: '2021' } }), 'brighton-volkswagen', NOW)).toBeNull();
    expect(ids.read(sign({ ...CLAIMS }), 'brighton-volkswagen', NOW)).toBeNull();
    expect(ids.read(sign([CLAIMS]), 'brighton-volkswagen', NOW)).toBeNull();
  });

  it('need a secret of at least 16 characters', () => {
    expect(() => valuationIds('short')).toThrow(/at least 16/);
  });
});
