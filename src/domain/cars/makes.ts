/**
 * The manufacturer list (spec section 3, "Manufacturer list entry": id, name, slug, logo.url;
 * "roughly 140 makes are listed"): the makes sold new or met as trade-ins in Australia, New Zealand
 * and the United States, current and recent. One list serves every place a shopper picks a make by
 * hand (the service booking's vehicle make, the trade-in form's fallback) and names the make
 * filter's values on the search page.
 *
 * Ids are stable: the site configs and offers already use some of them (Ford 12, Mazda 24,
 * Volkswagen 38...), so an id is never reused or renumbered; a new make takes the next free id.
 * Every logo is our own monogram badge, drawn at build time (src/site/make-logo.ts), served from the
 * site itself at /brands/makes/{slug}.svg: nothing is hot-linked.
 */

/** One make of the list. */
export interface Make {
  readonly id: number;
  /** The make as shoppers read it, e.g. 'Mercedes-Benz'. */
  readonly name: string;
  /** The URL form of the name: lower case, words joined by hyphens ('mercedes-benz'). */
  readonly slug: string;
  readonly logo: { readonly url: string };
}

/** [id, name] of every make, in name order. */
const ENTRIES: readonly (readonly [id: number, name: string])[] = [
  [1, 'Abarth'],
  [2, 'Acura'],
  [3, 'Alfa Romeo'],
  [4, 'Alpina'],
  [5, 'Alpine'],
  [6, 'Aston Martin'],
  [7, 'Audi'],
  [8, 'Austin'],
  [9, 'BAIC'],
  [10, 'Bentley'],
  [11, 'BMW'],
  [13, 'Bolwell'],
  [14, 'Bugatti'],
  [15, 'Buick'],
  [17, 'BYD'],
  [19, 'Cadillac'],
  [21, 'Caterham'],
  [22, 'Chery'],
  [23, 'Chevrolet'],
  [25, 'Chrysler'],
  [26, 'Citroen'],
  [27, 'Cupra'],
  [28, 'Daewoo'],
  [29, 'Daihatsu'],
  [30, 'Datsun'],
  [32, 'Deepal'],
  [34, 'Dodge'],
  [35, 'DS'],
  [36, 'Eagle'],
  [37, 'Elfin'],
  [39, 'Eunos'],
  [40, 'Ferrari'],
  [41, 'Fiat'],
  [42, 'Fisker'],
  [12, 'Ford'],
  [43, 'Foton'],
  [44, 'FPV'],
  [45, 'Fuso'],
  [46, 'GAC'],
  [47, 'Geely'],
  [48, 'Genesis'],
  [49, 'Geo'],
  [50, 'GMC'],
  [51, 'Great Wall'],
  [52, 'GWM'],
  [53, 'Haval'],
  [54, 'Hino'],
  [55, 'Holden'],
  [56, 'Honda'],
  [57, 'Hongqi'],
  [58, 'HSV'],
  [59, 'Hummer'],
  [16, 'Hyundai'],
  [60, 'Ineos'],
  [61, 'Infiniti'],
  [18, 'Isuzu'],
  [62, 'Iveco'],
  [63, 'JAC'],
  [64, 'Jaecoo'],
  [65, 'Jaguar'],
  [66, 'Jeep'],
  [67, 'Jensen'],
  [68, 'Jetour'],
  [69, 'Kaiyi'],
  [70, 'Karma'],
  [71, 'KGM'],
  [20, 'Kia'],
  [72, 'Koenigsegg'],
  [73, 'Lada'],
  [74, 'Lamborghini'],
  [75, 'Lancia'],
  [76, 'Land Rover'],
  [77, 'LDV'],
  [78, 'Leapmotor'],
  [79, 'Lexus'],
  [80, 'Lincoln'],
  [81, 'Livan'],
  [82, 'Lotus'],
  [83, 'Lucid'],
  [84, 'Lynk & Co'],
  [85, 'Mack'],
  [86, 'Mahindra'],
  [87, 'Maserati'],
  [88, 'Maxus'],
  [89, 'Maybach'],
  [24, 'Mazda'],
  [90, 'McLaren'],
  [91, 'Mercedes-AMG'],
  [92, 'Mercedes-Benz'],
  [93, 'Mercury'],
  [94, 'MG'],
  [95, 'Mini'],
  [96, 'Mitsubishi'],
  [97, 'Mitsuoka'],
  [98, 'Morgan'],
  [99, 'Morris'],
  [100, 'Nissan'],
  [101, 'Noble'],
  [102, 'Oldsmobile'],
  [103, 'Omoda'],
  [104, 'Opel'],
  [105, 'Ora'],
  [106, 'Pagani'],
  [107, 'Perodua'],
  [108, 'Peugeot'],
  [109, 'Plymouth'],
  [110, 'Polestar'],
  [111, 'Pontiac'],
  [112, 'Porsche'],
  [113, 'Proton'],
  [114, 'Ram'],
  [115, 'Range Rover'],
  [31, 'Renault'],
  [116, 'Rivian'],
  [117, 'Rolls-Royce'],
  [118, 'Rover'],
  [119, 'Saab'],
  [120, 'Saturn'],
  [121, 'Scion'],
  [122, 'Scout'],
  [123, 'Seat'],
  [124, 'Shelby'],
  [33, 'Skoda'],
  [125, 'Skywell'],
  [126, 'Smart'],
  [127, 'SsangYong'],
  [128, 'Subaru'],
  [129, 'Suzuki'],
  [130, 'Tank'],
  [131, 'Tata'],
  [132, 'Tesla'],
  [133, 'Toyota'],
  [134, 'Triumph'],
  [135, 'TVR'],
  [136, 'UD Trucks'],
  [137, 'VinFast'],
  [38, 'Volkswagen'],
  [138, 'Volvo'],
  [139, 'XPeng'],
  [140, 'Zeekr'],
];

