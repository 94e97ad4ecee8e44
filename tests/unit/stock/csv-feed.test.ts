/**
 * The CSV feed format, rule by rule as docs/stock-feed/README.md states it: the header, quoting,
 * Excel's BOM and CRLF, row numbers, and how each kind of cell becomes a car's field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import type { Car } from '../../../src/domain/cars/car.ts';
import { csvFeedRows } from '../../../src/stock/csv-feed.ts';
import { StockFeedError } from '../../../src/stock/read-stock-feed.ts';
import { formatRefusedRows, validateStockRows } from '../../../src/stock/validate-stock.ts';
import { asReadFromCsv, CSV_HEADER, csvCells, csvText, demoCars, siteConfig, toCsv } from './feed-fixtures.ts';

let site: SiteConfig;
let cars: Car[];
let car: Car;
beforeAll(async () => {
  site = await siteConfig();
  cars = await demoCars(120);
  car = cars.find((candidate) => candidate.file === null && candidate.autograb_data === null && candidate.payment_processors.length > 0) as Car;
});

/** The header and one row of `base`, with the named cells replaced. */
function csvWith(cells: Record<string, string>, base: Car = car): string {
  const [header = [], row = []] = csvCells([base]);
  for (const [name, cell] of Object.entries(cells)) {
    const column = header.indexOf(name);
    if (column < 0) throw new Error(`no column ${name}`);
    row[column] = cell;
  }
  return csvText([header, row]);
}

/** Reads a one-car feed: the value the row became, and its problems once validated. */
function readOne(text: string): { value: Record<string, unknown>; problems: string[] } {
  const { rows } = csvFeedRows(text, site, 'feed.csv');
  const { refused } = validateStockRows(rows, site);
  return { value: rows[0]?.value as Record<string, unknown>, problems: formatRefusedRows('feed.csv', refused) };
}

/** The problems of a file refused whole. */
function refusal(text: string): readonly string[] {
  try {
    csvFeedRows(text, site, 'feed.csv');
  } catch (error) {
    if (error instanceof StockFeedError) return error.problems;
    throw error;
  }
  throw new Error('the file was not refused');
}

describe('a CSV feed of the spec\'s Car field names', () => {
  it('reads every field back: the cars written as CSV are the cars read, photo alt texts aside', () => {
    const { rows, unknownColumns } = csvFeedRows(toCsv(cars), site, 'feed.csv');
    const validation = validateStockRows(rows, site);
    expect(validation.refused).toEqual([]);
    expect(unknownColumns).toEqual([]);
    expect(validation.cars).toEqual(cars.map(asReadFromCsv));
  });

  it('names rows as a spreadsheet does: the header is row 1, and a blank line still counts as a row', () => {
    const [header = [], first = [], second = []] = csvCells(cars.slice(0, 2));
    const text = `${csvText([header, first])}\n${csvText([second])}`;
    expect(csvFeedRows(text, site, 'feed.csv').rows.map((row) => row.where)).toEqual(['row 2', 'row 4']);
  });

  it('keeps commas, doubled quotes and line ends inside quoted cells, and a multi-line cell is still one row', () => {
    const description = 'One owner, "as new".\n\nFull service history, books and two keys.';
    const text = csvWith({ name: '2024 Volkswagen Golf, R-Line', tag: 'The "Special"', description }) + csvText([csvCells([cars[1] as Car])[1] ?? []]);
    const { rows } = csvFeedRows(text, site, 'feed.csv');
    expect(rows.map((row) => row.where)).toEqual(['row 2', 'row 3']);
    expect(rows[0]?.value).toMatchObject({ name: '2024 Volkswagen Golf, R-Line', tag: 'The "Special"', description });
    expect(validateStockRows(rows, site).refused).toEqual([]);
  });

  it('reads an Excel export: a UTF-8 byte-order mark and CRLF line ends, also inside cells', () => {
    const lines = csvCells([{ ...car, description: 'Line one.\nLine two.' }]);
    const text = `\uFEFF${csvText(lines, '\r\n').replace('Line one.\nLine two.', 'Line one.\r\nLine two.')}`;
    const { rows } = csvFeedRows(text, site, 'feed.csv');
    expect(validateStockRows(rows, site).cars).toEqual([asReadFromCsv({ ...car, description: 'Line one.\nLine two.' })]);
  });

  it('trims the cells and skips rows whose cells are all empty', () => {
    const text = csvWith({ make: '  Volkswagen ', km: ' 1200 ' }) + ','.repeat(CSV_HEADER.length - 1) + '\n';
    const { rows } = csvFeedRows(text, site, 'feed.csv');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toMatchObject({ make: 'Volkswagen', km: 1200 });
  });
});

