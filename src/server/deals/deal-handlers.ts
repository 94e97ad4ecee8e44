/**
 * The deal endpoints (docs/deals.md):
 *
 * - POST /api/deals `{ car, place, tradeIn, finance }` (choices only): works out every figure from
 *   the server's data and answers 201 `{ token, deal }`, the token signed for this site for 7 days
 *   (deal-token.ts). 400 with `fields` for a bad choice, 404 for a car the site does not list, 409
 *   for a sold one, 503 when the stock or the valuation service cannot be read.
 * - GET /api/deals?d=<token>: the deal worked out again from today's data, 200 `{ deal, changes }`
 *   (what changed since it was made: the price, hence the drive-away total and the repayment; or
 *   the car sold or gone, its figures kept and marked). 400 for a token that is not valid, 410 for
 *   an expired one, each in plain words.
 * - POST /api/deals/send `{ token, submissionId, name, email, phone, message?, opt_in? }` plus the
 *   bot-check fields: one lead (source `deal`, event 14 or 15 by the car) stored with its CRM
 *   outbox entries in one transaction before the answer, 201 `{ leadId }`. A retry with the same
 *   token and submissionId stores nothing new (the store's unique (site, idempotency key)) and
 *   answers the first lead's id (200, Idempotent-Replayed). A store that fails answers 503, never
 *   success.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import { carSnapshot } from '../../domain/leads/car-snapshot.ts';
import { compareDeal, DEAL_API, DEAL_TEXTS, dealLeadLines, type DealCarState, type DealChanges, type DealFigures } from '../../domain/deals/deal.ts';
import type { DealView } from '../../domain/deals/deal-view.ts';
import { VEHICLE_ENQUIRY_CATEGORY } from '../../domain/leads/enquiry-form.ts';
import { leadEvent } from '../../domain/leads/event-ids.ts';
import { DEAL_LEAD_SOURCE, DEAL_LEAD_SUBCATEGORY } from '../../domain/leads/types.ts';
import { carPath } from '../../domain/routes/routes.ts';
import { regionSettings } from '../../domain/basics/region.ts';
import { API_TEXTS, errorResponse, jsonResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import { consentOf, crmOutbox, handleFormPost, handlePost, keyReusedResponse, useStore } from '../handlers/common.ts';
import type { HandlerDeps } from '../handlers/deps.ts';
import {
  dealCarOf,
  figuresOf,
  financeView,
  findDealCar,
  keptPriceView,
  priceView,
  reserveView,
  tradeInView,
  valueTradeIn,
  type FoundCar,
} from './compute-deal.ts';
import { createDealSchema, sendDealSchema, SEND_DEAL_FIELD_ORDER } from './deal-schemas.ts';
import type { DealClaims, DealTokens } from './deal-token.ts';
import { driveAwayView, keptDriveAwayView, NOT_AN_AU_POSTCODE } from './drive-away.ts';
import { auPlaceOfPostcode } from '../../domain/on-road/au-states.ts';

/** The path of the create and open calls, and of the send call. */
export const DEALS_PATH = DEAL_API.deals;
export const DEALS_SEND_PATH = DEAL_API.send;
/** The open call's path, as the GET table matches it. */
export const DEALS_GET_PATH = /^\/api\/deals\/?$/;

export const DEAL_API_TEXTS = {
  methodNotAllowed: 'This address answers GET (open a deal) and POST (make a deal) requests.',
  noToken: 'Open a deal with its link: /api/deals?d=<the deal link\'s d= part>.',
  unavailable: 'Deals cannot be made or opened just now. Please try again in a few minutes.',
  stockUnavailable: 'The car\'s details could not be read just now. Please try again in a few minutes.',
  valuationUnavailable:
    'We could not reach our valuation service just now. Please try again in a few minutes, or leave the trade-in out and the dealer will value your car.',
  unknownValuation: 'tradeIn.valuationId is not a valuation this website made, or it has expired: value the car again in the trade-in wizard.',
  sendUnavailable: 'Your deal could not be sent just now. Please try again in a few minutes.',
} as const;

/** The codec, or the 503 answer when the deploy has no secret to sign deals with. */
function tokensOf(deps: HandlerDeps, path: string): DealTokens | Response {
  if (deps.deals.tokens !== null) return deps.deals.tokens;
  deps.logError(`${deps.site.slug}: ${path} cannot run`, new Error(deps.deals.unavailableReason ?? 'no deal token secret'));
  return errorResponse(503, DEAL_API_TEXTS.unavailable, {}, { 'Retry-After': '60' });
}

