/**
 * Makes, models and variants the demo stock is drawn from: realistic names, body styles, drivetrains
 * and new prices. Dealer makes come from the site config; the other makes here appear as used
 * trade-ins, which is how a real dealer's used stock looks and how a single-make site still covers
 * every body, fuel and drive the search facets know.
 */
import type { Body, Colour, Drive, Fuel, Transmission } from '../domain/cars/car.ts';
import type { ModelBody, ModelStatus } from '../domain/content/content.ts';
import type { RegionCode } from '../domain/basics/region.ts';

export interface VariantSpec {
  badge: string;
  body: Body;
  fuel: Fuel;
  drive: Drive;
  transmission: Transmission;
  seats: number;
  doors: number;
  engine: string;
  /** New price in AUD, or in USD for models sold only in the US. */
  price: number;
}

/** Extra model-page details; models without them get generated text and derived values. */
interface CatalogueSpec {
  status?: ModelStatus;
  body?: ModelBody[];
  variant?: string;
  override_url?: string;
  /** Catalogue-only entries such as "Golf GTI" name the stock model they list. */
  stockModel?: string;
  short: string;
  /** Themes of the feature blocks, in order. */
  features?: FeatureTheme[];
}

export type FeatureTheme = 'safety' | 'technology' | 'comfort' | 'performance' | 'space' | 'efficiency' | 'capability';

export interface ModelSpec {
  name: string;
  /** Series code printed before the model year, e.g. "AW" gives "AW MY24". */
  series: string;
  /** First and last model year sold; null while still on sale. */
  years: readonly [number, number | null];
  /** Regions the model is sold in; all when absent. */
  regions?: readonly RegionCode[];
  /** Announced but not yet delivered: only preorders and coming-soon stock. */
  comingSoon?: boolean;
  /** Colour of the model's catalogue image. */
  colour: Colour;
  variants: readonly VariantSpec[];
  catalogue?: CatalogueSpec;
}

export interface MakeSpec {
  slug: string;
  name: string;
  /** World manufacturer identifier: the first three VIN characters. */
  wmi: string;
  models: readonly ModelSpec[];
}

const defaultSeats: Record<Body, number> = {
  SUV: 5,
  Hatch: 5,
  Sedan: 5,
  Ute: 5,
  Wagon: 5,
  Van: 3,
  'People Mover': 8,
  'Cab Chassis': 3,
  Coupe: 4,
  Convertible: 4,
};
const defaultDoors: Record<Body, number> = {
  SUV: 5,
  Hatch: 5,
  Sedan: 4,
  Ute: 4,
  Wagon: 5,
  Van: 4,
  'People Mover': 5,
  'Cab Chassis': 2,
  Coupe: 2,
  Convertible: 2,
};
const defaultEngine: Record<Fuel, string> = {
  Petrol: '2.0L 4cyl petrol',
  Diesel: '2.0L 4cyl turbo diesel',
  Hybrid: '2.5L 4cyl petrol hybrid',
  'Plug-in Hybrid': '2.5L 4cyl plug-in hybrid',
  Electric: 'Electric motor',
  LPG: '4.0L 6cyl LPG',
};

interface VariantExtras {
  seats?: number;
  doors?: number;
  engine?: string;
}

/** A variant, with seats, doors and engine defaulted from its body and fuel. */
function v(
  badge: string,
  body: Body,
  fuel: Fuel,
  drive: Drive,
  transmission: Transmission,
  price: number,
  extras: VariantExtras = {},
): VariantSpec {
  return {
    badge,
    body,
    fuel,
    drive,
    transmission,
    seats: extras.seats ?? defaultSeats[body],
    doors: extras.doors ?? defaultDoors[body],
    engine: extras.engine ?? defaultEngine[fuel],
    price,
  };
}

const A = 'Automatic';
const M = 'Manual';
const ANZ: readonly RegionCode[] = ['AU', 'NZ'];
const US: readonly RegionCode[] = ['US'];

