/**
 * The price gate: every surface a built site shows a car's price on must say what the one price
 * module says (src/domain/cars/price.ts, `advertisedPrice`). For each car with a page in `dist/<slug>/`
 * it reads:
 * - `page`: the car page's price line;
 * - `json-ld`: the car page's structured data (offers.price and priceCurrency);
 * - `card`: the static result cards of the search pages that show the car;
 * - `snapshot`: the search snapshot (/search/stock.json) the search island's cards render from;
 * - `compare`: the car's compare record (/compare/<slug>.json), which the compare page and its
 *   plain cards show;
 * - `brochure`: the brochure PDF the site's function sends for the car;
 * - `google feed`, `meta feed`: the vehicle-ads feeds, when they list the car;
 * - `adf`: the ADF a lead naming the car sends the dealer's CRM;
 * - `drive-away`: the estimated drive-away line under a price that leaves out on-road costs, on the
 *   car page, the static cards, the snapshot and the compare record, against the one estimate function
 *   (src/domain/on-road/drive-away-figure.ts): an estimate, never read as the advertised price
 *   (the price line's amount and type are their own elements), and absent where there is none.
 * and reports each disagreement (car, surface, what it shows, what it should). Reading the built
 * files, not the code that wrote them, is the point: a template that formats a price its own way
 * fails here.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseDocument, DomUtils } from 'htmlparser2';

import { loadSiteConfig } from '../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../src/config/site-config-schema.ts';
import type { Car } from '../../src/domain/cars/car.ts';
import { carSnapshot } from '../../src/domain/leads/car-snapshot.ts';
import { advertisedPrice, type AdvertisedPrice, type PricedCar } from '../../src/domain/cars/price.ts';
import { regionSettings } from '../../src/domain/basics/region.ts';
import { carPath, VEHICLE_ADS_FEEDS } from '../../src/domain/routes/routes.ts';
import { buildAdf } from '../../src/server/crm/adf.ts';
import { carBrochurePdf } from '../../src/server/handlers/car-pdf.ts';
import { readStockFeed } from '../../src/stock/read-stock-feed.ts';
import { driveAwayLine, driveAwayWords, type DriveAwayLine } from '../../src/domain/on-road/drive-away-figure.ts';
import { siteDriveAwayFigure } from '../../src/config/site-drive-away.ts';
import { compareCarFile, readCompareCar } from '../../src/domain/compare/compare-car.ts';
import { formatTable } from './format-table.ts';

/** An element of a parsed page. */
type Element = ReturnType<typeof DomUtils.findAll>[number];

export type Surface = 'page' | 'json-ld' | 'card' | 'snapshot' | 'compare' | 'brochure' | 'google feed' | 'meta feed' | 'adf' | 'drive-away';

export interface PriceMismatch {
  readonly car: string;
  readonly surface: Surface;
  readonly shows: string;
  readonly expected: string;
}

export interface PriceGateResult {
  readonly cars: number;
  /** Car and surface pairs compared (a car missing from a feed or from every first page has no pair there). */
  readonly checks: number;
  readonly bySurface: Readonly<Record<Surface, number>>;
  readonly mismatches: readonly PriceMismatch[];
}

const NOTHING = '(none)';

/** An advertised price as the amount a machine-readable surface carries: the number, or none. */
const amountText = (advertised: AdvertisedPrice) => (advertised.kind === 'amount' ? String(advertised.price.amount) : NOTHING);

function text(element: Element | null | undefined): string {
  return element ? DomUtils.textContent(element).replace(/\s+/g, ' ').trim() : '';
}

function byClass(root: Element | ReturnType<typeof parseDocument>, className: string): Element[] {
  return DomUtils.findAll((node) => (node.attribs.class ?? '').split(/\s+/).includes(className), 'children' in root ? root.children : []);
}

/** The words of a price line (VehiclePrice's or a result card's): the amount and its type, or the label. */
function priceLineWords(block: Element, prefix: 'vehicle-price' | 'vehicle-card'): string {
  const amount = byClass(block, `${prefix}__amount`)[0];
  if (amount === undefined) {
    // A card's line without an amount is its label itself; a page's holds a label element.
    return text(prefix === 'vehicle-price' ? byClass(block, 'vehicle-price__label')[0] : block);
  }
  const type = byClass(block, prefix === 'vehicle-price' ? 'vehicle-price__type' : 'vehicle-card__price-type')[0];
  return `${text(amount)} ${text(type)}`;
}

