import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllSiteConfigs } from '../../../src/config/load-site-config.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { MIN_TEXT_CONTRAST, contrastRatio } from './contrast-ratio.ts';
import { PROJECT_ROOT } from './project-root.ts';

const WHITE = '#ffffff';
const configs = (await loadAllSiteConfigs(PROJECT_ROOT)).flatMap((r) => (r.ok ? [r.config] : []));

/** Foreground/background pairs that carry text somewhere in the templates. */
function textPairs(config: SiteConfig): [string, string, string][] {
  const c = config.brand.colours;
  return [
    ['on_primary on primary', c.on_primary, c.primary],
    ['on_accent on accent', c.on_accent, c.accent],
    ['link on white', c.link, WHITE],
    ['link on surface', c.link, c.surface],
    ['text on surface', c.text, c.surface],
    ['text on white', c.text, WHITE],
    ['muted on surface', c.muted, c.surface],
    ['muted on white', c.muted, WHITE],
  ];
}

/** The header the logo sits on: the brand colour for the brand template, white for the group template. */
function headerBackground(config: SiteConfig): string {
  return config.template === 'brand' ? config.brand.colours.primary : WHITE;
}

/** The `fill` of every <text> and <tspan> element, or null where one has none. */
function textFills(svg: string): (string | null)[] {
  return [...svg.matchAll(/<(?:text|tspan)\b([^>]*)>/g)].map((m) => /\bfill="(#[0-9a-fA-F]{3,6})"/.exec(m[1] ?? '')?.[1] ?? null);
}

describe.each(configs.map((c) => [c.slug, c] as const))('%s', (_slug, config) => {
  it.each(textPairs(config))(`%s has a contrast ratio of at least ${MIN_TEXT_CONTRAST}:1`, (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it(`the logo's text has a contrast ratio of at least ${MIN_TEXT_CONTRAST}:1 against the header`, () => {
    const svg = readFileSync(path.join(PROJECT_ROOT, 'public', config.brand.logo.url), 'utf8');
    expect(svg).toMatch(/<title\b[^>]*>[^<]+<\/title>/);
    const fills = textFills(svg);
    expect(fills.length).toBeGreaterThan(0);
    const background = headerBackground(config);
    for (const fill of fills) {
      expect(fill, 'every logo text sets its own fill').not.toBeNull();
      expect(contrastRatio(fill ?? '#000000', background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

describe('the contrast ratio itself', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %s:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });
});
