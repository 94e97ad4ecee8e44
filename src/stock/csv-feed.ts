/**
 * A stock feed in the CSV format, text in, rows out (not yet validated: validate-stock.ts does
 * that, as for every feed). The header row names the Car's fields (feed-fields.ts), nested ones
 * dotted (`location.address.city`); quoting is RFC 4180's, parsed by csv-parse; a UTF-8 BOM and
 * CRLF line ends (Excel's exports) are fine. Each cell becomes the value its field's schema type
 * takes, as docs/stock-feed/README.md describes:
 *
 * - booleans: true/false, yes/no, 1/0 in any case; numbers: plain numerals (anything else is
 *   passed on as text, so the schema says `expected a number, got the text "$45,990"`);
 * - an empty cell is null for a field that may be null, '' for text, and missing otherwise (so the
 *   schema says `is required`); a nullable object's columns (`file.*`, `autograb_data.*`) all empty
 *   make it null;
 * - lists are separated by `|`: `images` (photo URLs, given the alt text "<name>, photo i of n"),
 *   `features`, `payment_processors` (`stripe` or `stripe:<deposit>`) and
 *   `location.distribution_locations` (location slugs of the site config).
 *
 * Cells are trimmed, and line ends inside a quoted cell become \n. Rows are named as a spreadsheet
 * numbers them: the header is row 1, the first car row 2.
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { SiteConfig } from '../config/site-config-schema.ts';
import { FEED_FIELDS, REQUIRED_COLUMNS, feedFieldNamed, type FeedField } from './feed-fields.ts';
import { StockFeedError } from './read-stock-feed.ts';
import type { FieldProblem, StockRow } from './validate-stock.ts';

/** What the CSV reader needs of the site: its locations, which distribution locations name. */
export type CsvFeedSite = Pick<SiteConfig, 'slug' | 'locations'>;

/** The rows of a CSV feed and the header's columns that name no field (ignored). */
export interface CsvFeed {
  readonly rows: StockRow[];
  readonly unknownColumns: readonly string[];
}

/** The separator of the items of a list cell. */
export const LIST_SEPARATOR = '|';

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);

const PARSE_OPTIONS = { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false } as const;

/**
 * How much of the text the header is read from: far more than any header of field names, and
 * csv-parse reads all the text it is given even when asked for one record (3.5 s for 50,000 rows).
 */
const HEADER_SCAN = 65_536;

/** The cells of the first line, or null when the text has no first record. */
export function csvHeaderCells(text: string): string[] | null {
  try {
    const [first] = parse(text.slice(0, HEADER_SCAN), { ...PARSE_OPTIONS, to: 1 }) as string[][];
    return first === undefined ? null : first.map((cell) => cell.trim());
  } catch (error) {
    if (error instanceof CsvError) return null;
    throw error;
  }
}

/** The header cells that name a field of the feed. */
export function knownColumns(cells: readonly string[]): string[] {
  return cells.filter((cell) => feedFieldNamed(cell) !== undefined);
}

/** Spreadsheet column letters for a 0-based column index: 0 -> A, 26 -> AA. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Which field each column holds (null: unknown), or the header's problems. */
function readHeader(cells: readonly string[], shownAs: string): (FeedField | null)[] {
  const where = `${shownAs} -> row 1`;
  const known = knownColumns(cells);
  // A first line of car data can hold a word that is also a field name ("sold"); a header names most fields.
  if (known.length < REQUIRED_COLUMNS.length / 2) {
    const names = known.length === 0 ? 'none of the car fields' : `only ${known.length} of the ${REQUIRED_COLUMNS.length} columns every car needs (${known.join(', ')})`;
    throw new StockFeedError(`${shownAs} cannot be imported`, [
      `${where}: no header row: the first line names ${names} (a CSV feed starts with a row of field names such as ${REQUIRED_COLUMNS.slice(0, 4).join(', ')}; see docs/stock-feed/README.md)`,
    ]);
  }
  const problems: string[] = [];
  const firstColumn = new Map<string, number>();
  cells.forEach((cell, index) => {
    const first = firstColumn.get(cell);
    if (first === undefined) firstColumn.set(cell, index);
    else if (feedFieldNamed(cell) !== undefined) problems.push(`${where}: column "${cell}" appears twice (columns ${columnLetters(first)} and ${columnLetters(index)})`);
  });
  const missing = REQUIRED_COLUMNS.filter((name) => !firstColumn.has(name));
  if (missing.length > 0) problems.push(`${where}: missing ${missing.length === 1 ? 'the column' : `${missing.length} columns`} every car needs: ${missing.join(', ')}`);
  if (problems.length > 0) throw new StockFeedError(`${shownAs} cannot be imported`, problems);
  return cells.map((cell) => feedFieldNamed(cell) ?? null);
}

/** A value the row leaves out, so the schema reports the field as required. */
const MISSING = Symbol('missing');
type CellValue = unknown | typeof MISSING;