describe('cells become the field\'s type', () => {
  it.each([
    ['true', true],
    ['FALSE', false],
    ['yes', true],
    ['No', false],
    ['1', true],
    ['0', false],
  ])('a boolean cell %j is %s', (cell, value) => {
    expect(readOne(csvWith({ certified: cell })).value.certified).toBe(value);
  });

  it('a boolean cell that is none of those is refused in the schema\'s words', () => {
    expect(readOne(csvWith({ reserved: 'maybe' })).problems).toEqual([`feed.csv -> row 2 stock ${car.stocknum} -> reserved: expected true or false, got the text "maybe"`]);
  });

  it.each([
    ['45990', 45990],
    ['-3', -3],
    ['45990.00', 45990],
  ])('a number cell %j is the number %d', (cell, value) => {
    expect(readOne(csvWith({ price: cell })).value.price).toBe(value);
  });

  it('a number cell that is not a plain numeral is passed on as text, so the schema names it', () => {
    expect(readOne(csvWith({ price: '$45,990' })).problems).toEqual([`feed.csv -> row 2 stock ${car.stocknum} -> price: expected a number, got the text "$45,990"`]);
  });

  it('an empty cell is null for a field that may be null, empty text for text, and missing for a required number or boolean', () => {
    const { value, problems } = readOne(csvWith({ before_price: '', tag: '', badge: '', year: '', sold: '' }));
    expect(value).toMatchObject({ before_price: null, tag: null, badge: '' });
    expect(value).not.toHaveProperty('year');
    expect(problems).toEqual([
      `feed.csv -> row 2 stock ${car.stocknum} -> year: is required (expected a number)`,
      `feed.csv -> row 2 stock ${car.stocknum} -> sold: is required (expected true or false)`,
    ]);
  });

  it('the columns of a nullable object all empty make it null; one filled makes it an object, whose empty cells read as for any field', () => {
    const none = readOne(csvWith({ 'file.name': '', 'file.url': '', 'autograb_data.average_market_price': '', 'autograb_data.state_average_market_price': '' }));
    expect(none.value).toMatchObject({ file: null, autograb_data: null });
    const some = readOne(csvWith({ 'file.name': 'Vehicle history report', 'autograb_data.average_market_price': '28900' }));
    expect(some.value).toMatchObject({ file: { name: 'Vehicle history report' }, autograb_data: { average_market_price: 28900 } });
    expect(some.problems).toEqual([
      `feed.csv -> row 2 stock ${car.stocknum} -> file.url: expected a site path starting with / or an http(s) URL, got the text ""`,
      `feed.csv -> row 2 stock ${car.stocknum} -> autograb_data.state_average_market_price: is required (expected a number)`,
    ]);
  });

  it('images are photo URLs separated by |, each given the alt text "<name>, photo i of n"', () => {
    const { value } = readOne(csvWith({ name: '2024 Volkswagen Polo', images: '/photos/a.jpg | https://cdn.example/b.jpg|' }));
    expect(value.images).toEqual([
      { url: '/photos/a.jpg', alt: '2024 Volkswagen Polo, photo 1 of 2' },
      { url: 'https://cdn.example/b.jpg', alt: '2024 Volkswagen Polo, photo 2 of 2' },
    ]);
    expect(readOne(csvWith({ images: '' })).value.images).toEqual([]);
  });

  it('features are separated by |', () => {
    expect(readOne(csvWith({ features: 'Apple CarPlay|Heated Seats' })).value.features).toEqual(['Apple CarPlay', 'Heated Seats']);
  });

  it('payment processors are stripe or stripe:<deposit>, separated by |; another provider is refused', () => {
    expect(readOne(csvWith({ payment_processors: 'stripe|stripe:500' })).value.payment_processors).toEqual([
      { provider: 'stripe', deposit: null },
      { provider: 'stripe', deposit: 500 },
    ]);
    expect(readOne(csvWith({ payment_processors: '' })).value.payment_processors).toEqual([]);
    expect(readOne(csvWith({ payment_processors: 'paypal|stripe:$500' })).problems).toEqual([
      `feed.csv -> row 2 stock ${car.stocknum} -> payment_processors[0].provider: expected "stripe", got the text "paypal"`,
      `feed.csv -> row 2 stock ${car.stocknum} -> payment_processors[1].deposit: expected a number, got the text "$500"`,
    ]);
  });

  it('distribution locations are location slugs of the site config, resolved to id, name and slug', () => {
    expect(readOne(csvWith({ 'location.distribution_locations': 'brighton-volkswagen-service' })).value.location).toMatchObject({
      distribution_locations: [{ id: 1002, name: 'Brighton Volkswagen Service', slug: 'brighton-volkswagen-service' }],
    });
  });

  it('a distribution location the site does not have is a problem of that row', () => {
    expect(readOne(csvWith({ 'location.distribution_locations': 'brighton-volkswagen-service|brighton-east' })).problems).toEqual([
      `feed.csv -> row 2 stock ${car.stocknum} -> location.distribution_locations: "brighton-east" is not a location of brighton-volkswagen (its locations are brighton-volkswagen-sales, brighton-volkswagen-service)`,
    ]);
  });

  it('a row with more cells than the header has columns is refused: a comma was not quoted', () => {
    const text = csvWith({ description: 'Plain' }).replace(/Plain\n$/, 'Plain,with an unquoted comma\n');
    expect(readOne(text).problems).toEqual([
      `feed.csv -> row 2 stock ${car.stocknum} -> (row): has ${CSV_HEADER.length + 1} cells but the header has ${CSV_HEADER.length} columns (a cell with a comma in it must be in double quotes)`,
    ]);
  });
});

