/**
 * One collapsible filter group of the sidebar. A native <details> so that it opens and closes
 * before any JavaScript runs; the controls inside sit in a fieldset named by a legend (the
 * summary's text), as groups of form controls should.
 *
 * A group opens by itself when it gains a refinement (a pasted URL, back and forward) but never
 * closes by itself: unticking the last value must not fold the list away under the shopper.
 *
 * A closed group renders its controls only once it is first opened (then keeps them): most groups
 * start closed, and their controls (some 550 elements of the sidebar's 860 on a demo site, 78
 * badges alone) were most of what the search page laid out and hydrated while it loaded (its
 * Total Blocking Time, held to 50 ms). The filters' widgets live in the components around the group, so a
 * closed group's refinements still apply, count and show in the current refinements.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  label: string;
  /** How many of its values are selected; shown on the group's summary. */
  selectedCount: number;
  defaultOpen: boolean;
  children: ReactNode;
}

export default function FilterGroup({ label, selectedCount, defaultOpen, children }: Props) {
  const [open, setOpen] = useState(defaultOpen || selectedCount > 0);
  const [everOpened, setEverOpened] = useState(open);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (selectedCount > 0) setOpen(true);
  }, [selectedCount]);
  useEffect(() => {
    if (open) setEverOpened(true);
  }, [open]);
  useEffect(() => {
    // A shopper who opened the group before the island hydrated: its toggle event came too early to be heard.
    if (details.current?.open === true) setOpen(true);
  }, []);
  return (
    <details ref={details} className="filter-group" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="filter-group__summary">
        {label}
        {selectedCount > 0 && <span className="filter-group__selected"> ({selectedCount} selected)</span>}
      </summary>
      <fieldset className="filter-group__fieldset">
        <legend className="visually-hidden">{label}</legend>
        {(open || everOpened) && children}
      </fieldset>
    </details>
  );
}
