/**
 * The compare tray: a bar at the foot of the window listing the cars chosen to compare, each with
 * a way to take it out, and the way to the comparison once there are two. It is loaded the first
 * time the shopper presses 'Compare' or opens a page with cars already chosen (compare-store.ts),
 * and it follows the stored list, so it survives navigation and other tabs.
 */
import { useEffect, useState } from 'react';
import { compareHref } from '../../domain/compare/compare-list.ts';
import { comparedSlugs, COMPARE_MIN, type TrayCar } from '../../domain/compare/compare-tray.ts';
import { COMPARE_TEXTS, compareTextFor, trayCompareText, trayFullText } from '../../domain/compare/compare-texts.ts';
import { screenCompareLimit, storeTray, TRAY_FULL_EVENT, useCompareTray } from './compare-store.ts';

interface Props {
  siteSlug: string;
}

/** The limit of this screen, followed as the window turns or resizes. */
function useScreenLimit(): number {
  const [limit, setLimit] = useState(screenCompareLimit);
  useEffect(() => {
    const onResize = () => setLimit(screenCompareLimit());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return limit;
}

export default function CompareTray({ siteSlug }: Props) {
  const { tray } = useCompareTray(siteSlug);
  const limit = useScreenLimit();
  const [status, setStatus] = useState('');
  useEffect(() => {
    const onFull = (event: Event) => setStatus(trayFullText(Number((event as CustomEvent<number>).detail)));
    window.addEventListener(TRAY_FULL_EVENT, onFull);
    return () => window.removeEventListener(TRAY_FULL_EVENT, onFull);
  }, []);
  useEffect(() => {
    if (tray.length < limit) setStatus('');
  }, [tray.length, limit]);
  // The bar must never hide what it sits over: the page scrolls focused controls above it.
  useEffect(() => {
    document.documentElement.classList.toggle('has-compare-tray', tray.length > 0);
  }, [tray.length]);

  const remove = (car: TrayCar) => storeTray(siteSlug, tray.filter((kept) => kept.id !== car.id));
  const shown = tray.slice(0, limit);
  const slugs = comparedSlugs(tray, limit);
  return (
    <section className="compare-tray" aria-label={COMPARE_TEXTS.trayLabel} hidden={tray.length === 0}>
      <div className="compare-tray__inner container">
        <ul className="compare-tray__cars">
          {shown.map((car) => (
            <li key={car.id} className="compare-tray__car">
              <span className="compare-tray__name">{car.name}</span>
              <button type="button" className="compare-tray__remove" onClick={() => remove(car)} aria-label={compareTextFor(COMPARE_TEXTS.trayRemove, car.name)}>
                <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
                  <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-tray__actions">
          {slugs.length >= COMPARE_MIN ? (
            <a className="button compare-tray__go" href={compareHref(slugs)}>
              {trayCompareText(slugs.length)}
            </a>
          ) : (
            <p className="compare-tray__hint">{COMPARE_TEXTS.trayAddAnother}</p>
          )}
          <button type="button" className="button button--outline compare-tray__clear" onClick={() => storeTray(siteSlug, [])}>
            {COMPARE_TEXTS.trayClear}
          </button>
        </div>
        <p className="compare-tray__status" role="status">
          {status}
        </p>
      </div>
    </section>
  );
}