/** The site's cars, or the 503 answer (logged). */
async function carsOf(deps: HandlerDeps, what: string): Promise<readonly Car[] | Response> {
  try {
    return await deps.cars();
  } catch (error) {
    deps.logError(`${deps.site.slug}: the stock could not be read for ${what}`, error);
    return errorResponse(503, DEAL_API_TEXTS.stockUnavailable, {}, { 'Retry-After': '30' });
  }
}

const invalidFields = (fields: Readonly<Record<string, string>>): Response => errorResponse(400, API_TEXTS.invalidFields, { fields });

/** POST /api/deals. */
async function createDeal(request: Request, deps: HandlerDeps): Promise<Response> {
  return handlePost(request, deps, async (body) => {
    const tokens = tokensOf(deps, DEALS_PATH);
    if (tokens instanceof Response) return tokens;
    const validated = await validateBody(createDealSchema(deps.site.region), body, ['car', 'place.postcode', 'tradeIn.valuationId', 'finance.deposit', 'finance.termMonths', 'finance.balloonPercent', 'finance.frequency']);
    if (!validated.ok) return validated.response;
    const choices = validated.value;
    const { site } = deps;
    const now = deps.now();
    const chosenPlace = site.region === 'AU' ? choices.place : null;
    const place = chosenPlace === null ? null : auPlaceOfPostcode(chosenPlace.postcode);
    if (chosenPlace !== null && place === null) return invalidFields({ 'place.postcode': NOT_AN_AU_POSTCODE });
    const cars = await carsOf(deps, 'a deal');
    if (cars instanceof Response) return cars;
    const found = findDealCar(site, cars, choices.car, now);
    if (found.state === 'gone') return errorResponse(404, DEAL_TEXTS.carNotFound);
    if (found.state === 'sold') return errorResponse(409, DEAL_TEXTS.carSold);
    const { car } = found;
    const price = priceView(car, site.region);
    const finance = choices.finance === null ? null : financeView(site, price.amount, choices.finance);
    if (finance?.kind === 'no-estimate') return invalidFields(Object.fromEntries(finance.problems.map((problem) => [problem.field, problem.message])));
    let tradeIn: { choice: NonNullable<DealClaims['choices']['tradeIn']>; figure: NonNullable<DealFigures['tradeIn']> } | null = null;
    if (choices.tradeIn !== null) {
      const { valuationId, ...answers } = choices.tradeIn;
      const valued = await valueTradeIn(deps.valuations, site, { valuationId, answers }, now, deps.logError);
      if (valued.status === 'unknown-id') return invalidFields({ 'tradeIn.valuationId': DEAL_API_TEXTS.unknownValuation });
      if (valued.status === 'unavailable') return errorResponse(503, DEAL_API_TEXTS.valuationUnavailable, {}, { 'Retry-After': '30' });
      tradeIn = { choice: valued.choice, figure: valued.figure };
    }
    const driveAway = driveAwayView(site, car, place, now);
    const reserve = reserveView(site, found);
    const figures = figuresOf({ price, driveAway, finance, reserve }, tradeIn?.figure ?? null);
    const { token, claims } = tokens.issue(
      {
        site: site.slug,
        car: dealCarOf(car),
        choices: { car: car.slug, place: place === null || chosenPlace === null ? null : { postcode: chosenPlace.postcode }, tradeIn: tradeIn?.choice ?? null, finance: choices.finance },
        figures,
        placeLabel: driveAway.kind === 'estimate' || driveAway.kind === 'no-estimate' ? driveAway.placeLabel : null,
      },
      now,
    );
    const deal: DealView = {
      ...times(claims),
      car: { ...claims.car, url: carPath(car.slug), state: 'listed' },
      price,
      driveAway,
      tradeIn: tradeIn === null ? null : tradeInView(tradeIn.choice, tradeIn.figure, site.region),
      finance,
      reserve,
    };
    return jsonResponse(201, { token, deal });
  });
}

function times(claims: DealClaims): Pick<DealView, 'createdAt' | 'expiresAt'> {
  return { createdAt: new Date(claims.iat).toISOString(), expiresAt: new Date(claims.exp).toISOString() };
}

/** A deal worked out again from the data of `now`: its view, its figures now (null for a car sold or gone) and what changed. */
interface CurrentDeal {
  readonly view: DealView;
  readonly found: FoundCar;
  readonly changes: DealChanges;
}

