/**
 * A location's picture of where it is (spec section 7: "Location images come from an
 * image-hosting service using the location map_key"): the service's image when the site names the
 * service (`maps.location_image_url`) and the location has a `map_key`; otherwise (the demo sites)
 * a small drawing made at build time of a street grid with a pin and the address, which costs no
 * request. This module is the one place that turns `address.map_key` into that image's URL.
 */
import type { Location } from '../domain/places/location.ts';
import { addressLine } from './location-details.ts';

const WIDTH = 480;
const HEIGHT = 240;

/** Escapes text for SVG markup. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A number from 0 to 1 that stays the same for a location, so each map looks different but stable. */
function seeded(id: number, salt: number): number {
  const value = Math.sin(id * 12.9898 + salt * 78.233) * 43758.5453;
  return value - Math.floor(value);
}

/** A location's picture: the image service's, or the drawing. */
export type LocationImage = { readonly kind: 'hosted'; readonly src: string; readonly alt: string } | { readonly kind: 'drawn'; readonly svg: string };

/** The picture of `location`, given the site's image service URL template (with {map_key}), if any. */
export function locationImage(location: Pick<Location, 'id' | 'address'>, urlTemplate: string | undefined): LocationImage {
  const key = location.address.map_key?.trim();
  if (urlTemplate !== undefined && key) return { kind: 'hosted', src: urlTemplate.replaceAll('{map_key}', encodeURIComponent(key)), alt: mapImageAlt(location) };
  return { kind: 'drawn', svg: mapImageSvg(location) };
}

/** The alt text of a location's map image. */
export function mapImageAlt(location: Pick<Location, 'address'>): string {
  return `Map of ${addressLine(location)}`;
}

/**
 * The stand-in map as SVG markup (decorative parts hidden; the caller labels the whole image):
 * streets at offsets varied by the location's id, a main road, a pin in the centre and the address.
 */
export function mapImageSvg(location: Pick<Location, 'id' | 'address'>): string {
  const streets: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const x = Math.round((index + seeded(location.id, index)) * (WIDTH / 6));
    const y = Math.round((index + seeded(location.id, index + 10)) * (HEIGHT / 4));
    streets.push(`<path d="M${x} 0V${HEIGHT}" />`);
    if (index < 4) streets.push(`<path d="M0 ${y}H${WIDTH}" />`);
  }
  const tilt = Math.round(seeded(location.id, 99) * 80) - 40;
  const label = escapeXml(addressLine(location));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(mapImageAlt(location))}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eef1ec" />`,
    `<g stroke="#ffffff" stroke-width="10" fill="none">${streets.join('')}</g>`,
    `<path d="M0 ${HEIGHT / 2 + tilt}L${WIDTH} ${HEIGHT / 2 - tilt}" stroke="#f6d58e" stroke-width="16" fill="none" />`,
    `<path d="M${WIDTH / 2} ${HEIGHT / 2}c-12-18-20-26-20-38a20 20 0 0 1 40 0c0 12-8 20-20 38z" fill="#c62828" stroke="#ffffff" stroke-width="2" />`,
    `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2 - 38}" r="7" fill="#ffffff" />`,
    `<rect x="8" y="${HEIGHT - 34}" width="${WIDTH - 16}" height="26" rx="4" fill="#ffffff" opacity="0.92" />`,
    `<text x="16" y="${HEIGHT - 16}" font-family="system-ui, sans-serif" font-size="14" fill="#1f2937">${label}</text>`,
    '</svg>',
  ].join('');
}
