/**
 * The drive-away estimate for an Australian shopper: the advertised price plus motor vehicle duty,
 * 12 months' registration, CTP insurance (Victoria's TAC charge), number plates, any other
 * government fee and, for a car advertised "+ On Road Costs", the dealer's delivery fee. Every
 * component names its source and the date of the table it came from, so the page can call the
 * whole an estimate and show its workings.
 *
 * It answers `no-estimate` with a plain reason rather than guess: when a table for the state and
 * date is not loaded (the ACT's emissions-based duty), or a rate depends on something the car's
 * data does not say (a cylinder count). It answers `not-applicable` when there is nothing to add:
 * the price is already drive-away, there is no valid price, or the car is sold.
 *
 * The estimate counts a new 12-month registration for every car; the dealer can replace any fee
 * with their own figure (overrides), e.g. for a used car sold with registration.
 */
import type { Body, CarType, Fuel, PriceType } from '../cars/car.ts';
import { isValidPrice } from '../cars/valid-price.ts';
import { AU_STATE_POSSESSIVES, vicTacZone, type AuState } from './au-states.ts';
import { centsText, toCents, toDollars } from './cents.ts';
import { dutyOf } from './duty.ts';
import { dutiableVehicle, type DutiableVehicle } from './dutiable-vehicle.ts';
import { feeOf, type FeePlace } from './fees.ts';
import { financialYearOf, tableInForce, type FeeSchedule, type FeeTable, type OnRoadOverrides, type OnRoadTables, type TableSource } from './on-road-tables.ts';

export type { DealerFees, OnRoadOverrides } from './on-road-tables.ts';

/** Where a component's figure comes from: a published table, or the dealer's own figure. */
export type ComponentSource = TableSource | { readonly name: 'Dealer' };

/** One line of the estimate. */
export interface OnRoadComponent {
  readonly kind: 'duty' | 'registration' | 'ctp' | 'plates' | 'other-fee' | 'delivery';
  /** 'Stamp duty (VIC)', 'Registration (12 months)', 'TAC charge', 'CTP insurance', 'Number plates', 'Dealer delivery'. */
  readonly label: string;
  /** Dollars, exact to the cent. */
  readonly amount: number;
  /** How the amount was reached, e.g. 'Passenger vehicle: $3 per $100 or part of $27,750 = $834'. */
  readonly workings: string;
  readonly source: ComponentSource;
  /** The table's ISO date; null for the dealer's own figures. */
  readonly effectiveFrom: string | null;
  /** What the table's figure assumes (a typical tare weight, an average insurer price), or null. */
  readonly notes: string | null;
}

/** The whole estimate, or why there is none. */
export type DriveAwayEstimate =
  | {
      readonly kind: 'estimate';
      readonly state: AuState;
      readonly postcode: string | null;
      readonly advertised: number;
      /** The value duty was charged on: the price, plus delivery for a '+ On Road Costs' price. */
      readonly dutiableValue: number;
      /** The advertised price plus every component. */
      readonly total: number;
      readonly components: readonly OnRoadComponent[];
      /** ISO date of the newest table used. */
      readonly tablesDated: string;
    }
  | { readonly kind: 'no-estimate'; readonly state: AuState; readonly reason: string }
  | { readonly kind: 'not-applicable' };

/** The car fields the estimate reads. */
export interface DriveAwayCar {
  readonly price: number;
  readonly price_type: PriceType;
  readonly simple_fuel: Fuel;
  readonly simple_body: Body;
  readonly engine: string;
  readonly car_type: CarType;
  readonly sold?: boolean;
  readonly status?: string;
}

/** What an estimate needs: the car, where it will be registered, the tables, the dealer's figures and the date. */
export interface DriveAwayInput {
  readonly car: DriveAwayCar;
  /** Where the car will be registered; the postcode picks Victoria's TAC zone. */
  readonly place: { readonly state: AuState; readonly postcode: string | null };
  readonly tables: OnRoadTables;
  /** The dealer's delivery fee, added only to a '+ On Road Costs' price (an 'Excl. Government Charges' price includes it). */
  readonly delivery: number | null;
  readonly overrides?: OnRoadOverrides;
  /** ISO date (YYYY-MM-DD) whose tables apply; the domain never reads the clock. */
  readonly on: string;
}

