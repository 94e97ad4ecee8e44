/**
 * GET /api/cars/{slug}/pdf: a one-page brochure of one of the site's listed cars (name, price by the
 * domain's price rules, the info block and key specs, features, and the dealer location's contact),
 * answered as `application/pdf` with `Content-Disposition: attachment; filename="{slug}.pdf"`, so
 * the vehicle page's download action saves it as `{slug}.pdf`. A car the site does not list (unknown
 * slug, hidden, sold past its window, excluded by the site's search settings) answers 404 in plain
 * JSON. The cars are the site's stock feed, read through the stock reader (see deps.cars).
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import { carInfo } from '../../domain/cars/car-info.ts';
import { advertisedPrice } from '../../domain/cars/price.ts';
import { carPath, carPdfFileName } from '../../domain/routes/routes.ts';
import { stockPredicate } from '../../domain/search/stock-filter.ts';
import { stockFilterSettingsOf } from '../../config/stock-filter-settings.ts';
import { pathParameter } from '../http/path-parameter.ts';
import { errorResponse } from '../http/responses.ts';
import { textPdf } from '../../lib/text-pdf.ts';
import type { HandlerDeps } from './deps.ts';

/** The path this handler serves; `{slug}` is the car's slug. */
export const CAR_PDF_PATH = /^\/api\/cars\/([^/]+)\/pdf\/?$/;

/** Slugs as the cars data writes them (lower-case letters, digits and hyphens). */
const CAR_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export const CAR_PDF_TEXTS = {
  notFound: 'There is no car with this address on this website.',
  methodNotAllowed: 'This address only answers GET requests.',
  unavailable: 'The brochure could not be made just now. Please try again in a few minutes.',
} as const;

/** Longest line of the brochure's body text (11 pt Helvetica on A4 with its margins). */
const LINE_WIDTH = 85;
/** At most this many feature lines, so the brochure stays one page. */
const MAX_FEATURE_LINES = 8;

/** Words joined into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The price line(s) as the vehicle page shows them. */
function priceLines(car: Car, site: SiteConfig): string[] {
  const display = advertisedPrice(car, site.region);
  const lines = [`Price: ${display.words}`];
  if (display.kind !== 'amount') return lines;
  if (display.beforePrice !== null) lines.push(`Was: ${display.beforePrice.text}`);
  if (display.offerPrice !== null) lines.push(`Manufacturer offer: ${display.offerPrice.text}`);
  return lines;
}

/** The brochure's lines, under the car's name as the title. */
export function carBrochureLines(car: Car, site: SiteConfig): string[] {
  const address = car.location.address;
  const features = wrap(car.features.join(', '), LINE_WIDTH);
  return [
    ...priceLines(car, site),
    '',
    ...carInfo(car, site.region).map((item) => `${item.label}: ${item.value}`),
    `Body: ${car.simple_body}`,
    `Drive: ${car.simple_drive}`,
    `Engine: ${car.engine}`,
    `Colour: ${car.colour}`,
    `Seats: ${car.seats}    Doors: ${car.doors}`,
    `Stock number: ${car.stocknum}`,
    ...(car.vin === '' ? [] : [`VIN: ${car.vin}`]),
    ...(features.length > 0 ? ['', 'Features:', ...features.slice(0, MAX_FEATURE_LINES)] : []),
    ...(features.length > MAX_FEATURE_LINES ? ['... and more on the website.'] : []),
    '',
    `${car.location.name}`,
    `${address.street}, ${address.city} ${address.state} ${address.postcode}`,
    `Phone: ${car.location.phone}`,
    ...(site.leads.crm_email !== undefined ? [`Email: ${site.leads.crm_email}`] : []),
    `${new URL(carPath(car.slug), site.url).href}`,
  ];
}

/** The car's brochure as PDF text (ASCII, so its bytes are its characters). */
export function carBrochurePdf(car: Car, site: SiteConfig): string {
  return textPdf(car.name, carBrochureLines(car, site));
}

/** Handles GET /api/cars/{slug}/pdf. */
export async function carPdf(request: Request, deps: HandlerDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return errorResponse(405, CAR_PDF_TEXTS.methodNotAllowed, {}, { Allow: 'GET, HEAD' });
  const parameter = pathParameter(request, CAR_PDF_PATH, 'car slug');
  if (!parameter.ok) return parameter.response;
  const slug = parameter.value;
  if (!CAR_SLUG.test(slug)) return errorResponse(404, CAR_PDF_TEXTS.notFound);
  let cars: readonly Car[];
  try {
    cars = await deps.cars();
  } catch (error) {
    deps.logError(`${deps.site.slug}: the cars data could not be read for the car brochure`, error);
    return errorResponse(503, CAR_PDF_TEXTS.unavailable, {}, { 'Retry-After': '30' });
  }
  const listed = stockPredicate(stockFilterSettingsOf(deps.site.search), Math.floor(deps.now().getTime() / 1000));
  const car = cars.find((candidate) => candidate.slug === slug);
  if (car === undefined || !listed(car)) return errorResponse(404, CAR_PDF_TEXTS.notFound);
  const body = Buffer.from(carBrochurePdf(car, deps.site), 'latin1');
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${carPdfFileName(slug)}"`,
      'Content-Length': String(body.length),
      // The car's price and state change with the feed; a short cache keeps the brochure current.
      'Cache-Control': 'public, max-age=300',
    },
  });
}
