/**
 * A car as the compare page shows it: every fact it lines up, already in the site's words and
 * units (the build writes one such record per listed car, /compare/<slug>.json, so the page and
 * its no-JavaScript cards need nothing but the build's files), the rows in their order, and the
 * rule of "Show only differences". Pure. The build makes a car's record with compare-record.ts,
 * apart from this module so that the page's island loads none of the price and drive-away rules.
 */
import type { RegionCode } from '../basics/region.ts';
import { regionTerm } from '../basics/region-terms.ts';
import { DRIVE_AWAY_LABEL } from '../basics/texts.ts';
import { carPath } from '../routes/routes.ts';

/** The compared facts of one car, as shown. */
export interface CompareCar {
  readonly slug: string;
  readonly name: string;
  readonly href: string;
  readonly image: { readonly url: string; readonly alt: string } | null;
  /** The advertised price in words ("$41,990 Drive Away", "SOLD", "Enquire for price."). */
  readonly price: string;
  /** "Est. drive away $52,431 for VIC 3186"; null when the car has no estimate. */
  readonly driveAway: string | null;
  readonly year: string;
  readonly odometer: string;
  readonly body: string;
  readonly fuel: string;
  readonly transmission: string;
  readonly drive: string;
  readonly seats: string;
  readonly colour: string;
  readonly location: string;
  readonly status: string;
  readonly sold: boolean;
  readonly features: readonly string[];
}

/** What a car's status row says. */
export const COMPARE_STATUS_TEXTS = {
  inStock: 'In stock',
  comingSoon: 'Coming soon',
  reserved: 'Reserved',
  sold: 'Sold',
} as const;

/** A photo as the stock feed allows it: a site path or an http(s) URL (never `javascript:`, `data:` or `//host`). */
const IMAGE_URL = /^(\/(?!\/)|https?:\/\/)\S*$/;

const TEXT_FIELDS = ['slug', 'name', 'href', 'price', 'year', 'odometer', 'body', 'fuel', 'transmission', 'drive', 'seats', 'colour', 'location', 'status'] as const;

/**
 * The one reader of a compare record (the page's island and the no-JavaScript cards read the
 * build's files through it): the record, or undefined for anything of another shape.
 */
export function readCompareCar(value: unknown): CompareCar | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const field of TEXT_FIELDS) if (typeof record[field] !== 'string') return undefined;
  const { image, driveAway, sold, features } = record;
  if (driveAway !== null && typeof driveAway !== 'string') return undefined;
  if (typeof sold !== 'boolean') return undefined;
  if (!Array.isArray(features) || !features.every((feature) => typeof feature === 'string')) return undefined;
  let readImage: CompareCar['image'] = null;
  if (image !== null) {
    if (typeof image !== 'object' || image === undefined) return undefined;
    const { url, alt } = image as Record<string, unknown>;
    if (typeof url !== 'string' || typeof alt !== 'string' || !IMAGE_URL.test(url)) return undefined;
    readImage = { url, alt };
  }
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, record[field] as string])) as Pick<CompareCar, (typeof TEXT_FIELDS)[number]>;
  // A record's link is always a car page of this site: never let a file send the shopper elsewhere.
  if (texts.href !== carPath(texts.slug)) return undefined;
  return { ...texts, image: readImage, driveAway: driveAway as string | null, sold, features: features as string[] };
}

/** The build's file of one car's compare record. */
export function compareCarFile(slug: string): string {
  return `/compare/${encodeURIComponent(slug)}.json`;
}

/** A row of the comparison: its label in the site's words and each car's value. */
export interface CompareRow {
  readonly key: CompareRowKey;
  readonly label: string;
  /** One value per car, in the cars' order; a list row (features) gives each car's list. */
  readonly values: readonly (string | readonly string[])[];
  /** True when not every car has the same value (features compared as sets). */
  readonly differs: boolean;
}

const ROW_KEYS = ['price', 'driveAway', 'year', 'odometer', 'body', 'fuel', 'transmission', 'drive', 'seats', 'colour', 'location', 'status', 'features'] as const;
export type CompareRowKey = (typeof ROW_KEYS)[number];

/**
 * The rows' labels as the code holds them (compareRows gives them in the region's words); the
 * odometer's unit is in its value ("12,345 km", "7,671 mi").
 */
export const COMPARE_ROW_LABELS: Readonly<Record<CompareRowKey, string>> = {
  price: 'Price',
  driveAway: DRIVE_AWAY_LABEL,
  year: 'Year',
  odometer: 'Odometer',
  body: 'Body',
  fuel: 'Fuel Type',
  transmission: 'Transmission',
  drive: 'Drive',
  seats: 'Seats',
  colour: 'Colour',
  location: 'Location',
  status: 'Status',
  features: 'Key features',
};

/** What a car without a drive-away estimate shows in that row. */
export const NO_DRIVE_AWAY = 'No estimate';

function valueOf(car: CompareCar, key: CompareRowKey): string | readonly string[] {
  if (key === 'driveAway') return car.driveAway ?? NO_DRIVE_AWAY;
  return car[key];
}

function sameValue(a: string | readonly string[], b: string | readonly string[]): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  // As sets: a feed that lists a feature twice does not make two cars differ.
  const setA = new Set(a);
  const setB = new Set(b);
  return setA.size === setB.size && [...setB].every((item) => setA.has(item));
}

/**
 * The comparison's rows for these cars, in the page's order. The drive-away row is left out when no
 * car has an estimate (a US site, or drive-away prices only).
 */
export function compareRows(cars: readonly CompareCar[], region: RegionCode): readonly CompareRow[] {
  return ROW_KEYS.filter((key) => key !== 'driveAway' || cars.some((car) => car.driveAway !== null)).map((key) => {
    const values = cars.map((car) => valueOf(car, key));
    return { key, label: regionTerm(COMPARE_ROW_LABELS[key], region), values, differs: values.some((value) => !sameValue(value, values[0] ?? value)) };
  });
}

/** The rows "Show only differences" keeps: those where the cars differ (all of them when fewer than two cars). */
export function rowsShown(rows: readonly CompareRow[], onlyDifferences: boolean, carCount: number): readonly CompareRow[] {
  return onlyDifferences && carCount >= 2 ? rows.filter((row) => row.differs) : rows;
}
