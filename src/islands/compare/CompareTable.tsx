/**
 * The compare page's island (`/compare?cars=a,b,c`): reads the cars of the link, loads each car's
 * record from the build's files (compare-calls.ts) and shows them side by side in a table, with
 * "Show only differences" and a Remove button per car. The link is the state: Remove rewrites it in
 * place (history.replaceState), so the address always shares what the page shows. A car the site no
 * longer lists keeps its column, saying so. A phone shows the first cars only (COMPARE_MAX_PHONE).
 * Once the table is shown, the page's plain cards (for browsers without JavaScript) are hidden.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { RegionCode } from '../../domain/basics/region.ts';
import { compareRows, rowsShown, type CompareCar, type CompareRow } from '../../domain/compare/compare-car.ts';
import { compareHref, linkedSlugsOf } from '../../domain/compare/compare-list.ts';
import { COMPARE_MAX_PHONE, PHONE_MEDIA_QUERY, compareLimit } from '../../domain/compare/compare-tray.ts';
import { COMPARE_CARDS_ID } from '../../domain/compare/compare-page.ts';
import { COMPARE_TEXTS as TEXTS, compareTextFor, phoneLimitText, tableCaptionText } from '../../domain/compare/compare-texts.ts';
import { ROUTES } from '../../domain/routes/routes.ts';
import { loadCompareEntries, type CompareEntry } from './compare-calls.ts';
import './compare-table.css';

export interface CompareTableProps {
  /** The site's region: the rows' labels are in its words. */
  readonly region: RegionCode;
}

/** What the page has come to. */
type Lookup =
  /** The static HTML, before the script runs: the plain cards speak for the page. */
  | { readonly kind: 'starting' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'shown'; readonly entries: readonly CompareEntry[] };

/** Whether the screen is a phone's width, kept up to date when it turns or resizes. */
function usePhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE_MEDIA_QUERY);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

export default function CompareTable({ region }: CompareTableProps) {
  const [lookup, setLookup] = useState<Lookup>({ kind: 'starting' });
  const [tries, setTries] = useState(0);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const phone = usePhone();
  const tryAgainRef = useRef<HTMLButtonElement>(null);
  const tableRegionRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  /** Where the focus goes once the next render is on screen: a column's Remove button, the table, or the empty message. */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const linked = linkedSlugsOf(window.location.search);
    if (linked.length === 0) {
      setLookup({ kind: 'shown', entries: [] });
      return;
    }
    setLookup({ kind: 'loading' });
    let live = true;
    void loadCompareEntries(linked).then((entries) => {
      if (live) setLookup(entries === null ? { kind: 'failed' } : { kind: 'shown', entries });
    });
    return () => {
      live = false;
    };
  }, [tries]);

  // The island speaks for the page now: the plain cards would say it twice.
  useEffect(() => {
    if (lookup.kind === 'shown') document.getElementById(COMPARE_CARDS_ID)?.setAttribute('hidden', '');
  }, [lookup.kind]);

  // After Try again the pressed button is gone for a moment: the focus goes to what came of it.
  useEffect(() => {
    if (tries === 0) return;
    if (lookup.kind === 'failed') tryAgainRef.current?.focus();
    else if (lookup.kind === 'shown') focusNext.current = 'table';
  }, [tries, lookup.kind]);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'table') (tableRegionRef.current ?? emptyRef.current)?.focus();
    else if (target === 'empty') emptyRef.current?.focus();
    else removeButtons.current.get(target)?.focus();
  });

  const status = lookup.kind === 'loading' ? TEXTS.loading : announcement;
  const statusLine = (
    <p className="compare-table__status" role="status">
      {status}
    </p>
  );

  if (lookup.kind === 'starting' || lookup.kind === 'loading') return <div className="compare-table">{statusLine}</div>;

  if (lookup.kind === 'failed') {
    return (
      <div className="compare-table">
        {statusLine}
        <div className="compare-table__failed" role="alert">
          <p>{TEXTS.loadFailed}</p>
          <button ref={tryAgainRef} type="button" className="button" onClick={() => setTries((count) => count + 1)}>
            {TEXTS.tryAgain}
          </button>
        </div>
      </div>
    );
  }

  const { entries } = lookup;
  const stockLink = <a href={ROUTES.stock}>{TEXTS.browseStock}</a>;
  if (entries.length === 0) {
    return (
      <div className="compare-table">
        {statusLine}
        <p ref={emptyRef} tabIndex={-1} className="compare-table__empty">
          {TEXTS.empty} {stockLink}
        </p>
      </div>
    );
  }

  const limit = compareLimit(phone);
  const shown = entries.slice(0, limit);
  const cars = shown.flatMap((entry) => (entry.car === null ? [] : [entry.car]));
  const rows = compareRows(cars, region);
  const differencesOnly = onlyDifferences && cars.length >= 2;
  const visibleRows = rowsShown(rows, differencesOnly, cars.length);

  const remove = (slug: string) => {
    const at = shown.findIndex((entry) => entry.slug === slug);
    const removed = entries.find((entry) => entry.slug === slug);
    const left = entries.filter((entry) => entry.slug !== slug);
    window.history.replaceState(window.history.state, '', compareHref(left.map((entry) => entry.slug)));
    setLookup({ kind: 'shown', entries: left });
    setAnnouncement(compareTextFor(TEXTS.removed, removed?.car?.name ?? TEXTS.notListedName));
    const next = left[Math.min(at, left.length - 1)];
    focusNext.current = next === undefined ? 'empty' : next.slug;
  };

  return (
    <div className="compare-table">
      {statusLine}
      {phone && entries.length > limit ? <p className="compare-table__note">{phoneLimitText(COMPARE_MAX_PHONE)}</p> : null}
      {cars.length === 1 ? <p className="compare-table__note">{TEXTS.oneCar}</p> : null}
      {cars.length >= 2 ? (
        <label className="compare-table__toggle">
          <input type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
          {TEXTS.onlyDifferences}
        </label>
      ) : null}
      {differencesOnly && visibleRows.length === 0 ? <p className="compare-table__note">{TEXTS.noDifferences}</p> : null}
      <ComparisonTable
        entries={shown}
        cars={cars}
        rows={visibleRows}
        caption={tableCaptionText(shown.length, differencesOnly)}
        regionRef={tableRegionRef}
        removeButtons={removeButtons.current}
        onRemove={remove}
      />
      <p className="compare-table__more">{stockLink}</p>
    </div>
  );
}