const volkswagen: MakeSpec = {
  slug: 'volkswagen',
  name: 'Volkswagen',
  wmi: 'WVW',
  models: [
    {
      name: 'Polo',
      series: 'AW',
      years: [2012, null],
      regions: ANZ,
      colour: 'Red',
      variants: [
        v('85TSI Life', 'Hatch', 'Petrol', 'FWD', A, 29990, { engine: '1.0L 3cyl turbo petrol' }),
        v('85TSI Style', 'Hatch', 'Petrol', 'FWD', A, 33990, { engine: '1.0L 3cyl turbo petrol' }),
        v('70TSI Trendline', 'Hatch', 'Petrol', 'FWD', M, 22990, { engine: '1.0L 3cyl turbo petrol' }),
        v('GTI', 'Hatch', 'Petrol', 'FWD', A, 41990, { engine: '2.0L 4cyl turbo petrol' }),
      ],
      catalogue: { short: 'The city-sized hatch that feels a class above, with turbo power and a full safety suite.', features: ['technology', 'safety', 'efficiency'] },
    },
    {
      name: 'Golf',
      series: '8',
      years: [2010, null],
      colour: 'Blue',
      variants: [
        v('110TSI Life', 'Hatch', 'Petrol', 'FWD', A, 36990, { engine: '1.4L 4cyl turbo petrol' }),
        v('110TSI Style', 'Hatch', 'Petrol', 'FWD', A, 41990, { engine: '1.4L 4cyl turbo petrol' }),
        v('110TSI Life Wagon', 'Wagon', 'Petrol', 'FWD', A, 39490, { engine: '1.4L 4cyl turbo petrol' }),
        v('GTI', 'Hatch', 'Petrol', 'FWD', A, 56990, { engine: '2.0L 4cyl turbo petrol' }),
        v('GTI Manual', 'Hatch', 'Petrol', 'FWD', M, 52990, { engine: '2.0L 4cyl turbo petrol', doors: 3 }),
        v('R', 'Hatch', 'Petrol', 'AWD', A, 69990, { engine: '2.0L 4cyl turbo petrol' }),
        v('R Wagon', 'Wagon', 'Petrol', 'AWD', A, 71990, { engine: '2.0L 4cyl turbo petrol' }),
      ],
      catalogue: { short: 'The benchmark hatchback: refined, practical and now in its eighth generation.', features: ['technology', 'comfort', 'safety', 'efficiency'] },
    },
    {
      name: 'T-Cross',
      series: 'C1',
      years: [2020, null],
      regions: ANZ,
      colour: 'Orange',
      variants: [
        v('85TSI Life', 'SUV', 'Petrol', 'FWD', A, 33990, { engine: '1.0L 3cyl turbo petrol' }),
        v('85TSI Style', 'SUV', 'Petrol', 'FWD', A, 37990, { engine: '1.0L 3cyl turbo petrol' }),
      ],
      catalogue: { short: 'A compact SUV with a sliding rear bench and room to spare for the weekend.', features: ['space', 'technology', 'safety'] },
    },
    {
      name: 'T-Roc',
      series: 'A1',
      years: [2020, null],
      regions: ANZ,
      colour: 'Yellow',
      variants: [
        v('CityLife', 'SUV', 'Petrol', 'FWD', A, 38990, { engine: '1.4L 4cyl turbo petrol' }),
        v('110TSI Style', 'SUV', 'Petrol', 'FWD', A, 42990, { engine: '1.4L 4cyl turbo petrol' }),
        v('R', 'SUV', 'Petrol', 'AWD', A, 63990, { engine: '2.0L 4cyl turbo petrol' }),
      ],
      catalogue: { short: 'Bold small-SUV style, with a hot R version for drivers.', features: ['performance', 'technology', 'safety'] },
    },
    {
      name: 'Tiguan',
      series: '5N',
      years: [2012, null],
      colour: 'Grey',
      variants: [
        v('110TSI Life', 'SUV', 'Petrol', 'FWD', A, 44990, { engine: '1.5L 4cyl turbo petrol' }),
        v('162TSI Elegance', 'SUV', 'Petrol', 'AWD', A, 59990, { engine: '2.0L 4cyl turbo petrol' }),
        v('162TSI R-Line', 'SUV', 'Petrol', 'AWD', A, 64990, { engine: '2.0L 4cyl turbo petrol' }),
        v('140TDI Elegance', 'SUV', 'Diesel', 'AWD', A, 62990),
        v('eHybrid R-Line', 'SUV', 'Plug-in Hybrid', 'FWD', A, 67990, { engine: '1.5L 4cyl turbo plug-in hybrid' }),
      ],
      catalogue: { status: 'new', short: 'The all-new Tiguan: a smarter cabin, a plug-in hybrid option and 4MOTION confidence.', features: ['technology', 'comfort', 'safety', 'efficiency'] },
    },
    {
      name: 'Tiguan Allspace',
      series: '5N',
      years: [2018, 2024],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('132TSI Life', 'SUV', 'Petrol', 'AWD', A, 52990, { seats: 7, engine: '2.0L 4cyl turbo petrol' }),
        v('162TSI R-Line', 'SUV', 'Petrol', 'AWD', A, 64990, { seats: 7, engine: '2.0L 4cyl turbo petrol' }),
        v('147TDI Elegance', 'SUV', 'Diesel', 'AWD', A, 62990, { seats: 7 }),
      ],
    },
    {
      name: 'Tayron',
      series: 'DA',
      years: [2025, null],
      regions: ANZ,
      colour: 'Green',
      variants: [
        v('162TSI Elegance', 'SUV', 'Petrol', 'AWD', A, 64990, { seats: 7, engine: '2.0L 4cyl turbo petrol' }),
        v('195TSI R-Line', 'SUV', 'Petrol', 'AWD', A, 72990, { seats: 7, engine: '2.0L 4cyl turbo petrol' }),
      ],
      catalogue: { status: 'new', short: 'Seven seats, three rows and a premium cabin: the new family flagship.', features: ['space', 'comfort', 'technology', 'safety'] },
    },
    {
      name: 'Touareg',
      series: 'CR',
      years: [2012, null],
      regions: ANZ,
      colour: 'Black',
      variants: [
        v('170TDI', 'SUV', 'Diesel', 'AWD', A, 89990, { engine: '3.0L V6 turbo diesel' }),
        v('210TDI R-Line', 'SUV', 'Diesel', 'AWD', A, 117990, { engine: '3.0L V6 turbo diesel' }),
        v('R eHybrid', 'SUV', 'Plug-in Hybrid', 'AWD', A, 139990, { engine: '3.0L V6 turbo plug-in hybrid' }),
      ],
      catalogue: { short: 'The luxury SUV with V6 torque, air suspension and a 3.5-tonne towing capacity.', features: ['capability', 'comfort', 'performance', 'technology'] },
    },
    {
      name: 'ID.4',
      series: 'E2',
      years: [2023, null],
      colour: 'Silver',
      variants: [
        v('Pro', 'SUV', 'Electric', 'RWD', A, 64990, { engine: '150kW electric motor' }),
        v('GTX', 'SUV', 'Electric', 'AWD', A, 74990, { engine: 'Dual electric motors, 250kW' }),
      ],
      catalogue: { short: 'An all-electric SUV with up to 522 km of range and fast DC charging.', features: ['efficiency', 'technology', 'space'] },
    },
    {
      name: 'ID.5',
      series: 'E3',
      years: [2023, null],
      regions: ANZ,
      colour: 'Grey',
      variants: [
        v('Pro', 'SUV', 'Electric', 'RWD', A, 69990, { engine: '150kW electric motor' }),
        v('GTX', 'SUV', 'Electric', 'AWD', A, 79990, { engine: 'Dual electric motors, 250kW' }),
      ],
      catalogue: { short: 'The coupe-SUV take on electric driving, with a sleek roofline and quiet cabin.', features: ['efficiency', 'technology', 'comfort'] },
    },
    {
      name: 'ID. Buzz',
      series: 'EB',
      years: [2024, null],
      colour: 'Yellow',
      variants: [
        v('Pro', 'People Mover', 'Electric', 'RWD', A, 92990, { seats: 5, engine: '210kW electric motor' }),
        v('Pro LWB', 'People Mover', 'Electric', 'RWD', A, 99990, { seats: 7, engine: '210kW electric motor' }),
        v('Cargo', 'Van', 'Electric', 'RWD', A, 80990, { seats: 3, engine: '150kW electric motor' }),
      ],
      catalogue: { status: 'new', body: ['People Mover', 'Van', 'Passenger', 'Commercial'], short: 'The icon, electrified: seating for up to seven or a cargo van for business.', features: ['space', 'efficiency', 'technology'] },
    },
    {
      name: 'Multivan',
      series: 'T7',
      years: [2016, null],
      regions: ANZ,
      colour: 'Silver',
      variants: [
        v('Life', 'People Mover', 'Petrol', 'FWD', A, 74990, { seats: 7, engine: '2.0L 4cyl turbo petrol' }),
        v('Energetic eHybrid', 'People Mover', 'Plug-in Hybrid', 'FWD', A, 95990, { seats: 7, engine: '1.4L 4cyl turbo plug-in hybrid' }),
        v('TDI340 Comfortline', 'People Mover', 'Diesel', 'FWD', A, 64990, { seats: 7 }),
      ],
      catalogue: { short: 'Sliding seats on rails and a lounge-like cabin for up to seven.', features: ['space', 'comfort', 'technology'] },
    },
    {
      name: 'Amarok',
      series: 'NF',
      years: [2012, null],
      regions: ANZ,
      colour: 'Grey',
      variants: [
        v('Life TDI500', 'Ute', 'Diesel', '4WD', A, 63990),
        v('Style TDI600', 'Ute', 'Diesel', '4WD', A, 71990, { engine: '3.0L V6 turbo diesel' }),
        v('Core TDI400', 'Ute', 'Diesel', '4WD', M, 54990),
        v('Core TDI400 Single Cab Chassis', 'Cab Chassis', 'Diesel', '4WD', M, 46990, { seats: 2 }),
      ],
      catalogue: { body: ['Ute', 'Commercial'], short: 'A premium 4x4 ute with V6 power, a 3.5-tonne tow rating and a well-appointed cabin.', features: ['capability', 'performance', 'comfort', 'safety'] },
    },
    {
      name: 'Caddy',
      series: 'SK',
      years: [2012, null],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('Cargo TSI220', 'Van', 'Petrol', 'FWD', A, 39990, { seats: 2, engine: '1.5L 4cyl turbo petrol' }),
        v('Cargo TDI320', 'Van', 'Diesel', 'FWD', M, 45990, { seats: 2 }),
        v('Maxi Life', 'People Mover', 'Petrol', 'FWD', A, 49990, { seats: 7, engine: '1.5L 4cyl turbo petrol' }),
      ],
      catalogue: { body: ['Van', 'People Mover', 'Commercial'], short: 'The compact van that works all week and carries seven on the weekend.', features: ['space', 'efficiency', 'safety'] },
    },
    {
      name: 'Transporter',
      series: 'T7',
      years: [2012, null],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('TDI340 SWB', 'Van', 'Diesel', 'FWD', A, 54990),
        v('TDI340 LWB', 'Van', 'Diesel', 'FWD', A, 58990),
        v('TDI340 Cab Chassis', 'Cab Chassis', 'Diesel', 'FWD', M, 52990),
      ],
      catalogue: { status: 'new', body: ['Van', 'Commercial'], short: 'The new-generation Transporter: more cargo space, more payload and more safety.', features: ['space', 'capability', 'safety'] },
    },
    {
      name: 'Crafter',
      series: 'SY',
      years: [2017, null],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('35 TDI410 MWB', 'Van', 'Diesel', 'FWD', A, 69990),
        v('50 TDI410 Cab Chassis', 'Cab Chassis', 'Diesel', 'RWD', M, 72990),
      ],
      catalogue: { body: ['Van', 'Commercial'], short: 'A large van with car-like driver assistance and up to 18.4 cubic metres of space.', features: ['space', 'capability', 'safety'] },
    },
    {
      name: 'Passat',
      series: 'B8',
      years: [2012, null],
      regions: ANZ,
      colour: 'Blue',
      variants: [
        v('140TSI Business Wagon', 'Wagon', 'Petrol', 'FWD', A, 52990, { engine: '2.0L 4cyl turbo petrol' }),
        v('206TSI R-Line Wagon', 'Wagon', 'Petrol', 'AWD', A, 66990, { engine: '2.0L 4cyl turbo petrol' }),
        v('132TSI Comfortline', 'Sedan', 'Petrol', 'FWD', A, 42990, { engine: '1.8L 4cyl turbo petrol' }),
      ],
      catalogue: { short: 'The long-distance wagon: a huge boot, a calm ride and an efficient turbo engine.', features: ['space', 'comfort', 'efficiency'] },
    },
    {
      name: 'Arteon',
      series: '3H',
      years: [2018, 2024],
      regions: ANZ,
      colour: 'Grey',
      variants: [
        v('206TSI R-Line', 'Sedan', 'Petrol', 'AWD', A, 67990, { engine: '2.0L 4cyl turbo petrol' }),
        v('206TSI R-Line Shooting Brake', 'Wagon', 'Petrol', 'AWD', A, 69990, { engine: '2.0L 4cyl turbo petrol' }),
      ],
    },
    {
      name: 'Scirocco',
      series: '1S',
      years: [2012, 2017],
      colour: 'Red',
      variants: [
        v('R', 'Coupe', 'Petrol', 'FWD', M, 47990, { engine: '2.0L 4cyl turbo petrol', doors: 3 }),
        v('R', 'Coupe', 'Petrol', 'FWD', A, 49990, { engine: '2.0L 4cyl turbo petrol', doors: 3 }),
      ],
    },
    {
      name: 'Beetle',
      series: '5C',
      years: [2012, 2019],
      colour: 'Yellow',
      variants: [
        v('Cabriolet', 'Convertible', 'Petrol', 'FWD', A, 38990, { engine: '1.4L 4cyl turbo petrol' }),
        v('Dune', 'Hatch', 'Petrol', 'FWD', A, 34990, { doors: 3, engine: '1.4L 4cyl turbo petrol' }),
      ],
    },
    {
      name: 'Jetta',
      series: 'BU',
      years: [2019, null],
      regions: US,
      colour: 'Silver',
      variants: [v('SE', 'Sedan', 'Petrol', 'FWD', A, 24995, { engine: '1.5L 4cyl turbo petrol' }), v('GLI', 'Sedan', 'Petrol', 'FWD', M, 32995)],
    },
    {
      name: 'Atlas',
      series: 'CA',
      years: [2018, null],
      regions: US,
      colour: 'Black',
      variants: [v('SE 4MOTION', 'SUV', 'Petrol', 'AWD', A, 44995, { seats: 7 })],
    },
    {
      name: 'California',
      series: 'T7',
      years: [2026, null],
      regions: ANZ,
      comingSoon: true,
      colour: 'Green',
      variants: [
        v('Beach', 'People Mover', 'Petrol', 'FWD', A, 99990, { seats: 4, engine: '2.0L 4cyl turbo petrol' }),
        v('Ocean eHybrid 4MOTION', 'People Mover', 'Plug-in Hybrid', 'AWD', A, 129990, { seats: 4, engine: '1.5L 4cyl turbo plug-in hybrid' }),
      ],
      catalogue: { status: 'coming_soon', body: ['Camper', 'Coming Soon'], short: 'The new California camper: pop-top roof, kitchenette and sliding doors on both sides.', features: ['space', 'comfort', 'capability'] },
    },
    {
      name: 'ID.7',
      series: 'ED',
      years: [2026, null],
      regions: ANZ,
      comingSoon: true,
      colour: 'Blue',
      variants: [
        v('Pro Tourer', 'Wagon', 'Electric', 'RWD', A, 79990, { engine: '210kW electric motor' }),
        v('GTX Tourer', 'Wagon', 'Electric', 'AWD', A, 89990, { engine: 'Dual electric motors, 250kW' }),
      ],
      catalogue: { status: 'coming_soon', body: ['Wagon', 'Passenger', 'Coming Soon'], short: 'An electric wagon with up to 685 km of range. Register your interest today.', features: ['efficiency', 'comfort', 'technology'] },
    },
  ],
};

/** Catalogue-only VW entries: sub-ranges with their own model page, listing stock of their base model. */
export const VOLKSWAGEN_VARIANT_ENTRIES: readonly { name: string; of: string; variant: string; override_url: string | null; short: string; colour: Colour; body: Body }[] = [
  { name: 'Polo GTI', of: 'Polo', variant: 'GTI', override_url: null, short: 'The hot little hatch: 2.0-litre turbo, sports suspension and tartan seats.', colour: 'Red', body: 'Hatch' },
  { name: 'Golf GTI', of: 'Golf', variant: 'GTI', override_url: null, short: 'Almost fifty years of GTI, with 180 kW and a sharper chassis.', colour: 'White', body: 'Hatch' },
  { name: 'Golf R', of: 'Golf', variant: 'R', override_url: '/models/golf', short: 'All-wheel drive, 245 kW and a drift mode, in hatch or wagon.', colour: 'Blue', body: 'Hatch' },
];

