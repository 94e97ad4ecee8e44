/**
 * The locations map of a group dealer (spec section 2: "A locations map has filters: all,
 * service-only, parts"): filter buttons, a 'Find your nearest location' postcode form, the list of
 * locations and the map (MapBox), the list and the pins following the filter. A postcode orders
 * the list nearest first with each distance ("12 km", "7 mi" on the US site); it is checked by the
 * region's postcode rule and found by the site's geocoding service (site.maps.geocoding, through
 * src/browser/geocoding-http.ts) or, when it has none, the bundled demo postcode table
 * (src/browser/geocoding-table.ts).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { endIntentPending } from '../../browser/intent-hydration.ts';
import { bundledGeocoder } from '../../browser/geocoding-table.ts';
import { httpGeocoder } from '../../browser/geocoding-http.ts';
import { isValidPostcode, normalisePostcodeInput, type PostcodeRule } from '../../domain/leads/postcode.ts';
import { GEOCODING_NOT_FOUND_MESSAGE, locationsByDistance } from '../../domain/places/geocoding.ts';
import type { LOCATION_MAP_FILTERS } from '../../domain/places/location.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import MapBox from './MapBox.tsx';
import type { MapLocation, MapType } from './map-props.ts';

type MapFilter = (typeof LOCATION_MAP_FILTERS)[number];

/** A location as the list shows it, with the filters it appears under. */
export interface ListedLocation extends MapLocation {
  /** "Sales", "Service", "Parts" or "Service & Parts". */
  typeLabel: string;
  filters: MapFilter[];
  /** Its contact page or its entry on /contact. */
  href: string;
}

export interface LocationsMapProps {
  locations: ListedLocation[];
  region: RegionCode;
  postcodeRule: PostcodeRule;
  zoom: number;
  type: MapType;
  tileUrl: string;
  attribution: string;
  /** The site's geocoding service (site.maps.geocoding); the bundled demo table when absent. */
  geocoding?: { readonly url: string; readonly key?: string | undefined } | undefined;
}

const FILTER_LABELS: Record<MapFilter, string> = { all: 'All', 'service-only': 'Service only', parts: 'Parts' };
const FILTERS = Object.keys(FILTER_LABELS) as MapFilter[];
const LOOKUP_FAILED = 'We could not look up that postcode just now. Please try again.';

/** Where the postcode lookup is: nothing asked yet, looking, or a result. */
type Nearest =
  | { kind: 'none' }
  | { kind: 'looking'; postcode: string }
  | { kind: 'found'; postcode: string; distances: ReadonlyMap<number, string> };

export default function LocationsMapIsland({ locations, region, postcodeRule, zoom, type, tileUrl, attribution, geocoding }: LocationsMapProps) {
  // One finder on a page; React's useId repeats across islands (each renders its own root).
  const ids = 'nearest-location';
  const [filter, setFilter] = useState<MapFilter>('all');
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState('');
  const [nearest, setNearest] = useState<Nearest>({ kind: 'none' });
  const geocoder = useMemo(
    () => (geocoding === undefined ? bundledGeocoder(region) : httpGeocoder({ endpoint: geocoding.url, region, ...(geocoding.key === undefined ? {} : { key: geocoding.key }) })),
    [geocoding, region],
  );

  // What the shopper did before hydration has now been applied (client:intent marks it pending).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => endIntentPending(root.current), [filter, postcode, nearest]);

  const shown = useMemo(() => {
    const inFilter = locations.filter((location) => location.filters.includes(filter));
    if (nearest.kind !== 'found') return inFilter;
    const rank = [...nearest.distances.keys()];
    return inFilter.toSorted((a, b) => rank.indexOf(a.id) - rank.indexOf(b.id));
  }, [locations, filter, nearest]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidPostcode(postcode, postcodeRule)) {
      setError(postcodeRule.message);
      return;
    }
    setError('');
    setNearest({ kind: 'looking', postcode });
    try {
      const origin = await geocoder.geocode(postcode);
      if (origin === 'not_found') {
        setError(GEOCODING_NOT_FOUND_MESSAGE);
        setNearest({ kind: 'none' });
        return;
      }
      const order = locationsByDistance(locations.map((l) => ({ id: l.id, address: { lat: l.lat, long: l.long } })), origin, region);
      setNearest({ kind: 'found', postcode, distances: new Map(order.map((entry) => [entry.id, entry.distance])) });
    } catch {
      setError(LOOKUP_FAILED);
      setNearest({ kind: 'none' });
    }
  };

  const status =
    nearest.kind === 'looking'
      ? `Looking up ${nearest.postcode}…`
      : nearest.kind === 'found'
        ? `Nearest first from ${nearest.postcode}.`
        : '';

  return (
    <div className="locations-map" ref={root}>
      <div className="locations-map__controls">
        <div className="locations-map__filters" role="group" aria-label="Show locations">
          {FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className="locations-map__filter"
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
            >
              {FILTER_LABELS[option]}
            </button>
          ))}
        </div>
        <form className="locations-map__nearest" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${ids}-title`}>
          <h3 id={`${ids}-title`}>Find your nearest location</h3>
          <label htmlFor={`${ids}-postcode`}>{postcodeRule.label}</label>
          <div className="locations-map__postcode-row">
            <input
              id={`${ids}-postcode`}
              name="postcode"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={postcodeRule.length}
              value={postcode}
              onChange={(event) => setPostcode(normalisePostcodeInput(event.target.value, postcodeRule))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
            />
            <button type="submit" className="button">
              Find nearest
            </button>
          </div>
          {error && (
            <p id={`${ids}-error`} className="locations-map__error" role="alert">
              {error}
            </p>
          )}
          <p className="locations-map__status" role="status">
            {status}
          </p>
        </form>
      </div>
      {shown.length === 0 ? (
        <p className="locations-map__empty">No locations offer this. Choose All to see every location.</p>
      ) : (
        <ol className="locations-map__list" aria-label="Locations">
          {shown.map((location) => (
            <li key={location.id} className="locations-map__item" data-location-id={location.id}>
              <p className="locations-map__type">{location.typeLabel}</p>
              <a href={location.href} className="locations-map__name">
                {location.name}
              </a>
              <p className="locations-map__address">{location.address}</p>
              {nearest.kind === 'found' && <p className="locations-map__distance">{nearest.distances.get(location.id)}</p>}
            </li>
          ))}
        </ol>
      )}
      <MapBox face="addresses" locations={shown} label="Map of our locations" zoom={zoom} type={type} tileUrl={tileUrl} attribution={attribution} />
    </div>
  );
}
