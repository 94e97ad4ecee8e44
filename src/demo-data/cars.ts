/**
 * Demo stock for one site. A list of coverage plans guarantees that every case the spec's rules
 * distinguish appears (each car type, status, sold inside and outside the visibility window, tags,
 * prices of 10 or less, market-price cases, every body, fuel, drive and transmission...); the rest
 * of the stock is drawn at random with realistic proportions. All times count back from the
 * reference date, so "sold within N days" and "created within 8 days" hold on the day it runs.
 */
import {
  BODIES,
  DRIVES,
  ELECTRIFIED_FUELS,
  FUELS,
  TRANSMISSIONS,
  type AutograbData,
  type Body,
  type Car,
  type CarLocation,
  type CarStatus,
  type CarType,
  type Colour,
  type Drive,
  type Fuel,
  type PaymentProcessor,
  type PriceType,
  type Transmission,
} from '../domain/cars/car.ts';
import { AGE_INDEX_BUCKET_DAYS, MARKET_PRICE_THRESHOLD, MAX_AGE_INDEX, MIN_VALID_PRICE, TEST_DRIVE_ONLY_TAG } from '../domain/basics/constants.ts';
import type { RegionCode } from '../domain/basics/region.ts';
import type { Dealership, Location, SiteConfig } from '../config/site-config-schema.ts';
import { MAKES, findMake, pricedInUsd, soldInRegion, type MakeSpec, type ModelSpec, type VariantSpec } from './catalogue.ts';
import { CAR_VIEWS, carImageAlt, GENERATED_DIR, type ImageRegistry } from './images.ts';
import { hashString, type Random } from './random.ts';
import { formatDistance } from '../domain/basics/format.ts';
import { SECONDS_PER_DAY } from '../domain/basics/constants.ts';
import { dealerPrice, isoTimestamp, listText, localPrice, regionalEngine, slugify, utcYear } from './util.ts';

/** Custom card tags a dealer might set (spec: tag priority level 4). */
const CUSTOM_TAGS = ['One Owner', 'Low Kms', 'Hot Deal', 'Finance Special', 'Full Service History', 'Ex-Demo Special'] as const;

interface SiteMakes {
  /** The makes the site's config sells, in config order. */
  dealer: MakeSpec[];
  /** Makes that appear only as used trade-ins. */
  tradeIn: MakeSpec[];
}

/** The site's manufacturers as config entries, whichever of `tied` and `several` it uses. */
export function siteManufacturers(config: SiteConfig): { id: number; name: string; slug: string }[] {
  return 'tied' in config.manufacturers ? [config.manufacturers.tied] : config.manufacturers.several;
}

/** Resolves the config's makes to catalogue makes; throws naming any make the generator does not know. */
function resolveSiteMakes(config: SiteConfig): SiteMakes {
  const dealer: MakeSpec[] = [];
  for (const manufacturer of siteManufacturers(config)) {
    const make = findMake(manufacturer.slug);
    if (!make) {
      throw new Error(
        `${config.slug}: no demo catalogue for make "${manufacturer.slug}" (known makes: ${MAKES.map((m) => m.slug).join(', ')})`,
      );
    }
    dealer.push(make);
  }
  const dealerSlugs = new Set(dealer.map((make) => make.slug));
  return { dealer, tradeIn: MAKES.filter((make) => !dealerSlugs.has(make.slug)) };
}

/** Why a car exists: the constraints a coverage plan puts on it; random stock leaves most unset. */
interface CarPlan {
  carType?: CarType;
  status?: CarStatus;
  /** For sold cars: sold inside or outside the site's sold-car visibility window. */
  soldWindow?: 'inside' | 'outside';
  body?: Body;
  fuel?: Fuel;
  drive?: Drive;
  transmission?: Transmission;
  seats?: number;
  /** False keeps hybrids and EVs out, so a plain car shows its own tag rather than the electric one. */
  electrified?: boolean;
  make?: string;
  /** Model name, so every model in the catalogue has stock for its page. */
  model?: string;
  locationId?: number;
  dealershipId?: number;
  reserved?: boolean;
  certified?: boolean;
  preorder?: boolean;
  tag?: string | null;
  price?: number;
  autograb?: 'above' | 'below' | 'boundary' | 'missing';
  createdDaysAgo?: number;
  hidden?: boolean;
  /** The feed gives the car's location no phone (the vehicle page then hides the phone reveal). */
  noPhone?: boolean;
  /** Coverage cars are plain unless a flag is set; random cars draw every flag. */
  random?: boolean;
}

