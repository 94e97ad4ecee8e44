/**
 * The shape of the on-road costs tables (src/config/on-road-costs/au.json): Australia's motor
 * vehicle duty and government fees as dated data, one list of tables per state or territory. A rate
 * change is a new table with a later `effective_from`, never an edit of an old one, so an estimate
 * for any date reads the table that was in force on it. The config reader checks the file against
 * these interfaces (src/config/on-road-tables.ts); the engine in this folder only reads them.
 *
 * Amounts are dollars as the authorities publish them (`8.4` for $8.40); the engine works in cents.
 * Field names are the file's own (snake_case), so a table reads the same in the file and in code.
 */
import type { CarType, Fuel } from '../cars/car.ts';
import type { AuState } from './au-states.ts';

/** Where a table's figures come from: the authority's page, named so a shopper can check it. */
export interface TableSource {
  readonly name: string;
  /** An https address. */
  readonly url: string;
}

/** What every table carries: the day it applies from and who publishes its figures. */
export interface DatedTable {
  /** ISO date (YYYY-MM-DD): the table applies from this day until a later table's date. */
  readonly effective_from: string;
  /** At least one; the first is the one an estimate names as the component's source. */
  readonly sources: readonly TableSource[];
  /** What the figures assume or leave out, in words a shopper can read beside the estimate. */
  readonly notes?: string;
}

/** A vehicle's use for duty and fees: Utes, Vans and Cab Chassis carry goods; the rest carry people. */
export type VehicleUse = 'passenger' | 'commercial';

/**
 * Which vehicles a duty schedule or concession is for. Every condition given must hold; a condition
 * left out holds for any vehicle. An empty `applies_to` is the catch-all.
 */
export interface VehicleMatch {
  readonly use?: readonly VehicleUse[];
  readonly fuels?: readonly Fuel[];
  readonly car_types?: readonly CarType[];
  /** Inclusive bounds on the engine's cylinder count (a rotary engine counts as its cylinder class). */
  readonly cylinders?: { readonly min?: number; readonly max?: number };
}

/**
 * One bracket of a duty schedule, chosen by the whole dutiable value: the first bracket whose
 * `up_to` (inclusive; null for no limit) the value does not exceed. The bracket then sets the duty:
 * - `per-unit`: `rate` per unit (the table's `per`) of the whole value, at least `minimum`;
 * - `marginal`: `base` plus `rate` per unit of the part of the value over `over`;
 * - `flat`: `amount`, whatever the value;
 * - `sliding-rate`: a rate per unit that grows with the value, `base_rate + (value - from) / step`,
 *   rounded to `rate_decimals` places, applied to the whole value (Western Australia's middle band).
 * A schedule of per-unit brackets is whole-value with cliffs; marginal brackets make it stepped.
 */
export type DutyBracket =
  | { readonly kind: 'per-unit'; readonly up_to: number | null; readonly rate: number; readonly minimum?: number }
  | { readonly kind: 'marginal'; readonly up_to: number | null; readonly base: number; readonly over: number; readonly rate: number }
  | { readonly kind: 'flat'; readonly up_to: number | null; readonly amount: number }
  | {
      readonly kind: 'sliding-rate';
      readonly up_to: number | null;
      readonly from: number;
      readonly base_rate: number;
      readonly step: number;
      readonly rate_decimals: number;
    };

/** The brackets for one class of vehicle, e.g. VIC's green passenger cars. */
export interface DutySchedule {
  /** How the workings name the class, e.g. 'green passenger car'. */
  readonly label: string;
  readonly applies_to: VehicleMatch;
  /** In ascending `up_to`; the last has `up_to` null. */
  readonly brackets: readonly DutyBracket[];
}

/**
 * A reduction of the duty for some vehicles for a time, e.g. the Northern Territory's concession
 * for plug-in vehicles: the duty less `max_reduction`, never below nothing.
 */
export interface DutyConcession {
  readonly label: string;
  readonly applies_to: VehicleMatch;
  readonly max_reduction: number;
  /** ISO date of the first day it applies. */
  readonly effective_from: string;
  /** ISO date of the last day it applies; absent while it has no end. */
  readonly until?: string;
  readonly sources: readonly TableSource[];
  readonly notes?: string;
}

