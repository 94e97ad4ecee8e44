/**
 * A site's parts catalogue: accessories fitted to the site's catalogue models
 * (floor mats, roof racks, towing…) and servicing parts, 60 to 150 parts per site, each with a
 * maker-style part number, the models it fits (of its make only) and a whole-dollar price in the
 * site's currency. Models not yet on sale (accessories_count 0) get no parts.
 */
import type { ModelCatalogueEntry } from '../domain/content/content.ts';
import type { Part } from '../domain/content/parts.ts';
import type { SiteConfig } from '../config/site-config-schema.ts';
import { siteManufacturers } from './cars.ts';
import type { Random } from './random.ts';
import { localPrice } from './util.ts';

interface PartSpec {
  readonly name: string;
  /** The name a US catalogue gives the part, where its words differ (hood for bonnet). */
  readonly usName?: string;
  readonly category: string;
  /** AUD list price range. */
  readonly price: readonly [number, number];
  readonly accessory: boolean;
  /** Fits one model (its name joins the part's), else several of the make. */
  readonly perModel: boolean;
}

const PART_SPECS: readonly PartSpec[] = [
  { name: 'All-weather floor mats (front and rear)', category: 'Floor mats', price: [149, 249], accessory: true, perModel: true },
  { name: 'Carpet floor mats, premium', category: 'Floor mats', price: [179, 299], accessory: true, perModel: true },
  { name: 'Cargo area liner', category: 'Floor mats', price: [129, 219], accessory: true, perModel: true },
  { name: 'Roof rack cross bars', category: 'Roof racks & carriers', price: [399, 649], accessory: true, perModel: true },
  { name: 'Roof box, 420 litre', category: 'Roof racks & carriers', price: [899, 1299], accessory: false, perModel: false },
  { name: 'Bicycle carrier, roof mounted', category: 'Roof racks & carriers', price: [249, 399], accessory: false, perModel: false },
  { name: 'Kayak carrier', category: 'Roof racks & carriers', price: [199, 329], accessory: false, perModel: false },
  { name: 'Towbar kit, detachable', category: 'Towing', price: [1190, 1690], accessory: true, perModel: true },
  { name: 'Towbar wiring harness, 13-pin', category: 'Towing', price: [249, 389], accessory: false, perModel: false },
  { name: 'Tow ball and tongue', category: 'Towing', price: [89, 149], accessory: false, perModel: false },
  { name: 'Weather shields (set of 4)', category: 'Protection', price: [219, 329], accessory: true, perModel: true },
  { name: 'Rear bumper protection strip', category: 'Protection', price: [99, 169], accessory: true, perModel: true },
  { name: 'Mud flaps (set of 4)', category: 'Protection', price: [139, 219], accessory: true, perModel: true },
  { name: 'Bonnet protector', usName: 'Hood protector', category: 'Protection', price: [179, 259], accessory: false, perModel: true },
  { name: 'Seat covers, water resistant', category: 'Protection', price: [349, 549], accessory: true, perModel: true },
  { name: 'LED driving lights', category: 'Lighting', price: [690, 1190], accessory: true, perModel: false },
  { name: 'Interior ambient lighting kit', category: 'Lighting', price: [229, 349], accessory: false, perModel: false },
  { name: 'LED number plate lamp', usName: 'LED license plate lamp', category: 'Lighting', price: [49, 89], accessory: false, perModel: false },
  { name: '18-inch alloy wheel', category: 'Wheels', price: [590, 890], accessory: true, perModel: true },
  { name: 'Locking wheel nuts', category: 'Wheels', price: [79, 129], accessory: false, perModel: false },
  { name: 'Space-saver spare wheel kit', category: 'Wheels', price: [349, 499], accessory: false, perModel: true },
  { name: 'Oil filter', category: 'Servicing parts', price: [19, 39], accessory: false, perModel: false },
  { name: 'Air filter', category: 'Servicing parts', price: [39, 79], accessory: false, perModel: true },
  { name: 'Cabin pollen filter', category: 'Servicing parts', price: [39, 69], accessory: false, perModel: false },
  { name: 'Front brake pads', category: 'Servicing parts', price: [149, 259], accessory: false, perModel: true },
  { name: 'Wiper blades (pair)', category: 'Servicing parts', price: [49, 89], accessory: false, perModel: true },
  { name: 'Engine oil, 5 litre', category: 'Servicing parts', price: [69, 109], accessory: false, perModel: false },
  { name: 'Key ring and lanyard set', category: 'Lifestyle', price: [19, 39], accessory: false, perModel: false },
  { name: 'Umbrella', category: 'Lifestyle', price: [39, 69], accessory: false, perModel: false },
  { name: 'Boot organiser', usName: 'Trunk organizer', category: 'Lifestyle', price: [59, 119], accessory: true, perModel: false },
  { name: 'Child seat, ISOFIX', category: 'Lifestyle', price: [449, 649], accessory: true, perModel: false },
  { name: 'Pet barrier', category: 'Lifestyle', price: [249, 389], accessory: true, perModel: true },
];