interface Candidate {
  make: MakeSpec;
  model: ModelSpec;
  variant: VariantSpec;
  /** Model years this candidate may be built in, newest first. */
  years: number[];
}

interface Pools {
  new: Candidate[];
  used: { dealer: Candidate[]; tradeIn: Candidate[] };
  comingSoon: Candidate[];
}

const OLDEST_USED_AGE = 14;
/** Manufacturer certified pre-owned programs take cars up to this many years old. */
const CERTIFIED_MAX_AGE = 6;

function buildPools(makes: SiteMakes, region: RegionCode, refYear: number): Pools {
  const newPool: Candidate[] = [];
  const comingSoon: Candidate[] = [];
  const usedOf = (list: MakeSpec[]): Candidate[] => {
    const out: Candidate[] = [];
    for (const make of list) {
      for (const model of make.models) {
        if (!soldInRegion(model, region) || model.comingSoon) continue;
        const first = Math.max(model.years[0], refYear - OLDEST_USED_AGE);
        const last = Math.min(model.years[1] ?? refYear - 1, refYear - 1);
        const years: number[] = [];
        for (let year = last; year >= first; year--) years.push(year);
        if (years.length === 0) continue;
        for (const variant of model.variants) out.push({ make, model, variant, years });
      }
    }
    return out;
  };
  for (const make of makes.dealer) {
    for (const model of make.models) {
      if (!soldInRegion(model, region) || model.years[1] !== null) continue;
      // Announced models are built in their launch year; others only once launched.
      if (model.years[0] > refYear && !model.comingSoon) continue;
      const years = model.comingSoon ? [Math.max(refYear, model.years[0])] : model.years[0] < refYear ? [refYear, refYear - 1] : [refYear];
      for (const variant of model.variants) (model.comingSoon ? comingSoon : newPool).push({ make, model, variant, years });
    }
  }
  return { new: newPool, used: { dealer: usedOf(makes.dealer), tradeIn: usedOf(makes.tradeIn) }, comingSoon };
}

function matches(candidate: Candidate, plan: CarPlan): boolean {
  const { variant } = candidate;
  return (
    (plan.body === undefined || variant.body === plan.body) &&
    (plan.fuel === undefined || variant.fuel === plan.fuel) &&
    (plan.drive === undefined || variant.drive === plan.drive) &&
    (plan.transmission === undefined || variant.transmission === plan.transmission) &&
    (plan.seats === undefined || variant.seats === plan.seats) &&
    (plan.electrified === undefined || ELECTRIFIED_FUELS.includes(variant.fuel) === plan.electrified) &&
    (plan.make === undefined || candidate.make.slug === plan.make) &&
    (plan.model === undefined || candidate.model.name === plan.model)
  );
}

/** Picks a model first, then one of its matching variants, so long variant lists do not dominate. */
function pickCandidate(random: Random, candidates: Candidate[]): Candidate {
  const models = [...new Set(candidates.map((c) => c.model))];
  const model = random.pick(models);
  return random.pick(candidates.filter((c) => c.model === model));
}

function chooseCandidate(
  random: Random,
  pools: Pools,
  plan: CarPlan,
  refYear: number,
  makesOf: (plan: CarPlan) => Set<string> | null,
): { carType: CarType; candidate: Candidate } {
  const allowedMakes = makesOf(plan);
  const ok = (c: Candidate): boolean =>
    matches(c, plan) && (allowedMakes === null || allowedMakes.has(c.make.slug)) && (!plan.certified || refYear - (c.years[0] ?? 0) <= CERTIFIED_MAX_AGE);
  if (plan.preorder) {
    for (const pool of [pools.comingSoon, pools.new]) {
      const found = pool.filter(ok);
      if (found.length > 0) return { carType: 'new', candidate: pickCandidate(random, found) };
    }
  }
  const types: CarType[] = plan.carType ? [plan.carType] : ['new', 'demo', 'used'];
  for (const carType of types) {
    let pools_: Candidate[][];
    if (carType === 'used') {
      const tradeInFirst = !plan.certified && random.chance(0.3);
      pools_ = plan.certified ? [pools.used.dealer] : tradeInFirst ? [pools.used.tradeIn, pools.used.dealer] : [pools.used.dealer, pools.used.tradeIn];
    } else {
      pools_ = [pools.new];
    }
    for (const pool of pools_) {
      const found = pool.filter(ok);
      if (found.length > 0) return { carType, candidate: pickCandidate(random, found) };
    }
  }
  throw new Error(`no catalogue car fits the plan ${JSON.stringify(plan)}`);
}

