/** What the page hands a map: the pins, the site config's tile server and credit, the zoom it starts at and its type. */
import type { MAP_DEFAULTS } from '../../domain/places/geo.ts';

/**
 * What the map draws: a roadmap (spec: "Default map zoom is 10 with roadmap type"), the only type
 * the maps have. The tiles of `maps.tile_url` are that roadmap.
 */
export type MapType = (typeof MAP_DEFAULTS)['type'];

/** One pin: a location and the address its popup shows. */
export interface MapLocation {
  id: number;
  name: string;
  slug: string;
  lat: number;
  long: number;
  address: string;
}

export interface MapSettings {
  locations: MapLocation[];
  /** Names the map for screen readers, e.g. "Map of Brighton Volkswagen Sales". */
  label: string;
  zoom: number;
  /** The map's type: the roadmap (MAP_DEFAULTS.type). */
  type: MapType;
  /** Tile URL template with {z}, {x} and {y} (site.maps.tile_url). */
  tileUrl: string;
  /** The tile provider's credit, as HTML (site.maps.attribution). */
  attribution: string;
}