const ford: MakeSpec = {
  slug: 'ford',
  name: 'Ford',
  wmi: 'MPB',
  models: [
    {
      name: 'Ranger',
      series: 'PY',
      years: [2012, null],
      colour: 'Blue',
      variants: [
        v('XL 2.0 Dual Cab 4x4', 'Ute', 'Diesel', '4WD', A, 58990),
        v('XL 2.0 Single Cab Chassis 4x2', 'Cab Chassis', 'Diesel', 'RWD', M, 37990, { seats: 2 }),
        v('XLT 3.0 V6 Dual Cab 4x4', 'Ute', 'Diesel', '4WD', A, 69990, { engine: '3.0L V6 turbo diesel' }),
        v('Wildtrak 3.0 V6', 'Ute', 'Diesel', '4WD', A, 78990, { engine: '3.0L V6 turbo diesel' }),
        v('Raptor', 'Ute', 'Petrol', '4WD', A, 89990, { engine: '3.0L V6 twin-turbo petrol' }),
        v('Wildtrak PHEV', 'Ute', 'Plug-in Hybrid', '4WD', A, 82990, { engine: '2.3L 4cyl turbo plug-in hybrid' }),
      ],
      catalogue: { body: ['Ute', 'Commercial'], short: "Australia's favourite ute, from workhorse XL to desert-running Raptor.", features: ['capability', 'technology', 'safety'] },
    },
    {
      name: 'Everest',
      series: 'UB',
      years: [2015, null],
      regions: ANZ,
      colour: 'Silver',
      variants: [
        v('Ambiente RWD', 'SUV', 'Diesel', 'RWD', A, 54990, { seats: 7 }),
        v('Trend 2.0 4WD', 'SUV', 'Diesel', '4WD', A, 66990, { seats: 7 }),
        v('Platinum V6', 'SUV', 'Diesel', '4WD', A, 82990, { seats: 7, engine: '3.0L V6 turbo diesel' }),
      ],
      catalogue: { short: 'A seven-seat 4x4 wagon that tows, wades and still feels refined on the school run.', features: ['space', 'capability', 'safety'] },
    },
    {
      name: 'Mustang',
      series: 'S650',
      years: [2016, null],
      colour: 'Red',
      variants: [
        v('GT Fastback', 'Coupe', 'Petrol', 'RWD', M, 74990, { engine: '5.0L V8 petrol' }),
        v('GT Convertible', 'Convertible', 'Petrol', 'RWD', A, 82990, { engine: '5.0L V8 petrol' }),
        v('EcoBoost Fastback', 'Coupe', 'Petrol', 'RWD', A, 62990, { engine: '2.3L 4cyl turbo petrol' }),
      ],
      catalogue: { short: 'The V8 pony car, as a fastback or a convertible, with a six-speed manual on offer.', features: ['performance', 'technology', 'comfort'] },
    },
    {
      name: 'Puma',
      series: 'JK',
      years: [2020, null],
      regions: ANZ,
      colour: 'Orange',
      variants: [
        v('Puma', 'SUV', 'Petrol', 'FWD', A, 33990, { engine: '1.0L 3cyl turbo petrol' }),
        v('ST-Line V', 'SUV', 'Petrol', 'FWD', A, 38990, { engine: '1.0L 3cyl turbo petrol' }),
      ],
      catalogue: { short: 'A small SUV with a clever MegaBox under the boot floor.', features: ['space', 'technology', 'efficiency'] },
    },
    {
      name: 'Escape',
      series: 'ZH',
      years: [2017, null],
      colour: 'Grey',
      variants: [
        v('ST-Line AWD', 'SUV', 'Petrol', 'AWD', A, 43990),
        v('ST-Line PHEV', 'SUV', 'Plug-in Hybrid', 'FWD', A, 56990),
      ],
      catalogue: { short: 'A mid-size SUV with a plug-in hybrid that covers most commutes on electricity.', features: ['efficiency', 'technology', 'space'] },
    },
    {
      name: 'Mustang Mach-E',
      series: 'CX727',
      years: [2022, null],
      colour: 'White',
      variants: [
        v('Select', 'SUV', 'Electric', 'RWD', A, 72990, { engine: '198kW electric motor' }),
        v('GT', 'SUV', 'Electric', 'AWD', A, 99990, { engine: 'Dual electric motors, 358kW' }),
      ],
      catalogue: { short: 'The electric SUV with Mustang attitude and up to 600 km of range.', features: ['efficiency', 'performance', 'technology'] },
    },
    {
      name: 'Transit Custom',
      series: 'V710',
      years: [2014, null],
      regions: ANZ,
      colour: 'White',
      variants: [v('320S SWB', 'Van', 'Diesel', 'FWD', A, 50990), v('Tourneo Active', 'People Mover', 'Diesel', 'FWD', A, 69990)],
    },
    {
      name: 'Transit',
      series: 'VO',
      years: [2014, null],
      colour: 'White',
      variants: [
        v('350L Cab Chassis', 'Cab Chassis', 'Diesel', 'RWD', M, 62990),
        v('E-Transit', 'Van', 'Electric', 'RWD', A, 99990, { engine: '198kW electric motor' }),
        v('350L Van', 'Van', 'Diesel', 'RWD', A, 66990),
      ],
    },
    {
      name: 'Falcon',
      series: 'FG X',
      years: [2010, 2016],
      regions: ANZ,
      colour: 'Blue',
      variants: [
        v('XR6 EcoLPi', 'Sedan', 'LPG', 'RWD', A, 39990),
        v('XT EcoLPi', 'Sedan', 'LPG', 'RWD', A, 35990),
        v('XR6 Ute', 'Ute', 'Petrol', 'RWD', M, 37990, { seats: 2, doors: 2, engine: '4.0L 6cyl petrol' }),
      ],
    },
    {
      name: 'Territory',
      series: 'SZ',
      years: [2011, 2016],
      regions: ANZ,
      colour: 'Silver',
      variants: [v('TS', 'SUV', 'Petrol', 'RWD', A, 47990, { seats: 7, engine: '4.0L 6cyl petrol' })],
    },
    {
      name: 'F-150',
      series: 'P702',
      years: [2015, null],
      regions: US,
      colour: 'Blue',
      variants: [
        v('XLT SuperCrew 4x4', 'Ute', 'Petrol', '4WD', A, 52995, { engine: '3.5L V6 twin-turbo petrol' }),
        v('XL Propane Autogas', 'Ute', 'LPG', 'RWD', A, 46995, { engine: '5.0L V8 propane' }),
        v('Lightning Pro', 'Ute', 'Electric', 'AWD', A, 54995, { engine: 'Dual electric motors' }),
      ],
    },
    {
      name: 'F-350',
      series: 'P558',
      years: [2015, null],
      regions: US,
      colour: 'White',
      variants: [v('XL Chassis Cab 4x4', 'Cab Chassis', 'Diesel', '4WD', A, 52995, { engine: '6.7L V8 turbo diesel' })],
    },
    {
      name: 'Explorer',
      series: 'U625',
      years: [2016, null],
      regions: US,
      colour: 'Black',
      variants: [v('XLT 4WD', 'SUV', 'Petrol', 'AWD', A, 41995, { seats: 7, engine: '2.3L 4cyl turbo petrol' })],
    },
  ],
};

const hyundai: MakeSpec = {
  slug: 'hyundai',
  name: 'Hyundai',
  wmi: 'KMH',
  models: [
    {
      name: 'Tucson',
      series: 'NX4',
      years: [2012, null],
      colour: 'Grey',
      variants: [
        v('Tucson', 'SUV', 'Petrol', 'FWD', A, 37990),
        v('Elite 2.0D AWD', 'SUV', 'Diesel', 'AWD', A, 49990),
        v('Hybrid Elite AWD', 'SUV', 'Hybrid', 'AWD', A, 54990, { engine: '1.6L 4cyl turbo hybrid' }),
      ],
      catalogue: { short: 'A bold mid-size SUV with a hybrid option and a long equipment list.', features: ['technology', 'efficiency', 'safety'] },
    },
    {
      name: 'i30',
      series: 'CN7',
      years: [2012, null],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('Hatch', 'Hatch', 'Petrol', 'FWD', A, 28990),
        v('N Line Premium', 'Hatch', 'Petrol', 'FWD', A, 38990, { engine: '1.6L 4cyl turbo petrol' }),
        v('N', 'Hatch', 'Petrol', 'FWD', M, 49990, { engine: '2.0L 4cyl turbo petrol' }),
        v('Sedan Active', 'Sedan', 'Petrol', 'FWD', A, 29990),
        v('Sedan Hybrid', 'Sedan', 'Hybrid', 'FWD', A, 36990, { engine: '1.6L 4cyl hybrid' }),
      ],
      catalogue: { short: 'Hatch or sedan, hybrid or hot N: the i30 range has a small car for everyone.', features: ['efficiency', 'technology', 'performance'] },
    },
    {
      name: 'Kona',
      series: 'SX2',
      years: [2018, null],
      colour: 'Green',
      variants: [
        v('Kona', 'SUV', 'Petrol', 'FWD', A, 33990),
        v('Hybrid Premium', 'SUV', 'Hybrid', 'FWD', A, 46990, { engine: '1.6L 4cyl hybrid' }),
        v('Electric Extended Range', 'SUV', 'Electric', 'FWD', A, 59990, { engine: '160kW electric motor' }),
      ],
      catalogue: { short: 'A small SUV in petrol, hybrid and electric forms, all with the same roomy cabin.', features: ['efficiency', 'space', 'technology'] },
    },
    {
      name: 'Santa Fe',
      series: 'MX5',
      years: [2013, null],
      colour: 'Black',
      variants: [
        v('Elite 2.2D AWD', 'SUV', 'Diesel', 'AWD', A, 63990, { seats: 7, engine: '2.2L 4cyl turbo diesel' }),
        v('Hybrid Calligraphy', 'SUV', 'Hybrid', 'AWD', A, 75990, { seats: 7, engine: '1.6L 4cyl turbo hybrid' }),
      ],
      catalogue: { status: 'new', short: 'The boxy new Santa Fe: seven seats, hybrid power and a cabin built for road trips.', features: ['space', 'comfort', 'efficiency'] },
    },
    {
      name: 'IONIQ 5',
      series: 'NE',
      years: [2022, null],
      colour: 'Silver',
      variants: [
        v('Dynamiq', 'SUV', 'Electric', 'RWD', A, 71990, { engine: '168kW electric motor' }),
        v('Epiq AWD', 'SUV', 'Electric', 'AWD', A, 84990, { engine: 'Dual electric motors, 239kW' }),
        v('N', 'SUV', 'Electric', 'AWD', A, 111000, { engine: 'Dual electric motors, 448kW' }),
      ],
      catalogue: { short: 'Retro-futuristic design, 800-volt fast charging and vehicle-to-load power.', features: ['efficiency', 'technology', 'performance'] },
    },
    {
      name: 'Staria',
      series: 'US4',
      years: [2021, null],
      regions: ANZ,
      colour: 'Grey',
      variants: [
        v('Elite', 'People Mover', 'Diesel', 'AWD', A, 63990, { engine: '2.2L 4cyl turbo diesel' }),
        v('Load', 'Van', 'Diesel', 'RWD', A, 49990, { engine: '2.2L 4cyl turbo diesel' }),
      ],
      catalogue: { body: ['People Mover', 'Van', 'Commercial'], short: 'Eight seats or a load van, with a panoramic glasshouse and a smooth diesel.', features: ['space', 'comfort', 'safety'] },
    },
    {
      name: 'Palisade',
      series: 'LX2',
      years: [2021, null],
      colour: 'White',
      variants: [
        v('Elite', 'SUV', 'Petrol', 'AWD', A, 69990, { seats: 8, engine: '3.8L V6 petrol' }),
        v('Highlander', 'SUV', 'Diesel', 'AWD', A, 78990, { seats: 7, engine: '2.2L 4cyl turbo diesel' }),
      ],
    },
    {
      name: 'IONIQ 6',
      series: 'CE',
      years: [2023, null],
      colour: 'Blue',
      variants: [v('Dynamiq', 'Sedan', 'Electric', 'RWD', A, 74990, { engine: '168kW electric motor' })],
    },
    {
      name: 'Venue',
      series: 'QX',
      years: [2020, null],
      colour: 'Orange',
      variants: [v('Venue', 'SUV', 'Petrol', 'FWD', M, 24990, { engine: '1.6L 4cyl petrol' })],
    },
    {
      name: 'Elantra',
      series: 'CN7',
      years: [2017, null],
      regions: US,
      colour: 'Silver',
      variants: [v('SEL', 'Sedan', 'Petrol', 'FWD', A, 22995)],
    },
  ],
};

