/**
 * The step machine of a multi-step lead form (spec section 4: "advances step by step. On the last
 * step it submits"). Pure: the island keeps the state, saves each step through POST /api/leads and
 * asks here where to go next. The lead_id the first step's save answered is part of the state, so
 * every later step names the same lead.
 *
 * - A step moves on only after its save succeeded (`afterSave`); a failed save changes nothing.
 * - Back goes one step back; 'Edit' on the review goes to any step already reached, and once the
 *   review has been reached, saving an edited step returns straight to the review.
 * - The progress (step, furthest step, lead_id, answers) is kept per site in sessionStorage so a
 *   reload keeps the step; `parseSavedProgress` reads it back and refuses anything malformed.
 */

/** Where a multi-step form is. */
export interface MultiStepState<S extends string> {
  readonly steps: readonly S[];
  readonly current: S;
  /** The furthest step reached (its answers may not be saved yet). */
  readonly furthest: S;
  /** null until the first step's save answered one. */
  readonly leadId: string | null;
}

/** A new form, on its first step. */
export function startMultiStep<S extends string>(steps: readonly [S, ...S[]]): MultiStepState<S> {
  return { steps, current: steps[0], furthest: steps[0], leadId: null };
}

function indexOf<S extends string>(state: MultiStepState<S>, step: S): number {
  return state.steps.indexOf(step);
}

/** Whether the current step is the last (the one that submits). */
export function isLastStep<S extends string>(state: MultiStepState<S>): boolean {
  return indexOf(state, state.current) === state.steps.length - 1;
}

/** Whether the current step is the first (no Back). */
export function isFirstStep<S extends string>(state: MultiStepState<S>): boolean {
  return indexOf(state, state.current) === 0;
}

/**
 * After the current step was saved under `leadId`: the next step, or the last one straight away when
 * the shopper came from the review to edit this step. On the last step nothing moves (the form then
 * leaves for /success).
 */
export function afterSave<S extends string>(state: MultiStepState<S>, leadId: string): MultiStepState<S> {
  const at = indexOf(state, state.current);
  const last = state.steps.length - 1;
  if (at === last) return { ...state, leadId };
  const reachedReview = indexOf(state, state.furthest) === last;
  const next = state.steps[reachedReview ? last : at + 1] ?? state.current;
  const furthest = indexOf(state, next) > indexOf(state, state.furthest) ? next : state.furthest;
  return { ...state, current: next, furthest, leadId };
}

/** One step back (the answers stay with the form). */
export function stepBack<S extends string>(state: MultiStepState<S>): MultiStepState<S> {
  const at = indexOf(state, state.current);
  return at <= 0 ? state : { ...state, current: state.steps[at - 1] ?? state.current };
}

/** To a step already reached (the review's 'Edit'); a step not reached yet is refused (no change). */
export function goToStep<S extends string>(state: MultiStepState<S>, step: S): MultiStepState<S> {
  const at = indexOf(state, step);
  return at < 0 || at > indexOf(state, state.furthest) ? state : { ...state, current: step };
}

/** The step indicator's words and numbers: "Step 2 of 4: About you". */
export function stepIndicator<S extends string>(state: MultiStepState<S>, titles: Readonly<Record<S, string>>): { number: number; total: number; text: string } {
  const number = indexOf(state, state.current) + 1;
  const total = state.steps.length;
  return { number, total, text: `Step ${number} of ${total}: ${titles[state.current]}` };
}

/** What is kept in sessionStorage between reloads. */
export interface SavedProgress<S extends string, V> {
  readonly state: MultiStepState<S>;
  readonly values: V;
  /** When the form was first shown (ms since the epoch): the bot check's fill time counts from it. */
  readonly startedAt: number;
}

/** The stored form of a progress. */
export function serialiseProgress<S extends string, V>(progress: SavedProgress<S, V>): string {
  const { state, values, startedAt } = progress;
  return JSON.stringify({ current: state.current, furthest: state.furthest, leadId: state.leadId, values, startedAt });
}

/**
 * A stored progress read back, or null when there is none or it does not fit these steps (an older
 * form, a hand-edited value). `parseValues` checks the answers; null refuses them.
 */
export function parseSavedProgress<S extends string, V>(
  raw: string | null | undefined,
  steps: readonly S[],
  parseValues: (values: unknown) => V | null,
): SavedProgress<S, V> | null {
  if (raw === null || raw === undefined || raw === '') return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const isStep = (value: unknown): value is S => typeof value === 'string' && (steps as readonly string[]).includes(value);
  const { current, furthest, leadId, startedAt } = record;
  if (!isStep(current) || !isStep(furthest) || steps.indexOf(current) > steps.indexOf(furthest)) return null;
  if (leadId !== null && typeof leadId !== 'string') return null;
  // Past the first step the lead exists: without its id the later saves could not name it.
  if (leadId === null && steps.indexOf(furthest) > 0) return null;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return null;
  const values = parseValues(record.values);
  if (values === null) return null;
  return { state: { steps, current, furthest, leadId }, values, startedAt };
}
