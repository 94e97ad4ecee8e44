/** What the page hands a map: the pins, the site config's tile server and credit, and the zoom it starts at. */

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
  /** Tile URL template with {z}, {x} and {y} (site.maps.tile_url). */
  tileUrl: string;
  /** The tile provider's credit, as HTML (site.maps.attribution). */
  attribution: string;
}
