/**
 * The logo of a make of the makes list: our own monogram badge (the make's initial on a slate
 * square, then its name), drawn as a small self-contained SVG. Makes' real logos are trademarks
 * we hold no licence for and nothing may be hot-linked, so every site draws these at build time
 * and serves them itself at the list's logo.url (/brands/makes/{slug}.svg).
 */
import type { Make } from '../domain/cars/makes.ts';
import { escapeMarkup } from '../lib/escape-markup.ts';

const FONT = "system-ui, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif";
/** The badge square and the gap after it, then about 13 units per letter of the name at 18px. */
const BADGE_WIDTH = 50;
const LETTER_WIDTH = 13;

/** The make's logo as SVG text: a 40-unit-high badge sized to its name, titled with the name. */
export function makeLogoSvg(make: Pick<Make, 'name'>): string {
  const width = BADGE_WIDTH + LETTER_WIDTH * make.name.length;
  const name = escapeMarkup(make.name);
  const initial = escapeMarkup(make.name.charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40" role="img" aria-labelledby="title">
  <title id="title">${name}</title>
  <rect x="2" y="4" width="32" height="32" rx="8" fill="#334155"/>
  <text x="18" y="27" fill="#ffffff" font-family="${FONT}" font-size="18" font-weight="700" text-anchor="middle">${initial}</text>
  <text x="42" y="27" fill="#1f2937" font-family="${FONT}" font-size="18" font-weight="600">${name}</text>
</svg>
`;
}