/** The plans that make every rule-relevant case appear at least once. */
function coveragePlans(config: SiteConfig, makes: SiteMakes, salesLocations: Location[]): CarPlan[] {
  const plans: CarPlan[] = [];
  const soldDays = config.search.sold_visibility_days;
  for (const carType of ['new', 'used', 'demo'] as const) plans.push({ carType }, { carType, createdDaysAgo: 30 });
  for (const make of makes.dealer) {
    plans.push({ carType: 'demo', make: make.slug }, { carType: 'used', make: make.slug });
    for (const model of make.models) {
      if (model.catalogue && model.years[1] === null && !model.comingSoon && soldInRegion(model, config.region)) plans.push({ carType: 'new', make: make.slug, model: model.name });
    }
  }
  for (const dealership of config.dealerships) {
    for (const slug of dealership.manufacturers) plans.push({ carType: 'new', make: findMake(slug)?.slug ?? slug, dealershipId: dealership.id });
  }
  for (const location of salesLocations) plans.push({ carType: 'used', locationId: location.id }, { carType: 'new', locationId: location.id });
  plans.push(
    { carType: 'new', status: 'coming_soon', electrified: false },
    { carType: 'used', status: 'coming_soon' },
    { carType: 'used', status: 'sold', soldWindow: 'outside' },
    { carType: 'new', status: 'sold', soldWindow: 'outside' },
    { carType: 'used', reserved: true, electrified: false },
    { carType: 'new', reserved: true, electrified: false },
    { carType: 'used', certified: true },
    { carType: 'used', certified: true, tag: 'One Owner' },
    { preorder: true, price: 0 },
    { preorder: true },
    { carType: 'demo', tag: TEST_DRIVE_ONLY_TAG },
    { carType: 'new', tag: TEST_DRIVE_ONLY_TAG },
    { carType: 'used', tag: 'One Owner', electrified: false },
    { carType: 'new', tag: 'Hot Deal', electrified: false },
    { carType: 'used', price: 0 },
    { carType: 'new', price: 0 },
    { carType: 'used', price: 1 },
    { carType: 'used', price: MIN_VALID_PRICE },
    { carType: 'used', autograb: 'above' },
    { carType: 'used', autograb: 'above', fuel: 'Diesel' },
    { carType: 'used', autograb: 'below' },
    { carType: 'used', autograb: 'boundary' },
    { carType: 'used', autograb: 'missing' },
    { carType: 'used', createdDaysAgo: 2, electrified: false },
    { carType: 'new', createdDaysAgo: 5, electrified: false },
    { carType: 'new', seats: 7 },
    { carType: 'used', seats: 7 },
    { carType: 'used', hidden: true },
    { carType: 'new', hidden: true },
    { carType: 'used', status: 'sold', soldWindow: 'outside', hidden: true },
    // Card tag priority pairs: each car carries two tags so the higher one must win.
    { fuel: 'Electric', reserved: true },
    { carType: 'used', reserved: true, tag: 'Low Kms', electrified: false },
    { carType: 'new', status: 'coming_soon', tag: 'Finance Special', electrified: false },
    { carType: 'new', status: 'coming_soon', createdDaysAgo: 3, electrified: false },
    { fuel: 'Hybrid', createdDaysAgo: 1 },
  );
  // A window of 0 days shows no sold car at all, so there is nothing to put inside it.
  if (soldDays > 0) plans.push({ carType: 'used', status: 'sold', soldWindow: 'inside' }, { carType: 'new', status: 'sold', soldWindow: 'inside' }, { carType: 'demo', status: 'sold', soldWindow: 'inside' });
  for (const body of BODIES) plans.push({ body });
  for (const fuel of FUELS) plans.push({ fuel });
  for (const fuel of ['Electric', 'Hybrid', 'Plug-in Hybrid'] as const) plans.push({ fuel, carType: 'used' });
  for (const drive of DRIVES) plans.push({ drive });
  for (const transmission of TRANSMISSIONS) plans.push({ transmission });
  for (let bucket = 0; bucket <= MAX_AGE_INDEX; bucket++) plans.push({ carType: 'used', createdDaysAgo: bucket * AGE_INDEX_BUCKET_DAYS + 12 });
  plans.push({ carType: 'used', noPhone: true, electrified: false });
  return plans;
}

