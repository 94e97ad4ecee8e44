/**
 * Motor vehicle duty (stamp duty) by table shape. Every state's rule is data (on-road-tables.ts);
 * this module knows only the shapes: "per $100 or part" rounding, whole-value brackets with their
 * cliffs, marginal (stepped) bands, a flat amount, Western Australia's sliding rate, a minimum and a
 * capped concession. It works in integer cents, or in exact fractions of a cent where a rate applies
 * to the dollar value, and rounds once at the end, so no floating-point drift reaches a price.
 */
import { AU_STATE_POSSESSIVES, type AuState } from './au-states.ts';
import { centsText, toCents } from './cents.ts';
import { matchesButForCylinders, vehicleMatches, type DutiableVehicle } from './dutiable-vehicle.ts';
import type { DutyBracket, DutyConcession, DutySchedule, DutyTable, TableSource } from './on-road-tables.ts';

/** The duty on one vehicle, or why there is none to give. */
export type DutyResult =
  | {
      readonly kind: 'duty';
      readonly cents: number;
      /** How it was worked out: 'Passenger vehicle: $3 per $100 or part of $27,750 = $834'. */
      readonly workings: string;
      readonly schedule: DutySchedule;
      readonly concession: DutyConcession | null;
      readonly source: TableSource;
      /** The newest date among the table and any concession used. */
      readonly datedFrom: string;
    }
  | { readonly kind: 'no-duty'; readonly reason: string };