const kia: MakeSpec = {
  slug: 'kia',
  name: 'Kia',
  wmi: 'KNA',
  models: [
    {
      name: 'Sportage',
      series: 'NQ5',
      years: [2012, null],
      colour: 'Grey',
      variants: [
        v('S', 'SUV', 'Petrol', 'FWD', A, 36990),
        v('SX+ Diesel AWD', 'SUV', 'Diesel', 'AWD', A, 50990),
        v('GT-Line Hybrid AWD', 'SUV', 'Hybrid', 'AWD', A, 56990, { engine: '1.6L 4cyl turbo hybrid' }),
      ],
      catalogue: { short: 'A stylish mid-size SUV with a curved dual-screen cockpit and a hybrid option.', features: ['technology', 'efficiency', 'safety'] },
    },
    {
      name: 'Sorento',
      series: 'MQ4',
      years: [2013, null],
      colour: 'Black',
      variants: [
        v('Sport+ Diesel', 'SUV', 'Diesel', 'AWD', A, 57990, { seats: 7, engine: '2.2L 4cyl turbo diesel' }),
        v('GT-Line PHEV', 'SUV', 'Plug-in Hybrid', 'AWD', A, 80990, { seats: 7, engine: '1.6L 4cyl turbo plug-in hybrid' }),
      ],
      catalogue: { short: 'Seven seats with diesel, hybrid or plug-in hybrid power.', features: ['space', 'efficiency', 'comfort'] },
    },
    {
      name: 'Carnival',
      series: 'KA4',
      years: [2015, null],
      colour: 'Silver',
      variants: [
        v('S', 'People Mover', 'Petrol', 'FWD', A, 52990, { engine: '3.5L V6 petrol' }),
        v('Hybrid GT-Line', 'People Mover', 'Hybrid', 'FWD', A, 79990, { engine: '1.6L 4cyl turbo hybrid' }),
        v('Platinum Diesel', 'People Mover', 'Diesel', 'FWD', A, 72990, { seats: 7, engine: '2.2L 4cyl turbo diesel' }),
      ],
      catalogue: { body: ['People Mover', 'Passenger'], short: 'The people mover that outsells SUVs: eight seats, powered sliding doors, now hybrid.', features: ['space', 'comfort', 'technology'] },
    },
    {
      name: 'EV6',
      series: 'CV',
      years: [2022, null],
      colour: 'Green',
      variants: [
        v('Air', 'SUV', 'Electric', 'RWD', A, 72590, { engine: '168kW electric motor' }),
        v('GT', 'SUV', 'Electric', 'AWD', A, 99990, { engine: 'Dual electric motors, 430kW' }),
      ],
      catalogue: { short: 'A sporty electric crossover with up to 528 km of range and 10-80% charging in 18 minutes.', features: ['efficiency', 'performance', 'technology'] },
    },
    {
      name: 'EV9',
      series: 'MV',
      years: [2024, null],
      colour: 'White',
      variants: [
        v('Air', 'SUV', 'Electric', 'RWD', A, 97000, { seats: 7, engine: '160kW electric motor' }),
        v('GT-Line AWD', 'SUV', 'Electric', 'AWD', A, 121000, { seats: 6, engine: 'Dual electric motors, 283kW' }),
      ],
      catalogue: { status: 'new', short: 'A full-size, seven-seat electric SUV with a flat floor and lounge seats.', features: ['space', 'efficiency', 'technology'] },
    },
    {
      name: 'Tasman',
      series: 'TK',
      years: [2025, null],
      regions: ANZ,
      colour: 'Orange',
      variants: [
        v('X-Line Dual Cab 4x4', 'Ute', 'Diesel', '4WD', A, 65990, { engine: '2.2L 4cyl turbo diesel' }),
        v('S Single Cab Chassis 4x2', 'Cab Chassis', 'Diesel', 'RWD', M, 36990, { seats: 2, engine: '2.2L 4cyl turbo diesel' }),
      ],
      catalogue: { status: 'new', body: ['Ute', 'Commercial'], short: "Kia's first ute: dual cab or cab chassis, tuned for Australian roads.", features: ['capability', 'technology', 'safety'] },
    },
    {
      name: 'Picanto',
      series: 'JA',
      years: [2012, null],
      regions: ANZ,
      colour: 'Yellow',
      variants: [
        v('S', 'Hatch', 'Petrol', 'FWD', M, 16990, { engine: '1.2L 4cyl petrol' }),
        v('GT-Line', 'Hatch', 'Petrol', 'FWD', A, 20490, { engine: '1.2L 4cyl petrol' }),
      ],
    },
    {
      name: 'Cerato',
      series: 'BD',
      years: [2012, 2024],
      regions: ANZ,
      colour: 'Red',
      variants: [v('S Hatch', 'Hatch', 'Petrol', 'FWD', A, 27990), v('GT Sedan', 'Sedan', 'Petrol', 'FWD', A, 36990, { engine: '1.6L 4cyl turbo petrol' })],
    },
    {
      name: 'K4',
      series: 'CL4',
      years: [2025, null],
      colour: 'Blue',
      variants: [v('S Sedan', 'Sedan', 'Petrol', 'FWD', A, 30990), v('GT-Line Hatch', 'Hatch', 'Petrol', 'FWD', A, 38990, { engine: '1.6L 4cyl turbo petrol' })],
    },
    {
      name: 'Seltos',
      series: 'SP2',
      years: [2020, null],
      colour: 'Orange',
      variants: [v('S', 'SUV', 'Petrol', 'FWD', A, 30990), v('GT-Line AWD', 'SUV', 'Petrol', 'AWD', A, 42990, { engine: '1.6L 4cyl turbo petrol' })],
    },
    {
      name: 'Telluride',
      series: 'ON',
      years: [2020, null],
      regions: US,
      colour: 'Green',
      variants: [v('EX AWD', 'SUV', 'Petrol', 'AWD', A, 44995, { seats: 7, engine: '3.8L V6 petrol' })],
    },
  ],
};