interface ComparisonTableProps {
  readonly entries: readonly CompareEntry[];
  /** The listed cars of `entries`, in their order: the rows' values are theirs. */
  readonly cars: readonly CompareCar[];
  readonly rows: readonly CompareRow[];
  readonly caption: string;
  readonly regionRef: RefObject<HTMLDivElement | null>;
  readonly removeButtons: Map<string, HTMLButtonElement>;
  readonly onRemove: (slug: string) => void;
}

function ComparisonTable({ entries, cars, rows, caption, regionRef, removeButtons, onRemove }: ComparisonTableProps) {
  const captionId = useId();
  const carIndex = (entry: CompareEntry) => (entry.car === null ? -1 : cars.indexOf(entry.car));
  return (
    // Focusable so a keyboard can scroll it when the cars are wider than the screen.
    <div ref={regionRef} className="compare-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="compare-table__table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {entries.map((entry) => (
              <th key={entry.slug} scope="col" className="compare-table__car">
                <CarHeading entry={entry} />
              </th>
            ))}
          </tr>
          <tr className="compare-table__actions">
            <td className="compare-table__corner" />
            {entries.map((entry) => (
              <td key={entry.slug}>
                <button
                  ref={(button) => {
                    if (button === null) removeButtons.delete(entry.slug);
                    else removeButtons.set(entry.slug, button);
                  }}
                  type="button"
                  className="link-button"
                  aria-label={compareTextFor(TEXTS.removeFromPage, entry.car?.name ?? TEXTS.notListedName)}
                  onClick={() => onRemove(entry.slug)}
                >
                  {TEXTS.remove}
                </button>
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row.key} className={`compare-table__row compare-table__row--${row.key}`}>
              <th scope="row">{row.label}</th>
              {entries.map((entry) => {
                const index = carIndex(entry);
                // A car no longer listed has one cell down its whole column.
                if (index < 0)
                  return rowIndex === 0 ? (
                    <td key={entry.slug} rowSpan={rows.length} className="compare-table__gone">
                      {TEXTS.notListed}
                    </td>
                  ) : null;
                return <td key={entry.slug}>{cellValue(row.values[index])}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellValue(value: string | readonly string[] | undefined) {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value.length === 0) return TEXTS.noFeatures;
  return (
    <ul className="compare-table__features">
      {value.map((feature, index) => (
        <li key={index}>{feature}</li>
      ))}
    </ul>
  );
}

function CarHeading({ entry }: { readonly entry: CompareEntry }) {
  const { car } = entry;
  if (car === null) return <span className="compare-table__name">{TEXTS.notListedName}</span>;
  return (
    <>
      {/* The name beside it says what the photo is: the header reads as the car's name alone. */}
      {car.image === null ? null : <img className="compare-table__image" src={car.image.url} alt="" loading="lazy" decoding="async" />}
      <a className="compare-table__name" href={car.href}>
        {car.name}
      </a>
      {car.sold ? <span className="compare-table__sold">{TEXTS.sold}</span> : null}
    </>
  );
}
