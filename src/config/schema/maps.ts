/**
 * `maps`: the location maps (tile server and its credit line, the location pictures of an
 * image-hosting service), where 'Get Directions' leads, and the postcode lookup behind "Find your
 * nearest location".
 */
import { z } from 'zod';
import { DIRECTIONS_PROVIDERS } from '../../domain/places/directions.ts';

export const MapsSchema = z.strictObject({
  /**
   * Map tile URL template with {z}, {x} and {y} placeholders, of a roadmap (the maps' one type).
   * Default OpenStreetMap: https://tile.openstreetmap.org/{z}/{x}/{y}.png.
   */
  tile_url: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /**
   * Credit line shown on the map, as HTML; must match the tile provider. Default "&copy;
   * OpenStreetMap contributors".
   */
  attribution: z.string().default('&copy; OpenStreetMap contributors'),
  /**
   * The image-hosting service's address of a location's picture, with {map_key} where the
   * location's address.map_key goes, e.g. https://images.example/locations/{map_key}.jpg. Leave out
   * (or leave a location's map_key out) for a map drawn at build time.
   */
  location_image_url: z
    .url({ protocol: /^https$/ })
    .refine((url) => url.includes('{map_key}'), 'expected the placeholder {map_key} in the URL')
    .optional(),
  /**
   * Whose directions 'Get Directions' opens (in a new tab), from wherever the shopper is to the
   * location: google (Google Maps; a location's address.place_id, when set, must be Google's),
   * apple (Apple Maps) or openstreetmap. Default google.
   */
  directions: z.enum(DIRECTIONS_PROVIDERS).default('google'),
  /**
   * Where "Find your nearest location" looks a postcode up. Leave out to use the bundled demo
   * postcode table (approximate; for the demo regions only).
   */
  geocoding: z
    .strictObject({
      /**
       * The geocoding service, answering like Google's Geocoding API
       * (results[0].geometry.location), e.g. https://maps.googleapis.com/maps/api/geocode/json.
       */
      url: z.url({ protocol: /^https$/ }),
      /**
       * The service's browser key (public: restrict it to the site's address at the provider).
       * Leave out for a service that needs none.
       */
      key: z.string().min(1).optional(),
    })
    .optional(),
});
