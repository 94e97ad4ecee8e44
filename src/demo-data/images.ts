/**
 * SVG illustrations for the demo data: stylised car side views per body and colour, model, feature,
 * offer, hero-slide and blog images. Pure string builders, deterministic, self-contained (no external
 * references, no raster), so the same inputs always give the same bytes.
 *
 * Every image is addressed by a site-absolute URL under /generated/; the `ImageRegistry` records
 * which URLs the data uses and how to draw each, so exactly the referenced files get written.
 */
import type { Body, Colour } from '../domain/cars/car.ts';
import type { FeatureTheme } from './catalogue.ts';
import { slugify } from './util.ts';

/** The folder under `public/` that holds every generated file. */
export const GENERATED_DIR = 'generated';

export interface GeneratedFile {
  /** Path relative to `public/`, e.g. `generated/cars/suv-blue-1.svg`. */
  path: string;
  contents: string;
}

/** The brand colours an image is painted in. */
export interface Palette {
  primary: string;
  onPrimary: string;
  accent: string;
  surface: string;
}

const COLOUR_HEX: Readonly<Record<Colour, string>> = {
  White: '#f4f5f7',
  Black: '#1d2127',
  Silver: '#c3c8cf',
  Grey: '#6b7480',
  Blue: '#1f5fae',
  Red: '#c62d2d',
  Green: '#2f6b4f',
  Orange: '#e0782a',
  Yellow: '#f2c230',
};

/** Mixes a #rrggbb colour towards black (amount > 0) or white (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 0 : 255;
  const weight = Math.abs(amount);
  const channel = (offset: number): string => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

// ---------------------------------------------------------------------------------------------
// Car silhouettes. Coordinates are for an 800x600 canvas, the car facing right.

interface Profile {
  rear: number;
  front: number;
  /** y of the wheel centres and the sills. */
  bottom: number;
  wheelR: number;
  wheels: readonly [number, number];
  /** y of the top of the tail (boot lid, tailgate or tray). */
  rearDeck: number;
  /** x where the rear glass or cab back meets the deck. */
  rearPillar: number;
  roof: number;
  roofRear: number;
  roofFront: number;
  /** x and y where the windscreen meets the bonnet. */
  screenBase: number;
  bonnet: number;
  /** y of the bonnet's front edge. */
  nose: number;
  /** y of the side glass's lower edge at the rear pillar, when the tail is taller than the beltline. */
  belt?: number;
  /** Where the tail light sits, when not at the top of the tail. */
  tailLight?: readonly [number, number];
  /** x of the pillars that split the side glass. */
  pillars: readonly number[];
  /** Side glass starts here instead of at the rear pillar (vans have no rear side windows). */
  glassRear?: number;
  /** No roof: a convertible with the top down. */
  open?: boolean;
  /** Extra shapes drawn under the body, in the body colour's dark shade (tray, chassis). */
  under?: (dark: string, fill: string) => string;
  /** Extra shapes drawn over the body (door lines, tray gap). */
  over?: string;
}