function scalarValue(field: FeedField, cell: string): CellValue {
  if (cell === '') return field.nullable ? null : field.kind === 'text' ? '' : MISSING;
  if (field.kind === 'number') return PLAIN_NUMBER.test(cell) ? Number(cell) : cell;
  if (field.kind === 'boolean') {
    const word = cell.toLowerCase();
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : cell;
  }
  return cell;
}

function listItems(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** What a list cell's reader may look at besides the cell: the row's other cells and the site. */
interface ListContext {
  readonly cellOf: (name: string) => string;
  readonly site: CsvFeedSite;
  readonly problems: FieldProblem[];
}

/** The readers of the list fields, by column; the schema's every list field must have one. */
const LIST_READERS: Readonly<Record<string, (items: string[], context: ListContext) => unknown[]>> = {
  images: (urls, { cellOf }) => {
    const name = cellOf('name');
    return urls.map((url, index) => ({ url, alt: `${name === '' ? 'Photo' : `${name}, photo`} ${index + 1} of ${urls.length}` }));
  },
  features: (features) => features,
  payment_processors: (entries) =>
    entries.map((entry) => {
      const colon = entry.indexOf(':');
      if (colon < 0) return { provider: entry, deposit: null };
      const deposit = entry.slice(colon + 1).trim();
      return { provider: entry.slice(0, colon).trim(), deposit: deposit === '' ? null : PLAIN_NUMBER.test(deposit) ? Number(deposit) : deposit };
    }),
  'location.distribution_locations': (slugs, { site, problems }) =>
    slugs.flatMap((slug) => {
      const location = site.locations.find((candidate) => candidate.slug === slug);
      if (location !== undefined) return [{ id: location.id, name: location.name, slug: location.slug }];
      const known = site.locations.map((candidate) => candidate.slug).join(', ');
      problems.push({ field: 'location.distribution_locations', problem: `"${slug}" is not a location of ${site.slug} (its locations are ${known})` });
      return [];
    }),
};

for (const field of FEED_FIELDS) {
  if (field.kind === 'list' && LIST_READERS[field.name] === undefined) throw new Error(`${field.name}: a list field with no CSV reader in csv-feed.ts`);
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
    else node = node[key] = {};
  }
  node[path.at(-1) as string] = value;
}

/** One record's cells as a car-shaped value, and what could not be read. */
function rowValue(cellOf: (name: string) => string, site: CsvFeedSite): { value: Record<string, unknown>; problems: FieldProblem[] } {
  const value: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  const emptyGroups = new Set(FEED_FIELDS.flatMap((field) => (field.group === null ? [] : [field.group])));
  for (const field of FEED_FIELDS) {
    if (field.group !== null && cellOf(field.name) !== '') emptyGroups.delete(field.group);
  }
  for (const field of FEED_FIELDS) {
    if (field.group !== null && emptyGroups.has(field.group)) continue;
    const cell = cellOf(field.name);
    const converted = field.kind === 'list' ? LIST_READERS[field.name]?.(listItems(cell), { cellOf, site, problems }) : scalarValue(field, cell);
    if (converted !== MISSING) setPath(value, field.path, converted);
  }
  for (const group of emptyGroups) setPath(value, group.split('.'), null);
  return { value, problems };
}

function cellText(cell: string | undefined): string {
  return (cell ?? '').replace(/\r\n?/g, '\n').trim();
}

/**
 * The rows of a CSV feed. Throws a StockFeedError (the whole file refused) when the text is not
 * CSV, has no header row of field names, names a column twice or lacks a column every car needs.
 * `onRow` is called after each row read, with how many have been read.
 */
export function csvFeedRows(text: string, site: CsvFeedSite, shownAs: string, onRow?: (count: number) => void): CsvFeed {
  const header = csvHeaderCells(text) ?? [];
  const fields = readHeader(header, shownAs);
  const columnOf = new Map<string, number>();
  fields.forEach((field, index) => {
    if (field !== null && !columnOf.has(field.name)) columnOf.set(field.name, index);
  });
  const rows: StockRow[] = [];
  let rowNumber = 1;
  try {
    parse(text, {
      ...PARSE_OPTIONS,
      from: 2,
      on_record: (record: string[]) => {
        rowNumber += 1;
        onRow?.(rowNumber - 1);
        const cells = record.map(cellText);
        if (cells.every((cell) => cell === '')) return null;
        const cellOf = (name: string) => {
          const column = columnOf.get(name);
          return column === undefined ? '' : (cells[column] ?? '');
        };
        const { value, problems } = rowValue(cellOf, site);
        if (cells.slice(header.length).some((cell) => cell !== '')) {
          problems.unshift({ field: '(row)', problem: `has ${cells.length} cells but the header has ${header.length} columns (a cell with a comma in it must be in double quotes)` });
        }
        rows.push({ where: `row ${rowNumber}`, value, problems });
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new StockFeedError(`${shownAs} cannot be imported`, [`${shownAs}: not valid CSV (${error.message})`]);
  }
  return { rows, unknownColumns: header.filter((cell, index) => fields[index] === null && cell !== '') };
}
