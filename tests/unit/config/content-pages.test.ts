import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllSiteConfigs } from '../../../src/config/load-site-config.ts';
import { regionWordTokens } from '../../../src/domain/basics/region-terms.ts';
import { PROJECT_ROOT } from './project-root.ts';

const PAGES_DIR = path.join(PROJECT_ROOT, 'content', 'pages');
const PAGES = ['about-us', 'care-plans', 'privacy-policy', 'roadside-assist', 'terms-and-conditions', 'warranty'];
const DEALER_PLACEHOLDERS = ['name', 'sales_phone', 'service_phone', 'address', 'state', 'licences', 'email'];
// The words a region reads differently ({{tyres}}: 'tires' in the US) are placeholders too.
const PLACEHOLDERS = new Set([...DEALER_PLACEHOLDERS, ...Object.keys(regionWordTokens('AU'))]);
const ROUTES = new Set([
  '/contact',
  '/service',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/pages/warranty',
  '/pages/roadside-assist',
  '/pages/care-plans',
]);
const MAX_DESCRIPTION = 155;

const longestDealerName = (await loadAllSiteConfigs(PROJECT_ROOT))
  .flatMap((r) => (r.ok ? [r.config.name] : []))
  .reduce((a, b) => (b.length > a.length ? b : a), '');

function readPage(slug: string): { frontmatter: Record<string, string>; body: string } {
  const text = readFileSync(path.join(PAGES_DIR, `${slug}.md`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${slug}.md has no frontmatter`);
  const frontmatter = Object.fromEntries(
    (match[1] ?? '').split('\n').map((line) => {
      const [key, ...rest] = line.split(':');
      return [key?.trim() ?? '', rest.join(':').trim()];
    }),
  );
  return { frontmatter, body: match[2] ?? '' };
}

describe('the shared content pages', () => {
  it('exactly the six shared pages exist', () => {
    expect(readdirSync(PAGES_DIR).sort()).toEqual(PAGES.map((p) => `${p}.md`));
  });
});

describe.each(PAGES)('content/pages/%s.md', (slug) => {
  const { frontmatter, body } = readPage(slug);

  it('keeps its frontmatter plain YAML, one unquoted `key: value` per line', () => {
    // A second ': ' or ' #' would change how YAML reads the value; a leading indicator would too.
    for (const value of Object.values(frontmatter)) {
      expect(value).not.toMatch(/: | #|^[-?:,[\]{}#&*!|>'"%@`]/);
    }
  });

  it('has a title and a description', () => {
    expect(Object.keys(frontmatter).sort()).toEqual(['description', 'title']);
    expect(frontmatter.title).toMatch(/\S/);
    expect(frontmatter.description).toMatch(/\S/);
  });

  it(`keeps its meta description within ${MAX_DESCRIPTION} characters, even for the longest dealer name`, () => {
    const description = (frontmatter.description ?? '').replaceAll('{{name}}', longestDealerName);
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
  });

  it('starts its headings at ## because the page renders the title as the h1', () => {
    expect(body).toMatch(/^## /m);
    expect(body).not.toMatch(/^# /m);
  });

  it('has 300 to 700 words', () => {
    const words = body.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(700);
  });

  it('uses only the known dealer and region-word placeholders', () => {
    const used = [...`${frontmatter.description} ${body}`.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1] ?? '');
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !PLACEHOLDERS.has(name))).toEqual([]);
  });

  it('links only to routes every site has', () => {
    const links = [...body.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1] ?? '');
    expect(links.filter((link) => !ROUTES.has(link))).toEqual([]);
  });
});
