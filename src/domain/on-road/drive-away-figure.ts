/**
 * The estimated drive-away price a site shows beside a price that leaves out on-road costs, in every
 * region: the one function the car page, the cards, the search documents and the deal all ask, so
 * no two of them can disagree.
 * - AU: the state tables' duty, registration, CTP and plates (with the dealer's own fees where it
 *   gives them) and the dealer's delivery fee, for the shopper's state (the car's own by default).
 * - NZ and US: the charges the dealer states in its config, as it states them; with none, nothing.
 *   The site never makes a figure up.
 * A drive-away price, a car without a valid price and a sold car have no estimate to show.
 */
import type { Car } from '../cars/car.ts';
import type { RegionCode } from '../basics/region.ts';
import { formatMoney, formatMoneyToCent } from '../basics/format.ts';
import { DRIVE_AWAY_LABEL } from '../basics/texts.ts';
import { isSold } from '../cars/car-state.ts';
import { isValidPrice } from '../cars/valid-price.ts';
import { auStateOfPostcode, type AuPlace, type AuState } from './au-states.ts';

export type { AuPlace } from './au-states.ts';
import { estimateDriveAway, type OnRoadComponent } from './drive-away-estimate.ts';
import { toCents, toDollars } from './cents.ts';
import type { OnRoadOverrides, OnRoadTables } from './on-road-tables.ts';

/** One charge an NZ or US dealer adds to a price, as its config states it (exactly one of amount and percent). */
export interface StatedCharge {
  readonly label: string;
  readonly amount?: number | undefined;
  readonly percent_of_price?: number | undefined;
  readonly source: string;
}

/** The site's on-road settings (the config's `on_road_costs`). */
export interface OnRoadSettings {
  readonly delivery_fee?: number | undefined;
  readonly fee_overrides: OnRoadOverrides;
  readonly components: readonly StatedCharge[];
}


/** A component of a stated (NZ or US) estimate: the dealer is its source. */
export interface StatedComponent {
  readonly kind: 'stated';
  readonly label: string;
  readonly amount: number;
  readonly workings: string;
  readonly source: { readonly name: string };
  readonly effectiveFrom: null;
}

export type DriveAwayComponent = OnRoadComponent | StatedComponent;

export type DriveAwayFigure =
  | {
      readonly kind: 'estimate';
      /** Who it is for: "VIC 3186", "NSW", "New Zealand", "WI". */
      readonly placeLabel: string;
      /** The AU state it was worked out for; null for NZ and US. */
      readonly state: AuState | null;
      readonly advertised: number;
      /** The advertised price plus every component, to the cent. */
      readonly total: number;
      readonly components: readonly DriveAwayComponent[];
    }
  | { readonly kind: 'no-estimate'; readonly placeLabel: string; readonly reason: string }
  | { readonly kind: 'not-applicable' };

/** The car fields an estimate reads. */
export type EstimatedCar = Pick<Car, 'price' | 'price_type' | 'simple_fuel' | 'simple_body' | 'engine' | 'car_type' | 'status' | 'sold' | 'state' | 'private_postcode'>;

export interface DriveAwayQuestion {
  readonly car: EstimatedCar;
  readonly region: RegionCode;
  /** AU: the shopper's place; null for the car's own state and postcode. Ignored elsewhere. */
  readonly place: AuPlace | null;
  readonly settings: OnRoadSettings;
  readonly tables: OnRoadTables;
  /** The ISO date whose tables apply (the build's or the request's day). */
  readonly on: string;
}

const NOT_APPLICABLE = { kind: 'not-applicable' } as const;

/** The drive-away estimate for a car on a site, for the shopper's place. */
export function driveAwayFigure(question: DriveAwayQuestion): DriveAwayFigure {
  const { car, region } = question;
  if (car.price_type === 'drive_away' || isSold(car) || !isValidPrice(car.price)) return NOT_APPLICABLE;
  if (region === 'AU') return auFigure(question);
  return statedFigure(car, region, question.settings.components);
}

/** The car's own place: its location's state and postcode, when they are an AU state's. */
function carPlace(car: EstimatedCar): AuPlace | null {
  const state = auStateOfPostcode(car.private_postcode);
  return state === null ? null : { state, postcode: car.private_postcode };
}

function auFigure({ car, place, settings, tables, on }: DriveAwayQuestion): DriveAwayFigure {
  const where = place ?? carPlace(car);
  if (where === null) return NOT_APPLICABLE;
  const placeLabel = where.postcode === null ? where.state : `${where.state} ${where.postcode}`;
  const estimate = estimateDriveAway({
    car,
    place: where,
    tables,
    delivery: settings.delivery_fee ?? null,
    overrides: settings.fee_overrides,
    on,
  });
  switch (estimate.kind) {
    case 'not-applicable':
      return NOT_APPLICABLE;
    case 'no-estimate':
      return { kind: 'no-estimate', placeLabel, reason: estimate.reason };
    case 'estimate':
      return { kind: 'estimate', placeLabel, state: where.state, advertised: estimate.advertised, total: estimate.total, components: estimate.components };
  }
}

/** A share of a price, to the cent. */
function percentOf(price: number, percent: number): number {
  return toDollars(Math.round(price * percent));
}

/** The prices NZ and US dealers advertise without their charges. */
const STATED_PRICE_TYPES: ReadonlySet<EstimatedCar['price_type']> = new Set(['plus_on_road_costs', 'plus_tax_and_fees']);

function statedFigure(car: EstimatedCar, region: 'NZ' | 'US', charges: readonly StatedCharge[]): DriveAwayFigure {
  if (charges.length === 0 || !STATED_PRICE_TYPES.has(car.price_type)) return NOT_APPLICABLE;
  const components = charges.map((charge): StatedComponent => {
    const amount = charge.percent_of_price === undefined ? (charge.amount ?? 0) : percentOf(car.price, charge.percent_of_price);
    const workings =
      charge.percent_of_price === undefined ? `${formatMoneyToCent(amount, region)} as the dealer states it` : `${charge.percent_of_price}% of ${formatMoneyToCent(car.price, region)}`;
    return { kind: 'stated', label: charge.label, amount, workings, source: { name: charge.source }, effectiveFrom: null };
  });
  const cents = components.reduce((sum, component) => sum + toCents(component.amount), toCents(car.price));
  return {
    kind: 'estimate',
    placeLabel: region === 'NZ' ? 'New Zealand' : car.state,
    state: null,
    advertised: car.price,
    total: toDollars(cents),
    components,
  };
}

/** The estimate as a card shows it: the total and who it is for. */
export interface DriveAwayLine {
  readonly total: number;
  readonly placeLabel: string;
}

/** The card's line of an estimate; null when there is none to show. */
export function driveAwayLine(figure: DriveAwayFigure): DriveAwayLine | null {
  return figure.kind === 'estimate' ? { total: figure.total, placeLabel: figure.placeLabel } : null;
}

/** The line as the shopper reads it on a card or the car page: 'Est. drive away $52,431 for VIC 3186'. */
export function driveAwayWords(line: DriveAwayLine, region: RegionCode): string {
  return `${DRIVE_AWAY_LABEL} ${formatMoney(line.total, region)} for ${line.placeLabel}`;
}