const mazda: MakeSpec = {
  slug: 'mazda',
  name: 'Mazda',
  wmi: 'JM0',
  models: [
    {
      name: 'CX-5',
      series: 'KF',
      years: [2012, null],
      regions: ANZ,
      colour: 'Red',
      variants: [
        v('G25 Maxx Sport', 'SUV', 'Petrol', 'FWD', A, 41990, { engine: '2.5L 4cyl petrol' }),
        v('G35 Akera Turbo AWD', 'SUV', 'Petrol', 'AWD', A, 56990, { engine: '2.5L 4cyl turbo petrol' }),
        v('D25 GT SP AWD', 'SUV', 'Diesel', 'AWD', A, 52990, { engine: '2.2L 4cyl twin-turbo diesel' }),
      ],
      catalogue: { short: "Australia's favourite mid-size SUV: crafted cabin, sharp handling, turbo option.", features: ['comfort', 'safety', 'technology'] },
    },
    {
      name: 'CX-60',
      series: 'KH',
      years: [2023, null],
      regions: ANZ,
      colour: 'Grey',
      variants: [
        v('G40e Evolve', 'SUV', 'Petrol', 'AWD', A, 62990, { engine: '3.3L 6cyl turbo petrol' }),
        v('P50e GT', 'SUV', 'Plug-in Hybrid', 'AWD', A, 81990, { engine: '2.5L 4cyl plug-in hybrid' }),
        v('D50e Azami', 'SUV', 'Diesel', 'AWD', A, 78990, { engine: '3.3L 6cyl turbo diesel' }),
      ],
      catalogue: { short: 'A rear-drive-based premium SUV with inline-six and plug-in hybrid engines.', features: ['performance', 'comfort', 'efficiency'] },
    },
    {
      name: 'CX-90',
      series: 'KK',
      years: [2023, null],
      regions: ANZ,
      colour: 'Black',
      variants: [
        v('G50e Touring', 'SUV', 'Petrol', 'AWD', A, 79990, { seats: 8, engine: '3.3L 6cyl turbo petrol' }),
        v('G50e Azami', 'SUV', 'Petrol', 'AWD', A, 93990, { seats: 7, engine: '3.3L 6cyl turbo petrol' }),
      ],
      catalogue: { short: "Mazda's three-row flagship: seven or eight seats and a silky inline-six.", features: ['space', 'comfort', 'performance'] },
    },
    {
      name: 'BT-50',
      series: 'TF',
      years: [2012, null],
      regions: ANZ,
      colour: 'Silver',
      variants: [
        v('XT Dual Cab 4x4', 'Ute', 'Diesel', '4WD', A, 59990, { engine: '3.0L 4cyl turbo diesel' }),
        v('XS Single Cab Chassis 4x2', 'Cab Chassis', 'Diesel', 'RWD', M, 36990, { seats: 2, engine: '1.9L 4cyl turbo diesel' }),
      ],
      catalogue: { body: ['Ute', 'Commercial'], short: 'A tough, quiet ute with Kodo design and a 3.5-tonne towing capacity.', features: ['capability', 'safety', 'comfort'] },
    },
    {
      name: 'Mazda3',
      series: 'BP',
      years: [2012, null],
      regions: ANZ,
      colour: 'Red',
      variants: [
        v('G20 Evolve Hatch', 'Hatch', 'Petrol', 'FWD', A, 34990),
        v('G20 Pure Hatch', 'Hatch', 'Petrol', 'FWD', M, 31990),
        v('G25 Astina Sedan', 'Sedan', 'Petrol', 'FWD', A, 44990, { engine: '2.5L 4cyl petrol' }),
      ],
      catalogue: { short: 'A small car with big-car refinement, as a hatch or a sedan.', features: ['comfort', 'safety', 'efficiency'] },
    },
    {
      name: 'MX-5',
      series: 'ND',
      years: [2012, null],
      regions: ANZ,
      colour: 'Red',
      variants: [
        v('Roadster GT', 'Convertible', 'Petrol', 'RWD', M, 50990, { seats: 2 }),
        v('RF GT', 'Coupe', 'Petrol', 'RWD', A, 55990, { seats: 2 }),
      ],
      catalogue: { short: 'The roadster that started it all: light, balanced and pure fun with the top down.', features: ['performance', 'comfort', 'technology'] },
    },
    {
      name: 'Mazda2',
      series: 'DJ',
      years: [2012, null],
      regions: ANZ,
      colour: 'Blue',
      variants: [v('G15 Pure', 'Hatch', 'Petrol', 'FWD', M, 24990, { engine: '1.5L 4cyl petrol' }), v('G15 GT', 'Hatch', 'Petrol', 'FWD', A, 29990, { engine: '1.5L 4cyl petrol' })],
    },
    {
      name: 'CX-30',
      series: 'DM',
      years: [2020, null],
      regions: ANZ,
      colour: 'Grey',
      variants: [v('G20 Touring', 'SUV', 'Petrol', 'FWD', A, 38990), v('G25 Astina AWD', 'SUV', 'Petrol', 'AWD', A, 46990, { engine: '2.5L 4cyl petrol' })],
    },
    {
      name: 'CX-8',
      series: 'KG',
      years: [2018, 2025],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('D35 Asaki AWD', 'SUV', 'Diesel', 'AWD', A, 65990, { seats: 7, engine: '2.2L 4cyl twin-turbo diesel' }),
        v('G25 Sport', 'SUV', 'Petrol', 'FWD', A, 46990, { seats: 7, engine: '2.5L 4cyl petrol' }),
      ],
    },
    {
      name: 'Mazda6',
      series: 'GL',
      years: [2012, 2024],
      regions: ANZ,
      colour: 'Grey',
      variants: [v('Touring Wagon', 'Wagon', 'Petrol', 'FWD', A, 42990, { engine: '2.5L 4cyl petrol' }), v('GT SP Sedan', 'Sedan', 'Petrol', 'FWD', A, 48990, { engine: '2.5L 4cyl turbo petrol' })],
    },
    {
      name: 'MX-30',
      series: 'DR',
      years: [2021, 2024],
      regions: ANZ,
      colour: 'White',
      variants: [v('E35 Astina', 'SUV', 'Electric', 'FWD', A, 65490, { engine: '107kW electric motor' }), v('G20e Touring', 'SUV', 'Hybrid', 'FWD', A, 40990, { engine: '2.0L 4cyl mild hybrid' })],
    },
    // US line-up: different model names and trims, priced in USD.
    {
      name: 'CX-5',
      series: 'KF',
      years: [2013, null],
      regions: US,
      colour: 'Red',
      variants: [v('2.5 S Preferred AWD', 'SUV', 'Petrol', 'AWD', A, 30995, { engine: '2.5L 4cyl petrol' }), v('2.5 Turbo Signature AWD', 'SUV', 'Petrol', 'AWD', A, 40995, { engine: '2.5L 4cyl turbo petrol' })],
      catalogue: { short: 'The best-selling Mazda in America: standard AWD and a premium cabin.', features: ['comfort', 'safety', 'technology'] },
    },
    {
      name: 'CX-50',
      series: 'VA',
      years: [2023, null],
      regions: US,
      colour: 'Green',
      variants: [v('2.5 S Preferred AWD', 'SUV', 'Petrol', 'AWD', A, 32995, { engine: '2.5L 4cyl petrol' }), v('Hybrid Premier', 'SUV', 'Hybrid', 'AWD', A, 39995, { engine: '2.5L 4cyl hybrid' })],
      catalogue: { status: 'new', short: 'An outdoors-ready compact SUV, now with a 38 mpg hybrid.', features: ['capability', 'efficiency', 'comfort'] },
    },
    {
      name: 'CX-70',
      series: 'KK',
      years: [2024, null],
      regions: US,
      colour: 'Grey',
      variants: [v('3.3 Turbo Premium Plus', 'SUV', 'Petrol', 'AWD', A, 52995, { engine: '3.3L 6cyl turbo petrol' }), v('PHEV Premium', 'SUV', 'Plug-in Hybrid', 'AWD', A, 56995)],
      catalogue: { short: 'Two rows, inline-six or plug-in hybrid power and a wide, quiet cabin.', features: ['performance', 'comfort', 'efficiency'] },
    },
    {
      name: 'CX-90',
      series: 'KK',
      years: [2024, null],
      regions: US,
      colour: 'Black',
      variants: [
        v('3.3 Turbo Preferred', 'SUV', 'Petrol', 'AWD', A, 41995, { seats: 8, engine: '3.3L 6cyl turbo petrol' }),
        v('PHEV Premium Plus', 'SUV', 'Plug-in Hybrid', 'AWD', A, 56995, { seats: 7 }),
      ],
      catalogue: { short: "Mazda's three-row flagship with seating for up to eight.", features: ['space', 'comfort', 'efficiency'] },
    },
    {
      name: 'Mazda3',
      series: 'BP',
      years: [2012, null],
      regions: US,
      colour: 'Blue',
      variants: [
        v('2.5 S Select Sport Sedan', 'Sedan', 'Petrol', 'FWD', A, 24995, { engine: '2.5L 4cyl petrol' }),
        v('2.5 S Premium Hatchback', 'Hatch', 'Petrol', 'FWD', M, 30995, { engine: '2.5L 4cyl petrol' }),
        v('2.5 Turbo Premium Plus Hatchback', 'Hatch', 'Petrol', 'AWD', A, 36995, { engine: '2.5L 4cyl turbo petrol' }),
      ],
      catalogue: { short: 'A compact sedan or hatchback with available turbo power and AWD.', features: ['comfort', 'performance', 'safety'] },
    },
    {
      name: 'MX-5 Miata',
      series: 'ND',
      years: [2012, null],
      regions: US,
      colour: 'Red',
      variants: [v('Club', 'Convertible', 'Petrol', 'RWD', M, 33995, { seats: 2 }), v('RF Grand Touring', 'Coupe', 'Petrol', 'RWD', A, 38995, { seats: 2 })],
      catalogue: { short: "The world's best-selling roadster, with a soft top or a power-retractable hardtop.", features: ['performance', 'comfort', 'technology'] },
    },
    {
      name: 'CX-30',
      series: 'DM',
      years: [2020, null],
      regions: US,
      colour: 'White',
      variants: [v('2.5 S Select Sport AWD', 'SUV', 'Petrol', 'AWD', A, 26995, { engine: '2.5L 4cyl petrol' }), v('2.5 Turbo Premium AWD', 'SUV', 'Petrol', 'AWD', A, 34995, { engine: '2.5L 4cyl turbo petrol' })],
    },
    {
      name: 'CX-9',
      series: 'TC',
      years: [2016, 2023],
      regions: US,
      colour: 'Grey',
      variants: [v('Touring AWD', 'SUV', 'Petrol', 'AWD', A, 37995, { seats: 7, engine: '2.5L 4cyl turbo petrol' })],
    },
    {
      name: 'MX-30',
      series: 'DR',
      years: [2022, 2023],
      regions: US,
      colour: 'White',
      variants: [v('EV Premium Plus', 'SUV', 'Electric', 'FWD', A, 37995, { engine: '107kW electric motor' })],
    },
  ],
};

const isuzu: MakeSpec = {
  slug: 'isuzu',
  name: 'Isuzu',
  wmi: 'MPA',
  models: [
    {
      name: 'D-Max',
      series: 'RG',
      years: [2012, null],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('SX Single Cab Chassis 4x2', 'Cab Chassis', 'Diesel', 'RWD', M, 36990, { seats: 3, engine: '1.9L 4cyl turbo diesel' }),
        v('SX Space Cab Chassis 4x4', 'Cab Chassis', 'Diesel', '4WD', M, 50990, { seats: 4, engine: '3.0L 4cyl turbo diesel' }),
        v('SX Crew Cab Ute 4x2 Hi-Ride', 'Ute', 'Diesel', 'RWD', A, 45990, { engine: '3.0L 4cyl turbo diesel' }),
        v('LS-U Crew Cab 4x4', 'Ute', 'Diesel', '4WD', A, 62990, { engine: '3.0L 4cyl turbo diesel' }),
        v('X-Terrain Crew Cab 4x4', 'Ute', 'Diesel', '4WD', A, 71990, { engine: '3.0L 4cyl turbo diesel' }),
        v('Blade Crew Cab 4x4', 'Ute', 'Diesel', '4WD', A, 75990, { engine: '3.0L 4cyl turbo diesel' }),
      ],
      catalogue: { body: ['Ute', 'Commercial'], short: 'A tough, five-star ute with a 3.0-litre turbo diesel and a 3.5-tonne towing capacity.', features: ['capability', 'safety', 'technology'] },
    },
    {
      name: 'MU-X',
      series: 'RJ',
      years: [2013, null],
      regions: ANZ,
      colour: 'Grey',
      variants: [
        v('LS-M 4x2', 'SUV', 'Diesel', 'RWD', A, 52990, { seats: 7, engine: '3.0L 4cyl turbo diesel' }),
        v('LS-U 4x4', 'SUV', 'Diesel', '4WD', A, 61990, { seats: 7, engine: '3.0L 4cyl turbo diesel' }),
        v('LS-T 4x4', 'SUV', 'Diesel', '4WD', A, 68990, { seats: 7, engine: '3.0L 4cyl turbo diesel' }),
      ],
      catalogue: { short: 'A seven-seat 4x4 wagon built on ute toughness, ready for the family and the track.', features: ['space', 'capability', 'safety'] },
    },
    {
      name: 'D-Max EV',
      series: 'RG',
      years: [2026, null],
      regions: ANZ,
      comingSoon: true,
      colour: 'Blue',
      variants: [v('LS-U Crew Cab 4x4', 'Ute', 'Electric', '4WD', A, 89990, { engine: 'Dual electric motors, 140kW' })],
      catalogue: { status: 'coming_soon', body: ['Ute', 'Commercial', 'Coming Soon'], short: 'An electric D-Max with full-time 4WD and a one-tonne payload. Register your interest.', features: ['efficiency', 'capability', 'technology'] },
    },
  ],
};