const profiles: Record<Body, Profile> = {
  Sedan: { rear: 80, front: 720, bottom: 430, wheelR: 42, wheels: [200, 610], rearDeck: 352, rearPillar: 215, roof: 272, roofRear: 300, roofFront: 470, screenBase: 580, bonnet: 348, nose: 360, pillars: [390] },
  Hatch: { rear: 130, front: 705, bottom: 430, wheelR: 42, wheels: [230, 605], rearDeck: 322, rearPillar: 150, roof: 262, roofRear: 192, roofFront: 455, screenBase: 572, bonnet: 350, nose: 362, pillars: [335] },
  Wagon: { rear: 80, front: 720, bottom: 430, wheelR: 42, wheels: [200, 610], rearDeck: 330, rearPillar: 98, roof: 266, roofRear: 122, roofFront: 470, screenBase: 585, bonnet: 350, nose: 362, pillars: [265, 400] },
  SUV: { rear: 95, front: 715, bottom: 420, wheelR: 48, wheels: [215, 600], rearDeck: 300, rearPillar: 112, roof: 226, roofRear: 130, roofFront: 470, screenBase: 575, bonnet: 322, nose: 332, pillars: [290, 420] },
  Ute: {
    rear: 80, front: 720, bottom: 425, wheelR: 46, wheels: [195, 605], rearDeck: 330, rearPillar: 318, roof: 240, roofRear: 330, roofFront: 480, screenBase: 582, bonnet: 330, nose: 338, pillars: [410],
    over: '<path d="M314 332V420M86 348H308" stroke="#000" stroke-opacity=".25" stroke-width="3" fill="none"/>',
  },
  'Cab Chassis': {
    rear: 326, front: 720, bottom: 425, wheelR: 46, wheels: [190, 605], rearDeck: 250, rearPillar: 330, roof: 240, roofRear: 336, roofFront: 485, screenBase: 585, bonnet: 330, nose: 338, pillars: [], belt: 326, tailLight: [62, 322],
    under: (dark, fill) =>
      `<rect x="120" y="352" width="215" height="20" fill="#2b2f36"/><rect x="66" y="316" width="252" height="38" rx="4" fill="${fill}" stroke="${dark}" stroke-width="3"/><path d="M72 334H312" stroke="${dark}" stroke-width="2"/>`,
  },
  Van: { rear: 85, front: 715, bottom: 425, wheelR: 44, wheels: [200, 600], rearDeck: 196, rearPillar: 101, roof: 180, roofRear: 110, roofFront: 560, screenBase: 655, bonnet: 335, nose: 345, pillars: [], glassRear: 520, belt: 318, over: '<path d="M330 200V408M500 190V408" stroke="#000" stroke-opacity=".2" stroke-width="3"/>' },
  'People Mover': { rear: 85, front: 715, bottom: 425, wheelR: 44, wheels: [205, 600], rearDeck: 222, rearPillar: 101, roof: 205, roofRear: 112, roofFront: 540, screenBase: 650, bonnet: 330, nose: 340, pillars: [300, 450], belt: 316 },
  Coupe: { rear: 85, front: 720, bottom: 432, wheelR: 42, wheels: [205, 615], rearDeck: 350, rearPillar: 200, roof: 285, roofRear: 330, roofFront: 455, screenBase: 575, bonnet: 356, nose: 368, pillars: [352] },
  Convertible: {
    rear: 85, front: 720, bottom: 432, wheelR: 42, wheels: [205, 615], rearDeck: 348, rearPillar: 200, roof: 290, roofRear: 0, roofFront: 0, screenBase: 560, bonnet: 352, nose: 366, pillars: [], open: true,
    over: '<rect x="200" y="328" width="95" height="22" rx="10" fill="#2b2f36"/><rect x="330" y="300" width="26" height="48" rx="8" fill="#2b2f36"/><rect x="440" y="300" width="26" height="48" rx="8" fill="#2b2f36"/><path d="M502 292L514 290L570 350H552Z" fill="#3d5a73" stroke="#2b2f36" stroke-width="4" stroke-linejoin="round"/>',
  },
};

function beltAt(p: Profile, x: number): number {
  const t = (x - p.rearPillar) / (p.screenBase - p.rearPillar);
  const belt = p.belt ?? p.rearDeck;
  return belt + (p.bonnet - belt) * t;
}

function outlinePath(p: Profile): string {
  const { rear, front, bottom } = p;
  const arch = p.wheelR + 6;
  const parts = [`M${rear} ${bottom - 10}`, `L${rear} ${p.rearDeck + 16}`, `Q${rear} ${p.rearDeck} ${rear + 16} ${p.rearDeck}`];
  if (p.open) {
    parts.push(`L${p.screenBase} ${p.bonnet}`);
  } else {
    parts.push(`L${p.rearPillar} ${p.rearDeck}`, `L${p.roofRear} ${p.roof}`, `L${p.roofFront} ${p.roof}`, `L${p.screenBase} ${p.bonnet}`);
  }
  parts.push(`L${front - 28} ${p.nose}`, `Q${front} ${p.nose + 4} ${front} ${p.nose + 30}`, `L${front} ${bottom - 10}`, `Q${front} ${bottom} ${front - 10} ${bottom}`);
  for (const wheel of [...p.wheels].sort((a, b) => b - a)) {
    if (wheel - arch > rear + 10) parts.push(`L${wheel + arch} ${bottom}`, `A${arch} ${arch} 0 0 0 ${wheel - arch} ${bottom}`);
  }
  parts.push(`L${rear + 10} ${bottom}`, `Q${rear} ${bottom} ${rear} ${bottom - 10}`, 'Z');
  return parts.join('');
}

function glassPath(p: Profile): string {
  if (p.open) return '';
  const top = p.roof + 12;
  const rearX = p.glassRear ?? p.rearPillar + 18;
  const rearTopX = p.glassRear ?? p.roofRear + 8;
  const frontBottomX = p.screenBase - 20;
  return `M${rearX} ${Math.round(beltAt(p, rearX)) - 4}L${rearTopX} ${top}L${p.roofFront - 8} ${top}L${frontBottomX} ${Math.round(beltAt(p, frontBottomX)) - 4}Z`;
}

