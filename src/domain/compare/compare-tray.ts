/**
 * The compare tray's cars, kept in the shopper's browser while they browse, and the limits every
 * comparison obeys (four cars, three on a phone). Only what the 'Compare' toggles need is here, so
 * a search page carries no more of comparing than this. Pure.
 */
import { parseStoredJson } from '../basics/stored-json.ts';

/** The toggle's visible word; its accessible name adds the car ("Compare 2024 Volkswagen Golf"). */
export const COMPARE_TOGGLE_TEXT = 'Compare';

/** The most cars side by side; fewer fit a phone's width. */
export const COMPARE_MAX = 4;
export const COMPARE_MAX_PHONE = 3;
/** Comparing needs two cars: the tray offers the comparison from the second. */
export const COMPARE_MIN = 2;

/** Viewports up to this width are phones for the compare limit (the site's one-column layout). */
export const PHONE_MEDIA_QUERY = '(max-width: 599px)';

/** The most cars on a screen of this kind. */
export function compareLimit(phone: boolean): number {
  return phone ? COMPARE_MAX_PHONE : COMPARE_MAX;
}

/** A car's slug: lower-case words joined by hyphens, as the stock feed's schema has it. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A slug longer than any car's is no car's; it also bounds what the page echoes back. */
export const MAX_SLUG_LENGTH = 200;

/** A car as the tray keeps it: enough to show and link it without asking anything. */
export interface TrayCar {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

/** The tray's cars, in the order they were added. */
export type CompareTray = readonly TrayCar[];

/** The localStorage key of a site's tray (per site, as favourites are). */
export function compareTrayKey(siteSlug: string): string {
  return `compare:${siteSlug}`;
}

function trayCarOf(value: unknown): TrayCar | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, slug, name } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return undefined;
  if (typeof slug !== 'string' || !SLUG.test(slug) || slug.length > MAX_SLUG_LENGTH) return undefined;
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  return { id, slug, name: name.slice(0, MAX_SLUG_LENGTH) };
}

/** The stored tray: its good entries (no repeats, at most COMPARE_MAX), or none for bad data. */
export function parseCompareTray(raw: string | null): CompareTray {
  return parseStoredJson(
    raw,
    (value) => {
      if (!Array.isArray(value)) return undefined;
      const tray: TrayCar[] = [];
      for (const item of value) {
        const car = trayCarOf(item);
        if (car !== undefined && !tray.some((kept) => kept.id === car.id) && tray.length < COMPARE_MAX) tray.push(car);
      }
      return tray;
    },
    [],
  );
}

/** What pressing 'Compare' on a car did. */
export type TrayToggle =
  | { readonly kind: 'added'; readonly tray: CompareTray }
  | { readonly kind: 'removed'; readonly tray: CompareTray }
  /** The tray holds as many cars as this screen compares: nothing changed. */
  | { readonly kind: 'full'; readonly tray: CompareTray; readonly limit: number };

/** Adds the car, or takes it out when it is in; a full tray refuses a new car. */
export function toggleTrayCar(tray: CompareTray, car: TrayCar, limit: number): TrayToggle {
  if (tray.some((kept) => kept.id === car.id)) return { kind: 'removed', tray: tray.filter((kept) => kept.id !== car.id) };
  if (tray.length >= limit) return { kind: 'full', tray, limit };
  return { kind: 'added', tray: [...tray, car] };
}

/** The tray's cars that a screen of this limit compares (a phone compares the first three). */
export function comparedSlugs(tray: CompareTray, limit: number): readonly string[] {
  return tray.slice(0, limit).map((car) => car.slug);
}
