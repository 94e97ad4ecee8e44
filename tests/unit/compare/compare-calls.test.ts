/**
 * The compare page's reads as the browser makes them (src/islands/compare/compare-calls.ts): each
 * car's record from the build's file, and what each answer makes of the car's column.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareCarFile } from '../../../src/domain/compare/compare-car.ts';
import { linkedSlugsOf } from '../../../src/domain/compare/compare-list.ts';
import { loadCompareEntries } from '../../../src/islands/compare/compare-calls.ts';
import { compareRecord } from './compare-fixtures.ts';

function stubFetch(answer: (path: string) => Promise<Response>) {
  const fetchStub = vi.fn((input: RequestInfo | URL) => answer(String(input)));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadCompareEntries', () => {
  it('reads each car of the link from the build\'s file, in the link\'s order', async () => {
    const golf = compareRecord('golf-u1');
    const polo = compareRecord('polo-u2', { sold: true, status: 'Sold' });
    const fetchStub = stubFetch((path) => Promise.resolve(Response.json(path === compareCarFile('golf-u1') ? golf : polo)));
    expect(await loadCompareEntries(linkedSlugsOf('?cars=polo-u2,golf-u1'))).toEqual([
      { slug: 'polo-u2', car: polo },
      { slug: 'golf-u1', car: golf },
    ]);
    expect(fetchStub.mock.calls.map(([path]) => path)).toEqual([compareCarFile('polo-u2'), compareCarFile('golf-u1')]);
  });

  it('keeps a column for a car the site no longer lists (404), a slug that is none, and a record of another shape or car', async () => {
    const fetchStub = stubFetch((path) => {
      if (path === compareCarFile('gone-u1')) return Promise.resolve(new Response('not found', { status: 404 }));
      if (path === compareCarFile('odd-u2')) return Promise.resolve(Response.json({ slug: 'odd-u2' }));
      if (path === compareCarFile('html-u3')) return Promise.resolve(new Response('<html></html>', { status: 200 }));
      return Promise.resolve(Response.json(compareRecord('someone-else')));
    });
    const entries = await loadCompareEntries(linkedSlugsOf(`?cars=gone-u1,odd-u2,${encodeURIComponent('<x>')},html-u3`));
    expect(entries).toEqual([
      { slug: 'gone-u1', car: null },
      { slug: 'odd-u2', car: null },
      { slug: '<x>', car: null },
      { slug: 'html-u3', car: null },
    ]);
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it('fails (to try again) when a request gets no answer or a server error', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadCompareEntries(linkedSlugsOf('?cars=golf-u1'))).toBeNull();
    stubFetch((path) => Promise.resolve(path === compareCarFile('polo-u2') ? new Response('busy', { status: 503 }) : Response.json(compareRecord('golf-u1'))));
    expect(await loadCompareEntries(linkedSlugsOf('?cars=golf-u1,polo-u2'))).toBeNull();
  });
});
