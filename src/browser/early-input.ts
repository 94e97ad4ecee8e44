/**
 * What a shopper entered into a server-rendered form (or a control outside one) before its script
 * took over. React hydrates a controlled input without touching what it holds, but the form's next
 * render writes the form state's value back into it: a name typed while a slow phone was still
 * loading the script would vanish at the next keystroke. A form adopts these values once, when it
 * is first shown.
 *
 * A control counts as changed when it differs from its default state: the state the server's HTML
 * gave it (React sets the same defaults when it hydrates), so a select showing its first option, or
 * a value the page itself filled in, is never mistaken for the shopper's.
 */

type Entered = string | boolean;

function selectChanged(select: HTMLSelectElement): boolean {
  if (select.multiple) return [...select.options].some((option) => option.selected !== option.defaultSelected);
  // A select built with no option marked selected shows its first: that is its default too.
  const built = [...select.options].findIndex((option) => option.defaultSelected);
  return select.options.length > 0 && select.selectedIndex !== Math.max(built, 0);
}

/**
 * The value an input shows for the value it was built with: a slider snaps it to its step and
 * bounds (a maximum off the step shows as the step below), which is no change of the shopper's.
 */
function builtValue(input: HTMLInputElement): string {
  if (input.type !== 'range') return input.defaultValue;
  const probe = document.createElement('input');
  probe.type = 'range';
  probe.min = input.min;
  probe.max = input.max;
  probe.step = input.step;
  probe.value = input.defaultValue;
  return probe.value;
}

/** The shopper's value of one named control, when they changed it; undefined otherwise. */
function changedValue(control: Element): Entered | undefined {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox') return control.checked !== control.defaultChecked ? control.checked : undefined;
    if (control.type === 'radio') return control.checked !== control.defaultChecked && control.checked ? control.value : undefined;
    return control.value !== builtValue(control) ? control.value : undefined;
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue ? control.value : undefined;
  if (control instanceof HTMLSelectElement) return selectChanged(control) ? control.value : undefined;
  return undefined;
}

/**
 * Whether the shopper changed `control` (a text box, checkbox, radio or select) from the state the
 * server's HTML gave it: for a script that takes over a control outside any form (the offers filter).
 */
export function changedByShopper(control: Element): boolean {
  return changedValue(control) !== undefined;
}

/**
 * The values the shopper changed in `form`, for the names in `values` whose value is text or a
 * yes/no: each as the control holds it now (text for a text box, select or radio group, a boolean
 * for a single checkbox). Names the form does not hold, or holds unchanged, are left out.
 */
export function enteredBeforeHydration(form: HTMLFormElement | null, values: Readonly<Record<string, unknown>>): Record<string, Entered> {
  const entered: Record<string, Entered> = {};
  if (form === null) return entered;
  for (const [name, current] of Object.entries(values)) {
    if (typeof current !== 'string' && typeof current !== 'boolean') continue;
    const controls = [...form.elements].filter((element) => element.getAttribute('name') === name);
    for (const control of controls) {
      const value = changedValue(control);
      if (value !== undefined && typeof value === typeof current && value !== current) entered[name] = value;
    }
  }
  return entered;
}