/**
 * Other spellings a feed or a shopper uses for a make, in the lookup's key form (lower case, letters
 * and digits only): 'VW', 'Mercedes', 'Chevy'.
 */
const ALIASES: Readonly<Record<string, string>> = {
  vw: 'volkswagen',
  mercedes: 'mercedes-benz',
  merc: 'mercedes-benz',
  chevy: 'chevrolet',
  alfa: 'alfa-romeo',
  ssangyongmotor: 'ssangyong',
  greatwallmotors: 'great-wall',
};

/** The URL form of a make's name: 'Lynk & Co' -> 'lynk-co', 'Rolls-Royce' -> 'rolls-royce'. */
export function makeSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Where a make's logo is served on every site (the build draws one for each make of the list). */
export function makeLogoPath(slug: string): string {
  return `/brands/makes/${slug}.svg`;
}

/** The whole list, in name order. */
export const MAKES: readonly Make[] = ENTRIES.map(([id, name]) => {
  const slug = makeSlug(name);
  return { id, name, slug, logo: { url: makeLogoPath(slug) } };
});

/** The lookup key of a name or slug: case, spaces, hyphens and accents do not matter. */
const keyOf = (text: string): string => makeSlug(text).replace(/-/g, '');

const BY_KEY: ReadonlyMap<string, Make> = new Map(MAKES.map((make) => [keyOf(make.name), make]));
const BY_SLUG: ReadonlyMap<string, Make> = new Map(MAKES.map((make) => [make.slug, make]));

/**
 * The make a name or slug means, whatever its case or punctuation ('VOLKSWAGEN', 'volkswagen',
 * 'Mercedes Benz', 'mercedes-benz', 'VW'); undefined for a make the list does not hold.
 */
export function lookupMake(nameOrSlug: string): Make | undefined {
  const key = keyOf(nameOrSlug);
  const alias = ALIASES[key];
  return BY_KEY.get(key) ?? (alias === undefined ? undefined : BY_SLUG.get(alias));
}

/** The make's name as the list spells it, or the text itself for a make the list does not hold. */
export function makeDisplayName(nameOrSlug: string): string {
  return lookupMake(nameOrSlug)?.name ?? nameOrSlug;
}

/** The choice that ends a hand-picked make list, for a car whose make the list does not hold. */
export const OTHER_MAKE = 'Other';

/**
 * The makes a shopper picks from by hand (the service booking's vehicle make, the trade-in
 * fallback): the site's own makes first, in the order given (the cars the dealer sells and services
 * most, so most shoppers find theirs at the top), then every other make in name order. Slugs or
 * names the list does not hold are skipped.
 */
export function makeOptions(siteMakes: readonly string[] = []): readonly Make[] {
  const first = siteMakes.map(lookupMake).filter((make): make is Make => make !== undefined);
  const firstIds = new Set(first.map((make) => make.id));
  return [...new Map(first.map((make) => [make.id, make])).values(), ...MAKES.filter((make) => !firstIds.has(make.id))];
}

/** One value of the search page's make filter: the stored facet value and how it reads. */
export interface MakeFacetValue {
  readonly value: string;
  readonly label: string;
}

/**
 * The make filter's values for a site's stock, in the order the filter lists them: the site's own
 * makes first (its 'popular' makes: the spec's popular list, which no dealer config holds, is read
 * as the makes the dealer sells), then every other make of the stock by name. Each reads as the
 * list names it ('VOLKSWAGEN' reads 'Volkswagen'); a make the list does not hold reads as stored.
 * Resolved at build time, so the browser gets the few makes of the stock, never the whole list.
 */
export function makeFacetValues(stockMakes: Iterable<string>, siteMakes: readonly string[]): readonly MakeFacetValue[] {
  const values = [...new Set(stockMakes)].map((value) => ({ value, label: makeDisplayName(value) }));
  const rank = (value: MakeFacetValue): number => {
    const make = lookupMake(value.value);
    const index = make === undefined ? -1 : siteMakes.findIndex((site) => lookupMake(site)?.id === make.id);
    return index === -1 ? siteMakes.length : index;
  };
  return values.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label, 'en') || a.value.localeCompare(b.value, 'en'));
}
