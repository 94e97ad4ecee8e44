import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, ISLAND_NEEDS, pageNeeds, templateOrigin, TURNSTILE_ORIGIN, unionPolicy, unknownIslands, type CspSiteSettings, type PageNeed } from '../../../src/config/content-security-policy.ts';
import { SiteConfigSchema } from '../../../src/config/site-config-schema.ts';
import { minimalSiteConfig } from './minimal-site-config.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const NO_INLINE = { scripts: [], styles: [] };

/** A parsed minimal site with `changes` applied to its input. */
function site(changes: (input: ReturnType<typeof minimalSiteConfig>) => void = () => {}): CspSiteSettings {
  const input = minimalSiteConfig();
  changes(input);
  return SiteConfigSchema.parse(input);
}

const FULL = site((input) => {
  input.search = { backend: 'typesense', typesense: { nodes: [{ host: 'a.search.example' }, { host: 'b.search.example', port: 8108, protocol: 'http' }], nearest_node: { host: 'near.search.example' } } };
  input.bot_check = { turnstile_site_key: '0x4AAAAAAAtestkey' };
  input.maps = { tile_url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', geocoding: { url: 'https://geo.example/api/geocode/json' }, location_image_url: 'https://images.example/loc/{map_key}.jpg' };
});

/** The sources of one directive of a policy, or undefined when the policy has no such directive. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found?.split(' ').slice(1);
}

describe('the Content-Security-Policy of a page', () => {
  it('starts from nothing and locks the page down: no plugins, no <base>, no framing, forms to the site only', () => {
    const policy = contentSecurityPolicy(site(), new Set(), NO_INLINE);
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(policy).not.toContain('unsafe');
  });

  it('allows inline scripts and styles by their hashes only', () => {
    const policy = contentSecurityPolicy(site(), new Set(), { scripts: ["'sha256-AAA='"], styles: ["'sha256-BBB='", "'sha256-CCC='"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-AAA='"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-BBB='", "'sha256-CCC='"]);
  });

  it.each<[string, PageNeed[], string, string[]]>([
    ['a page without islands reaches no outside host', [], 'connect-src', ["'self'"]],
    ['a search page may call every Typesense node, the nearest first, ports only where not the default', ['search'], 'connect-src', ["'self'", 'https://near.search.example', 'https://a.search.example', 'http://b.search.example:8108']],
    ['a form page may load Turnstile\'s script', ['form'], 'script-src', ["'self'", TURNSTILE_ORIGIN]],
    ['a form page may show Turnstile\'s frame', ['form'], 'frame-src', [TURNSTILE_ORIGIN]],
    ['a map page may load tiles from every tile subdomain', ['map'], 'img-src', ["'self'", 'data:', 'https://*.tiles.example']],
    ['a map page may ask the geocoding service', ['map'], 'connect-src', ["'self'", 'https://geo.example']],
    ['a search page gets no tile or Turnstile host', ['search'], 'img-src', ["'self'", 'data:']],
  ])('%s', (_rule, needs, name, sources) => {
    expect(directive(contentSecurityPolicy(FULL, new Set(needs), NO_INLINE), name)).toEqual(sources);
  });

  it('adds no Typesense host for the embedded search, and no Turnstile host for a site without the bot check', () => {
    const policy = contentSecurityPolicy(site(), new Set<PageNeed>(['search', 'form']), NO_INLINE);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('allows the image service only on a page that shows its location picture', () => {
    expect(directive(contentSecurityPolicy(FULL, new Set(), NO_INLINE, { hostedLocationImage: true }), 'img-src')).toEqual(["'self'", 'data:', 'https://images.example']);
    expect(directive(contentSecurityPolicy(FULL, new Set(), NO_INLINE), 'img-src')).toEqual(["'self'", 'data:']);
  });
});

describe('what a page needs', () => {
  it('comes from the islands it hydrates', () => {
    expect(pageNeeds(['SearchIsland', 'PhoneReveal'])).toEqual(new Set(['search']));
    expect(pageNeeds(['VehicleModals', 'LiveSimilarVehicles', 'MapBox'])).toEqual(new Set(['form', 'search', 'map']));
  });

  it('names an island the table does not know, so the build can refuse it', () => {
    expect(unknownIslands(['SearchIsland', 'NewWidget', 'NewWidget'])).toEqual(['NewWidget']);
  });

  it('knows exactly the components a page hydrates (every client: directive in src/)', () => {
    const astroFiles = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.astro'));
    const hydrated = new Set(astroFiles.flatMap((file) => [...readFileSync(path.join(ROOT, 'src', file), 'utf8').matchAll(/<([A-Z][A-Za-z0-9]*)\b[^>]*?\sclient:[a-z]+/g)].map((match) => match[1]!)));
    expect([...hydrated].sort()).toEqual(Object.keys(ISLAND_NEEDS).sort());
  });
});

describe('templateOrigin', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example/{z}/{x}/{y}.png', 'https://*.tile.example'],
    ['HTTPS://Maps.Example:8443/geocode', 'https://maps.example:8443'],
  ])('%s loads from %s', (template, origin) => {
    expect(templateOrigin(template)).toBe(origin);
  });

  it('refuses a template it cannot name a source for, in plain words', () => {
    expect(() => templateOrigin('/tiles/{z}/{x}/{y}.png')).toThrow('"/tiles/{z}/{x}/{y}.png" is not an absolute http(s) URL, so no source can be allowed for it');
    expect(() => templateOrigin('https://{tenant}.tiles.example/{z}.png')).toThrow('placeholder in its host name');
  });
});

describe('unionPolicy', () => {
  it('holds every source of every page, each directive once, so a page\'s own policy is within it', () => {
    const a = contentSecurityPolicy(FULL, new Set<PageNeed>(['search']), { scripts: ["'sha256-A='"], styles: [] });
    const b = contentSecurityPolicy(FULL, new Set<PageNeed>(['form', 'map']), { scripts: ["'sha256-B='"], styles: [] });
    const union = unionPolicy([a, b]);
    for (const policy of [a, b]) {
      for (const part of policy.split('; ')) {
        const [name, ...sources] = part.split(' ');
        expect(directive(union, name!)).toEqual(expect.arrayContaining(sources));
      }
    }
    expect(directive(union, 'default-src')).toEqual(["'none'"]);
  });
});