const renault: MakeSpec = {
  slug: 'renault',
  name: 'Renault',
  wmi: 'VF1',
  models: [
    {
      name: 'Austral',
      series: 'XHN',
      years: [2024, null],
      regions: ANZ,
      colour: 'Blue',
      variants: [
        v('Techno E-Tech Hybrid', 'SUV', 'Hybrid', 'FWD', A, 52990, { engine: '1.2L 3cyl turbo hybrid' }),
        v('Iconic Esprit Alpine', 'SUV', 'Hybrid', 'FWD', A, 59990, { engine: '1.2L 3cyl turbo hybrid' }),
      ],
      catalogue: { status: 'new', short: 'A full-hybrid family SUV with four-wheel steering and Formula 1-derived tech.', features: ['efficiency', 'technology', 'comfort'] },
    },
    {
      name: 'Arkana',
      series: 'XJL',
      years: [2022, null],
      regions: ANZ,
      colour: 'Orange',
      variants: [v('Intens', 'SUV', 'Petrol', 'FWD', A, 38990, { engine: '1.3L 4cyl turbo petrol' }), v('E-Tech Hybrid', 'SUV', 'Hybrid', 'FWD', A, 47990, { engine: '1.6L 4cyl hybrid' })],
      catalogue: { short: 'A coupe-SUV with a sloping roofline and a surprisingly large boot.', features: ['technology', 'space', 'efficiency'] },
    },
    {
      name: 'Captur',
      series: 'XJB',
      years: [2015, null],
      regions: ANZ,
      colour: 'Red',
      variants: [v('Zen', 'SUV', 'Petrol', 'FWD', A, 34990, { engine: '1.3L 4cyl turbo petrol' }), v('Intens', 'SUV', 'Petrol', 'FWD', A, 38990, { engine: '1.3L 4cyl turbo petrol' })],
      catalogue: { short: 'A compact SUV with a sliding rear bench and bold two-tone paint.', features: ['space', 'technology', 'safety'] },
    },
    {
      name: 'Koleos',
      series: 'HZG',
      years: [2012, null],
      regions: ANZ,
      colour: 'Grey',
      variants: [v('Zen', 'SUV', 'Petrol', 'FWD', A, 39990, { engine: '2.5L 4cyl petrol' }), v('Intens 4x4', 'SUV', 'Petrol', 'AWD', A, 48990, { engine: '2.5L 4cyl petrol' })],
      catalogue: { short: 'A spacious mid-size SUV with generous rear legroom and a quiet cabin.', features: ['space', 'comfort', 'safety'] },
    },
    {
      name: 'Megane E-Tech',
      series: 'XCB',
      years: [2023, null],
      regions: ANZ,
      colour: 'Silver',
      variants: [v('Techno EV60', 'Hatch', 'Electric', 'FWD', A, 64990, { engine: '160kW electric motor' })],
      catalogue: { short: 'An electric hatch with up to 450 km of range and Google built in.', features: ['efficiency', 'technology', 'performance'] },
    },
    {
      name: 'Trafic',
      series: 'X82',
      years: [2015, null],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('Pro Lifestyle SWB', 'Van', 'Diesel', 'FWD', A, 56990),
        v('Passenger Life', 'People Mover', 'Diesel', 'FWD', A, 58990, { seats: 8 }),
      ],
      catalogue: { body: ['Van', 'People Mover', 'Commercial'], short: 'A versatile mid-size van, or an eight-seat people mover.', features: ['space', 'capability', 'efficiency'] },
    },
    {
      name: 'Clio',
      series: 'BJA',
      years: [2014, null],
      regions: ANZ,
      colour: 'Red',
      variants: [v('Zen', 'Hatch', 'Petrol', 'FWD', A, 28990, { engine: '1.3L 4cyl turbo petrol' }), v('Life', 'Hatch', 'Petrol', 'FWD', M, 19990, { engine: '0.9L 3cyl turbo petrol' })],
    },
    {
      name: 'Megane',
      series: 'BFB',
      years: [2012, 2023],
      regions: ANZ,
      colour: 'Yellow',
      variants: [
        v('RS 300 Trophy', 'Hatch', 'Petrol', 'FWD', M, 55990, { engine: '1.8L 4cyl turbo petrol' }),
        v('GT-Line', 'Hatch', 'Petrol', 'FWD', A, 34990, { engine: '1.3L 4cyl turbo petrol' }),
        v('Zen Sedan', 'Sedan', 'Petrol', 'FWD', A, 29990),
      ],
    },
    {
      name: 'Kangoo',
      series: 'XFK',
      years: [2014, null],
      regions: ANZ,
      colour: 'White',
      variants: [v('Maxi', 'Van', 'Petrol', 'FWD', A, 42990, { seats: 2, engine: '1.3L 4cyl turbo petrol' }), v('E-Tech Electric', 'Van', 'Electric', 'FWD', A, 54990, { seats: 2, engine: '90kW electric motor' })],
    },
    {
      name: 'Master',
      series: 'X62',
      years: [2014, null],
      regions: ANZ,
      colour: 'White',
      variants: [v('Pro LWB Van', 'Van', 'Diesel', 'FWD', A, 64990, { engine: '2.3L 4cyl twin-turbo diesel' }), v('Pro Cab Chassis', 'Cab Chassis', 'Diesel', 'RWD', M, 59990, { engine: '2.3L 4cyl twin-turbo diesel' })],
    },
    {
      name: 'Alaskan',
      series: 'L1A',
      years: [2021, 2023],
      regions: ANZ,
      colour: 'Grey',
      variants: [v('Intens Dual Cab', 'Ute', 'Diesel', '4WD', A, 57490, { engine: '2.3L 4cyl twin-turbo diesel' }), v('Life Cab Chassis', 'Cab Chassis', 'Diesel', '4WD', M, 45990, { engine: '2.3L 4cyl turbo diesel' })],
    },
  ],
};

const skoda: MakeSpec = {
  slug: 'skoda',
  name: 'Skoda',
  wmi: 'TMB',
  models: [
    {
      name: 'Kodiaq',
      series: 'PS',
      years: [2017, null],
      regions: ANZ,
      colour: 'Green',
      variants: [
        v('Selection 132TSI', 'SUV', 'Petrol', 'AWD', A, 62990, { seats: 7, engine: '2.0L 4cyl turbo petrol' }),
        v('RS', 'SUV', 'Petrol', 'AWD', A, 76990, { seats: 7, engine: '2.0L 4cyl turbo petrol' }),
        v('Sportline 147TDI', 'SUV', 'Diesel', 'AWD', A, 66990, { seats: 7 }),
        v('iV Selection', 'SUV', 'Plug-in Hybrid', 'FWD', A, 69990, { engine: '1.5L 4cyl turbo plug-in hybrid' }),
      ],
      catalogue: { status: 'new', short: 'The new-generation seven-seater, now also as a plug-in hybrid with 100 km of electric range.', features: ['space', 'efficiency', 'comfort'] },
    },
    {
      name: 'Karoq',
      series: 'NU',
      years: [2018, null],
      regions: ANZ,
      colour: 'Silver',
      variants: [v('110TSI', 'SUV', 'Petrol', 'FWD', A, 43990, { engine: '1.5L 4cyl turbo petrol' }), v('Sportline 140TSI 4x4', 'SUV', 'Petrol', 'AWD', A, 52990)],
      catalogue: { short: 'A practical mid-size SUV with VarioFlex seats that slide, fold or come out.', features: ['space', 'technology', 'safety'] },
    },
    {
      name: 'Kamiq',
      series: 'NW',
      years: [2020, null],
      regions: ANZ,
      colour: 'Orange',
      variants: [v('85TSI', 'SUV', 'Petrol', 'FWD', A, 34990, { engine: '1.0L 3cyl turbo petrol' }), v('Monte Carlo', 'SUV', 'Petrol', 'FWD', A, 39990, { engine: '1.5L 4cyl turbo petrol' })],
      catalogue: { short: 'A small SUV with a big boot, Simply Clever touches and sharp pricing.', features: ['space', 'technology', 'efficiency'] },
    },
    {
      name: 'Octavia',
      series: 'NX',
      years: [2012, null],
      regions: ANZ,
      colour: 'Blue',
      variants: [
        v('Style Sedan', 'Sedan', 'Petrol', 'FWD', A, 42990, { engine: '1.4L 4cyl turbo petrol' }),
        v('RS Wagon', 'Wagon', 'Petrol', 'FWD', A, 58990, { engine: '2.0L 4cyl turbo petrol' }),
        v('RS Sedan', 'Sedan', 'Petrol', 'FWD', M, 47990, { engine: '2.0L 4cyl turbo petrol' }),
      ],
      catalogue: { short: 'Sedan or wagon, sensible or RS: the Octavia packs a huge boot into a mid-size car.', features: ['space', 'performance', 'technology'] },
    },
    {
      name: 'Enyaq',
      series: '5A',
      years: [2023, null],
      regions: ANZ,
      colour: 'Grey',
      variants: [v('85', 'SUV', 'Electric', 'RWD', A, 69990, { engine: '210kW electric motor' }), v('85x', 'SUV', 'Electric', 'AWD', A, 77990, { engine: 'Dual electric motors, 210kW' })],
      catalogue: { short: 'An electric SUV with 585 litres of boot space and up to 560 km of range.', features: ['efficiency', 'space', 'comfort'] },
    },
    {
      name: 'Elroq',
      series: '5E',
      years: [2025, null],
      regions: ANZ,
      colour: 'Green',
      variants: [v('85', 'SUV', 'Electric', 'RWD', A, 59990, { engine: '210kW electric motor' })],
      catalogue: { status: 'new', short: 'The compact electric SUV that brings Skoda space to a city-sized footprint.', features: ['efficiency', 'technology', 'space'] },
    },
    {
      name: 'Fabia',
      series: 'PJ',
      years: [2015, null],
      regions: ANZ,
      colour: 'Yellow',
      variants: [v('Monte Carlo', 'Hatch', 'Petrol', 'FWD', A, 34990, { engine: '1.5L 4cyl turbo petrol' }), v('81TSI', 'Hatch', 'Petrol', 'FWD', M, 22990, { engine: '1.2L 4cyl turbo petrol' })],
    },
    {
      name: 'Scala',
      series: 'NW',
      years: [2020, null],
      regions: ANZ,
      colour: 'Red',
      variants: [v('Monte Carlo', 'Hatch', 'Petrol', 'FWD', A, 37990, { engine: '1.5L 4cyl turbo petrol' })],
    },
    {
      name: 'Superb',
      series: '3V',
      years: [2012, null],
      regions: ANZ,
      colour: 'Black',
      variants: [
        v('Sportline Wagon 206TSI', 'Wagon', 'Petrol', 'AWD', A, 68990),
        v('Style Sedan', 'Sedan', 'Petrol', 'FWD', A, 55990),
        v('Style 140TDI Wagon', 'Wagon', 'Diesel', 'AWD', A, 59990),
      ],
    },
  ],
};