/** Reads a file of the built site, or undefined when it is not there. */
async function readBuilt(dist: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(dist, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** An element's text with its white space collapsed, as a shopper reads it. */
const readText = (element: Element | undefined): string => (element === undefined ? NOTHING : DomUtils.textContent(element).replace(/\s+/g, ' ').trim());

/** The words each static result card of the search pages shows, by car slug: its price line, and its drive-away line or none. */
async function cardWords(dist: string): Promise<Map<string, { price: string; driveAway: string }[]>> {
  const cards = new Map<string, { price: string; driveAway: string }[]>();
  const files = (await readdir(dist, { recursive: true })).filter((file) => /^search(?:[/\\].*)?\.html$/.test(file));
  for (const file of files) {
    const document = parseDocument((await readBuilt(dist, file)) ?? '');
    for (const card of byClass(document, 'vehicle-card')) {
      const link = DomUtils.findOne((node) => node.name === 'a' && (node.attribs.href ?? '').startsWith('/cars/'), card.children);
      const slug = link?.attribs.href?.slice('/cars/'.length);
      const price = byClass(card, 'vehicle-card__price')[0] ?? card;
      const words = { price: priceLineWords(price, 'vehicle-card'), driveAway: readText(byClass(card, 'vehicle-card__drive-away')[0]) };
      if (slug) cards.set(slug, [...(cards.get(slug) ?? []), words]);
    }
  }
  return cards;
}

/** A feed's rows by their id column. */
async function feedRows(dist: string, file: string, delimiter: string, idColumn: string): Promise<Map<string, Record<string, string>>> {
  const body = await readBuilt(dist, file.replace(/^\//, ''));
  if (body === undefined) return new Map();
  const [columns = [], ...rows] = parse(body, { delimiter, quote: delimiter === '\t' ? false : '"' }) as string[][];
  return new Map(
    rows.map((values) => {
      const row = Object.fromEntries(columns.map((column, index) => [column, values[index] ?? '']));
      return [row[idColumn] ?? '', row];
    }),
  );
}

/** The car's structured data on its page (the object whose sku is its stock number): its offer's price (or none) and currency. */
function jsonLdOffer(document: ReturnType<typeof parseDocument>, stocknum: string): { price: string; currency: string } | undefined {
  for (const script of DomUtils.findAll((node) => node.name === 'script' && node.attribs.type === 'application/ld+json', document.children)) {
    const data = JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>;
    const offers = data.offers as Record<string, unknown> | undefined;
    if (data.sku === stocknum && offers !== undefined) {
      return { price: offers.price === undefined ? NOTHING : String(offers.price), currency: String(offers.priceCurrency ?? '') };
    }
  }
  return undefined;
}

/** The amount of the ADF's `<price>`, or none. */
function adfPrice(adf: string): string {
  return /<price\b[^>]*>(\d+)<\/price>/.exec(adf)?.[1] ?? NOTHING;
}

/** Checks one built site; `dist` is its output folder, `siteDataDir` its data folder. */
export async function checkSitePrices(site: SiteConfig, dist: string, siteDataDir: string): Promise<PriceGateResult> {
  const region = site.region;
  const currency = regionSettings(region).currency;
  const cars = await readStockFeed(site, siteDataDir);
  const built = cars.filter((car) => car.show_on_dealer_website);
  const mismatches: PriceMismatch[] = [];
  const bySurface: Record<Surface, number> = { page: 0, 'json-ld': 0, card: 0, snapshot: 0, compare: 0, brochure: 0, 'google feed': 0, 'meta feed': 0, adf: 0, 'drive-away': 0 };
  // The estimate as on the day the gate runs: the build's, unless a state's new table took effect since.
  const at = Math.floor(Date.now() / 1000);
  const lineWords = (line: DriveAwayLine | null | undefined) => (line === null || line === undefined ? NOTHING : driveAwayWords(line, region));
  const compare = (car: Car, surface: Surface, shows: string, expected: string) => {
    bySurface[surface] += 1;
    if (shows !== expected) mismatches.push({ car: car.slug, surface, shows: shows === '' ? NOTHING : shows, expected });
  };

  const cards = await cardWords(dist);
  const snapshot = JSON.parse((await readBuilt(dist, 'search/stock.json')) ?? '{"documents":[]}') as { documents?: (PricedCar & { slug: string; drive_away?: DriveAwayLine | null })[] };
  const documents = new Map((snapshot.documents ?? []).map((document) => [document.slug, document]));
  const google = await feedRows(dist, VEHICLE_ADS_FEEDS.google, '\t', 'id');
  const meta = await feedRows(dist, VEHICLE_ADS_FEEDS.meta, ',', 'vehicle_id');
  let checkedCars = 0;

  for (const car of built) {
    const html = await readBuilt(dist, `${carPath(car.slug).slice(1)}.html`);
    if (html === undefined) continue;
    checkedCars += 1;
    const advertised = advertisedPrice(car, region);
    const document = parseDocument(html);
    const line = byClass(document, 'vehicle-price--large')[0];
    compare(car, 'page', line ? priceLineWords(line, 'vehicle-price') : '', advertised.words);
    const offer = jsonLdOffer(document, car.stocknum);
    compare(car, 'json-ld', offer === undefined ? '' : `${offer.price} ${offer.currency}`, `${amountText(advertised)} ${currency}`);
    const driveAway = lineWords(driveAwayLine(siteDriveAwayFigure(site, at, car)));
    compare(car, 'drive-away', readText(byClass(document, 'drive-away__line')[0]), driveAway);
    for (const words of cards.get(car.slug) ?? []) {
      compare(car, 'card', words.price, advertised.words);
      compare(car, 'drive-away', words.driveAway, driveAway);
    }
    const listed = documents.get(car.slug);
    if (listed !== undefined) {
      compare(car, 'snapshot', advertisedPrice(listed, region).words, advertised.words);
      compare(car, 'drive-away', lineWords(listed.drive_away), driveAway);
    }
    const record = readCompareCar(JSON.parse((await readBuilt(dist, compareCarFile(car.slug).slice(1))) ?? 'null'));
    compare(car, 'compare', record?.price ?? '', advertised.words);
    compare(car, 'drive-away', record?.driveAway ?? NOTHING, driveAway);
    const brochure = /\(Price: ([^)]*)\) '/.exec(carBrochurePdf(car, site))?.[1] ?? '';
    compare(car, 'brochure', brochure, advertised.words.replace(/[^\x20-\x7e]/g, '?'));
    const googleRow = google.get(car.stocknum);
    if (googleRow !== undefined) compare(car, 'google feed', (googleRow.price ?? '').replace(/\.00 /, ' '), `${amountText(advertised)} ${currency}`);
    const metaRow = meta.get(car.stocknum);
    if (metaRow !== undefined) compare(car, 'meta feed', metaRow.price ?? '', `${amountText(advertised)} ${currency}`);
    const adf = buildAdf(
      {
        id: 'price-gate',
        siteSlug: site.slug,
        kind: 'lead',
        idempotencyKey: 'price-gate',
        dealershipSlug: car.dealership_slug,
        category: 'Vehicle Enquiry',
        subcategory: null,
        eventId: null,
        payload: { user: { name: 'Price Gate', email: 'price-gate@example.com', car_id: car.id }, car: carSnapshot(car, region) },
        consent: null,
        complete: true,
        createdAt: new Date(0).toISOString(),
        updatedAt: new Date(0).toISOString(),
      },
      site,
    );
    compare(car, 'adf', adfPrice(adf), amountText(advertised));
  }
  const checks = Object.values(bySurface).reduce((sum, count) => sum + count, 0);
  return { cars: checkedCars, checks, bySurface, mismatches };
}

/** Checks the built sites; returns the disagreements, printing the figures. */
export async function checkBuiltPrices(root: string, slugs: readonly string[], dataDir: string, log: (line: string) => void): Promise<PriceMismatch[]> {
  const rows: string[][] = [];
  const mismatches: PriceMismatch[] = [];
  for (const slug of slugs) {
    const loaded = await loadSiteConfig(root, slug);
    if (!loaded.ok) throw new Error(`sites/${slug}.json is not a valid config: ${loaded.errors.join('; ')}`);
    const result = await checkSitePrices(loaded.config, path.join(root, 'dist', slug), path.join(root, dataDir, slug));
    mismatches.push(...result.mismatches.map((mismatch) => ({ ...mismatch, car: `${slug}: ${mismatch.car}` })));
    const surfaces = Object.entries(result.bySurface).map(([surface, count]) => `${surface} ${count}`).join(', ');
    rows.push([slug, String(result.cars), String(result.checks), surfaces, String(result.mismatches.length)]);
  }
  log(formatTable(['site', 'cars', 'checks', 'by surface', 'disagree'], rows));
  return mismatches;
}

/** The disagreements as a table (car, surface, what it shows, what it should), the first `show` of them. */
export function mismatchTable(mismatches: readonly PriceMismatch[], show: number): string {
  const table = formatTable(['car', 'surface', 'shows', 'expected'], mismatches.slice(0, show).map((m) => [m.car, m.surface, m.shows, m.expected]));
  return mismatches.length > show ? `${table}\n… and ${mismatches.length - show} more` : table;
}
