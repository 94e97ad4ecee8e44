/**
 * The deal link's token (src/server/deals/deal-token.ts): what a deal made gives back read as it
 * was; anything changed, cut, signed with another secret, made for another site or past its 7 days
 * is refused, saying which (invalid or expired); and its claims hold no personal data.
 */
import { describe, expect, it } from 'vitest';
import type { DealCar, DealChoices, DealFigures } from '../../../src/domain/deals/deal.ts';
import { dealTokens, MAX_DEAL_TOKEN_LENGTH, type DealClaims } from '../../../src/server/deals/deal-token.ts';

const SECRET = 'a-deal-token-secret-for-tests';
const NOW = new Date('2026-06-01T02:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const CAR: DealCar = {
  id: 750002,
  slug: '2026-volkswagen-amarok-life-tdi500-d750002',
  name: '2026 Volkswagen Amarok Life TDI500',
  year: 2026,
  make: 'Volkswagen',
  model: 'Amarok',
  badge: 'Life TDI500',
  stocknum: 'D750002',
  car_type: 'demo',
  dealership_slug: 'brighton-volkswagen',
};
const CHOICES: DealChoices = {
  car: CAR.slug,
  place: { postcode: '3186' },
  tradeIn: {
    vehicle: { year: 2021, make: 'Volkswagen', model: 'Golf', badge: '110TSI Life' },
    answers: { odometer: 60_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false },
  },
  finance: { deposit: 5_000, termMonths: 60, balloonPercent: 20, frequency: 'weekly' },
};
const FIGURES: DealFigures = {
  price: 59_990,
  priceType: 'drive_away',
  driveAway: null,
  tradeIn: { outcome: 'estimate', low: 24_000, high: 27_000, confidence: 'high', valuedOn: '2026-06-01', expiresOn: '2026-06-15' },
  repayment: 263.41,
  reserveDeposit: 500,
};
const DEAL = { site: 'brighton-volkswagen', car: CAR, choices: CHOICES, figures: FIGURES, placeLabel: null };

const codec = dealTokens(SECRET);

function issue(at: Date = NOW): { token: string; claims: DealClaims } {
  return codec.issue(DEAL, at);
}

/** The token with its claims replaced (re-encoded, the signature kept). */
function withClaims(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [version, body, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return `${version}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('the deal token', () => {
  it('reads back exactly what was issued: choices, figures, when it was made and its expiry 7 days on', () => {
    const { token, claims } = issue();
    expect(token).toMatch(/^d1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(claims).toEqual({ ...DEAL, iat: NOW.getTime(), exp: NOW.getTime() + 7 * DAY_MS });
    expect(codec.read(token, 'brighton-volkswagen', NOW)).toEqual({ ok: true, claims });
  });

  it('still reads at exactly 7 days, and is expired at 7 days and 1 second', () => {
    const { token } = issue();
    expect(codec.read(token, 'brighton-volkswagen', new Date(NOW.getTime() + 7 * DAY_MS)).ok).toBe(true);
    expect(codec.read(token, 'brighton-volkswagen', new Date(NOW.getTime() + 7 * DAY_MS + 1000))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed body as invalid: a lower price, or a later expiry', () => {
    const { token } = issue();
    const cheaper = withClaims(token, (claims) => {
      (claims.figures as Record<string, unknown>).price = 1_000;
    });
    const longer = withClaims(token, (claims) => {
      claims.exp = NOW.getTime() + 365 * DAY_MS;
    });
    expect(codec.read(cheaper, 'brighton-volkswagen', NOW)).toEqual({ ok: false, reason: 'invalid' });
    // An extended expiry is not believed: the changed token is invalid, not unexpired.
    expect(codec.read(longer, 'brighton-volkswagen', new Date(NOW.getTime() + 30 * DAY_MS))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a changed signature, one signed with another secret, and one cut short', () => {
    const { token } = issue();
    const [version, body, signature = ''] = token.split('.');
    const flipped = `${version}.${body}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const otherSecret = dealTokens('another-secret-of-sixteen-plus').issue(DEAL, NOW).token;
    for (const bad of [flipped, otherSecret, token.slice(0, -5), `${version}.${body}`, `${version}.${body}.`]) {
      expect(codec.read(bad, 'brighton-volkswagen', NOW), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses every other spelling of its signature: the last character of base64url has unused bits', () => {
    const { token } = issue();
    const [version, body, signature = ''] = token.split('.');
    const variants = otherSpellings(signature);
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      expect(Buffer.from(variant, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(codec.read(`${version}.${body}.${variant}`, 'brighton-volkswagen', NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a token of another site, even when it is unexpired', () => {
    expect(codec.read(issue().token, 'bayside-motor-group', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses malformed tokens as invalid, never throwing', () => {
    const signedGarbage = (() => {
      // A body that is signed correctly but is not the claims' shape cannot be made without the secret: a foreign version is the nearest.
      const { token } = issue();
      return token.replace(/^d1\./, 'd2.');
    })();
    for (const bad of ['', 'd1', 'd1..', 'd1.!!!.!!!', 'v1.abc.def', 'd1.a.b.c', signedGarbage, 'd1.' + 'A'.repeat(MAX_DEAL_TOKEN_LENGTH)]) {
      expect(codec.read(bad, 'brighton-volkswagen', NOW), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a secret shorter than 16 characters', () => {
    expect(() => dealTokens('short')).toThrow(/at least 16 characters/);
  });

  it('holds no personal data: no name, e-mail, phone, plate, VIN or valuation id in its claims', () => {
    const decoded = Buffer.from(issue().token.split('.')[1] ?? '', 'base64url').toString('utf8');
    const paths: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value !== 'object' || value === null) return;
      for (const [key, child] of Object.entries(value)) {
        paths.push(`${path}${key}`.toLowerCase());
        walk(child, `${path}${key}.`);
      }
    };
    walk(JSON.parse(decoded), '');
    const personal = /(^|\.)(name|first_?name|last_?name|email|e-mail|phone|mobile|rego|regostate|vin|valuationid|valuation_id|ref)$/;
    // The car's name ("2026 Volkswagen Amarok Life TDI500") is the only name in a deal.
    expect(paths.filter((path) => personal.test(path))).toEqual(['car.name']);
    expect(decoded).not.toMatch(/@/);
  });
});

/** The other base64url spellings of the same bytes: the last character with its unused bits changed. */
function otherSpellings(text: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = Buffer.from(text, 'base64url');
  return [...alphabet].map((last) => `${text.slice(0, -1)}${last}`).filter((spelling) => spelling !== text && Buffer.from(spelling, 'base64url').equals(bytes));
}