// Trade-in makes: sold as used stock on any site, never as new.

const toyota: MakeSpec = {
  slug: 'toyota',
  name: 'Toyota',
  wmi: 'JTM',
  models: [
    {
      name: 'RAV4',
      series: 'AXAH54R',
      years: [2013, null],
      colour: 'Silver',
      variants: [
        v('GX Hybrid 2WD', 'SUV', 'Hybrid', 'FWD', A, 40990),
        v('Cruiser Hybrid AWD', 'SUV', 'Hybrid', 'AWD', A, 51990),
        v('GXL 2WD', 'SUV', 'Petrol', 'FWD', A, 38990),
      ],
    },
    {
      name: 'Corolla',
      series: 'ZWE211R',
      years: [2012, null],
      colour: 'White',
      variants: [
        v('Ascent Sport Hybrid', 'Hatch', 'Hybrid', 'FWD', A, 32990, { engine: '1.8L 4cyl hybrid' }),
        v('Ascent', 'Hatch', 'Petrol', 'FWD', M, 24990, { engine: '1.8L 4cyl petrol' }),
        v('SX Sedan', 'Sedan', 'Petrol', 'FWD', A, 30990),
      ],
    },
    { name: 'Camry', series: 'AXVH71R', years: [2012, null], colour: 'Grey', variants: [v('Ascent Sport Hybrid', 'Sedan', 'Hybrid', 'FWD', A, 39990)] },
    {
      name: 'HiLux',
      series: 'GUN126R',
      years: [2012, null],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('SR5 4x4 Double Cab', 'Ute', 'Diesel', '4WD', A, 66990, { engine: '2.8L 4cyl turbo diesel' }),
        v('Workmate 4x2 Single Cab Chassis', 'Cab Chassis', 'Petrol', 'RWD', M, 31990, { engine: '2.7L 4cyl petrol' }),
        v('SR 4x4 Cab Chassis', 'Cab Chassis', 'Diesel', '4WD', M, 52990, { engine: '2.8L 4cyl turbo diesel' }),
      ],
    },
    {
      name: 'LandCruiser',
      series: 'FJA300R',
      years: [2012, null],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('GXL', 'SUV', 'Diesel', '4WD', A, 101990, { seats: 7, engine: '3.3L V6 twin-turbo diesel' }),
        v('70 GXL Single Cab Chassis', 'Cab Chassis', 'Diesel', '4WD', M, 80990, { engine: '2.8L 4cyl turbo diesel' }),
      ],
    },
    { name: 'Kluger', series: 'AXUH78R', years: [2014, null], regions: ANZ, colour: 'Black', variants: [v('GXL Hybrid AWD', 'SUV', 'Hybrid', 'AWD', A, 71990, { seats: 7 })] },
    { name: '86', series: 'ZN6', years: [2012, 2021], colour: 'Orange', variants: [v('GTS', 'Coupe', 'Petrol', 'RWD', M, 36990)] },
    { name: 'Prius', series: 'ZVW50R', years: [2012, 2022], colour: 'Silver', variants: [v('i-Tech', 'Hatch', 'Hybrid', 'FWD', A, 42990, { engine: '1.8L 4cyl hybrid' })] },
    { name: 'Tarago', series: 'ACR50R', years: [2012, 2019], regions: ANZ, colour: 'Silver', variants: [v('GLi', 'People Mover', 'Petrol', 'FWD', A, 45990, { engine: '2.4L 4cyl petrol' })] },
    { name: 'HiAce', series: 'GDH300R', years: [2014, null], regions: ANZ, colour: 'White', variants: [v('LWB Van', 'Van', 'Diesel', 'RWD', A, 55990, { engine: '2.8L 4cyl turbo diesel' })] },
    { name: 'Tacoma', series: 'N300', years: [2016, null], regions: US, colour: 'Grey', variants: [v('TRD Off-Road Double Cab', 'Ute', 'Petrol', '4WD', A, 41995, { engine: '2.4L 4cyl turbo petrol' })] },
    { name: 'Highlander', series: 'XU70', years: [2017, null], regions: US, colour: 'Silver', variants: [v('XLE Hybrid AWD', 'SUV', 'Hybrid', 'AWD', A, 44995, { seats: 8 })] },
    { name: 'Sienna', series: 'XL40', years: [2021, null], regions: US, colour: 'White', variants: [v('XLE Hybrid', 'People Mover', 'Hybrid', 'FWD', A, 45995)] },
    { name: 'Prius Prime', series: 'XW60', years: [2020, null], regions: US, colour: 'Red', variants: [v('SE', 'Hatch', 'Plug-in Hybrid', 'FWD', A, 32995)] },
  ],
};

const mitsubishi: MakeSpec = {
  slug: 'mitsubishi',
  name: 'Mitsubishi',
  wmi: 'JMF',
  models: [
    {
      name: 'Outlander',
      series: 'ZM',
      years: [2013, null],
      colour: 'Grey',
      variants: [v('ES 7 Seat', 'SUV', 'Petrol', 'FWD', A, 37990, { seats: 7, engine: '2.5L 4cyl petrol' }), v('PHEV Exceed', 'SUV', 'Plug-in Hybrid', 'AWD', A, 59990)],
    },
    {
      name: 'Triton',
      series: 'MV',
      years: [2012, null],
      regions: ANZ,
      colour: 'White',
      variants: [
        v('GLX+ 4x4 Double Cab', 'Ute', 'Diesel', '4WD', M, 50990, { engine: '2.4L 4cyl turbo diesel' }),
        v('GLX Cab Chassis 4x2', 'Cab Chassis', 'Diesel', 'RWD', M, 32990, { seats: 2, engine: '2.4L 4cyl turbo diesel' }),
      ],
    },
    { name: 'Pajero Sport', series: 'QF', years: [2016, null], regions: ANZ, colour: 'Black', variants: [v('GLS 4x4', 'SUV', 'Diesel', '4WD', A, 55990, { seats: 7, engine: '2.4L 4cyl turbo diesel' })] },
    { name: 'ASX', series: 'XD', years: [2012, null], regions: ANZ, colour: 'Red', variants: [v('ES', 'SUV', 'Petrol', 'FWD', A, 28990)] },
    { name: 'Mirage', series: 'LB', years: [2013, 2023], regions: ANZ, colour: 'Blue', variants: [v('ES', 'Hatch', 'Petrol', 'FWD', M, 17990, { engine: '1.2L 3cyl petrol' })] },
  ],
};

const nissan: MakeSpec = {
  slug: 'nissan',
  name: 'Nissan',
  wmi: 'JN1',
  models: [
    { name: 'LEAF', series: 'ZE1', years: [2013, null], colour: 'White', variants: [v('e+', 'Hatch', 'Electric', 'FWD', A, 61490, { engine: '160kW electric motor' })] },
    {
      name: 'X-Trail',
      series: 'T33',
      years: [2012, null],
      colour: 'Grey',
      variants: [v('ST-L e-POWER e-4ORCE', 'SUV', 'Hybrid', 'AWD', A, 52990, { engine: '1.5L 3cyl turbo series hybrid' }), v('ST 7 Seat', 'SUV', 'Petrol', 'FWD', A, 37990, { seats: 7 })],
    },
    { name: 'Navara', series: 'D23', years: [2012, null], regions: ANZ, colour: 'Orange', variants: [v('ST-X 4x4 Dual Cab', 'Ute', 'Diesel', '4WD', A, 63990, { engine: '2.3L 4cyl twin-turbo diesel' })] },
    { name: 'Patrol', series: 'Y62', years: [2013, null], regions: ANZ, colour: 'Silver', variants: [v('Ti', 'SUV', 'Petrol', '4WD', A, 85990, { engine: '5.6L V8 petrol' })] },
    { name: '370Z', series: 'Z34', years: [2012, 2020], colour: 'Red', variants: [v('Coupe', 'Coupe', 'Petrol', 'RWD', M, 56990, { seats: 2, engine: '3.7L V6 petrol' })] },
    { name: 'Qashqai', series: 'J12', years: [2014, null], colour: 'Blue', variants: [v('ST', 'SUV', 'Petrol', 'FWD', A, 34990, { engine: '1.3L 4cyl turbo petrol' })] },
  ],
};

const honda: MakeSpec = {
  slug: 'honda',
  name: 'Honda',
  wmi: 'JHM',
  models: [
    { name: 'CR-V', series: 'RS', years: [2013, null], colour: 'Grey', variants: [v('VTi', 'SUV', 'Petrol', 'FWD', A, 39990, { engine: '1.5L 4cyl turbo petrol' }), v('e:HEV RS AWD', 'SUV', 'Hybrid', 'AWD', A, 59900)] },
    {
      name: 'Civic',
      series: 'FL',
      years: [2012, null],
      colour: 'Blue',
      variants: [v('VTi-LX', 'Hatch', 'Petrol', 'FWD', A, 47200, { engine: '1.5L 4cyl turbo petrol' }), v('Type R', 'Hatch', 'Petrol', 'FWD', M, 72600, { engine: '2.0L 4cyl turbo petrol' }), v('VTi-S Sedan', 'Sedan', 'Petrol', 'FWD', A, 29990, { engine: '1.8L 4cyl petrol' })],
    },
    { name: 'Odyssey', series: 'RC', years: [2014, null], colour: 'Silver', variants: [v('VTi-L', 'People Mover', 'Petrol', 'FWD', A, 47990, { seats: 7, engine: '2.4L 4cyl petrol' })] },
    { name: 'Jazz', series: 'GK', years: [2013, 2020], regions: ANZ, colour: 'Yellow', variants: [v('VTi', 'Hatch', 'Petrol', 'FWD', M, 19990, { engine: '1.5L 4cyl petrol' })] },
    { name: 'Accord', series: 'CV', years: [2013, null], colour: 'Black', variants: [v('e:HEV RS', 'Sedan', 'Hybrid', 'FWD', A, 63900)] },
  ],
};