function randomPlan(random: Random): CarPlan {
  const carType = random.weighted<CarType>([
    ['used', 50],
    ['new', 35],
    ['demo', 15],
  ]);
  const status = random.weighted<CarStatus>([
    ['in_stock', 88],
    ['coming_soon', 5],
    ['sold', 7],
  ]);
  return {
    carType,
    status,
    soldWindow: status === 'sold' ? (random.chance(0.5) ? 'inside' : 'outside') : undefined,
    random: true,
  };
}

const colourWeights: readonly (readonly [Colour, number])[] = [
  ['White', 24],
  ['Grey', 16],
  ['Silver', 14],
  ['Black', 14],
  ['Blue', 12],
  ['Red', 10],
  ['Green', 4],
  ['Orange', 3],
  ['Yellow', 3],
];

const FEATURE_POOL = {
  common: ['Apple CarPlay', 'Android Auto', 'Reversing Camera', 'Adaptive Cruise Control', 'Blind Spot Monitoring', 'Lane Keep Assist', 'Keyless Entry', 'Alloy Wheels', 'Dual-Zone Climate Control', 'Satellite Navigation'],
  premium: ['Leather Seats', 'Heated Seats', 'Ventilated Seats', 'Sunroof', 'Head-Up Display', 'Premium Sound System', '360 Degree Camera', 'Wireless Charging', 'Power Tailgate'],
  work: ['Tow Bar', 'Tub Liner', 'Bull Bar', 'Snorkel', 'Roof Racks', 'Cargo Barrier'],
  electric: ['DC Fast Charging', 'Vehicle-to-Load', 'Heat Pump', 'Regenerative Braking'],
  family: ['Third Row Seating', 'Rear Air Vents', 'ISOFIX Points', 'Power Sliding Doors'],
} as const;

function pickFeatures(random: Random, variant: VariantSpec, premium: boolean): string[] {
  const pool: string[] = [...FEATURE_POOL.common];
  if (premium) pool.push(...FEATURE_POOL.premium);
  if (['Ute', 'Cab Chassis', 'Van'].includes(variant.body) || variant.drive === '4WD') pool.push(...FEATURE_POOL.work);
  if (variant.fuel === 'Electric' || variant.fuel === 'Plug-in Hybrid') pool.push(...FEATURE_POOL.electric);
  if (variant.seats >= 7) pool.push(...FEATURE_POOL.family);
  const count = random.int(5, 9);
  const chosen = new Set(random.shuffle(pool).slice(0, count));
  return pool.filter((feature) => chosen.has(feature));
}

/** VIN model-year letters; the cycle repeats every 30 years (2010 = A). */
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The ISO 3779 / North American check digit (position 9) for a 17-character VIN. */
function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin[i] ?? '0';
    const value = /\d/.test(char) ? Number(char) : (VIN_VALUES[char] ?? 0);
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

