/**
 * The deal link's token (`/deal?d=<token>`): the shopper's choices and the figures the server worked
 * out for them, for which site, made when and lasting until when, signed with HMAC-SHA256 (like the
 * valuation id, src/server/valuation/valuation-id.ts), so a deal needs no server state and a shopper
 * cannot change a figure, the site or the expiry. It carries no personal data: no name, e-mail
 * address, phone number, plate, VIN or valuation id (the trade-in is its make, model, year and the
 * shopper's answers).
 *
 * A token that is not exactly one we issued for this site reads as invalid; one we issued whose
 * 7 days are over reads as expired (the signature is checked first, so "expired" is never said of
 * a token someone made up).
 *
 * Format: `d1.<base64url JSON claims>.<base64url signature>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CAR_TYPES, PRICE_TYPES } from '../../domain/cars/car.ts';
import { DEAL_VALID_DAYS, type DealCar, type DealChoices, type DealFigures } from '../../domain/deals/deal.ts';
import { REPAYMENT_FREQUENCIES } from '../../domain/finance/repayments.ts';
import { CONDITIONS, SERVICE_HISTORIES } from '../../domain/trade-in/adjustment-answers.ts';

const VERSION = 'd1';

/** Longest token we ever issue is well under this; anything longer is refused unread. */
export const MAX_DEAL_TOKEN_LENGTH = 4096;

/** What a token says. Times are Unix milliseconds. */
export interface DealClaims {
  readonly site: string;
  /** When the deal was made. */
  readonly iat: number;
  /** When the link stops working: iat + 7 days. */
  readonly exp: number;
  readonly car: DealCar;
  readonly choices: DealChoices;
  readonly figures: DealFigures;
  /** Who the drive-away estimate was for ("VIC 3186"); null when there was none. */
  readonly placeLabel: string | null;
}

/** What reading a token found. */
export type DealTokenRead = { readonly ok: true; readonly claims: DealClaims } | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** The codec the handlers use (made by dealTokens). */
export interface DealTokens {
  /** A token for a new deal made at `now`, and its claims. */
  issue(deal: Omit<DealClaims, 'iat' | 'exp'>, now: Date): { readonly token: string; readonly claims: DealClaims };
  read(token: string, site: string, now: Date): DealTokenRead;
}

const text = z.string().min(1).max(200);
const money = z.number().finite().min(0).max(100_000_000);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const CarClaims = z
  .object({
    id: z.number().int(),
    slug: text,
    name: text,
    year: z.number().int().min(1900).max(2100),
    make: text,
    model: text,
    badge: text.nullable(),
    stocknum: z.string().max(200),
    car_type: z.enum(CAR_TYPES),
    dealership_slug: text,
  })
  .strict();

const ChoicesClaims = z
  .object({
    car: text,
    place: z.object({ postcode: z.string().regex(/^\d{4}$/) }).strict().nullable(),
    tradeIn: z
      .object({
        vehicle: z.object({ year: z.number().int(), make: text, model: text, badge: text.nullable() }).strict(),
        answers: z
          .object({
            odometer: z.number().int().min(0),
            condition: z.enum(CONDITIONS),
            service_history: z.enum(SERVICE_HISTORIES),
            damage: z.boolean(),
            finance_owing: z.boolean(),
          })
          .strict(),
      })
      .strict()
      .nullable(),
    finance: z
      .object({ deposit: money, termMonths: z.number().int(), balloonPercent: z.number().min(0).max(100), frequency: z.enum(REPAYMENT_FREQUENCIES) })
      .strict()
      .nullable(),
  })
  .strict();

const TradeInFigure = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('estimate'), low: money, high: money, confidence: z.enum(['high', 'medium', 'low']), valuedOn: date, expiresOn: date }).strict(),
  z.object({ outcome: z.literal('no-online-estimate'), reason: z.enum(['too-old', 'too-many-km']) }).strict(),
]);

const FiguresClaims = z
  .object({
    price: money.nullable(),
    priceType: z.enum(PRICE_TYPES),
    driveAway: money.nullable(),
    tradeIn: TradeInFigure.nullable(),
    repayment: money.nullable(),
    reserveDeposit: money.nullable(),
  })
  .strict();

const Claims = z
  .object({
    site: text,
    iat: z.number().int().positive(),
    exp: z.number().int().positive(),
    car: CarClaims,
    choices: ChoicesClaims,
    figures: FiguresClaims,
    placeLabel: text.nullable(),
  })
  .strict();

const VALID_MS = DEAL_VALID_DAYS * 24 * 3_600_000;

/** The codec for a secret (at least 16 characters). */
export function dealTokens(secret: string): DealTokens {
  if (secret.length < 16) throw new Error('the deal token secret (DEAL_TOKEN_SECRET) must be at least 16 characters');
  const sign = (body: string) => createHmac('sha256', secret).update(`${VERSION}.${body}`).digest();
  return {
    issue(deal, now) {
      const iat = now.getTime();
      const claims: DealClaims = { site: deal.site, iat, exp: iat + VALID_MS, car: deal.car, choices: deal.choices, figures: deal.figures, placeLabel: deal.placeLabel };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${VERSION}.${body}.${sign(body).toString('base64url')}`, claims };
    },
    read(token, site, now) {
      const invalid = { ok: false, reason: 'invalid' } as const;
      if (token.length > MAX_DEAL_TOKEN_LENGTH) return invalid;
      const [version, body, signature, ...rest] = token.split('.');
      if (version !== VERSION || body === undefined || signature === undefined || rest.length > 0) return invalid;
      if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(signature)) return invalid;
      // Compared as text: base64url spells the same bytes more than one way (the last character's
      // unused bits), and only the spelling issued is the token.
      const expected = Buffer.from(sign(body).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return invalid;
      }
      const claims = Claims.safeParse(parsed);
      if (!claims.success || claims.data.site !== site) return invalid;
      if (now.getTime() > claims.data.exp) return { ok: false, reason: 'expired' };
      return { ok: true, claims: claims.data };
    },
  };
}
