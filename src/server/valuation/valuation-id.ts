/**
 * The valuation id the API answers with an identified car, and takes back in the estimate call. It
 * carries what was identified (the provider's reference and the car), for which site and until
 * when, signed with HMAC-SHA256, so the estimate needs no server state (each Netlify function is
 * its own process) and a shopper cannot change the car, the site or the expiry: any id that is not
 * exactly one we issued, for this site, and unexpired reads as unknown (the API answers
 * not-identified).
 *
 * Format: `v1.<base64url JSON claims>.<base64url signature>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { MAX_VALUATION_ID_LENGTH, type ValuationIds } from '../ports/valuation-provider.ts';

/** How long an identified car can be valued: a day is ample for one visit (and a return the next day). */
export const VALUATION_ID_VALID_HOURS = 48;

const VERSION = 'v1';

const text = z.string().min(1).max(200);
const Claims = z
  .object({
    site: text,
    region: z.enum(['AU', 'NZ', 'US']),
    ref: z.string().min(1).max(500),
    exp: z.number().int().positive(),
    vehicle: z
      .object({
        make: text,
        model: text,
        year: z.number().int().min(1900).max(2100),
        badge: text.nullable(),
        body: text.optional(),
        fuel: text.optional(),
        transmission: text.optional(),
      })
      .strict(),
  })
  .strict();

/** The codec for a secret (at least 16 characters). */
export function valuationIds(secret: string): ValuationIds {
  if (secret.length < 16) throw new Error('the valuation id secret must be at least 16 characters');
  const sign = (body: string) => createHmac('sha256', secret).update(`${VERSION}.${body}`).digest();
  return {
    issue(claims, now) {
      const vehicle = Object.fromEntries(Object.entries(claims.vehicle).filter(([, value]) => value !== undefined));
      const body = Buffer.from(
        JSON.stringify({ site: claims.site, region: claims.region, ref: claims.ref, vehicle, exp: now.getTime() + VALUATION_ID_VALID_HOURS * 3_600_000 }),
      ).toString('base64url');
      return `${VERSION}.${body}.${sign(body).toString('base64url')}`;
    },
    read(id, site, now) {
      if (id.length > MAX_VALUATION_ID_LENGTH) return null;
      const [version, body, signature, ...rest] = id.split('.');
      if (version !== VERSION || body === undefined || signature === undefined || rest.length > 0) return null;
      // Compared as text: base64url spells the same bytes more than one way (the last character's
      // unused bits), and only the spelling issued is the id.
      const expected = Buffer.from(sign(body).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const claims = Claims.safeParse(parsed);
      if (!claims.success || claims.data.site !== site || claims.data.exp < now.getTime()) return null;
      const { site: issuedFor, region, ref, vehicle } = claims.data;
      return { site: issuedFor, region, ref, vehicle };
    },
  };
}