function makeVin(random: Random, wmi: string, year: number): string {
  let vds = '';
  for (let i = 0; i < 5; i++) vds += random.pick([...VIN_CHARS]);
  const yearCode = VIN_YEAR_CODES[(((year - 1980) % 30) + 30) % 30] ?? 'A';
  const plant = random.pick([...'ABCDEFGHKLMNPRSTUVWXYZ']);
  const serial = String(random.int(0, 999_999)).padStart(6, '0');
  const draft = `${wmi}${vds}0${yearCode}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/**
 * How the car's price is advertised. AU dealers advertise most used cars drive away and some
 * "excl. government charges", and new cars either way or "+ on-road costs". The car's id makes the
 * choices the random stream does not (so adding one did not reshuffle every later demo car).
 */
function priceTypeFor(random: Random, region: RegionCode, carType: CarType, id: number): PriceType {
  if (region === 'US') return 'plus_tax_and_fees';
  if (carType !== 'new') return region === 'AU' && id % 4 === 0 ? 'excl_gov_charges' : 'drive_away';
  if (region === 'NZ') return random.chance(0.6) ? 'drive_away' : 'plus_on_road_costs';
  if (random.chance(0.7)) return 'drive_away';
  return id % 2 === 0 ? 'excl_gov_charges' : 'plus_on_road_costs';
}

function osmUrl(location: Location): string {
  return `https://www.openstreetmap.org/?mlat=${location.address.lat}&mlon=${location.address.long}`;
}

/** Locations that hold stock: visible sales locations, or any location when a site has none. */
function salesLocationsOf(config: SiteConfig): Location[] {
  const sales = config.locations.filter((l) => l.visible && (l.location_type === 'sales' || l.location_type === ''));
  return sales.length > 0 ? sales : config.locations;
}

function carLocation(location: Location, distribution: Location[]): CarLocation {
  return {
    id: location.id,
    name: location.name,
    phone: location.contact_detail.phone,
    slug: location.slug,
    address: {
      street: location.address.street,
      city: location.address.city,
      state: location.address.state,
      postcode: location.address.postcode,
      place_url: location.address.place_url ?? osmUrl(location),
    },
    distribution_locations: distribution.map((l) => ({ id: l.id, name: l.name, slug: l.slug })),
  };
}

interface GenerateCarsOptions {
  config: SiteConfig;
  random: Random;
  /** Unix seconds of the reference date's UTC midnight. */
  reference: number;
  images: ImageRegistry;
  /** How many cars: 200 to 240 by default, fixed per site slug; at least `minimumCarCount(config)`. */
  count?: number;
}

/**
 * The fewest cars a site's demo stock can have: one per coverage plan, so that every case the
 * spec's rules distinguish still appears. A larger stock adds random cars to those.
 */
export function minimumCarCount(config: SiteConfig): number {
  return coveragePlans(config, resolveSiteMakes(config), salesLocationsOf(config)).length;
}

