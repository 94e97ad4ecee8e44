/**
 * Checks a feed's rows against the stock schema and the site they are for: each row must be a valid
 * Car (car-schema.ts), sold by one of the site's dealerships under that dealership's slug, with an
 * id and a slug no earlier row has. Pure: rows in, the good cars and the refused rows out, each
 * problem in plain words with the row, its stock number and the field. The build refuses a feed
 * with any refused row (read-stock-feed.ts); the importer leaves refused rows out and reports them.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import { describeIssue, formatJsonPath } from '../config/config-errors.ts';
import { CarSchema, type Car } from './car-schema.ts';

/** The site a feed is for: its dealerships decide whose cars it may list. */
export type StockSite = Pick<SiteConfig, 'slug' | 'dealerships'>;

/** One row of a feed: where it is (`[12]` in a JSON list, `row 14` in a CSV file) and its value. */
export interface StockRow {
  readonly where: string;
  readonly value: unknown;
  /**
   * What the feed's reader already found wrong while turning the row into a value (a CSV cell
   * naming a location the site does not have); the row is refused with these and the schema's.
   */
  readonly problems?: readonly FieldProblem[];
}

/** One thing wrong with a row. */
export interface FieldProblem {
  /** The field's path in the row, e.g. `autograb_data.average_market_price`; `(row)` for the row as a whole. */
  readonly field: string;
  readonly problem: string;
}

/** A row left out, with every problem found in it. */
export interface RefusedRow {
  readonly where: string;
  /** The row's stock number when it has one, so the dealer can find the car in their system. */
  readonly stocknum: string | null;
  readonly problems: readonly FieldProblem[];
}

export interface StockValidation {
  /** The valid rows as cars, in the feed's order. */
  readonly cars: readonly Car[];
  readonly refused: readonly RefusedRow[];
}

function stocknumOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const stocknum = (value as { stocknum?: unknown }).stocknum;
  return typeof stocknum === 'string' && stocknum.trim() !== '' ? stocknum : typeof stocknum === 'number' ? String(stocknum) : null;
}

/** Problems of a car that only the site can tell: whose dealership it is. */
function siteProblems(car: Car, site: StockSite): FieldProblem[] {
  const dealership = site.dealerships.find((candidate) => candidate.id === car.dealership_id);
  if (dealership === undefined) {
    const ids = site.dealerships.map((candidate) => candidate.id).join(', ');
    return [{ field: 'dealership_id', problem: `${car.dealership_id} is not a dealership of ${site.slug} (its dealerships are ${ids})` }];
  }
  if (dealership.slug !== car.dealership_slug) {
    return [{ field: 'dealership_slug', problem: `expected "${dealership.slug}", the slug of dealership ${dealership.id}, got "${car.dealership_slug}"` }];
  }
  return [];
}

/** Validates every row; never throws for bad data. */
export function validateStockRows(rows: readonly StockRow[], site: StockSite): StockValidation {
  const cars: Car[] = [];
  const refused: RefusedRow[] = [];
  const rowOfId = new Map<number, string>();
  const rowOfSlug = new Map<string, string>();
  for (const row of rows) {
    const stocknum = stocknumOf(row.value);
    if (typeof row.value !== 'object' || row.value === null || Array.isArray(row.value)) {
      refused.push({ where: row.where, stocknum, problems: [{ field: '(row)', problem: 'expected a car (an object of fields)' }] });
      continue;
    }
    const readProblems = row.problems ?? [];
    const parsed = CarSchema.safeParse(row.value, { reportInput: true });
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => ({ field: formatJsonPath(issue.path), problem: describeIssue(issue) }));
      refused.push({ where: row.where, stocknum, problems: [...readProblems, ...problems] });
      continue;
    }
    const car = parsed.data;
    const problems = [...readProblems, ...siteProblems(car, site)];
    const sameId = rowOfId.get(car.id);
    if (sameId !== undefined) problems.push({ field: 'id', problem: `${car.id} is already the id of the car at ${sameId}` });
    const sameSlug = rowOfSlug.get(car.slug);
    if (sameSlug !== undefined) problems.push({ field: 'slug', problem: `"${car.slug}" is already the slug of the car at ${sameSlug}` });
    if (problems.length > 0) {
      refused.push({ where: row.where, stocknum, problems });
      continue;
    }
    rowOfId.set(car.id, row.where);
    rowOfSlug.set(car.slug, row.where);
    cars.push(car);
  }
  return { cars, refused };
}

/**
 * One line per problem, the way config errors read:
 * `data/acme/cars.json -> [12] stock U1234 -> price: expected a number, got the text "POA"`.
 */
export function formatRefusedRows(file: string, refused: readonly RefusedRow[]): string[] {
  return refused.flatMap((row) => {
    const stock = row.stocknum === null ? 'no stock number' : `stock ${row.stocknum}`;
    return row.problems.map((problem) => `${file} -> ${row.where} ${stock} -> ${problem.field}: ${problem.problem}`);
  });
}