/** The deal of a token's claims, worked out again from the site's cars at `now`. */
function currentDeal(site: SiteConfig, cars: readonly Car[], claims: DealClaims, now: Date): CurrentDeal {
  const looked = findDealCar(site, cars, claims.choices.car, now);
  // A slug given to another car since is not the deal's car.
  const found: FoundCar = looked.state !== 'gone' && looked.car.id !== claims.car.id ? { state: 'gone' } : looked;
  const state: DealCarState = found.state;
  const region = site.region;
  const { choices } = claims;
  const tradeIn = choices.tradeIn !== null && claims.figures.tradeIn !== null ? tradeInView(choices.tradeIn, claims.figures.tradeIn, region) : null;
  const reserve = reserveView(site, found);
  const common = { ...times(claims), car: { ...claims.car, url: carPath(claims.car.slug), state }, tradeIn, reserve };
  if (found.state === 'listed') {
    const place = choices.place === null ? null : auPlaceOfPostcode(choices.place.postcode);
    const price = priceView(found.car, region);
    const driveAway = driveAwayView(site, found.car, place, now);
    const finance = choices.finance === null ? null : financeView(site, price.amount, choices.finance);
    const view: DealView = { ...common, price, driveAway, finance };
    return { view, found, changes: compareDeal(claims.figures, figuresOf(view, claims.figures.tradeIn), state, region) };
  }
  const marked = found.state;
  const view: DealView = {
    ...common,
    price: keptPriceView(claims.figures, region, marked),
    driveAway: keptDriveAwayView(claims.figures.driveAway, claims.placeLabel, marked),
    finance: choices.finance === null ? null : financeView(site, claims.figures.price, choices.finance),
  };
  return { view, found, changes: compareDeal(claims.figures, null, state, region) };
}

/** The claims of a token, or the 400 (not valid) or 410 (expired) answer. */
function claimsOf(tokens: DealTokens, token: string, deps: HandlerDeps): DealClaims | Response {
  const read = tokens.read(token, deps.site.slug, deps.now());
  if (read.ok) return read.claims;
  return read.reason === 'expired' ? errorResponse(410, DEAL_TEXTS.expired) : errorResponse(400, DEAL_TEXTS.invalid);
}

/** GET /api/deals?d=<token>. */
async function openDeal(request: Request, deps: HandlerDeps): Promise<Response> {
  const token = new URL(request.url).searchParams.get('d');
  if (token === null || token.trim() === '') return errorResponse(400, DEAL_API_TEXTS.noToken);
  const tokens = tokensOf(deps, DEALS_PATH);
  if (tokens instanceof Response) return tokens;
  const claims = claimsOf(tokens, token.trim(), deps);
  if (claims instanceof Response) return claims;
  const cars = await carsOf(deps, 'a deal link');
  if (cars instanceof Response) return cars;
  const { view, changes } = currentDeal(deps.site, cars, claims, deps.now());
  return jsonResponse(200, { deal: view, changes });
}

/** Handles /api/deals: GET opens a deal, POST makes one. */
export async function deals(request: Request, deps: HandlerDeps): Promise<Response> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    try {
      return await openDeal(request, deps);
    } catch (error) {
      deps.logError(`${deps.site.slug}: unexpected failure for GET ${DEALS_PATH}`, error);
      return errorResponse(500, API_TEXTS.unexpected);
    }
  }
  if (request.method !== 'POST') return errorResponse(405, DEAL_API_TEXTS.methodNotAllowed, {}, { Allow: 'GET, HEAD, POST' });
  return createDeal(request, deps);
}

/** The store's idempotency key of one send: the token (hashed: it is long) and the browser's submission id. */
export function dealSendKey(token: string, submissionId: string): string {
  return `deal-send:${createHash('sha256').update(token).digest('base64url')}:${submissionId}`;
}

/** The car as the lead's ADF vehicle reads it: the stock's snapshot, or the deal's own record of a car that is gone. */
function leadCarSnapshot(site: SiteConfig, claims: DealClaims, found: FoundCar): Record<string, string | number | null> {
  if (found.state !== 'gone') return { ...carSnapshot(found.car, site.region) };
  return { ...claims.car, price: null, status: 'no longer listed' };
}