/** Picks the site's stock; see the module comment for what is guaranteed. */
export function generateCars({ config, random, reference, images, count }: GenerateCarsOptions): Car[] {
  const region = config.region;
  const refYear = utcYear(reference);
  const makes = resolveSiteMakes(config);
  const pools = buildPools(makes, region, refYear);
  const salesLocations = salesLocationsOf(config);
  const siteHash = hashString(config.slug);
  const total = count ?? 200 + (siteHash % 41);

  const coverage = coveragePlans(config, makes, salesLocations);
  if (!Number.isInteger(total) || total < coverage.length) {
    throw new RangeError(`${config.slug}: the demo stock needs a whole number of at least ${coverage.length} cars (one per case it must show), got ${total}`);
  }
  const plans = [...coverage];
  const planRandom = random.fork('plans');
  while (plans.length < total) plans.push(randomPlan(planRandom));
  const ordered = random.fork('order').shuffle(plans);

  const dealershipById = new Map(config.dealerships.map((d) => [d.id, d]));
  const dealershipSells = (dealership: Dealership, makeSlug: string): boolean =>
    dealership.manufacturers.some((slug) => (findMake(slug)?.slug ?? slug) === makeSlug);

  /** Makes a new or demo car may be, given where the plan puts it. */
  const makesOf = (plan: CarPlan): Set<string> | null => {
    const dealershipId = plan.locationId !== undefined ? salesLocations.find((l) => l.id === plan.locationId)?.dealership_id : plan.dealershipId;
    const dealership = dealershipId === undefined ? undefined : dealershipById.get(dealershipId);
    if (!dealership || plan.carType === 'used') return null;
    return new Set(makes.dealer.filter((make) => dealershipSells(dealership, make.slug)).map((make) => make.slug));
  };

  const idBase = (100 + (siteHash % 900)) * 10_000;
  const stockPrefix = String(10 + (siteHash % 90));
  const vins = new Set<string>();
  const cars: Car[] = [];

  ordered.forEach((plan, index) => {
    const r = random.fork(`car-${index}`);
    const plain = !plan.random;
    const { carType, candidate } = chooseCandidate(r, pools, plan, refYear, makesOf);
    const { make, model, variant } = candidate;
    const isDealerMake = makes.dealer.includes(make);

    // Where the car is.
    let location: Location;
    if (plan.locationId !== undefined) {
      location = salesLocations.find((l) => l.id === plan.locationId) ?? (salesLocations[0] as Location);
    } else {
      const sellers = config.dealerships.filter((d) => dealershipSells(d, make.slug) && (plan.dealershipId === undefined || d.id === plan.dealershipId));
      const ids = new Set((sellers.length > 0 && (carType !== 'used' || r.chance(0.8)) ? sellers : config.dealerships).map((d) => d.id));
      const atSellers = salesLocations.filter((l) => ids.has(l.dealership_id));
      const forMake = atSellers.filter((l) => l.manufacturers.length === 0 || l.manufacturers.includes(make.slug));
      location = r.pick(forMake.length > 0 ? forMake : atSellers.length > 0 ? atSellers : salesLocations);
    }
    const dealership = dealershipById.get(location.dealership_id) ?? (config.dealerships[0] as Dealership);
    const others = salesLocations.filter((l) => l.id !== location.id);
    const distribution = carType === 'used' && others.length > 0 && r.chance(0.5) ? r.shuffle(others).slice(0, r.int(1, Math.min(3, others.length))) : [];

    // Status and dates.
    const preorder = plan.preorder ?? false;
    const status: CarStatus = preorder ? 'coming_soon' : (plan.status ?? 'in_stock');
    let soldAt: number | null = null;
    if (status === 'sold') {
      const window = config.search.sold_visibility_days * SECONDS_PER_DAY;
      const inside = plan.soldWindow === 'inside' && window > 0;
      // Inside: no earlier than one day before the window closes, so the car stays listed all day.
      soldAt = inside ? reference - r.int(0, Math.max(0, window - SECONDS_PER_DAY)) : reference - window - r.int(1, 40) * SECONDS_PER_DAY - r.int(0, SECONDS_PER_DAY - 1);
    }
    const stockEnd = soldAt ?? reference;
    const [fromDays, toDays] = r.weighted<readonly [number, number]>([
      [[0, 7], 12],
      [[9, 60], 45],
      [[61, 180], 28],
      [[181, 450], 15],
    ]);
    const createdDaysAgo =
      plan.createdDaysAgo ?? (soldAt !== null ? Math.ceil((reference - soldAt) / SECONDS_PER_DAY) + r.int(8, 120) : r.int(fromDays, toDays));
    const createdAt = reference - createdDaysAgo * SECONDS_PER_DAY - r.int(1, SECONDS_PER_DAY - 1);
    const ageIndex = Math.min(MAX_AGE_INDEX, Math.max(0, Math.floor((stockEnd - createdAt) / (AGE_INDEX_BUCKET_DAYS * SECONDS_PER_DAY))));

    // Year and odometer.
    const years = plan.certified ? candidate.years.filter((y) => refYear - y <= CERTIFIED_MAX_AGE) : candidate.years;
    const year =
      carType === 'used'
        ? (years[Math.floor(Math.pow(r.next(), 1.4) * years.length)] as number)
        : carType === 'demo'
          ? r.pick(years)
          : r.chance(0.85) || years.length === 1
            ? (years[0] as number)
            : (years[1] as number);
    const age = Math.max(0, refYear - year);
    const lowKms = plan.tag === 'Low Kms' || (carType === 'used' && r.chance(0.1));
    const km =
      carType === 'new'
        ? r.int(5, 45)
        : carType === 'demo'
          ? r.int(1_500, 14_000)
          : Math.round((age * r.int(lowKms ? 3_000 : 9_000, lowKms ? 7_000 : 20_000) + r.int(0, 6_000)) / 10) * 10;

    // Price.
    const listPrice = pricedInUsd(model) ? variant.price : localPrice(variant.price, region);
    const depreciation = carType === 'new' ? 1 : carType === 'demo' ? 0.9 + r.next() * 0.05 : 0.86 * Math.pow(0.9, Math.max(0, age - 1));
    const kmFactor = carType === 'used' ? Math.min(1.08, Math.max(0.82, 1 - (km - age * 14_000) / 400_000)) : 1;
    const noise = carType === 'used' ? 0.93 + r.next() * 0.14 : 1;
    const step = carType === 'used' ? 500 : 1000;
    const marketPrice = Math.max(region === 'US' ? 3_995 : 4_990, dealerPrice(listPrice * depreciation * kmFactor * noise, region, step));
    const price = plan.price ?? marketPrice;
    const priced = price > MIN_VALID_PRICE;

    // Flags.
    const reserved = status === 'in_stock' && (plan.reserved ?? (!plain && r.chance(0.04)));
    const certifiable = carType === 'used' && isDealerMake && age <= CERTIFIED_MAX_AGE;
    const certified = certifiable && (plan.certified ?? (!plain && r.chance(0.3)));
    let tag: string | null = plan.tag ?? null;
    if (plan.tag === undefined && !plain) {
      if (carType !== 'used' && status === 'in_stock' && r.chance(0.05)) tag = TEST_DRIVE_ONLY_TAG;
      else if (r.chance(0.06)) tag = r.pick(CUSTOM_TAGS.filter((t) => carType === 'used' || t !== 'One Owner'));
    }
    const hidden = plan.hidden ?? (!plain && r.chance(0.01));

    const name = `${year} ${make.name} ${model.name} ${variant.badge}`;
    const stocknum = `${carType === 'new' ? 'N' : carType === 'used' ? 'U' : 'D'}${stockPrefix}${String(index + 1).padStart(4, '0')}`;
    const slug = slugify(`${name} ${stocknum}`);
    let vin = makeVin(r, make.wmi, year);
    while (vins.has(vin)) vin = makeVin(r, make.wmi, year);
    vins.add(vin);

    const colour = r.weighted(colourWeights);
    const views = status === 'coming_soon' ? CAR_VIEWS.slice(0, 1) : CAR_VIEWS;
    const carImages = views.map((view) => ({ url: images.car(variant.body, colour, view), alt: carImageAlt(name, colour, view) }));

    const autograb = ((): AutograbData | null => {
      if (carType !== 'used' || plan.autograb === 'missing' || (plan.autograb === undefined && r.chance(0.15))) return null;
      const base = priced ? price : marketPrice;
      const average =
        plan.autograb === 'above'
          ? base + MARKET_PRICE_THRESHOLD + r.int(5, 30) * 100
          : plan.autograb === 'below'
            ? base + r.int(1, 4) * 100
            : plan.autograb === 'boundary'
              ? base + MARKET_PRICE_THRESHOLD
              : Math.round((base * (0.94 + r.next() * 0.16)) / 100) * 100;
      const state = Math.round((average * (0.97 + r.next() * 0.06)) / 100) * 100;
      return { average_market_price: average, state_average_market_price: state };
    })();

    const reservable = status === 'in_stock' && !reserved && priced && r.chance(0.9);
    const paymentProcessors: PaymentProcessor[] = reservable
      ? [{ provider: 'stripe', deposit: price >= 80_000 ? 1_000 : r.chance(0.1) ? 500 : null }]
      : [];

    const beforePrice = priced && status !== 'sold' && !plain && r.chance(0.15) ? price + r.int(2, 8) * 500 : null;
    const offerPrice = priced && carType === 'new' && status !== 'sold' && r.chance(0.12) ? price - r.int(2, 6) * 500 : null;
    const subscribable = priced && status !== 'sold' && (carType !== 'used' ? r.chance(0.3) : age <= 3 && r.chance(0.15));
    const subscriptionPrice = subscribable ? Math.round(price * 0.0062) : null;

    const premium = variant.price >= 55_000 || /Elite|Platinum|Astina|Azami|Akera|R-Line|GT|Premium|Signature|Calligraphy|Iconic|Sportline|Style/.test(variant.badge);
    const features = pickFeatures(r, variant, premium);
    const series = `${model.series} MY${String(year).slice(2)}`;
    const file = carType === 'used' && r.chance(0.55) ? { name: 'Vehicle history report', url: `/${GENERATED_DIR}/reports/${config.slug}/${slug}.pdf` } : null;

    cars.push({
      id: idBase + index + 1,
      slug,
      name,
      make: make.name,
      make_slug: make.slug,
      model: model.name,
      badge: variant.badge,
      series,
      year,
      km,
      price,
      before_price: beforePrice,
      offer_price: offerPrice,
      subscription_price: subscriptionPrice,
      price_type: priceTypeFor(r, region, carType, idBase + index + 1),
      car_type: carType,
      status,
      sold: status === 'sold',
      sold_date_timestamp: soldAt,
      show_on_dealer_website: !hidden,
      reserved,
      tag,
      certified,
      created_at: isoTimestamp(createdAt),
      stocknum,
      vin,
      dealership_id: dealership.id,
      dealership_slug: dealership.slug,
      dealership_name: dealership.name,
      city: location.address.city,
      state: location.address.state,
      private_suburb: location.address.city,
      private_postcode: location.address.postcode,
      simple_fuel: variant.fuel,
      simple_body: variant.body,
      simple_drive: variant.drive,
      simple_transmission: variant.transmission,
      images: carImages,
      primary_image_url: carImages[0]?.url ?? '',
      photos_count: carImages.length,
      preorder,
      carsales_title: `${name} ${series} ${variant.transmission === 'Automatic' ? 'Auto' : 'Manual'} ${variant.drive}`,
      file,
      payment_processors: paymentProcessors,
      autograb_data: autograb,
      location: plan.noPhone === true ? { ...carLocation(location, distribution), phone: '' } : carLocation(location, distribution),
      colour,
      seats: variant.seats,
      doors: variant.doors,
      engine: regionalEngine(variant.engine, region),
      age_index: ageIndex,
      features,
      description: describeCar(r, { name, carType, status, km, region, colour, variant, features, dealership: dealership.name, phone: plan.noPhone === true ? '' : location.contact_detail.phone, certified, oneOwner: tag === 'One Owner' }),
    });
  });
  return cars;
}

