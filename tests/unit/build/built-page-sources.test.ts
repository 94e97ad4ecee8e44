import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash, inlineHashes, islandNames, styleAttributes } from '../../../src/integration/built-page-sources.ts';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_POLICY, pagePolicy, writePagePolicies } from '../../../src/integration/page-policies.ts';
import { parseHeadersFile } from '../../../src/config/headers-file.ts';
import { SiteConfigSchema } from '../../../src/config/site-config-schema.ts';
import { minimalSiteConfig } from '../config/minimal-site-config.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the inline sources of a built page', () => {
  it('hashes executed scripts and styles as CSP does, and never a data block or an external script', () => {
    const html = [
      '<style>:root{--c:#fff}</style>',
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      '<script type="application/json" id="cars">[1]</script>',
      '<script type="module" src="/_astro/a.js"></script>',
      '<script>(()=>{self.Astro={}})()</script>',
      '<script type="module">import("/x.js")</script>',
      '<style>astro-island{display:contents}</style>',
      '<script>(()=>{self.Astro={}})()</script>',
    ].join('');
    expect(inlineHashes(html)).toEqual({
      scripts: [sha('(()=>{self.Astro={}})()'), sha('import("/x.js")')],
      styles: [sha(':root{--c:#fff}'), sha('astro-island{display:contents}')],
    });
    expect(cspHash('é')).toBe(sha('é'));
  });

  it('names the islands a page hydrates', () => {
    const island = (name: string) => `<astro-island uid="a" component-url="/_astro/${name}.x.js" opts="{&quot;name&quot;:&quot;${name}&quot;,&quot;value&quot;:true}"></astro-island>`;
    expect(islandNames(`${island('SearchIsland')}${island('PhoneReveal')}${island('SearchIsland')}`)).toEqual(['SearchIsland', 'PhoneReveal']);
  });

  it('finds style attributes, and not the word "style" in other attributes or in scripts', () => {
    const html = '<img alt="Amarok Style TDI" data-style="x"><div class="fill" style="left:0%"></div><script>el.innerHTML = \'<b style="x">\'</script>';
    expect(styleAttributes(html)).toEqual(['left:0%']);
  });
});

describe('pagePolicy', () => {
  const site = SiteConfigSchema.parse(minimalSiteConfig());

  it('refuses a page the policy would break, saying what to do', () => {
    const { problems } = pagePolicy(site, '<div style="color:red"></div><astro-island opts="{&quot;name&quot;:&quot;Mystery&quot;}"></astro-island>');
    expect(problems).toEqual([
      'has style="color:red", which the policy blocks: move it to a class in a stylesheet',
      'hydrates the island Mystery, which src/config/content-security-policy.ts (ISLAND_NEEDS) does not list: add what it needs there',
    ]);
  });

  it('gives a map page the tile server', () => {
    const { policy, problems } = pagePolicy(site, '<astro-island opts="{&quot;name&quot;:&quot;MapBox&quot;}"></astro-island>');
    expect(problems).toEqual([]);
    expect(policy).toContain("img-src 'self' data: https://tile.openstreetmap.org;");
  });
});

describe('writePagePolicies', () => {
  const site = SiteConfigSchema.parse(minimalSiteConfig());

  it('gives each page its own policy, and each folder of files one small rule instead of the site-wide one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-policies-'));
    try {
      const files: Record<string, string> = {
        'index.html': '<script>home()</script>',
        '404.html': '<p>Not found</p>',
        'search/used.html': '<style>.a{}</style>',
        '_astro/client.js': 'export {}',
        'generated/cars/1.svg': '<svg/>',
      };
      for (const [file, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), text);
      }
      expect(await writePagePolicies(dir, site)).toMatchObject({ pages: 3 });
      const rules = parseHeadersFile(await readFile(path.join(dir, '_headers'), 'utf8'));
      expect([...rules.keys()]).toEqual(['/*', '/_astro/*', '/generated/*', '/404', '/', '/search/used']);
      expect(rules.get('/_astro/*')).toEqual({ 'Content-Security-Policy': FILE_POLICY });
      expect(rules.get('/')!['Content-Security-Policy']).toContain(sha('home()'));
      expect(rules.get('/*')!['Content-Security-Policy']).toContain(sha('.a{}'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