const subaru: MakeSpec = {
  slug: 'subaru',
  name: 'Subaru',
  wmi: 'JF1',
  models: [
    { name: 'Outback', series: 'BT', years: [2012, null], colour: 'Green', variants: [v('AWD Touring', 'Wagon', 'Petrol', 'AWD', A, 47990, { engine: '2.5L 4cyl boxer petrol' })] },
    { name: 'Forester', series: 'SL', years: [2012, null], colour: 'Blue', variants: [v('Hybrid S', 'SUV', 'Hybrid', 'AWD', A, 47990, { engine: '2.0L 4cyl boxer hybrid' }), v('2.5i-L', 'SUV', 'Petrol', 'AWD', A, 38990)] },
    { name: 'WRX', series: 'VB', years: [2014, null], colour: 'Blue', variants: [v('Premium', 'Sedan', 'Petrol', 'AWD', M, 47990, { engine: '2.4L 4cyl boxer turbo petrol' })] },
    { name: 'BRZ', series: 'ZD8', years: [2012, null], colour: 'White', variants: [v('S', 'Coupe', 'Petrol', 'RWD', M, 42990, { engine: '2.4L 4cyl boxer petrol' })] },
  ],
};

const holden: MakeSpec = {
  slug: 'holden',
  name: 'Holden',
  wmi: '6G1',
  models: [
    {
      name: 'Commodore',
      series: 'VF II',
      years: [2012, 2017],
      regions: ANZ,
      colour: 'Red',
      variants: [
        v('SV6', 'Sedan', 'Petrol', 'RWD', A, 42990, { engine: '3.6L V6 petrol' }),
        v('Evoke LPG', 'Sedan', 'LPG', 'RWD', A, 35990, { engine: '3.6L V6 LPG' }),
        v('SS Ute', 'Ute', 'Petrol', 'RWD', M, 46990, { seats: 2, doors: 2, engine: '6.2L V8 petrol' }),
        v('SV6 Sportwagon', 'Wagon', 'Petrol', 'RWD', A, 44990, { engine: '3.6L V6 petrol' }),
      ],
    },
    { name: 'Colorado', series: 'RG', years: [2012, 2020], regions: ANZ, colour: 'Grey', variants: [v('LTZ 4x4 Crew Cab', 'Ute', 'Diesel', '4WD', A, 54990, { engine: '2.8L 4cyl turbo diesel' })] },
    { name: 'Captiva', series: 'CG', years: [2012, 2018], regions: ANZ, colour: 'Silver', variants: [v('7 LX AWD', 'SUV', 'Diesel', 'AWD', A, 44990, { seats: 7, engine: '2.2L 4cyl turbo diesel' })] },
  ],
};

const tesla: MakeSpec = {
  slug: 'tesla',
  name: 'Tesla',
  wmi: 'LRW',
  models: [
    { name: 'Model 3', series: 'Highland', years: [2019, null], colour: 'White', variants: [v('RWD', 'Sedan', 'Electric', 'RWD', A, 54990, { engine: '208kW electric motor' }), v('Long Range AWD', 'Sedan', 'Electric', 'AWD', A, 64990, { engine: 'Dual electric motors' })] },
    { name: 'Model Y', series: 'Juniper', years: [2022, null], colour: 'Grey', variants: [v('RWD', 'SUV', 'Electric', 'RWD', A, 58900, { engine: '220kW electric motor' }), v('Long Range AWD', 'SUV', 'Electric', 'AWD', A, 68900, { engine: 'Dual electric motors' })] },
  ],
};

const mg: MakeSpec = {
  slug: 'mg',
  name: 'MG',
  wmi: 'LSJ',
  models: [
    { name: 'MG4', series: 'EH32', years: [2023, null], regions: ANZ, colour: 'Orange', variants: [v('Excite 51', 'Hatch', 'Electric', 'RWD', A, 39990, { engine: '125kW electric motor' })] },
    { name: 'ZS', series: 'AZS1', years: [2018, null], regions: ANZ, colour: 'Red', variants: [v('Excite', 'SUV', 'Petrol', 'FWD', A, 26990, { engine: '1.5L 4cyl petrol' })] },
    { name: 'HS', series: 'SAS23', years: [2020, null], regions: ANZ, colour: 'Blue', variants: [v('Essence PHEV', 'SUV', 'Plug-in Hybrid', 'FWD', A, 47990, { engine: '1.5L 4cyl turbo plug-in hybrid' })] },
  ],
};

const byd: MakeSpec = {
  slug: 'byd',
  name: 'BYD',
  wmi: 'LGX',
  models: [
    { name: 'Atto 3', series: 'EA1', years: [2022, null], regions: ANZ, colour: 'Blue', variants: [v('Extended Range', 'SUV', 'Electric', 'FWD', A, 48011, { engine: '150kW electric motor' })] },
    { name: 'Seal', series: 'EA2', years: [2023, null], regions: ANZ, colour: 'Grey', variants: [v('Premium', 'Sedan', 'Electric', 'RWD', A, 58000, { engine: '230kW electric motor' })] },
    { name: 'Shark 6', series: 'BF1', years: [2025, null], regions: ANZ, colour: 'Grey', variants: [v('Premium', 'Ute', 'Plug-in Hybrid', 'AWD', A, 57900, { engine: '1.5L 4cyl turbo plug-in hybrid' })] },
  ],
};

const suzuki: MakeSpec = {
  slug: 'suzuki',
  name: 'Suzuki',
  wmi: 'JS2',
  models: [
    { name: 'Swift', series: 'AZ', years: [2012, null], regions: ANZ, colour: 'Red', variants: [v('GL', 'Hatch', 'Petrol', 'FWD', M, 21990, { engine: '1.2L 4cyl petrol' }), v('Hybrid GLX', 'Hatch', 'Hybrid', 'FWD', A, 27490, { engine: '1.2L 3cyl mild hybrid' })] },
    { name: 'Jimny', series: 'GJ', years: [2012, null], regions: ANZ, colour: 'Green', variants: [v('Lite', 'SUV', 'Petrol', '4WD', M, 31990, { seats: 4, doors: 3, engine: '1.5L 4cyl petrol' })] },
  ],
};

const chevrolet: MakeSpec = {
  slug: 'chevrolet',
  name: 'Chevrolet',
  wmi: '1GC',
  models: [
    { name: 'Silverado 1500', series: 'T1', years: [2014, null], regions: US, colour: 'Black', variants: [v('LT Crew Cab 4WD', 'Ute', 'Petrol', '4WD', A, 49995, { engine: '5.3L V8 petrol' })] },
    { name: 'Silverado 3500HD', series: 'T1HD', years: [2015, null], regions: US, colour: 'White', variants: [v('WT Chassis Cab', 'Cab Chassis', 'Diesel', '4WD', A, 54995, { engine: '6.6L V8 turbo diesel' })] },
    { name: 'Equinox', series: 'D2', years: [2016, null], regions: US, colour: 'Grey', variants: [v('LT AWD', 'SUV', 'Petrol', 'AWD', A, 29995, { engine: '1.5L 4cyl turbo petrol' })] },
    { name: 'Bolt EV', series: 'BEV2', years: [2017, 2023], regions: US, colour: 'Orange', variants: [v('LT', 'Hatch', 'Electric', 'FWD', A, 27495, { engine: '150kW electric motor' })] },
    { name: 'Camaro', series: 'A1', years: [2016, 2024], regions: US, colour: 'Yellow', variants: [v('LT1 Convertible', 'Convertible', 'Petrol', 'RWD', A, 43995, { engine: '6.2L V8 petrol' })] },
    { name: 'Express', series: 'GMT610', years: [2014, null], regions: US, colour: 'White', variants: [v('Cargo 2500', 'Van', 'Petrol', 'RWD', A, 41995, { seats: 2, engine: '6.6L V8 petrol' })] },
  ],
};

const jeep: MakeSpec = {
  slug: 'jeep',
  name: 'Jeep',
  wmi: '1C4',
  models: [
    { name: 'Wrangler', series: 'JL', years: [2014, null], colour: 'Green', variants: [v('Rubicon', 'SUV', 'Petrol', '4WD', A, 89950, { engine: '3.6L V6 petrol' }), v('Sport', 'SUV', 'Petrol', '4WD', M, 59950, { engine: '3.6L V6 petrol' })] },
    { name: 'Grand Cherokee', series: 'WL', years: [2013, null], colour: 'Silver', variants: [v('Limited', 'SUV', 'Petrol', '4WD', A, 82950, { engine: '3.6L V6 petrol' }), v('4xe Summit Reserve', 'SUV', 'Plug-in Hybrid', '4WD', A, 109950)] },
  ],
};

/** Every make the generator knows, dealer makes first. */
export const MAKES: readonly MakeSpec[] = [
  volkswagen,
  ford,
  hyundai,
  kia,
  mazda,
  isuzu,
  renault,
  skoda,
  toyota,
  mitsubishi,
  nissan,
  honda,
  subaru,
  holden,
  tesla,
  mg,
  byd,
  suzuki,
  chevrolet,
  jeep,
];

/** Spellings of make slugs that site configs may use, mapped to ours. */
const MAKE_ALIASES: Readonly<Record<string, string>> = { vw: 'volkswagen', 'skoda-auto': 'skoda', 'mazda-usa': 'mazda' };

/** The make for a config manufacturer slug; undefined when the generator has no catalogue for it. */
export function findMake(slug: string): MakeSpec | undefined {
  const key = MAKE_ALIASES[slug] ?? slug;
  return MAKES.find((make) => make.slug === key);
}

/** Whether a model is sold in a region. */
export function soldInRegion(model: ModelSpec, region: RegionCode): boolean {
  return model.regions === undefined || model.regions.includes(region);
}

/** Whether the model is a US-only model whose prices are already in USD. */
export function pricedInUsd(model: ModelSpec): boolean {
  return model.regions !== undefined && model.regions.length === 1 && model.regions[0] === 'US';
}
