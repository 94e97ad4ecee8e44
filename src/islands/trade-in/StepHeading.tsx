/**
 * The heading each step of the trade-in wizard opens with. It takes focus when its step shows after
 * a move between steps, so a screen reader reads where the shopper is. The steps are never mounted
 * together, so whether a move has happened is kept here, beside the heading, and the wizard says
 * when one does (noteMoveBetweenSteps).
 */
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Whether the shopper has moved between steps on this page: from then on each step's heading takes
 * focus when it shows. A page that has just loaded (or restored a step) keeps focus where it is.
 */
let movedBetweenSteps = false;

/** The wizard moves to another step: from now on each step's heading takes focus when it shows. */
export function noteMoveBetweenSteps(): void {
  movedBetweenSteps = true;
}

/** The step heading, focused when it shows after a move, so a screen reader reads where the shopper is. */
export function StepHeading({ children, focusKey }: { children: ReactNode; focusKey: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (movedBetweenSteps) ref.current?.focus();
  }, [focusKey]);
  return (
    <h2 ref={ref} tabIndex={-1} className="trade-in__heading">
      {children}
    </h2>
  );
}