/** What the lead's ADF needs of the deal beyond the car (src/server/crm/adf.ts reads `deal`). */
function dealPayload(site: SiteConfig, claims: DealClaims, current: CurrentDeal): Record<string, unknown> {
  const { view } = current;
  const currency = regionSettings(site.region).currency;
  const region = site.region;
  const figures = figuresOf(view, claims.figures.tradeIn);
  const financeChoice = claims.choices.finance;
  const summary = dealLeadLines({
    region,
    car: claims.car,
    carState: view.car.state,
    figures,
    priceWords: view.price.words,
    driveAwayPlace: view.driveAway !== null && 'placeLabel' in view.driveAway ? view.driveAway.placeLabel : null,
    tradeIn: claims.choices.tradeIn,
    finance: view.finance?.kind === 'estimate' && financeChoice !== null ? { ...financeChoice, ratePercent: view.finance.ratePercent } : null,
    madeAt: view.createdAt,
    changes: current.changes.messages,
  });
  const finance = view.finance?.kind === 'estimate' ? view.finance : null;
  const tradeIn = view.tradeIn;
  return {
    made_at: view.createdAt,
    expires_at: view.expiresAt,
    car_state: view.car.state,
    currency,
    price: view.price.amount,
    price_words: view.price.words,
    drive_away: figures.driveAway === null ? null : { total: figures.driveAway, place: view.driveAway !== null && 'placeLabel' in view.driveAway ? view.driveAway.placeLabel : null },
    trade_in:
      tradeIn === null
        ? null
        : {
            year: tradeIn.vehicle.year,
            make: tradeIn.vehicle.make,
            model: tradeIn.vehicle.model,
            badge: tradeIn.vehicle.badge,
            odometer: tradeIn.answers.odometer,
            outcome: tradeIn.outcome,
            low: tradeIn.low,
            high: tradeIn.high,
            valued_on: tradeIn.valuedOn,
            expires_on: tradeIn.expiresOn,
            reason: tradeIn.reason,
            answers: tradeIn.answers,
          },
    finance:
      finance === null
        ? null
        : {
            deposit: finance.deposit,
            repayment: finance.repayment,
            frequency: finance.frequency,
            term_months: finance.termMonths,
            balloon_percent: finance.balloonPercent,
            balloon: finance.balloon,
            rate_percent: finance.ratePercent,
            comparison_rate_percent: finance.comparisonRatePercent,
            apr_percent: finance.aprPercent,
            amount_financed: finance.amountFinanced,
            total_payable: finance.totalPayable,
          },
    reserve_deposit: figures.reserveDeposit,
    summary,
  };
}

/** Handles POST /api/deals/send. */
export function sendDeal(request: Request, deps: HandlerDeps): Promise<Response> {
  return handleFormPost(request, deps, async (body) => {
    const validated = await validateBody(sendDealSchema(), body, SEND_DEAL_FIELD_ORDER);
    if (!validated.ok) return validated.response;
    const tokens = tokensOf(deps, DEALS_SEND_PATH);
    if (tokens instanceof Response) return tokens;
    const send = validated.value;
    const claims = claimsOf(tokens, send.token, deps);
    if (claims instanceof Response) return claims;
    let cars: readonly Car[];
    try {
      cars = await deps.cars();
    } catch (error) {
      // Nothing is stored: the shopper sends the same deal again once the stock can be read.
      deps.logError(`${deps.site.slug}: the stock could not be read for a deal sent to the dealer`, error);
      return errorResponse(503, DEAL_API_TEXTS.sendUnavailable, {}, { 'Retry-After': '30' });
    }
    const { site } = deps;
    const now = deps.now();
    const current = currentDeal(site, cars, claims, now);
    const car = claims.car;
    const payload = {
      user: {
        name: send.name,
        email: send.email,
        phone: send.phone,
        message: send.message ?? '',
        opt_in: send.opt_in,
        source: DEAL_LEAD_SOURCE,
        car_id: car.id,
        stock_number: car.stocknum,
        car_type: car.car_type,
        dealership_slug: car.dealership_slug,
      },
      category: VEHICLE_ENQUIRY_CATEGORY,
      subcategory: DEAL_LEAD_SUBCATEGORY,
      car: leadCarSnapshot(site, claims, current.found),
      deal: dealPayload(site, claims, current),
    };
    const result = await useStore(deps, (store) =>
      store.record(
        {
          siteSlug: site.slug,
          kind: 'lead',
          idempotencyKey: dealSendKey(send.token, send.submissionId),
          dealershipSlug: car.dealership_slug,
          category: VEHICLE_ENQUIRY_CATEGORY,
          subcategory: DEAL_LEAD_SUBCATEGORY,
          eventId: leadEvent({ kind: 'car_enquiry', car: { car_type: car.car_type } }).eventId,
          payload,
          consent: consentOf(send.opt_in, now),
          complete: true,
        },
        crmOutbox(site),
      ),
    );
    if (!result.created && result.submission.kind !== 'lead') return keyReusedResponse();
    return result.created
      ? jsonResponse(201, { leadId: result.submission.id })
      : jsonResponse(200, { leadId: result.submission.id }, { 'Idempotent-Replayed': 'true' });
  });
}
