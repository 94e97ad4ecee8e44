/**
 * What the site keeps in the shopper's browser storage (spec section 3, "Browser storage"), as typed
 * records with their keys, safe readers and the favourite toggle. The island that touches the
 * storage API is the shell: it passes the stored string in and writes `JSON.stringify(record)` back.
 *
 * - Favourites, the saved enquiry car and the remembered user details are kept per site, so their
 *   keys carry the site slug.
 * - The success-category marker (the category of the last successful form) and the search history
 *   have one key each; in production every site has its own origin and so its own storage anyway.
 * - Anything stored can be stale, hand-edited or from an older release, so every reader returns a
 *   typed default on bad data and never throws; list readers keep the good entries of a list.
 */
import { CAR_STATUSES, CAR_TYPES } from '../cars/car.ts';
import type { Car } from '../cars/car.ts';
import { SEARCH_HISTORY_SIZE } from '../basics/constants.ts';
import { LEAD_EVENT_IDS } from '../leads/event-ids.ts';
import { FILTER_ATTRIBUTE_KINDS } from '../search/types.ts';
import type { NumericRange, Refinements, SearchHistoryEntry } from '../search/types.ts';
import { parseStoredJson } from '../basics/stored-json.ts';

/** The storage keys of a site. */
interface StorageKeys {
  readonly favourites: string;
  readonly enquiryCar: string;
  readonly successCategory: string;
  readonly searchHistory: string;
  readonly userDetails: string;
}

/** The storage keys for a site: favourites, the enquiry car and the user details per site slug, the rest shared. */
export function storageKeys(siteSlug: string): StorageKeys {
  return {
    favourites: `favourites:${siteSlug}`,
    enquiryCar: `enquiry_car:${siteSlug}`,
    successCategory: 'success_category',
    searchHistory: 'search_history',
    userDetails: `user_details:${siteSlug}`,
  };
}

/**
 * The localStorage key of the postcode the shopper gave for drive-away estimates: the shopper's, not
 * a site's, so one key serves every site.
 */
export const ON_ROAD_POSTCODE_KEY = 'on_road_postcode';

/** The stored drive-away postcode: four digits, or null for anything else. */
export function readOnRoadPostcode(raw: string | null): string | null {
  return raw !== null && /^\d{4}$/.test(raw) ? raw : null;
}

/**
 * The sessionStorage key of a site's multi-step form in progress (its step, lead_id and answers):
 * one per form, so the pre-approval never resumes the application.
 */
export function multiStepProgressKey(siteSlug: string, form: string): string {
  return `${form}:${siteSlug}`;
}

/** The shopper's favourite cars: car ids, in the order they were added. */
export type Favourites = readonly number[];

/**
 * The car the shopper last enquired about, saved so the enquiry and success pages can name it and a
 * later lead can carry it. Its fields are the ones a lead needs (see leads/lead-payload.ts) plus
 * what a page shows.
 */
export type SavedEnquiryCar = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'name'
  | 'make'
  | 'make_slug'
  | 'model'
  | 'car_type'
  | 'status'
  | 'stocknum'
  | 'dealership_id'
  | 'dealership_slug'
  | 'primary_image_url'
>;

/** The analytics event adding a favourite sends (event id 39). */
export interface FavouriteAddedEvent {
  readonly eventId: typeof LEAD_EVENT_IDS.favouriteAdded;
  readonly carId: number;
}

/** What toggling a favourite did: adding one also yields the analytics event to send. */
type FavouriteToggle =
  | { readonly kind: 'added'; readonly favourites: Favourites; readonly event: FavouriteAddedEvent }
  | { readonly kind: 'removed'; readonly favourites: Favourites };