function wheel(x: number, y: number, r: number): string {
  const rim = Math.round(r * 0.58);
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#1f2328"/><circle cx="${x}" cy="${y}" r="${rim}" fill="#c9ced6"/><circle cx="${x}" cy="${y}" r="${Math.round(rim * 0.72)}" fill="none" stroke="#8a9099" stroke-width="4" stroke-dasharray="8 6"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.16)}" fill="#6b7280"/>`;
}

/** The car drawing itself (no background), for an 800x600 canvas; `id` keeps gradient ids unique. */
function carGraphic(body: Body, colour: string, id = 'c'): string {
  const p = profiles[body];
  const dark = shade(colour, 0.35);
  const shadowWidth = (p.front - p.rear) / 2 + 30;
  const ground = p.bottom + p.wheelR;
  const pillars = p.pillars
    .map((x) => `<path d="M${x + 4} ${p.roof}L${x - 4} ${Math.round(beltAt(p, x))}" stroke="${colour}" stroke-width="14"/><path d="M${x - 4} ${Math.round(beltAt(p, x))}L${x - 6} ${p.bottom - 16}" stroke="${dark}" stroke-opacity=".6" stroke-width="2"/>`)
    .join('');
  const glass = glassPath(p);
  return [
    `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".4"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>`,
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d7a93"/><stop offset="1" stop-color="#22313f"/></linearGradient></defs>`,
    `<ellipse cx="${(p.rear + p.front) / 2}" cy="${ground}" rx="${shadowWidth}" ry="13" fill="#000" opacity=".16"/>`,
    p.under ? p.under(dark, colour) : '',
    `<path d="${outlinePath(p)}" fill="${colour}" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="${outlinePath(p)}" fill="url(#${id}s)"/>`,
    glass ? `<path d="${glass}" fill="url(#${id}g)" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>` : '',
    pillars,
    p.over ?? '',
    `<ellipse cx="${p.front - 16}" cy="${p.nose + 16}" rx="14" ry="7" fill="#fff6d5" stroke="${dark}" stroke-width="2"/>`,
    `<rect x="${p.tailLight?.[0] ?? p.rear - 3}" y="${p.tailLight?.[1] ?? p.rearDeck + 10}" width="10" height="22" rx="3" fill="#d0312d"/>`,
    wheel(p.wheels[0], p.bottom, p.wheelR),
    wheel(p.wheels[1], p.bottom, p.wheelR),
  ].join('');
}

function svg(width: number, height: number, viewBox: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${content}</svg>\n`;
}

/** The three photo views every stocked car has: studio, outdoors (facing left) and a detail crop. */
export const CAR_VIEWS = [1, 2, 3] as const;
type CarView = (typeof CAR_VIEWS)[number];

const CAR_VIEW_NAMES: Readonly<Record<CarView, string>> = {
  1: 'side view',
  2: 'side view from the left',
  3: 'front wheel detail',
};

/** A stock photo stand-in: one body in one colour, from one of the three views. */
export function carImageSvg(body: Body, colour: Colour, view: CarView): string {
  const hex = COLOUR_HEX[colour];
  const ground = profiles[body].bottom + profiles[body].wheelR;
  if (view === 1) {
    return svg(
      800,
      600,
      '0 0 800 600',
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f3f7"/><stop offset="1" stop-color="#d6dbe3"/></linearGradient></defs><rect width="800" height="600" fill="url(#bg)"/><rect y="${ground}" width="800" height="${600 - ground}" fill="#c9cfd8"/>${carGraphic(body, hex)}`,
    );
  }
  if (view === 2) {
    return svg(
      800,
      600,
      '0 0 800 600',
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfdcf2"/><stop offset="1" stop-color="#eef5fb"/></linearGradient></defs><rect width="800" height="600" fill="url(#bg)"/><ellipse cx="220" cy="${ground}" rx="360" ry="120" fill="#b9cdb0"/><ellipse cx="640" cy="${ground}" rx="300" ry="90" fill="#a7bf9d"/><rect y="${ground - 14}" width="800" height="${614 - ground}" fill="#8d96a1"/><path d="M0 ${ground + 40}H800" stroke="#f4f5f7" stroke-width="6" stroke-dasharray="60 40"/><g transform="translate(800 0) scale(-1 1)">${carGraphic(body, hex)}</g>`,
    );
  }
  const p = profiles[body];
  const focusX = p.wheels[1];
  return svg(
    800,
    600,
    '0 0 800 600',
    `<rect width="800" height="600" fill="#f3ede4"/><rect y="${Math.round(300 + (ground - p.bottom) * 1.9)}" width="800" height="600" fill="#e2d8ca"/><g transform="translate(${400 - focusX * 1.9} ${300 - p.bottom * 1.9}) scale(1.9)">${carGraphic(body, hex)}</g>`,
  );
}

