/**
 * Where 'Get Directions' leads (spec section 2, "Location block"): the directions page of the map
 * provider the site config names (`maps.directions`), with the location as the destination and no
 * origin, so that the provider starts from the shopper's own position (Google and Apple ask the
 * device for it; OpenStreetMap leaves the start for the shopper to fill in). Each URL is the form
 * its provider documents for linking in: Google's Maps URLs (api=1), Apple's Map Links (daddr),
 * OpenStreetMap's directions page (route=from;to, or to= for an address).
 */

/** The providers a site can send directions to; the config's default is the first, Google. */
export const DIRECTIONS_PROVIDERS = ['google', 'apple', 'openstreetmap'] as const;

export type DirectionsProvider = (typeof DIRECTIONS_PROVIDERS)[number];

/**
 * Where the shopper is going: a point in decimal degrees (a location of the site config, with the
 * provider's place id when it has one), or, when no point is known, the address as written.
 */
export type DirectionsDestination =
  | { readonly lat: number; readonly long: number; readonly placeId?: string | undefined }
  | { readonly address: string };

/** "lat,long", as every provider reads a point. */
function pointText(destination: { readonly lat: number; readonly long: number }): string {
  return `${destination.lat},${destination.long}`;
}

/** The provider's directions URL to `destination`, starting wherever the shopper is. */
export function directionsUrl(provider: DirectionsProvider, destination: DirectionsDestination): string {
  const place = 'address' in destination ? destination.address : pointText(destination);
  switch (provider) {
    case 'google': {
      const query = new URLSearchParams({ api: '1', destination: place });
      // The place id names the business itself, not just the spot on the road in front of it.
      if (!('address' in destination) && destination.placeId !== undefined && destination.placeId !== '') query.set('destination_place_id', destination.placeId);
      return `https://www.google.com/maps/dir/?${query.toString()}`;
    }
    case 'apple':
      return `https://maps.apple.com/?${new URLSearchParams({ daddr: place }).toString()}`;
    case 'openstreetmap':
      // route= takes points only, "from;to" with the start left empty; an address goes in to=.
      return 'address' in destination
        ? `https://www.openstreetmap.org/directions?${new URLSearchParams({ to: place }).toString()}`
        : `https://www.openstreetmap.org/directions?${new URLSearchParams({ route: `;${place}` }).toString()}`;
  }
}