/** A duty before rounding: numerator over denominator, in cents (the denominator is 1 unless a rate applies to the dollar value). */
interface Exact {
  readonly num: number;
  readonly den: number;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The bracket the whole value falls in: the first whose limit it does not exceed. */
export function bracketFor(schedule: DutySchedule, valueCents: number): DutyBracket | null {
  return schedule.brackets.find((bracket) => bracket.up_to === null || valueCents <= toCents(bracket.up_to)) ?? null;
}

/** How many of the table's units an amount is: whole units rounded up for "or part", else exact (as a fraction over the unit). */
function unitsOf(table: DutyTable, cents: number): Exact {
  const unit = toCents(table.per);
  return table.rounding === 'part-unit' ? { num: Math.ceil(cents / unit), den: 1 } : { num: cents, den: unit };
}

/** A rate as the workings print it: '$8.40 per $200 or part', or '2.75%' where the rate applies to the dollar value per $100. */
function rateText(table: DutyTable, rateCents: number, decimals?: number): string {
  if (table.rounding === 'exact' && table.per === 100) {
    return `${decimals === undefined ? String(rateCents / 100) : (rateCents / 100).toFixed(decimals)}%`;
  }
  return `${centsText(rateCents)} per ${centsText(toCents(table.per))}${table.rounding === 'part-unit' ? ' or part' : ''}`;
}

/**
 * Western Australia's sliding rate in cents per unit: `base_rate + (value - from) / step`, rounded
 * half up to `rate_decimals` places of a dollar, worked in integers (step 6,666.66 is 666,666 cents).
 */
export function slidingRateCents(bracket: Extract<DutyBracket, { kind: 'sliding-rate' }>, valueCents: number): number {
  const step = toCents(bracket.step);
  const granularity = 10 ** (2 - bracket.rate_decimals);
  const numerator = toCents(bracket.base_rate) * step + 100 * (valueCents - toCents(bracket.from));
  const denominator = step * granularity;
  return Math.floor((2 * numerator + denominator) / (2 * denominator)) * granularity;
}

/** The duty of one bracket on a value, before the final rounding, with its workings (without the result). */
function bracketDuty(table: DutyTable, bracket: DutyBracket, valueCents: number): { exact: Exact; workings: string; minimumCents: number | null } {
  const value = centsText(valueCents);
  switch (bracket.kind) {
    case 'flat':
      return {
        exact: { num: toCents(bracket.amount), den: 1 },
        workings: `${centsText(toCents(bracket.amount))} flat for a value of ${value}${bracket.up_to === null ? '' : ` (up to ${centsText(toCents(bracket.up_to))})`}`,
        minimumCents: null,
      };
    case 'per-unit': {
      const units = unitsOf(table, valueCents);
      return {
        exact: { num: units.num * toCents(bracket.rate), den: units.den },
        workings: `${rateText(table, toCents(bracket.rate))} of ${value}`,
        minimumCents: bracket.minimum === undefined ? null : toCents(bracket.minimum),
      };
    }
    case 'marginal': {
      const excess = valueCents - toCents(bracket.over);
      const units = unitsOf(table, excess);
      return {
        exact: { num: toCents(bracket.base) * units.den + units.num * toCents(bracket.rate), den: units.den },
        workings: `${centsText(toCents(bracket.base))} + ${rateText(table, toCents(bracket.rate))} of the ${centsText(excess)} over ${centsText(toCents(bracket.over))}`,
        minimumCents: null,
      };
    }
    case 'sliding-rate': {
      const rate = slidingRateCents(bracket, valueCents);
      const units = unitsOf(table, valueCents);
      const step = bracket.step.toLocaleString('en-AU', { maximumFractionDigits: 2 });
      const from = centsText(toCents(bracket.from));
      const base = rateText(table, toCents(bracket.base_rate));
      return {
        exact: { num: units.num * rate, den: units.den },
        workings:
          `${rateText(table, rate, bracket.rate_decimals)} of ${value} ` +
          `(sliding rate: ${base} + (${value} − ${from}) ÷ ${step}, rounded to ${bracket.rate_decimals} decimal places)`,
        minimumCents: null,
      };
    }
  }
}

/** An exact duty in whole cents: down to a multiple of `round_down_to_cents` when the table says so, else to the nearest cent (halves up). */
function roundDuty(table: DutyTable, exact: Exact): number {
  const step = table.round_down_to_cents;
  if (step !== undefined) return Math.floor(exact.num / (exact.den * step)) * step;
  return Math.floor((2 * exact.num + exact.den) / (2 * exact.den));
}

/**
 * The duty of a schedule on a dutiable value in cents, with its workings, before any concession:
 * the value's bracket sets the duty (whole value, marginal, flat or sliding), then the minimum and
 * the table's rounding apply.
 */
export function scheduleDuty(table: DutyTable, schedule: DutySchedule, valueCents: number): { cents: number; workings: string } | null {
  const bracket = bracketFor(schedule, valueCents);
  if (bracket === null) return null;
  const { exact, workings, minimumCents } = bracketDuty(table, bracket, valueCents);
  const rounded = roundDuty(table, exact);
  const roundedNote = table.round_down_to_cents !== undefined && rounded * exact.den !== exact.num ? ` (rounded down to the nearest ${table.round_down_to_cents} cents)` : '';
  if (minimumCents !== null && rounded < minimumCents) {
    return { cents: minimumCents, workings: `${workings} = ${centsText(rounded)}, raised to the ${centsText(minimumCents)} minimum` };
  }
  return { cents: rounded, workings: `${workings} = ${centsText(rounded)}${roundedNote}` };
}

/** Whether a concession applies to the vehicle on the date: within its dates and for its vehicles. */
function concessionApplies(concession: DutyConcession, vehicle: DutiableVehicle, on: string): boolean {
  return concession.effective_from <= on && (concession.until === undefined || on <= concession.until) && vehicleMatches(concession.applies_to, vehicle);
}

/**
 * The duty a state charges on registering the vehicle at a dutiable value (dollars, to the cent) on
 * a date, from the state's table in force then (the caller picks it: tableInForce). The first
 * schedule that fits the vehicle applies; when none fits because the engine's cylinder count is not
 * known, the answer says so instead of guessing the engine.
 */
export function dutyOf(state: AuState, table: DutyTable, dutiableValue: number, vehicle: DutiableVehicle, on: string): DutyResult {
  const valueCents = toCents(dutiableValue);
  const schedule = table.schedules.find((candidate) => vehicleMatches(candidate.applies_to, vehicle));
  if (schedule === undefined) {
    const cylindersUnknown = table.schedules.some((candidate) => matchesButForCylinders(candidate.applies_to, vehicle));
    return {
      kind: 'no-duty',
      reason: cylindersUnknown
        ? `We cannot estimate ${state} duty: it depends on the engine, and the engine's cylinder count is not known.`
        : `${capitalise(AU_STATE_POSSESSIVES[state])} duty table has no rate for this vehicle, so we cannot estimate ${state} duty.`,
    };
  }
  const duty = scheduleDuty(table, schedule, valueCents);
  if (duty === null) return { kind: 'no-duty', reason: `${capitalise(AU_STATE_POSSESSIVES[state])} duty table has no rate for a value of ${centsText(valueCents)}.` };
  const source = table.sources[0] as TableSource;
  const workings = `${capitalise(schedule.label)}: ${duty.workings}`;
  const concession = table.concessions?.find((candidate) => concessionApplies(candidate, vehicle, on)) ?? null;
  if (concession === null || duty.cents === 0) return { kind: 'duty', cents: duty.cents, workings, schedule, concession: null, source, datedFrom: table.effective_from };
  const reduced = Math.max(0, duty.cents - toCents(concession.max_reduction));
  return {
    kind: 'duty',
    cents: reduced,
    workings: `${workings}, less the ${concession.label} (up to ${centsText(toCents(concession.max_reduction))}) = ${centsText(reduced)}`,
    schedule,
    concession,
    source,
    datedFrom: concession.effective_from > table.effective_from ? concession.effective_from : table.effective_from,
  };
}