/** Model renders: the model's main body in its signature colour on a clean background. */
function modelImageSvg(body: Body, colour: Colour, size: 'full' | 'thumb'): string {
  const hex = COLOUR_HEX[colour];
  const ground = profiles[body].bottom + profiles[body].wheelR;
  const background =
    size === 'full'
      ? `<defs><radialGradient id="bg" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4e8ee"/></radialGradient></defs><rect width="800" height="600" fill="url(#bg)"/><ellipse cx="400" cy="${ground}" rx="380" ry="40" fill="#d5dae2"/>`
      : '<rect width="800" height="600" fill="#f4f6f8"/>';
  return svg(size === 'full' ? 800 : 400, size === 'full' ? 600 : 300, '0 0 800 600', `${background}${carGraphic(body, hex)}`);
}

const featureColours: Record<FeatureTheme, [string, string]> = {
  safety: ['#0f3d5e', '#4fa3d9'],
  technology: ['#1d2240', '#7c83f2'],
  comfort: ['#4a2f27', '#e3a47f'],
  performance: ['#3b0f14', '#e4473f'],
  space: ['#14382f', '#5cc29b'],
  efficiency: ['#173a1e', '#8fd16a'],
  capability: ['#3a2d12', '#e0b24a'],
};

const featureIcons: Record<FeatureTheme, (light: string) => string> = {
  safety: (c) => `<path d="M400 110L540 160V260C540 350 480 400 400 430C320 400 260 350 260 260V160Z" fill="none" stroke="${c}" stroke-width="22" stroke-linejoin="round"/><path d="M340 270L388 318L466 228" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
  technology: (c) => `<rect x="230" y="130" width="340" height="230" rx="22" fill="none" stroke="${c}" stroke-width="20"/><rect x="270" y="175" width="120" height="14" rx="7" fill="#fff"/><rect x="270" y="210" width="200" height="14" rx="7" fill="${c}"/><rect x="270" y="245" width="160" height="14" rx="7" fill="${c}"/><circle cx="505" cy="285" r="34" fill="#fff"/><path d="M360 410H440" stroke="${c}" stroke-width="20" stroke-linecap="round"/>`,
  comfort: (c) => `<path d="M330 120C300 120 290 150 295 180L320 300H470C500 300 510 320 505 350L495 400H320" fill="none" stroke="${c}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/><path d="M330 400L310 440M480 400L500 440" stroke="#fff" stroke-width="18" stroke-linecap="round"/>`,
  performance: (c) => `<path d="M230 370A170 170 0 1 1 570 370" fill="none" stroke="${c}" stroke-width="24" stroke-linecap="round"/><path d="M400 360L500 220" stroke="#fff" stroke-width="18" stroke-linecap="round"/><circle cx="400" cy="360" r="24" fill="#fff"/>`,
  space: (c) => `<path d="M250 200L400 140L550 200V360L400 420L250 360Z" fill="none" stroke="${c}" stroke-width="22" stroke-linejoin="round"/><path d="M250 200L400 260L550 200M400 260V420" fill="none" stroke="#fff" stroke-width="16" stroke-linejoin="round"/>`,
  efficiency: (c) => `<path d="M300 400C260 260 360 150 540 130C560 300 470 400 300 400Z" fill="none" stroke="${c}" stroke-width="22" stroke-linejoin="round"/><path d="M300 400L450 250" stroke="#fff" stroke-width="16" stroke-linecap="round"/>`,
  capability: (c) => `<path d="M200 400L330 200L400 290L460 220L600 400Z" fill="none" stroke="${c}" stroke-width="22" stroke-linejoin="round"/><path d="M330 200L360 245M460 220L485 255" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`,
};

