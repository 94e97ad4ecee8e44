/**
 * The compare tray's cars in this site's localStorage, shared by every 'Compare' toggle on the page
 * and the tray itself; the list's shape and the toggle rule are the domain's (compare-tray.ts). The
 * tray is loaded the first time it has something to show (openCompareTray), never before: the
 * toggles carry only this small store.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { compareLimit, compareTrayKey, parseCompareTray, PHONE_MEDIA_QUERY, toggleTrayCar, type CompareTray, type TrayCar, type TrayToggle } from '../../domain/compare/compare-tray.ts';
import { storedList } from '../stored-list.ts';

const EMPTY: CompareTray = [];

/** The event a toggle sends when the tray is full, for the tray to say so. */
export const TRAY_FULL_EVENT = 'compare-tray:full';

function trayOf(siteSlug: string) {
  return storedList(compareTrayKey(siteSlug), parseCompareTray, EMPTY);
}

/** How many cars this screen compares: three on a phone, four elsewhere. */
export function screenCompareLimit(): number {
  return compareLimit(window.matchMedia(PHONE_MEDIA_QUERY).matches);
}

/** Stores the tray (for this page view only when storage refuses) and tells every reader. */
export function storeTray(siteSlug: string, tray: CompareTray): void {
  // An empty tray leaves nothing stored: a stored tray is what makes a search page hydrate at once.
  trayOf(siteSlug).write(tray, tray.length === 0 ? null : JSON.stringify(tray));
}

/** Loads the tray's code and shows it; once per page. */
let opened: Promise<void> | undefined;
export function openCompareTray(siteSlug: string): Promise<void> {
  opened ??= import('./mount-tray.tsx').then(({ mountCompareTray }) => mountCompareTray(siteSlug));
  return opened;
}

/**
 * Presses 'Compare' on `car`: in or out of the stored tray, within this screen's limit (a full tray
 * says so in the tray and changes nothing). The tray opens when it has a car to show.
 */
export function toggleStoredCar(siteSlug: string, car: TrayCar): TrayToggle {
  const limit = screenCompareLimit();
  const result = toggleTrayCar(trayOf(siteSlug).read(), car, limit);
  if (result.kind === 'full') window.dispatchEvent(new CustomEvent(TRAY_FULL_EVENT, { detail: limit }));
  else storeTray(siteSlug, result.tray);
  if (result.tray.length > 0) void openCompareTray(siteSlug);
  return result;
}

/** The site's tray; the server (and hydration) sees an empty one, so static HTML never depends on it. */
export function useCompareTray(siteSlug: string): { tray: CompareTray; toggle: (car: TrayCar) => TrayToggle } {
  const stored = trayOf(siteSlug);
  const tray = useSyncExternalStore(stored.subscribe, stored.read, () => EMPTY);
  const toggle = useCallback((car: TrayCar) => toggleStoredCar(siteSlug, car), [siteSlug]);
  return { tray, toggle };
}