type FeeKind = 'registration' | 'ctp' | 'plates';

const FEE_WORDS: Readonly<Record<FeeKind, { label: string; missing: string; short: string }>> = {
  registration: { label: 'Registration (12 months)', missing: 'registration fees', short: 'registration' },
  ctp: { label: 'CTP insurance', missing: 'CTP insurance figures', short: 'CTP insurance' },
  plates: { label: 'Number plates', missing: 'number plate fees', short: 'number plates' },
};

const DEALER: ComponentSource = { name: 'Dealer' };

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The plain reason for a table that is not loaded: "The ACT's 2025–26 duty rates are not loaded, so we cannot estimate ACT duty." */
function notLoaded(state: AuState, on: string, what: string, cannot: string): string {
  return `${capitalise(AU_STATE_POSSESSIVES[state])} ${financialYearOf(on)} ${what} are not loaded, so we cannot estimate ${cannot}.`;
}

/**
 * Whether a car has on-road costs to estimate: not when its price already includes them
 * ('drive_away'), is a US price ('plus_tax_and_fees'), is no price (10 or less), or the car is sold.
 */
function isApplicable(car: DriveAwayCar): boolean {
  if (car.sold === true || car.status === 'sold') return false;
  if (!isValidPrice(car.price)) return false;
  return car.price_type === 'plus_on_road_costs' || car.price_type === 'excl_gov_charges';
}

const scheduleFor = (table: { readonly passenger: FeeSchedule; readonly commercial?: FeeSchedule }, vehicle: DutiableVehicle): FeeSchedule =>
  vehicle.use === 'commercial' ? (table.commercial ?? table.passenger) : table.passenger;

/** A component with its amount in cents, which the total adds up exactly. */
type Built = { readonly component: OnRoadComponent; readonly cents: number };

/** A group of components, or the reason the estimate stops there. */
type Step = { readonly kind: 'ok'; readonly built: readonly Built[] } | { readonly kind: 'stop'; readonly reason: string };

/** One government fee: the dealer's figure when given, else the table's, else a reason. */
function feeComponent(kind: FeeKind, input: DriveAwayInput, vehicle: DutiableVehicle, place: FeePlace): Step {
  const { state } = input.place;
  const table: FeeTable | null = tableInForce(input.tables[kind][state], input.on);
  const label = table?.label ?? FEE_WORDS[kind].label;
  const dealer = input.overrides?.[state]?.[kind];
  if (dealer !== undefined) {
    const cents = toCents(dealer);
    return {
      kind: 'ok',
      built: [
        {
          cents,
          component: { kind, label, amount: toDollars(cents), workings: `The dealer's own figure for ${state}: ${centsText(cents)}`, source: DEALER, effectiveFrom: null, notes: null },
        },
      ],
    };
  }
  if (table === null) return { kind: 'stop', reason: notLoaded(state, input.on, FEE_WORDS[kind].missing, `the ${state} on-road costs`) };
  const fee = feeOf(scheduleFor(table, vehicle), vehicle, place, table.commercial !== undefined);
  if (fee.kind === 'included') return { kind: 'ok', built: [] };
  if (fee.kind === 'no-fee') return { kind: 'stop', reason: `We cannot estimate ${state} ${FEE_WORDS[kind].short}: ${fee.reason}.` };
  return {
    kind: 'ok',
    built: [
      {
        cents: fee.cents,
        component: {
          kind,
          label,
          amount: toDollars(fee.cents),
          workings: fee.workings,
          source: table.sources[0] as TableSource,
          effectiveFrom: table.effective_from,
          notes: table.notes ?? null,
        },
      },
    ],
  };
}

