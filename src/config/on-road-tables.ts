/**
 * The one reader of the on-road costs tables (src/config/on-road-costs/au.json): Australia's motor
 * vehicle duty and government fees as dated, sourced data. The schema below is checked against the
 * domain's interfaces (src/domain/on-road/on-road-tables.ts), which the engine reads; a file that
 * does not fit is refused in plain words naming the path, e.g.
 * `au.json -> duty.VIC[1].effective_from: expected an ISO date (YYYY-MM-DD), got the text "1 July 2025"`.
 *
 * Every table must say where its figures come from (a name and an https address) and the day it
 * applies from, and a state's tables must be in date order: a rate change is a new table with a
 * later date, never an edit of the old one, so estimates for past dates stay as they were.
 */
import { z } from 'zod';
import { formatConfigIssues } from './config-errors.ts';
import { CAR_TYPES, FUELS } from '../domain/cars/car.ts';
import { AU_STATES } from '../domain/on-road/au-states.ts';
import type {
  DutyBracket,
  DutyConcession,
  DutySchedule,
  DutyTable,
  FeeSchedule,
  FeeTable,
  OnRoadTables,
  OtherFeesTable,
  TableSource,
  VehicleMatch,
} from '../domain/on-road/on-road-tables.ts';
import auTablesJson from './on-road-costs/au.json' with { type: 'json' };

/** The tables file as messages name it. */
export const AU_TABLES_FILE = 'au.json';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether YYYY-MM-DD text is a day on the calendar (not 2025-02-30); other text is the pattern's to refuse. */
function onTheCalendar(text: string): boolean {
  if (!ISO_DATE.test(text)) return true;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A calendar date as YYYY-MM-DD that exists. */
const isoDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required: the ISO date (YYYY-MM-DD) the table applies from' : 'expected an ISO date (YYYY-MM-DD)') })
  .regex(ISO_DATE, 'expected an ISO date (YYYY-MM-DD)')
  .refine(onTheCalendar, 'expected an ISO date (YYYY-MM-DD) that exists on the calendar');

/** Dollars to the cent, as published: 8.4 for $8.40; no negative amounts. */
const dollars = z
  .number()
  .min(0)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'expected an amount to the cent, e.g. 8.4 or 140.11');

/** A bracket's upper limit in dollars, inclusive; null for the top bracket. */
const upTo = dollars.nullable();

const SourceSchema = z.strictObject({
  /** Who publishes the figures and which page, e.g. "Revenue NSW: motor vehicle duty". */
  name: z.string().trim().min(1),
  /** The page's https address. */
  url: z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'expected an https URL'),
}) satisfies z.ZodType<TableSource>;

/** Where figures come from: at least one source, so no figure on the site is unexplained. */
const sources = z
  .array(SourceSchema, { error: (issue) => (issue.input === undefined ? 'is required: at least one source (a name and an https URL)' : 'expected a list of sources') })
  .min(1, 'expected at least one source (a name and an https URL)');

const dated = {
  /** The day the table applies from, until a later table's date. */
  effective_from: isoDate,
  sources,
  /** What the figures assume or leave out, shown beside the estimate. */
  notes: z.string().trim().min(1).optional(),
};

const VehicleMatchSchema = z.strictObject({
  use: z.array(z.enum(['passenger', 'commercial'])).min(1).optional(),
  fuels: z.array(z.enum(FUELS)).min(1).optional(),
  car_types: z.array(z.enum(CAR_TYPES)).min(1).optional(),
  cylinders: z
    .strictObject({ min: z.int().min(1).optional(), max: z.int().min(1).optional() })
    .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, 'min must not be above max')
    .optional(),
}) satisfies z.ZodType<VehicleMatch>;

const BracketSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('per-unit'), up_to: upTo, rate: dollars, minimum: dollars.optional() }),
    z.strictObject({ kind: z.literal('marginal'), up_to: upTo, base: dollars, over: dollars, rate: dollars }),
    z.strictObject({ kind: z.literal('flat'), up_to: upTo, amount: dollars }),
    z.strictObject({
      kind: z.literal('sliding-rate'),
      up_to: upTo,
      from: dollars,
      base_rate: dollars,
      step: dollars.refine((value) => value > 0, 'expected a step above 0'),
      /** Places of a dollar the rate is rounded to: 0 to 2 (the engine works in cents). */
      rate_decimals: z.int().min(0).max(2),
    }),
  ],
  { error: 'expected kind "per-unit", "marginal", "flat" or "sliding-rate"' },
) satisfies z.ZodType<DutyBracket>;

/** Brackets in ascending order with only the last open-ended, so every value falls in exactly one. */
function reportBracketOrder(brackets: readonly DutyBracket[], ctx: z.RefinementCtx): void {
  brackets.forEach((bracket, index) => {
    const last = index === brackets.length - 1;
    if (last && bracket.up_to !== null) ctx.addIssue({ code: 'custom', path: ['brackets', index, 'up_to'], message: 'the last bracket must have up_to null (no upper limit)' });
    if (!last && bracket.up_to === null) ctx.addIssue({ code: 'custom', path: ['brackets', index, 'up_to'], message: 'only the last bracket may have up_to null' });
    const previous = brackets[index - 1]?.up_to;
    if (previous !== undefined && previous !== null && bracket.up_to !== null && bracket.up_to <= previous) {
      ctx.addIssue({ code: 'custom', path: ['brackets', index, 'up_to'], message: `expected a limit above the previous bracket's ${previous}` });
    }
  });
}

const DutyScheduleSchema = z
  .strictObject({
    /** How the workings name the class of vehicle, e.g. "green passenger car". */
    label: z.string().trim().min(1),
    /** The vehicles the schedule is for; {} for every vehicle. */
    applies_to: VehicleMatchSchema,
    brackets: z.array(BracketSchema).min(1, 'expected at least one bracket'),
  })
  .superRefine((schedule, ctx) => reportBracketOrder(schedule.brackets, ctx)) satisfies z.ZodType<DutySchedule>;

const DutyConcessionSchema = z
  .strictObject({
    label: z.string().trim().min(1),
    applies_to: VehicleMatchSchema,
    /** The most the duty is reduced by, in dollars. */
    max_reduction: dollars,
    effective_from: isoDate,
    /** The last day it applies. */
    until: isoDate.optional(),
    sources,
    notes: z.string().trim().min(1).optional(),
  })
  .refine((concession) => concession.until === undefined || concession.until >= concession.effective_from, {
    message: 'until must be on or after effective_from',
    path: ['until'],
  }) satisfies z.ZodType<DutyConcession>;

const DutyTableSchema = z.strictObject({
  ...dated,
  /** The value unit the rates are per: 100, or 200 in Victoria. */
  per: z.int().positive(),
  /** "part-unit": per $100 or part (round the value up first); "exact": on the dollar value. */
  rounding: z.enum(['part-unit', 'exact']),
  /** Round the duty down to a multiple of this many cents (WA: 5). */
  round_down_to_cents: z.int().positive().optional(),
  schedules: z.array(DutyScheduleSchema).min(1, 'expected at least one schedule'),
  concessions: z.array(DutyConcessionSchema).optional(),
}) satisfies z.ZodType<DutyTable>;

const FeeScheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('flat'), amount: dollars }),
    z
      .strictObject({
        kind: z.literal('by-cylinders'),
        electric: dollars,
        bands: z.array(z.strictObject({ max_cylinders: z.int().min(1).nullable(), amount: dollars })).min(1),
      })
      .superRefine((schedule, ctx) => {
        const lastIndex = schedule.bands.length - 1;
        if (schedule.bands[lastIndex]?.max_cylinders !== null) {
          ctx.addIssue({ code: 'custom', path: ['bands', lastIndex, 'max_cylinders'], message: 'the last band must have max_cylinders null (any engine)' });
        }
      }),
    z.strictObject({ kind: z.literal('by-zone'), metropolitan: dollars, outer_metropolitan: dollars, rural: dollars }),
    z.strictObject({ kind: z.literal('included'), in: z.literal('registration') }),
  ],
  { error: 'expected kind "flat", "by-cylinders", "by-zone" or "included"' },
) satisfies z.ZodType<FeeSchedule>;

