import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingAssetReferences } from '../../../scripts/lib/asset-references.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

async function site(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), 'asset-references-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

describe('missingAssetReferences', () => {
  it('names each /_astro/ file a page refers to that the build did not write, once', async () => {
    const root = await site({
      '_astro/page.AAA.js': '',
      '_astro/site.BBB.css': '',
      'index.html': '<link rel="stylesheet" href="/_astro/site.BBB.css"><script type="module" src="/_astro/page.AAA.js"></script>',
      'cars/one.html': '<astro-island component-url="/_astro/Form.OLD.js" renderer-url="/_astro/client.CCC.js"></astro-island><script src="/_astro/page.AAA.js"></script>',
      'contact.html': '<astro-island component-url="/_astro/Form.OLD.js"></astro-island>',
    });
    expect(await missingAssetReferences(root)).toEqual(['/_astro/Form.OLD.js', '/_astro/client.CCC.js']);
  });

  it('finds nothing when every reference is answered, and reads only HTML files', async () => {
    const root = await site({
      '_astro/page.AAA.js': 'import("/_astro/gone.js")',
      'index.html': '<script type="module" src="/_astro/page.AAA.js"></script>',
    });
    expect(await missingAssetReferences(root)).toEqual([]);
  });
});
