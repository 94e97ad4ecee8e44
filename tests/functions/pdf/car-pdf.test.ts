/**
 * GET /api/cars/{slug}/pdf: a one-page PDF brochure of a listed car, saved as {slug}.pdf; 404 in
 * plain JSON for a car the site does not list. The cars are a cars.json written for the test (the
 * generated data/ folder is not part of the repository).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsRouter } from '../../../scripts/lib/functions-router.ts';
import { serveSite } from '../../../scripts/lib/static-server.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { CAR_PDF_PATH, CAR_PDF_TEXTS, carPdf } from '../../../src/server/handlers/car-pdf.ts';
import type { ApiDeps } from '../../../src/server/handlers/deps.ts';
import { readStockFeed, writeStockFeed } from '../../../src/stock/read-stock-feed.ts';
import { BRIGHTON, ROOT, call, depsFor } from '../api/fixtures.ts';
import { makeCar } from '../../unit/domain/cars/car-fixture.ts';

const NOW = new Date('2026-05-01T10:00:00Z');
const DAY = 86_400;

/** The fixture cars are sold by Brighton's dealership, as the stock reader requires of a Brighton feed. */
const dealership = BRIGHTON.dealerships[0];
const brightonCar = (overrides: Partial<Car>): Car =>
  makeCar({ dealership_id: dealership?.id, dealership_slug: dealership?.slug, dealership_name: dealership?.name, ...overrides });

const LISTED = brightonCar({ id: 1, slug: '2021-volkswagen-tiguan-u1', name: '2021 Volkswagen Tiguan (110TSI) Life', price: 35_990, before_price: 37_990 });
const PREORDER = brightonCar({ id: 2, slug: '2026-volkswagen-id-buzz-n2', name: '2026 Volkswagen ID. Buzz', price: 0, preorder: true, car_type: 'new' });
const HIDDEN = brightonCar({ id: 3, slug: 'hidden-u3', show_on_dealer_website: false });
const SOLD_LONG_AGO = brightonCar({ id: 4, slug: 'sold-u4', status: 'sold', sold: true, sold_date_timestamp: NOW.getTime() / 1000 - 30 * DAY });
const SOLD_YESTERDAY = brightonCar({ id: 5, slug: 'sold-u5', name: '2020 Volkswagen Golf', status: 'sold', sold: true, sold_date_timestamp: NOW.getTime() / 1000 - DAY });

let dataDir: string;
let deps: ApiDeps;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'car-pdf-'));
  const cars: Car[] = [LISTED, PREORDER, HIDDEN, SOLD_LONG_AGO, SOLD_YESTERDAY];
  await writeStockFeed(dataDir, cars);
  deps = depsFor(BRIGHTON, () => Promise.reject(new Error('the brochure needs no store')), { now: () => NOW, cars: () => readStockFeed(BRIGHTON, dataDir) }).deps;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function get(pathname: string, method = 'GET'): Request {
  return new Request(`${BRIGHTON.url}${pathname}`, { method });
}

/** Text as a PDF string holds it: \, ( and ) escaped. */
function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

async function expectNotFound(response: Response): Promise<void> {
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toEqual({ error: CAR_PDF_TEXTS.notFound });
}

describe('the car brochure', () => {
  it('is a one-page PDF naming the car, its price by the domain rules and the dealer, saved as {slug}.pdf', async () => {
    const response = await call(carPdf, get(`/api/cars/${LISTED.slug}/pdf`), deps);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${LISTED.slug}.pdf"`);
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Count 1');
    // Parentheses are escaped in PDF strings.
    expect(text).toContain('(2021 Volkswagen Tiguan \\(110TSI\\) Life) Tj');
    expect(text).toContain('Price: $35,990 Drive Away');
    expect(text).toContain('Was: $37,990');
    expect(text).toContain(pdfString(`Phone: ${LISTED.location.phone}`));
    expect(text).toContain(`/cars/${LISTED.slug}`);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text, 'latin1'));
  });

  it('shows PREORDER for a preorder car without a price, and SOLD for a sold car still listed', async () => {
    const preorder = Buffer.from(await (await call(carPdf, get(`/api/cars/${PREORDER.slug}/pdf`), deps)).arrayBuffer()).toString('latin1');
    expect(preorder).toContain('Price: PREORDER');
    const sold = await call(carPdf, get(`/api/cars/${SOLD_YESTERDAY.slug}/pdf`), deps);
    expect(sold.status).toBe(200);
    expect(Buffer.from(await sold.arrayBuffer()).toString('latin1')).toContain('Price: SOLD');
  });

  it.each([
    ['an unknown car', '/api/cars/no-such-car/pdf'],
    ['a car hidden from the website', `/api/cars/${HIDDEN.slug}/pdf`],
    ['a car sold past the sold-car window', `/api/cars/${SOLD_LONG_AGO.slug}/pdf`],
    ['a slug that is not a slug', '/api/cars/..%2F..%2Fsites/pdf'],
  ])('answers 404 in plain JSON for %s', async (_, pathname) => {
    await expectNotFound(await call(carPdf, get(pathname), deps));
  });

  it('answers 405 to a POST', async () => {
    const response = await call(carPdf, get(`/api/cars/${LISTED.slug}/pdf`, 'POST'), deps);
    expect(response.status).toBe(405);
  });

  it('answers 503, not 500, when the cars data cannot be read', async () => {
    const broken = { ...deps, cars: () => Promise.reject(new Error('no cars.json')) };
    expect((await call(carPdf, get(`/api/cars/${LISTED.slug}/pdf`), broken)).status).toBe(503);
  });
});

describe('the brochure in the local server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = await serveSite(dataDir, 0, '127.0.0.1', { api: createFunctionsRouter(deps) });
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is served at GET /api/cars/{slug}/pdf, and an unknown car is a 404', async () => {
    const response = await fetch(`${origin}/api/cars/${LISTED.slug}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${LISTED.slug}.pdf"`);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNotFound(await fetch(`${origin}/api/cars/no-such-car/pdf`));
  });
});

describe('the brochure on Netlify', () => {
  it('declares the path the local router serves, and bundles the cars', async () => {
    const { config } = await import('../../../src/functions/car-pdf.ts');
    expect(config.path).toBe('/api/cars/:slug/pdf');
    expect(CAR_PDF_PATH.test(String(config.path).replace(':slug', LISTED.slug))).toBe(true);
    expect(await readFile(path.join(ROOT, 'netlify.toml'), 'utf8')).toMatch(/included_files = \[[^\]]*"data\/\*\/cars\.json"/);
  });
});