const FeeTableSchema = z.strictObject({
  ...dated,
  /** The estimate's line where the state words it its own way, e.g. "TAC charge". */
  label: z.string().trim().min(1).optional(),
  passenger: FeeScheduleSchema,
  commercial: FeeScheduleSchema.optional(),
}) satisfies z.ZodType<FeeTable>;

const OtherFeesTableSchema = z.strictObject({
  ...dated,
  fees: z.array(z.strictObject({ label: z.string().trim().min(1), passenger: FeeScheduleSchema, commercial: FeeScheduleSchema.optional() })),
}) satisfies z.ZodType<OtherFeesTable>;

/** A state's list of tables: at least one, each later than the one before. */
function datedList<T extends z.ZodType<{ effective_from: string }>>(table: T) {
  return z.array(table).min(1, 'expected at least one table').superRefine((tables, ctx) => {
    tables.forEach((current, index) => {
      const previous = tables[index - 1];
      // Only dates of the right shape are compared; a malformed one has its own message already.
      const comparable = previous !== undefined && ISO_DATE.test(previous.effective_from) && ISO_DATE.test(current.effective_from);
      if (comparable && current.effective_from <= previous.effective_from) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'effective_from'],
          message: `expected a date after the previous table's ${previous.effective_from}: a rate change is a new, later table`,
        });
      }
    });
  });
}

function perState<T extends z.ZodType<{ effective_from: string }>>(table: T) {
  return z.partialRecord(z.enum(AU_STATES), datedList(table));
}

/** The whole tables file: one list of dated tables per state for each kind of charge. */
export const OnRoadTablesSchema = z.strictObject({
  /** Motor vehicle duty by state. */
  duty: perState(DutyTableSchema),
  /** 12 months' registration by state. */
  registration: perState(FeeTableSchema),
  /** CTP insurance (Victoria: the TAC charge) by state. */
  ctp: perState(FeeTableSchema),
  /** Number plates by state. */
  plates: perState(FeeTableSchema),
  /** Other government fees, for the states that charge any. */
  other_fees: perState(OtherFeesTableSchema).optional(),
}) satisfies z.ZodType<OnRoadTables>;

/** The outcome of reading a tables file. */
export type OnRoadTablesResult = { readonly ok: true; readonly tables: OnRoadTables } | { readonly ok: false; readonly errors: readonly string[] };

/** Validates parsed JSON as the tables in `file` (the name messages show). */
export function parseOnRoadTables(file: string, json: unknown): OnRoadTablesResult {
  const result = OnRoadTablesSchema.safeParse(json, { reportInput: true });
  return result.success ? { ok: true, tables: result.data } : { ok: false, errors: formatConfigIssues(file, result.error.issues) };
}

/** Thrown when the tables file does not fit; one sentence per problem. */
class OnRoadTablesError extends Error {
  readonly errors: readonly string[];
  constructor(errors: readonly string[]) {
    super(errors.join('\n'));
    this.name = 'OnRoadTablesError';
    this.errors = errors;
  }
}

let cached: OnRoadTables | undefined;

/**
 * Australia's on-road costs tables, validated once and kept. The file is imported, so a build, a
 * function and a test all read the same tables; it throws when the file does not fit the schema,
 * naming every problem, so a broken table never reaches a price.
 */
export function auOnRoadTables(): OnRoadTables {
  if (cached !== undefined) return cached;
  const result = parseOnRoadTables(AU_TABLES_FILE, auTablesJson);
  if (!result.ok) throw new OnRoadTablesError(result.errors);
  cached = result.tables;
  return cached;
}
