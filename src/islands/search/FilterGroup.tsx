/**
 * One collapsible filter group of the sidebar. A native <details> so that it opens and closes
 * before any JavaScript runs; the controls inside sit in a fieldset named by a legend (the
 * summary's text), as groups of form controls should.
 *
 * A group opens by itself when it gains a refinement (a pasted URL, back and forward) but never
 * closes by itself: unticking the last value must not fold the list away under the shopper.
 */
import { useEffect, useState, type ReactNode } from 'react';

interface Props {
  label: string;
  /** How many of its values are selected; shown on the group's summary. */
  selectedCount: number;
  defaultOpen: boolean;
  children: ReactNode;
}

export default function FilterGroup({ label, selectedCount, defaultOpen, children }: Props) {
  const [open, setOpen] = useState(defaultOpen || selectedCount > 0);
  useEffect(() => {
    if (selectedCount > 0) setOpen(true);
  }, [selectedCount]);
  return (
    <details className="filter-group" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="filter-group__summary">
        {label}
        {selectedCount > 0 && <span className="filter-group__selected"> ({selectedCount} selected)</span>}
      </summary>
      <fieldset className="filter-group__fieldset">
        <legend className="visually-hidden">{label}</legend>
        {children}
      </fieldset>
    </details>
  );
}