describe('the header', () => {
  it('names the columns that are not car fields, which are ignored', () => {
    const [header = [], row = []] = csvCells([car]);
    const { rows, unknownColumns } = csvFeedRows(csvText([[...header, 'Colour Code', 'notes'], [...row, 'LC9A', 'call first']]), site, 'feed.csv');
    expect(unknownColumns).toEqual(['Colour Code', 'notes']);
    expect(validateStockRows(rows, site).refused).toEqual([]);
  });

  it('may leave out the columns of fields that may be null: every row has null', () => {
    const keep = CSV_HEADER.map((name, index) => (['before_price', 'tag', 'file.name', 'file.url'].includes(name) ? -1 : index)).filter((index) => index >= 0);
    const lines = csvCells([car]).map((cells) => keep.map((index) => cells[index] ?? ''));
    const { rows } = csvFeedRows(csvText(lines), site, 'feed.csv');
    expect(rows[0]?.value).toMatchObject({ before_price: null, tag: null, file: null });
    expect(validateStockRows(rows, site).refused).toEqual([]);
  });

  it('lacking columns every car needs refuses the whole file, naming them', () => {
    const keep = CSV_HEADER.map((name, index) => (['make', 'year', 'images'].includes(name) ? -1 : index)).filter((index) => index >= 0);
    const lines = csvCells([car]).map((cells) => keep.map((index) => cells[index] ?? ''));
    expect(refusal(csvText(lines))).toEqual(['feed.csv -> row 1: missing 3 columns every car needs: make, year, images']);
  });

  it('naming a column twice refuses the whole file', () => {
    const [header = [], row = []] = csvCells([car]);
    expect(refusal(csvText([[...header, 'price'], [...row, '1']]))).toEqual(['feed.csv -> row 1: column "price" appears twice (columns K and BM)']);
  });

  it('a first line of car data is not a header, even when a cell is also a field name: the file is refused', () => {
    const [, row = []] = csvCells([car]);
    expect(refusal(csvText([[...row.slice(0, 3), 'sold', ...row.slice(4)]]))).toEqual([
      'feed.csv -> row 1: no header row: the first line names only 1 of the 55 columns every car needs (sold) (a CSV feed starts with a row of field names such as id, slug, name, make; see docs/stock-feed/README.md)',
    ]);
  });

  it('a first line that names no car field is not a header: the file is refused', () => {
    const [, row = []] = csvCells([car]);
    expect(refusal(csvText([row]))).toEqual([
      'feed.csv -> row 1: no header row: the first line names none of the car fields (a CSV feed starts with a row of field names such as id, slug, name, make; see docs/stock-feed/README.md)',
    ]);
  });

  it('a quote that is never closed refuses the whole file', () => {
    expect(refusal(`${csvText([CSV_HEADER])}1,"unclosed\n`)).toEqual(['feed.csv: not valid CSV (Quote Not Closed: the parsing is finished with an opening quote at line 2)']);
  });
});
