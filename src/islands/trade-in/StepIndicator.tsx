/**
 * The trade-in wizard's progress: the domain's steps in order (WIZARD_STEPS), the current one marked
 * with aria-current and the ones before it as done, each with words a screen reader says.
 */
import { STEP_NAMES, WIZARD_STEPS, type WizardState } from '../../domain/trade-in/trade-in-steps.ts';

export function StepIndicator({ step }: { step: WizardState['step'] }) {
  const index = WIZARD_STEPS.indexOf(step);
  return (
    <ol className="trade-in__steps" aria-label="Progress">
      {WIZARD_STEPS.map((name, position) => (
        <li key={name} aria-current={position === index ? 'step' : undefined} data-done={position < index ? 'true' : undefined}>
          <span className="visually-hidden">{position < index ? 'Done: ' : position === index ? 'Current step: ' : ''}</span>
          {STEP_NAMES[name]}
        </li>
      ))}
    </ol>
  );
}
