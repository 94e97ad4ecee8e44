/**
 * The focus trap's rule, on small fakes of the DOM (the project has no DOM library for Vitest); the
 * modals and the search filter panel are tested in a real browser by the Playwright suite.
 */
import { describe, expect, it, vi, type Mock } from 'vitest';
import { FOCUSABLE_SELECTOR, tabbableElements, trapTabKey, type TabKeyEvent } from '../../../src/browser/focus-trap.ts';

interface FakeElement {
  readonly name: string;
  readonly offsetParent: object | null;
  readonly focus: Mock<() => void>;
}

const element = (name: string, shown = true): FakeElement => ({ name, offsetParent: shown ? {} : null, focus: vi.fn<() => void>() });

/** A container holding `elements` (as its querySelectorAll answers the selector) with `active` focused. */
function container(elements: FakeElement[], active: FakeElement | null) {
  const querySelectorAll = vi.fn(() => elements);
  return { querySelectorAll, ownerDocument: { activeElement: active } } as unknown as HTMLElement & { querySelectorAll: typeof querySelectorAll };
}

const keydown = (key: string, shiftKey = false): TabKeyEvent & { preventDefault: Mock<() => void> } => ({ key, shiftKey, preventDefault: vi.fn() });

describe('the focus trap keeps Tab inside a dialog or panel', () => {
  const close = element('close');
  const field = element('field');
  const hidden = element('hidden field', false);
  const submit = element('submit');
  const elements = [close, field, submit, hidden];

  it.each<[string, FakeElement | null, boolean, FakeElement | null]>([
    ['Tab on the last reachable element moves to the first', submit, false, close],
    ['Shift+Tab on the first moves to the last reachable one (a hidden element is skipped)', close, true, submit],
    ['Tab elsewhere is left to the browser', field, false, null],
    ['Shift+Tab elsewhere is left to the browser', submit, true, null],
    ['Tab with focus outside the container is left to the browser', null, false, null],
  ])('%s', (_rule, active, shiftKey, expected) => {
    for (const each of elements) each.focus.mockClear();
    const event = keydown('Tab', shiftKey);
    expect(trapTabKey(event, container(elements, active))).toBe(expected !== null);
    expect(event.preventDefault).toHaveBeenCalledTimes(expected === null ? 0 : 1);
    for (const each of elements) expect(each.focus).toHaveBeenCalledTimes(each === expected ? 1 : 0);
  });

  it('other keys are left alone', () => {
    const event = keydown('Escape');
    const panel = container(elements, submit);
    expect(trapTabKey(event, panel)).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(panel.querySelectorAll).not.toHaveBeenCalled();
  });

  it('a container with nothing reachable leaves Tab to the browser', () => {
    const event = keydown('Tab');
    expect(trapTabKey(event, container([hidden], null))).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('only shown elements count as reachable, in document order', () => {
    const panel = container(elements, null);
    expect(tabbableElements(panel)).toEqual([close, field, submit]);
    expect(panel.querySelectorAll).toHaveBeenCalledWith(FOCUSABLE_SELECTOR);
  });
});

describe('what Tab can reach', () => {
  const parts = FOCUSABLE_SELECTOR.split(', ');

  it.each(['a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])', 'textarea:not([disabled])', 'summary', '[tabindex]'])(
    '%s, unless its tabindex is -1',
    (selector) => {
      expect(parts).toContain(`${selector}:not([tabindex="-1"])`);
    },
  );

  it('nothing else', () => {
    expect(parts).toHaveLength(7);
  });
});
