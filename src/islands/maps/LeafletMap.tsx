/**
 * The location map (spec section 9: zoom 10, a roadmap): the roadmap's tiles from the site config's
 * tile server (`maps.tile_url`; a roadmap is the only map type, MapSettings.type) with its credit, one SVG pin per location (Leaflet's default marker would fetch PNG images from
 * wherever its CSS points), each pin's popup naming the location and its address. With several
 * pins the map fits them all; with one it centres on it at the configured zoom.
 *
 * The pins answer the mouse and touch, not the keyboard: two locations a street apart overlap at
 * any zoom (too small a target, WCAG 2.5.8), and the list beside every map already gives each
 * location's name, address and link to keyboard and screen-reader users. The map itself keeps
 * Leaflet's keyboard panning and zoom buttons.
 *
 * Tile usage (OpenStreetMap's policy): tiles load only for the area shown (no prefetch beyond
 * Leaflet's one-screen buffer), the browser caches them, and each request carries the page's origin
 * as referrer (strict-origin-when-cross-origin), which the policy asks for.
 */
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { MapLocation, MapSettings } from './map-props.ts';

/** A pin drawn in SVG, coloured by the theme's primary colour through currentColor. */
const PIN_SVG =
  '<svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="currentColor"/>' +
  '<circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>';

const pinIcon = divIcon({ html: PIN_SVG, className: 'map-pin', iconSize: [24, 36], iconAnchor: [12, 36], popupAnchor: [0, -32] });

/** Moves the focus into the map once it is drawn (the shopper pressed 'Show interactive map'). */
function FocusMap() {
  const map = useMap();
  useEffect(() => map.getContainer().focus({ preventScroll: true }), [map]);
  return null;
}

/** Keeps every pin in view when the pins change (a filter on the locations map). */
function FitPins({ locations, zoom }: { locations: MapLocation[]; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (locations.length === 0) return;
    if (locations.length === 1) {
      const [only] = locations;
      if (only) map.setView([only.lat, only.long], zoom);
      return;
    }
    map.fitBounds(latLngBounds(locations.map((l) => [l.lat, l.long])), { padding: [32, 32], maxZoom: zoom + 4 });
  }, [map, locations, zoom]);
  return null;
}

export default function LeafletMap({ locations, zoom, tileUrl, attribution, focusOnReady }: MapSettings & { focusOnReady: boolean }) {
  const first = locations[0];
  const center: [number, number] = first ? [first.lat, first.long] : [0, 0];
  return (
    <MapContainer center={center} zoom={zoom} scrollWheelZoom={false} className="leaflet-map">
      <TileLayer
        url={tileUrl}
        attribution={attribution}
        referrerPolicy="strict-origin-when-cross-origin"
        keepBuffer={1}
      />
      {locations.map((location) => (
        <Marker key={location.id} position={[location.lat, location.long]} icon={pinIcon} title={location.name} keyboard={false}>
          <Popup>
            <strong>{location.name}</strong>
            <br />
            {location.address}
          </Popup>
        </Marker>
      ))}
      <FitPins locations={locations} zoom={zoom} />
      {focusOnReady && <FocusMap />}
    </MapContainer>
  );
}