/** Toggles a car in the favourites: removes it when it is there, otherwise adds it at the end and yields event 39. */
export function toggleFavourite(favourites: Favourites, carId: number): FavouriteToggle {
  if (favourites.includes(carId)) {
    return { kind: 'removed', favourites: favourites.filter((id) => id !== carId) };
  }
  return {
    kind: 'added',
    favourites: [...favourites, carId],
    event: { eventId: LEAD_EVENT_IDS.favouriteAdded, carId },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is number => Number.isSafeInteger(value);
const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);

/** Stored favourites; [] when there are none or the data is bad. Entries that are not car ids are dropped, and repeats are kept once. */
export function parseFavourites(raw: string | null | undefined): Favourites {
  return parseStoredJson(raw, (value) => (Array.isArray(value) ? [...new Set(value.filter(isId))] : undefined), []);
}

const SAVED_ENQUIRY_CAR_FIELDS: { readonly [K in keyof SavedEnquiryCar]-?: (value: unknown) => boolean } = {
  id: isId,
  slug: isString,
  name: isString,
  make: isString,
  make_slug: isString,
  model: isString,
  car_type: isOneOf(CAR_TYPES),
  status: isOneOf(CAR_STATUSES),
  stocknum: isString,
  dealership_id: isId,
  dealership_slug: isString,
  primary_image_url: isString,
};

function readSavedEnquiryCar(value: unknown): SavedEnquiryCar | undefined {
  if (!isRecord(value)) return undefined;
  const car: Record<string, unknown> = {};
  for (const [field, isValid] of Object.entries(SAVED_ENQUIRY_CAR_FIELDS)) {
    if (!isValid(value[field])) return undefined;
    car[field] = value[field];
  }
  return car as SavedEnquiryCar;
}

/** The stored enquiry car; null when there is none or any of its fields is missing or of the wrong type. */
export function parseSavedEnquiryCar(raw: string | null | undefined): SavedEnquiryCar | null {
  return parseStoredJson<SavedEnquiryCar | null>(raw, readSavedEnquiryCar, null);
}

/** The stored success-category marker (a category name); null when there is none or it is not a non-empty string. */
export function parseSuccessCategory(raw: string | null | undefined): string | null {
  return parseStoredJson<string | null>(raw, (value) => (isString(value) && value.trim() !== '' ? value : undefined), null);
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readRange(value: unknown): NumericRange | undefined {
  if (!isRecord(value)) return undefined;
  const min = isFiniteNumber(value.min) ? value.min : undefined;
  const max = isFiniteNumber(value.max) ? value.max : undefined;
  if (min !== undefined) return max !== undefined ? { min, max } : { min };
  return max !== undefined ? { max } : undefined;
}

/** Refinements as stored: unknown attributes, empty lists, non-text values and bound-less ranges are dropped. */
function readRefinements(value: Record<string, unknown>): Refinements {
  const refinements: Record<string, readonly string[] | NumericRange> = {};
  for (const [attribute, kind] of Object.entries(FILTER_ATTRIBUTE_KINDS)) {
    const stored = value[attribute];
    if (kind === 'list' && Array.isArray(stored)) {
      const values = stored.filter(isString);
      if (values.length > 0) refinements[attribute] = values;
    } else if (kind === 'range') {
      const range = readRange(stored);
      if (range !== undefined) refinements[attribute] = range;
    }
  }
  return refinements as Refinements;
}

function readSearchHistoryEntry(value: unknown): SearchHistoryEntry | undefined {
  if (!isRecord(value) || !isString(value.path) || !value.path.startsWith('/') || !isRecord(value.refinements)) return undefined;
  const refinements = readRefinements(value.refinements);
  // An entry without refinements is nothing to go back to; search-history.ts never records one.
  return Object.keys(refinements).length === 0 ? undefined : { path: value.path, refinements };
}

/**
 * The stored search history, newest first; [] when there is none or it is not a list. Bad entries
 * (and entries left with no refinements) are dropped and at most SEARCH_HISTORY_SIZE (5) are kept, the newest.
 */
export function parseSearchHistory(raw: string | null | undefined): readonly SearchHistoryEntry[] {
  return parseStoredJson(
    raw,
    (value) =>
      Array.isArray(value)
        ? value
            .map(readSearchHistoryEntry)
            .filter((entry): entry is SearchHistoryEntry => entry !== undefined)
            .slice(0, SEARCH_HISTORY_SIZE)
        : undefined,
    [],
  );
}

/**
 * The stored user-details record (spec section 3, "Browser storage": its fields are not shown; these
 * are ours): what a shopper who ticked 'Remember my details on this device' gave on a successful
 * form, so every form of the site can start filled in. Every field is optional.
 */
export interface RememberedDetails {
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly postcode?: string;
}

const REMEMBERED_DETAIL_FIELDS = ['name', 'email', 'phone', 'postcode'] as const satisfies readonly (keyof RememberedDetails)[];

/** The non-blank details of a record, trimmed; fields it does not have are left out. */
function filledDetails(details: RememberedDetails | Readonly<Record<string, unknown>>): RememberedDetails {
  const kept: Record<string, string> = {};
  for (const field of REMEMBERED_DETAIL_FIELDS) {
    const value: unknown = (details as Readonly<Record<string, unknown>>)[field];
    if (isString(value) && value.trim() !== '') kept[field] = value.trim();
  }
  return kept;
}

/**
 * The stored user details; null when there are none or the data is bad: not an object, or any of
 * its four fields present but not text. Blank fields and unknown keys are dropped; a record left with
 * nothing is none.
 */
export function parseRememberedDetails(raw: string | null | undefined): RememberedDetails | null {
  return parseStoredJson<RememberedDetails | null>(
    raw,
    (value) => {
      if (!isRecord(value) || REMEMBERED_DETAIL_FIELDS.some((field) => value[field] !== undefined && !isString(value[field]))) return undefined;
      const details = filledDetails(value);
      return Object.keys(details).length === 0 ? undefined : details;
    },
    null,
  );
}

/**
 * What is stored after a form the shopper asked to remember: the stored record with the form's
 * details over it. A detail the form has (non-blank) replaces the stored one; one the form lacks
 * keeps what was stored (a test drive, which asks no postcode, keeps the remembered postcode).
 */
export function mergeRememberedDetails(stored: RememberedDetails | null, fresh: RememberedDetails): RememberedDetails {
  return { ...(stored === null ? {} : filledDetails(stored)), ...filledDetails(fresh) };
}
