import { describe, expect, it } from 'vitest';
import {
  afterSave,
  goToStep,
  isFirstStep,
  isLastStep,
  parseSavedProgress,
  serialiseProgress,
  startMultiStep,
  stepBack,
  stepIndicator,
} from '../../../../src/domain/leads/multi-step.ts';

const STEPS = ['loan', 'about_you', 'employment', 'review'] as const;
type Step = (typeof STEPS)[number];
const TITLES: Record<Step, string> = { loan: 'Your loan and car', about_you: 'About you', employment: 'Employment and income', review: 'Review and submit' };
const LEAD = '6f1c3f7e-0f7a-4c1e-9a9e-2d6f3b8e1a11';

describe('the multi-step form machine', () => {
  it('starts on the first step with no lead', () => {
    const state = startMultiStep(STEPS);
    expect(state).toMatchObject({ current: 'loan', furthest: 'loan', leadId: null });
    expect(isFirstStep(state)).toBe(true);
    expect(isLastStep(state)).toBe(false);
    expect(stepIndicator(state, TITLES)).toEqual({ number: 1, total: 4, text: 'Step 1 of 4: Your loan and car' });
  });

  it('moves on one step per save, keeping the lead_id the first save answered', () => {
    let state = afterSave(startMultiStep(STEPS), LEAD);
    expect(state).toMatchObject({ current: 'about_you', furthest: 'about_you', leadId: LEAD });
    expect(stepIndicator(state, TITLES).text).toBe('Step 2 of 4: About you');
    state = afterSave(afterSave(state, LEAD), LEAD);
    expect(state.current).toBe('review');
    expect(isLastStep(state)).toBe(true);
    // The last step's save does not move: the form leaves for /success.
    expect(afterSave(state, LEAD).current).toBe('review');
  });

  it('goes back one step at a time, never before the first', () => {
    const state = afterSave(afterSave(startMultiStep(STEPS), LEAD), LEAD);
    expect(stepBack(state)).toMatchObject({ current: 'about_you', furthest: 'employment' });
    expect(stepBack(startMultiStep(STEPS)).current).toBe('loan');
  });

  it("edits a reached step from the review and returns to the review after its save; refuses a step not reached", () => {
    const review = [LEAD, LEAD, LEAD].reduce((state, id) => afterSave(state, id), startMultiStep(STEPS));
    const editing = goToStep(review, 'loan');
    expect(editing.current).toBe('loan');
    expect(afterSave(editing, LEAD).current).toBe('review');
    const early = afterSave(startMultiStep(STEPS), LEAD);
    expect(goToStep(early, 'review')).toBe(early);
    // Before the review was reached, a step moves on to the next one only.
    expect(afterSave(stepBack(early), LEAD).current).toBe('about_you');
  });

  it('reads back what it stored, and refuses anything that does not fit', () => {
    const state = afterSave(startMultiStep(STEPS), LEAD);
    const parseValues = (values: unknown) => (typeof values === 'object' && values !== null ? (values as { a: string }) : null);
    const raw = serialiseProgress({ state, values: { a: 'x' }, startedAt: 1_700_000_000_000 });
    expect(parseSavedProgress(raw, STEPS, parseValues)).toEqual({ state, values: { a: 'x' }, startedAt: 1_700_000_000_000 });
    const stored = JSON.parse(raw) as Record<string, unknown>;
    const variants: unknown[] = [
      null,
      '',
      'not json',
      { ...stored, current: 'income' },
      { ...stored, current: 'review' },
      { ...stored, leadId: null },
      { ...stored, leadId: 7 },
      { ...stored, startedAt: 'yesterday' },
      { ...stored, values: null },
    ];
    for (const variant of variants) {
      const text = typeof variant === 'string' || variant === null ? variant : JSON.stringify(variant);
      expect(parseSavedProgress(text, STEPS, parseValues), String(text)).toBeNull();
    }
  });
});