/** A state's motor vehicle duty from its date: the first schedule that matches the vehicle applies. */
export interface DutyTable extends DatedTable {
  /** The value unit the rates are per: 100 ("$3 per $100") or 200 (Victoria's "per $200"). */
  readonly per: number;
  /**
   * 'part-unit': "per $100 or part", the value (or the part over a marginal band) rounds up to the
   * next whole unit first; 'exact': the rate applies to the dollar value (Western Australia).
   */
  readonly rounding: 'part-unit' | 'exact';
  /** When set, the duty rounds down to a multiple of this many cents (WA: 5); else to the nearest cent. */
  readonly round_down_to_cents?: number;
  readonly schedules: readonly DutySchedule[];
  readonly concessions?: readonly DutyConcession[];
}

/** A fee for one class of vehicle. */
export type FeeSchedule =
  /** One amount for every vehicle of the class. */
  | { readonly kind: 'flat'; readonly amount: number }
  /**
   * By the engine (Queensland, South Australia, Tasmania, the Northern Territory): `electric` for an
   * electric car; otherwise the first band whose `max_cylinders` (null: any) is not below the count.
   */
  | {
      readonly kind: 'by-cylinders';
      readonly electric: number;
      readonly bands: readonly { readonly max_cylinders: number | null; readonly amount: number }[];
    }
  /** By where the car is kept (Victoria's TAC risk zones, au-states.ts). */
  | { readonly kind: 'by-zone'; readonly metropolitan: number; readonly outer_metropolitan: number; readonly rural: number }
  /** Charged inside another component's figure (SA's, Tasmania's and the NT's registration include CTP). */
  | { readonly kind: 'included'; readonly in: 'registration' };

/** One government fee (registration, CTP, plates) from its date. */
export interface FeeTable extends DatedTable {
  /** The estimate's line, when the state words it its own way ('TAC charge'). */
  readonly label?: string;
  readonly passenger: FeeSchedule;
  /** Where a commercial vehicle (Ute, Van, Cab Chassis) pays a different fee; else `passenger` applies. */
  readonly commercial?: FeeSchedule;
}

/** Any other government fee of a state, e.g. Queensland's traffic improvement fee. */
export interface OtherFee {
  readonly label: string;
  readonly passenger: FeeSchedule;
  readonly commercial?: FeeSchedule;
}

/** A state's other fees from a date; an empty list says there are none from then. */
export interface OtherFeesTable extends DatedTable {
  readonly fees: readonly OtherFee[];
}

/** Each state's dated tables, oldest first; a state with no list has no table loaded. */
export type PerState<T> = Partial<Record<AuState, readonly T[]>>;

/** The whole tables file. */
export interface OnRoadTables {
  readonly duty: PerState<DutyTable>;
  readonly registration: PerState<FeeTable>;
  readonly ctp: PerState<FeeTable>;
  readonly plates: PerState<FeeTable>;
  /** States with other government fees; a state left out has none. */
  readonly other_fees?: PerState<OtherFeesTable>;
}

/** A dealer's own figures for a state's fees, each replacing the table's (in dollars). */
export interface DealerFees {
  readonly registration?: number;
  readonly ctp?: number;
  readonly plates?: number;
}

/** The dealer's own fee figures, by state (the site config's `on_road_costs.fee_overrides`). */
export type OnRoadOverrides = Partial<Record<AuState, DealerFees>>;

/**
 * The table in force on `on` (YYYY-MM-DD): the latest whose `effective_from` is on or before it.
 * Null when every table starts later, or none is loaded. ISO dates compare as text, so no clock or
 * time zone is involved.
 */
export function tableInForce<T extends { readonly effective_from: string }>(tables: readonly T[] | undefined, on: string): T | null {
  let found: T | null = null;
  for (const table of tables ?? []) {
    if (table.effective_from <= on && (found === null || table.effective_from >= found.effective_from)) found = table;
  }
  return found;
}

/**
 * The financial year a date falls in, as Australian governments write it: 1 July 2025 to 30 June
 * 2026 is '2025–26' (with an en dash). Rates change on 1 July, so a missing table is named by it.
 */
export function financialYearOf(on: string): string {
  const year = Number(on.slice(0, 4));
  const month = Number(on.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}–${String((start + 1) % 100).padStart(2, '0')}`;
}