interface DescribeInput {
  name: string;
  carType: CarType;
  status: CarStatus;
  km: number;
  region: RegionCode;
  colour: Colour;
  variant: VariantSpec;
  features: string[];
  dealership: string;
  phone: string;
  certified: boolean;
  oneOwner: boolean;
}

/** Dealer comments: three or four short plain-text paragraphs. */
function describeCar(random: Random, car: DescribeInput): string {
  const colour = car.colour.toLowerCase();
  const opening =
    car.status === 'coming_soon'
      ? `Arriving soon: this ${car.name} in ${colour} is on its way to ${car.dealership}. Secure it now before it lands.`
      : car.carType === 'new'
        ? `Brand new ${car.name} in ${colour}, in stock and ready for delivery.`
        : car.carType === 'demo'
          ? `Save on this ex-demonstrator ${car.name} in ${colour}, with just ${formatDistance(car.km, car.region)} and the balance of the factory warranty.`
          : `This ${car.oneOwner ? 'one-owner ' : ''}${car.name} in ${colour} has travelled ${formatDistance(car.km, car.region)}${car.certified ? ' and has passed the manufacturer certified pre-owned inspection' : ''}.`;
  const highlights = `Highlights include ${listText(car.features.slice(0, 4).map((f) => (/^(Apple|Android|ISOFIX|DC)\b/.test(f) ? f : f.toLowerCase())))}.`;
  const drivetrain = `Power comes from a ${regionalEngine(car.variant.engine, car.region)} with ${car.variant.transmission === 'Automatic' ? 'an automatic' : 'a manual'} transmission and ${car.variant.drive}, with seating for ${car.variant.seats}.`;
  const closing =
    car.phone === ''
      ? `Finance, trade-ins and extended warranty are available. Enquire online and ${car.dealership} will be in touch.`
      : random.pick([
          `Finance, trade-ins and extended warranty are available. Call ${car.dealership} on ${car.phone} or enquire online today.`,
          `Book a test drive with ${car.dealership} today, or call ${car.phone} to talk finance and trade-ins.`,
          `Trade-ins welcome and finance available on approved credit. Call ${car.phone} to arrange an inspection.`,
        ]);
  return [opening, highlights, drivetrain, closing].join('\n\n');
}
