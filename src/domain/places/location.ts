/**
 * A dealer's locations (spec section 3, "Location", "Opening hour entry", "Special hours",
 * "Manufacturer list entry") and the location block's choice of which of them to show (section 2,
 * "Location block").
 *
 * These interfaces describe exactly the validated site config shapes (`LocationSchema` and friends
 * in `src/config/site-config-schema.ts`, after defaults); a type test keeps the two mutually
 * assignable. They are written out here because `src/domain` imports nothing outside itself.
 */

/** What a location does. '' is how feeds write a sales location (spec: "empty meaning sales"). */
type LocationType = 'sales' | 'service' | 'parts' | 'service-and-parts' | '';

/** 0 Sunday, 1 Monday … 6 Saturday, as in JavaScript's `Date#getDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Whether a location opens on a weekday or a date. */
type OpenStatus = 'Open' | 'Closed';

/** One weekday's weekly hours (spec: "Opening hour entry"). Times are 24-hour `HH:MM`. */
export interface OpeningHour {
  /** 0 Sunday … 6 Saturday. The config validates the range; the type stays `number` to match it. */
  weekday: number;
  status: OpenStatus;
  /** Free text that replaces the times when set, e.g. "By appointment only" (spelt as in the source data). */
  formated_hours?: string;
  open?: string;
  close?: string;
}

/** Hours that replace the weekly ones on one date (spec: "Special hours"), e.g. a public holiday. */
export interface SpecialHours {
  status: OpenStatus;
  /** `YYYY-MM-DD`. */
  date: string;
  /** 24-hour `HH:MM`. */
  start_hour?: string;
  end_hour?: string;
  /** Why the day is special, e.g. "Christmas Day"; shown in the 'Holiday Opening Hours' modal. */
  name?: string;
}

/** A make in the site's brand lists (spec: "Manufacturer list entry"). */
export interface Manufacturer {
  id: number;
  name: string;
  slug: string;
  logo?: { url: string };
}

/** Where a location is and how maps and directions find it. */
interface LocationAddress {
  street: string;
  city: string;
  state: string;
  postcode: string;
  /** Decimal degrees; places the map pin and measures distances. */
  lat: number;
  long: number;
  place_id?: string;
  /** A map link for 'Get Directions'. */
  place_url?: string;
  /** Key the image-hosting service serves the location's images by. */
  map_key?: string;
}

interface LocationContactDetail {
  phone: string;
  landline_phone?: string;
  /** At most one entry per weekday; a weekday without an entry is closed. */
  opening_hours: OpeningHour[];
}

/** A dealer location: a showroom, service centre or parts counter (spec section 3, "Location"). */
export interface Location {
  id: number;
  name: string;
  /** Its contact page is /contact-us/{slug}. */
  slug: string;
  location_type: LocationType;
  /** A finer grouping within the type, e.g. "buying". */
  location_subtype?: string;
  /** The dealer's main location. */
  primary: boolean;
  /** False keeps the location in the config but off the site. */
  visible: boolean;
  /** Slugs of the makes sold or serviced here. */
  manufacturers: string[];
  dealership_id: number;
  dealership_slug: string;
  dealer_license_number: string;
  motor_vehicle_repairer?: string;
  image?: string;
  /** The location's Google Business Profile store code, for the vehicle-ads feed; its slug when unset. */
  store_code?: string;
  /** 0 to 5 stars; null when there are no reviews. */
  average_rating: number | null;
  review_count: number;
  reviews: { average_rating: number | null; count: number };
  address: LocationAddress;
  contact_detail: LocationContactDetail;
  special_hours: SpecialHours[];
}

/** What a location offers, with the spec's empty type read as sales. */
export type LocationOffering = Exclude<LocationType, ''>;

/** The location's type with '' (the spec's "empty meaning sales") read as 'sales'. */
export function locationOffering(location: Pick<Location, 'location_type'>): LocationOffering {
  return location.location_type === '' ? 'sales' : location.location_type;
}

/**
 * The dealer's main location, whose address the page text, the home page's description and a lead's
 * vendor use: the first location marked primary, else the first location (the site config requires
 * a primary one; a dealership's own locations may have none). Visibility does not matter: a hidden
 * primary location is still the dealer's address. Undefined only for an empty list.
 */
export function primaryLocation<L extends Pick<Location, 'primary'>>(locations: readonly L[]): L | undefined {
  return locations.find((location) => location.primary) ?? locations[0];
}

/**
 * Which locations a location block shows (spec section 2): the primary ones, those of one kind,
 * all of them, or one by id.
 */
export type LocationSelection =
  | { kind: 'all' }
  | { kind: 'primary' }
  | { kind: LocationOffering }
  | { kind: 'id'; id: number };

/** Narrowing a location block's selection further (spec: "filtered by manufacturer and subtype, and by excluded ids"). */
interface LocationFilters {
  /** Keep only locations that list this make slug. */
  manufacturer?: string;
  /** Keep only locations with this `location_subtype`. */
  subtype?: string;
  /** Drop locations with these ids. */
  excludedIds?: readonly number[];
}

/**
 * The location types each kind of block matches. A combined service-and-parts site does service and
 * does parts, so it appears in service blocks and parts blocks as well as in its own kind.
 */
const OFFERINGS_MATCHED: Readonly<Record<LocationOffering, readonly LocationOffering[]>> = {
  sales: ['sales'],
  service: ['service', 'service-and-parts'],
  parts: ['parts', 'service-and-parts'],
  'service-and-parts': ['service-and-parts'],
};

function matchesSelection(location: Location, selection: LocationSelection): boolean {
  switch (selection.kind) {
    case 'all':
      return true;
    case 'primary':
      return location.primary;
    case 'id':
      return location.id === selection.id;
    default:
      return OFFERINGS_MATCHED[selection.kind].includes(locationOffering(location));
  }
}

function matchesFilters(location: Location, filters: LocationFilters): boolean {
  if (filters.manufacturer !== undefined && !location.manufacturers.includes(filters.manufacturer)) return false;
  if (filters.subtype !== undefined && location.location_subtype !== filters.subtype) return false;
  return !(filters.excludedIds ?? []).includes(location.id);
}

/**
 * The visible locations a location block shows, in config order. An empty list means the block has
 * nothing to show and renders nothing (spec: "Locations with nothing to show render nothing").
 */
export function selectLocations(
  locations: readonly Location[],
  selection: LocationSelection,
  filters: LocationFilters = {},
): Location[] {
  return locations.filter(
    (location) => location.visible && matchesSelection(location, selection) && matchesFilters(location, filters),
  );
}

/** The filters of the locations map (spec section 2: "all, service-only, parts"). */
export const LOCATION_MAP_FILTERS = ['all', 'service-only', 'parts'] as const;
type LocationMapFilter = (typeof LOCATION_MAP_FILTERS)[number];

/**
 * The visible locations the locations map shows under one of its filters. 'service-only' shows the
 * locations that do service (without the sales-only ones), 'parts' those that do parts; a combined
 * service-and-parts site appears under both.
 */
export function locationsForMapFilter(locations: readonly Location[], filter: LocationMapFilter): Location[] {
  const selection: LocationSelection = filter === 'all' ? { kind: 'all' } : { kind: filter === 'parts' ? 'parts' : 'service' };
  return selectLocations(locations, selection);
}