/** Model year ranges a part for a make with few models comes in. */
const MODEL_YEAR_EDITIONS = [' (2024 on)', ' (2020 to 2023)'];

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const ALNUM = `0123456789${LETTERS}`;

/** A maker-style part number: three characters (the first a digit), three digits, three digits, then a letter now and then ("5NA-061-500", "2GM-071-124-A"). */
function partNumber(random: Random): string {
  const chars = (count: number, from: string) => Array.from({ length: count }, () => random.pick([...from])).join('');
  const base = `${chars(1, '123456789')}${chars(2, ALNUM)}-${chars(3, '0123456789')}-${chars(3, '0123456789')}`;
  return random.chance(0.2) ? `${base}-${chars(1, LETTERS)}` : base;
}

interface GeneratePartsOptions {
  config: SiteConfig;
  random: Random;
  models: readonly ModelCatalogueEntry[];
}

/** The site's parts, sorted by part number (the order of the file only). */
export function generateParts({ config, random, models }: GeneratePartsOptions): Part[] {
  const parts: Part[] = [];
  const used = new Set<string>();
  const uniqueNumber = () => {
    for (;;) {
      const number = partNumber(random);
      if (!used.has(number)) {
        used.add(number);
        return number;
      }
    }
  };
  const price = (spec: PartSpec) => Math.round(localPrice(random.int(spec.price[0], spec.price[1]), config.region));
  const partName = (spec: PartSpec) => lowerFirst(config.region === 'US' ? (spec.usName ?? spec.name) : spec.name);
  const makes = siteManufacturers(config);
  // Share the count budget between makes, so a four-make group stays within 60 to 150 parts.
  const perMake = Math.max(1, Math.floor(random.int(60, 140) / makes.length));
  for (const make of makes) {
    const onSale = models.filter((model) => model.manufacturer_slug === make.slug && model.accessories_count > 0 && model.variant === '');
    if (onSale.length === 0) continue;
    const drafts: Part[] = [];
    for (const spec of PART_SPECS) {
      if (spec.perModel) {
        // A make with few models gets a part per model year range too, as real catalogues have.
        const editions = onSale.length >= 4 ? [''] : MODEL_YEAR_EDITIONS;
        for (const model of onSale) {
          for (const edition of editions) {
            drafts.push({ part_number: uniqueNumber(), name: `${make.name} ${model.name} ${partName(spec)}${edition}`, category: spec.category, fits: [model.slug], price: price(spec), accessory: spec.accessory });
          }
        }
      } else {
        const fits = onSale.filter(() => random.chance(0.7)).map((model) => model.slug);
        drafts.push({ part_number: uniqueNumber(), name: `${make.name} ${partName(spec)}`, category: spec.category, fits: fits.length > 0 ? fits : [onSale[0]!.slug], price: price(spec), accessory: spec.accessory });
      }
    }
    parts.push(...random.shuffle(drafts).slice(0, perMake));
  }
  return parts.sort((a, b) => (a.part_number < b.part_number ? -1 : a.part_number > b.part_number ? 1 : 0));
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? `${text[0]!.toLowerCase()}${text.slice(1)}` : text;
}
