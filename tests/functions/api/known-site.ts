/**
 * A site the malformed-request tests send to, with what a good request of it names: its listed and
 * reservable cars, and a lead, a reservation and a valuation id made through the routes themselves
 * on the shared store, so a good request can reach each route's normal answer.
 */
import { randomUUID } from 'node:crypto';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { enquiryLocationChoices } from '../../../src/domain/leads/enquiry-form.ts';
import { reserveCheck } from '../../../src/domain/cars/reserve-check.ts';
import { VALUATION_API } from '../../../src/domain/routes/routes.ts';
import { createReservation } from '../../../src/server/handlers/create-reservation.ts';
import type { ApiDeps } from '../../../src/server/handlers/deps.ts';
import { submitLead } from '../../../src/server/handlers/submit-lead.ts';
import { valuationByRegistration } from '../../../src/server/handlers/valuations.ts';
import type { LeadStore } from '../../../src/server/ports/lead-store.ts';
import type { CatalogueModel } from '../../../src/stock/read-model-catalogue.ts';
import { listedCars } from '../../../src/site/vehicle-page.ts';
import { botFields, brightonCar, call, depsFor, enquiryLead, postRequest, type LoggedErrors } from './fixtures.ts';

export interface KnownSite {
  readonly site: SiteConfig;
  readonly deps: ApiDeps;
  /** What the site's handlers logged: only a failure on our side is logged, so it stays empty. */
  readonly logged: LoggedErrors;
  readonly cars: readonly Car[];
  readonly listedSlugs: readonly string[];
  /** Listed cars a shopper may reserve (the first is held by `reservationId`). */
  readonly reservableSlugs: readonly string[];
  readonly models: readonly CatalogueModel[];
  readonly leadId: string;
  readonly reservationId: string;
  readonly valuationId: string;
}

/** A plate the local valuation sandbox identifies, by region (as the valuation endpoint tests use them). */
const SANDBOX_PLATES = {
  AU: { rego: 'TRADE1', regoState: 'VIC' },
  NZ: { rego: 'KIWI1' },
  US: { rego: 'TRADE1', regoState: 'CA' },
} as const;

/** The postcode of a good checkout form, by region. */
export function goodPostcode(site: SiteConfig): string {
  return site.region === 'US' ? '90210' : '3186';
}

async function answerOf(response: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

function textOf(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string') throw new Error(`the answer has no ${key}: ${JSON.stringify(body)}`);
  return value;
}

/** A good enquiry about one of the site's cars (with the location and terms answers the site's enquiry form may require). */
export function siteEnquiry(known: Pick<KnownSite, 'site' | 'cars'>, leadId: string | null = null) {
  const [dealership] = known.site.dealerships;
  const car = known.cars[0];
  const enquiry = enquiryLead({
    car: brightonCar({ id: car?.id ?? 1, dealership_id: dealership?.id ?? 1, dealership_slug: dealership?.slug ?? '' }),
    lead_id: leadId,
    last_step: leadId === null,
  });
  const [location] = enquiryLocationChoices(known.site.locations);
  return { ...enquiry, user: { ...enquiry.user, location: location?.name ?? '', terms_conditions: true } };
}

/** The site over `store`, with a lead, a reservation and a valuation id of its own. */
export async function knownSite(site: SiteConfig, store: LeadStore): Promise<KnownSite> {
  const { deps, logged } = depsFor(site, store);
  const now = new Date();
  const cars = listedCars([...(await deps.cars())], site.search, Math.floor(now.getTime() / 1000));
  const reservable = cars.filter((car) => reserveCheck(car, { reserve: site.features.buttons.reserve, listed: true, held: false }).ok);
  const [first] = reservable;
  if (first === undefined) throw new Error(`${site.slug} lists no car a shopper may reserve`);
  const models = await deps.models();
  const lead = await answerOf(await call(submitLead, postRequest(site, '/api/leads', siteEnquiry({ site, cars })), deps), 'the seed lead');
  const user = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '0400 123 456', postcode: goodPostcode(site), terms: true, opt_in: true };
  const reservationBody = { car_slug: first.slug, user, ...botFields() };
  const reservation = await answerOf(
    await call(createReservation, postRequest(site, '/api/reservations', reservationBody, { 'Idempotency-Key': randomUUID() }), deps),
    'the seed reservation',
  );
  const valuation = await answerOf(await call(valuationByRegistration, postRequest(site, VALUATION_API.registration, SANDBOX_PLATES[site.region]), deps), 'the seed valuation');
  return {
    site,
    deps,
    logged,
    cars,
    listedSlugs: cars.map((car) => car.slug),
    reservableSlugs: reservable.map((car) => car.slug),
    models,
    leadId: textOf(lead, 'lead_id'),
    reservationId: textOf(reservation, 'reservation_id'),
    valuationId: textOf(valuation, 'id'),
  };
}