/** The state's other government fees in force, if any (a state with none loaded has none). */
function otherFeeComponents(input: DriveAwayInput, vehicle: DutiableVehicle, place: FeePlace): Step {
  const { state } = input.place;
  const table = tableInForce(input.tables.other_fees?.[state], input.on);
  if (table === null) return { kind: 'ok', built: [] };
  const built: Built[] = [];
  for (const fee of table.fees) {
    const result = feeOf(scheduleFor(fee, vehicle), vehicle, place, fee.commercial !== undefined);
    if (result.kind === 'no-fee') return { kind: 'stop', reason: `We cannot estimate the ${state} ${fee.label.toLowerCase()}: ${result.reason}.` };
    if (result.kind === 'fee') {
      built.push({
        cents: result.cents,
        component: {
          kind: 'other-fee',
          label: fee.label,
          amount: toDollars(result.cents),
          workings: result.workings,
          source: table.sources[0] as TableSource,
          effectiveFrom: table.effective_from,
          notes: table.notes ?? null,
        },
      });
    }
  }
  return { kind: 'ok', built };
}

/**
 * The drive-away estimate of a car registered in a state on a date. Duty is charged on the
 * dutiable value: the advertised price, plus the dealer's delivery for a '+ On Road Costs' price
 * (an 'Excl. Government Charges' price includes delivery already). Without a delivery figure a
 * '+ On Road Costs' car is estimated without one.
 */
export function estimateDriveAway(input: DriveAwayInput): DriveAwayEstimate {
  const { car, place, on } = input;
  if (!isApplicable(car)) return { kind: 'not-applicable' };
  const { state } = place;
  const vehicle = dutiableVehicle(car);
  const advertisedCents = toCents(car.price);
  const deliveryCents = car.price_type === 'plus_on_road_costs' && input.delivery !== null && input.delivery > 0 ? toCents(input.delivery) : 0;
  const dutiableCents = advertisedCents + deliveryCents;

  const dutyTable = tableInForce(input.tables.duty[state], on);
  if (dutyTable === null) return { kind: 'no-estimate', state, reason: notLoaded(state, on, 'duty rates', `${state} duty`) };
  const duty = dutyOf(state, dutyTable, toDollars(dutiableCents), vehicle, on);
  if (duty.kind === 'no-duty') return { kind: 'no-estimate', state, reason: duty.reason };

  const notes = [dutyTable.notes, duty.concession?.notes].filter((note) => note !== undefined).join(' ');
  const built: Built[] = [
    {
      cents: duty.cents,
      component: {
        kind: 'duty',
        label: `Stamp duty (${state})`,
        amount: toDollars(duty.cents),
        workings: duty.workings,
        source: duty.source,
        effectiveFrom: duty.datedFrom,
        notes: notes === '' ? null : notes,
      },
    },
  ];
  const feePlace: FeePlace = { postcode: place.postcode, zone: state === 'VIC' && place.postcode !== null ? vicTacZone(place.postcode) : null };
  const steps = [
    feeComponent('registration', input, vehicle, feePlace),
    feeComponent('ctp', input, vehicle, feePlace),
    feeComponent('plates', input, vehicle, feePlace),
    otherFeeComponents(input, vehicle, feePlace),
  ];
  for (const step of steps) {
    if (step.kind === 'stop') return { kind: 'no-estimate', state, reason: step.reason };
    built.push(...step.built);
  }
  if (deliveryCents > 0) {
    built.push({
      cents: deliveryCents,
      component: {
        kind: 'delivery',
        label: 'Dealer delivery',
        amount: toDollars(deliveryCents),
        workings: `The dealer's delivery fee: ${centsText(deliveryCents)}`,
        source: DEALER,
        effectiveFrom: null,
        notes: null,
      },
    });
  }
  const dates = built.map(({ component }) => component.effectiveFrom).filter((date) => date !== null);
  return {
    kind: 'estimate',
    state,
    postcode: place.postcode,
    advertised: toDollars(advertisedCents),
    dutiableValue: toDollars(dutiableCents),
    total: toDollars(built.reduce((sum, { cents }) => sum + cents, advertisedCents)),
    components: built.map(({ component }) => component),
    tablesDated: dates.reduce((newest, date) => (date > newest ? date : newest), duty.datedFrom),
  };
}
