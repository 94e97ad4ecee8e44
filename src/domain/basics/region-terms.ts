/**
 * The words a region reads differently. The stock, the search index, the URL and the code hold
 * the Australian words ('Petrol', 'Ute', 'Colour'); a US shopper reads 'Gas', 'Pickup', 'Color'.
 * Only what is shown changes: a stored value, a facet value and a URL parameter keep the
 * Australian word, so one search index and one set of links serve every region.
 *
 * AU and NZ read the words as they are. The spec's fixed labels ('Enquire Now', 'Dealer Comments',
 * 'Stock number'...) are not here: they read the same on every site. Distances are not words: the
 * odometer's unit (km or mi) comes from the region's settings (format.ts, car-info.ts).
 */
import type { RegionCode } from './region.ts';

/** A word or label as the code holds it, and how a region reads it instead. */
type TermTable = Readonly<Record<string, string>>;

/** US English for the stock's values, the pages' labels and the forms' fields and choices. */
const US_TERMS: TermTable = {
  // Fuel (the stock's simple_fuel): 'Gas' is what a US shopper calls petrol.
  Petrol: 'Gas',
  // Body types (simple_body).
  Ute: 'Pickup',
  Hatch: 'Hatchback',
  'People Mover': 'Minivan',
  'Cab Chassis': 'Chassis Cab',
  // Colours: the label and the one colour spelt differently.
  Colour: 'Color',
  Grey: 'Gray',
  // Form fields and choices.
  Postcode: 'ZIP code',
  Rego: 'License plate',
  Registration: 'License plate',
  Mobile: 'Cell phone',
  Tyres: 'Tires',
  'Scheduled (logbook) service': 'Scheduled maintenance',
  'Tyres, brakes or battery': 'Tires, brakes or battery',
  'Courtesy car': 'Loaner car',
};

/**
 * US English for words in running text, as a sentence holds them (lower case): the shared content
 * pages (content/pages/*.md, through their placeholders), the trade-in FAQ, page descriptions and
 * the demo copy. A phrase is here when one word alone would not read right in the US.
 */
const US_PROSE_TERMS: TermTable = {
  tyre: 'tire',
  tyres: 'tires',
  petrol: 'gas',
  utes: 'pickups',
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  postcode: 'ZIP code',
  // The plate the car carries: "from its registration", "registration number".
  registration: 'license plate',
  // What a price includes: the US names the fees.
  'registration and government charges': 'title, license and government fees',
  licence: 'license',
  windscreen: 'windshield',
  bonnet: 'hood',
  boot: 'trunk',
  globes: 'bulbs',
  'hire car': 'rental car',
  'car parks': 'parking lots',
};

const TERMS: Readonly<Record<RegionCode, TermTable>> = { AU: {}, NZ: {}, US: { ...US_TERMS, ...US_PROSE_TERMS } };

/**
 * schema.org values where the structured data wants the formal word rather than the page's: a US
 * vehicle's fuelType is 'Gasoline' (the word of US vehicle listings and of the EPA), while the page
 * says 'Gas'. Anything not here is the page's word.
 */
const STRUCTURED_DATA_TERMS: Readonly<Record<RegionCode, TermTable>> = { AU: {}, NZ: {}, US: { Petrol: 'Gasoline' } };

/** How a region reads a word or label: regionTerm('Petrol', 'US') is 'Gas'; in AU and NZ it stays 'Petrol'. */
export function regionTerm(text: string, region: RegionCode): string {
  return TERMS[region][text] ?? text;
}

/** The word for a schema.org value (JSON-LD): 'Gasoline' for petrol in the US, else the page's word. */
export function structuredDataTerm(text: string, region: RegionCode): string {
  return STRUCTURED_DATA_TERMS[region][text] ?? regionTerm(text, region);
}

/**
 * The shared content pages' placeholders for the words a region reads differently, named after
 * the Australian word (spaces as underscores): {{tyres}} is 'tyres' in AU and NZ and 'tires' in
 * the US, {{hire_car}} 'rental car'. One Markdown file then serves every region.
 */
export function regionWordTokens(region: RegionCode): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.keys(US_PROSE_TERMS).map((word) => [word.replaceAll(' ', '_'), regionTerm(word, region)]));
}