/** A feature-block illustration: a large line icon for the theme on a deep gradient. */
function featureImageSvg(theme: FeatureTheme): string {
  const [deep, light] = featureColours[theme];
  return svg(
    800,
    500,
    '0 0 800 500',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${shade(deep, -0.25)}"/></linearGradient></defs><rect width="800" height="500" fill="url(#bg)"/><circle cx="400" cy="270" r="210" fill="${light}" opacity=".12"/>${featureIcons[theme](light)}`,
  );
}

/** An offer banner: brand background, bold shapes and the model in its colour. */
function offerImageSvg(palette: Palette, body: Body | null, colour: Colour, variant: number): string {
  const flip = variant % 2 === 1;
  const car = body
    ? `<g transform="translate(${flip ? 40 : 160} 40) scale(0.78)">${carGraphic(body, COLOUR_HEX[colour])}</g>`
    : `<g fill="none" stroke="${palette.onPrimary}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" opacity=".9"><circle cx="560" cy="220" r="90"/><path d="M560 130V90M560 350V310M470 220H430M690 220H650"/><path d="M250 330L370 210C360 180 380 140 420 140L395 175L410 195L440 170C445 210 410 235 380 225L260 345Z"/></g>`;
  return svg(
    800,
    450,
    '0 0 800 450',
    `<rect width="800" height="450" fill="${palette.primary}"/><circle cx="${flip ? 120 : 680}" cy="80" r="230" fill="${palette.accent}" opacity=".55"/><path d="M0 450L800 250V450Z" fill="${palette.onPrimary}" opacity=".12"/>${car}`,
  );
}

export type SlideTheme = 'car' | 'service' | 'finance' | 'offers' | 'electric';

function slideArt(theme: SlideTheme, palette: Palette, body: Body, colour: Colour): string {
  switch (theme) {
    case 'car':
      return `<g transform="translate(640 40) scale(1.15)">${carGraphic(body, COLOUR_HEX[colour], 'k')}</g>`;
    case 'electric':
      return `<g transform="translate(640 40) scale(1.15)">${carGraphic(body, COLOUR_HEX[colour], 'k')}</g><path d="M1400 90L1330 220H1390L1350 330L1470 180H1405L1450 90Z" fill="${palette.accent}" stroke="${palette.onPrimary}" stroke-width="8" stroke-linejoin="round"/>`;
    case 'service':
      return `<g fill="none" stroke="${palette.onPrimary}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"><circle cx="1160" cy="350" r="170"/><path d="M1160 140V100M1160 600V560M950 350H910M1410 350H1370M1012 202L984 174M1336 526L1308 498M1012 498L984 526M1336 174L1308 202"/></g><circle cx="1160" cy="350" r="60" fill="${palette.accent}"/>`;
    case 'finance':
      return `<g fill="${palette.onPrimary}" opacity=".92"><rect x="980" y="430" width="120" height="130" rx="12"/><rect x="1130" y="330" width="120" height="230" rx="12"/><rect x="1280" y="220" width="120" height="340" rx="12"/></g><path d="M960 330L1120 230L1240 270L1420 120" fill="none" stroke="${palette.accent}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'offers':
      return `<g transform="rotate(-12 1180 350)"><path d="M960 240H1330L1420 350L1330 460H960Z" fill="${palette.onPrimary}"/><circle cx="1330" cy="350" r="22" fill="${palette.primary}"/><rect x="1010" y="320" width="230" height="60" rx="30" fill="${palette.accent}"/></g>`;
  }
}

/** A wide home-hero image in the site's brand colours; the slide's text is HTML, not in the image. */
function slideImageSvg(palette: Palette, theme: SlideTheme, body: Body, colour: Colour): string {
  return svg(
    1600,
    700,
    '0 0 1600 700',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.primary}"/><stop offset="1" stop-color="${shade(palette.primary, 0.3)}"/></linearGradient></defs><rect width="1600" height="700" fill="url(#bg)"/><circle cx="1250" cy="330" r="420" fill="${palette.accent}" opacity=".35"/><circle cx="140" cy="640" r="260" fill="${palette.onPrimary}" opacity=".07"/><path d="M0 560L1600 420V700H0Z" fill="${palette.onPrimary}" opacity=".1"/>${slideArt(theme, palette, body, colour)}`,
  );
}

export type BlogTheme = 'road' | 'electric' | 'family' | 'service' | 'travel' | 'work';

function blogArt(theme: BlogTheme, palette: Palette): string {
  const light = palette.surface;
  switch (theme) {
    case 'road':
      return `<path d="M520 630L590 330H610L680 630Z" fill="#3b4048"/><path d="M600 600V560M600 520V490M600 455V430M600 400V385" stroke="#f4f5f7" stroke-width="6"/><circle cx="900" cy="150" r="70" fill="${palette.accent}"/>`;
    case 'electric':
      return `<rect x="470" y="190" width="190" height="330" rx="26" fill="${light}"/><rect x="505" y="230" width="120" height="80" rx="10" fill="${palette.accent}"/><path d="M660 420C760 420 760 540 860 540" fill="none" stroke="${light}" stroke-width="22" stroke-linecap="round"/><path d="M575 340L540 410H580L555 470L620 390H580L605 340Z" fill="${palette.primary}"/>`;
    case 'family':
      return `<g transform="translate(320 130) scale(0.7)">${carGraphic('People Mover', light, 'b')}</g>`;
    case 'service':
      return `<path d="M420 470L640 250C620 190 660 120 740 120L690 180L710 220L770 170C780 250 710 300 650 280L430 500Z" fill="${light}"/>`;
    case 'travel':
      return `<path d="M600 520C600 520 470 380 470 290A130 130 0 0 1 730 290C730 380 600 520 600 520Z" fill="${light}"/><circle cx="600" cy="290" r="48" fill="${palette.accent}"/>`;
    case 'work':
      return `<g transform="translate(300 120) scale(0.75)">${carGraphic('Ute', light, 'b')}</g>`;
  }
}

/** A blog header image (1200x630, the social-card size) in the site's colours. */
function blogImageSvg(palette: Palette, theme: BlogTheme): string {
  return svg(
    1200,
    630,
    '0 0 1200 630',
    `<rect width="1200" height="630" fill="${shade(palette.primary, 0.15)}"/><path d="M0 450C300 360 500 520 1200 380V630H0Z" fill="${palette.accent}" opacity=".45"/><circle cx="160" cy="120" r="180" fill="${palette.onPrimary}" opacity=".06"/>${blogArt(theme, palette)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// URLs and the registry.

function carImageUrl(body: Body, colour: Colour, view: CarView): string {
  return `/${GENERATED_DIR}/cars/${slugify(body)}-${slugify(colour)}-${view}.svg`;
}

/** Collects the images the data references, each with the builder that draws it. */
export class ImageRegistry {
  readonly #files = new Map<string, () => string>();

  /** Registers a drawing under a site-absolute URL and returns the URL. */
  add(url: string, draw: () => string): string {
    if (!url.startsWith(`/${GENERATED_DIR}/`)) throw new Error(`generated image URL must start with /${GENERATED_DIR}/: ${url}`);
    if (!this.#files.has(url)) this.#files.set(url, draw);
    return url;
  }

  car(body: Body, colour: Colour, view: CarView): string {
    return this.add(carImageUrl(body, colour, view), () => carImageSvg(body, colour, view));
  }

  /** Model renders are named by what they show, so sites sharing a file always agree on its bytes. */
  model(body: Body, colour: Colour): { url: string; thumb: string } {
    const base = `/${GENERATED_DIR}/models/${slugify(body)}-${slugify(colour)}`;
    return {
      url: this.add(`${base}.svg`, () => modelImageSvg(body, colour, 'full')),
      thumb: this.add(`${base}-thumb.svg`, () => modelImageSvg(body, colour, 'thumb')),
    };
  }

  feature(theme: FeatureTheme): string {
    return this.add(`/${GENERATED_DIR}/features/${theme}.svg`, () => featureImageSvg(theme));
  }

  offer(siteSlug: string, offerId: number, palette: Palette, body: Body | null, colour: Colour): string {
    return this.add(`/${GENERATED_DIR}/offers/${siteSlug}-${offerId}.svg`, () => offerImageSvg(palette, body, colour, offerId));
  }

  slide(siteSlug: string, index: number, palette: Palette, theme: SlideTheme, body: Body, colour: Colour): string {
    return this.add(`/${GENERATED_DIR}/slides/${siteSlug}-${index}.svg`, () => slideImageSvg(palette, theme, body, colour));
  }

  blog(siteSlug: string, index: number, palette: Palette, theme: BlogTheme): string {
    return this.add(`/${GENERATED_DIR}/blog/${siteSlug}-${index}.svg`, () => blogImageSvg(palette, theme));
  }

  /** The registered images as files, sorted by path. */
  files(): GeneratedFile[] {
    return [...this.#files.entries()]
      .map(([url, draw]) => ({ path: url.slice(1), contents: draw() }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
}

/** Alt text for a car photo. */
export function carImageAlt(carName: string, colour: Colour, view: CarView): string {
  return `${colour} ${carName}, ${CAR_VIEW_NAMES[view]}`;
}

