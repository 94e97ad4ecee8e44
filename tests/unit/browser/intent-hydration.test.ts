import { describe, expect, it } from 'vitest';
import { hydrateAtOnceBecause, parseIntentOptions, waitingFormHydration, type IntentHydrationOptions, type PageFacts } from '../../../src/browser/intent-hydration.ts';

const OPTIONS: IntentHydrationOptions = { staleFrom: 2_000, params: ['query', 'page', 'make'], storedList: 'favourites:site', prefetch: true, hydrateNear: null };
const page = (facts: Partial<PageFacts> = {}): PageFacts => ({ search: '', now: 1_000, stored: () => null, ...facts });

describe('when a client:intent island hydrates at once', () => {
  it('waits for the shopper on a plain URL, before its page goes out of date, with nothing stored', () => {
    expect(hydrateAtOnceBecause(OPTIONS, page())).toBeNull();
    expect(hydrateAtOnceBecause({ ...OPTIONS, staleFrom: null }, page({ now: 9e9 }))).toBeNull();
  });

  it('hydrates at once from the moment its static HTML is out of date', () => {
    expect(hydrateAtOnceBecause(OPTIONS, page({ now: 1_999 }))).toBeNull();
    expect(hydrateAtOnceBecause(OPTIONS, page({ now: 2_000 }))).toBe('static HTML out of date');
  });

  it('hydrates at once for a URL carrying a parameter it reads, not for campaign parameters', () => {
    expect(hydrateAtOnceBecause(OPTIONS, page({ search: '?make=Kia' }))).toBe('URL asks for a search');
    expect(hydrateAtOnceBecause(OPTIONS, page({ search: '?utm_source=mail&gclid=x' }))).toBeNull();
    // An empty value is still a state the island must read (it drops it, and the URL with it).
    expect(hydrateAtOnceBecause(OPTIONS, page({ search: '?page=' }))).toBe('URL asks for a search');
  });

  it('hydrates at once when the stored list is not empty, and not for an empty or unreadable one', () => {
    const stored = (raw: string | null) => (key: string) => (key === 'favourites:site' ? raw : null);
    expect(hydrateAtOnceBecause(OPTIONS, page({ stored: stored('[12]') }))).toBe('stored list to show');
    expect(hydrateAtOnceBecause(OPTIONS, page({ stored: stored('[]') }))).toBeNull();
    expect(hydrateAtOnceBecause(OPTIONS, page({ stored: stored('{not json') }))).toBeNull();
    expect(hydrateAtOnceBecause(OPTIONS, page({ stored: stored('{"a":1}') }))).toBeNull();
    expect(hydrateAtOnceBecause({ ...OPTIONS, storedList: null }, page({ stored: () => '[1]' }))).toBeNull();
  });

  it('hydrates when idle, whatever the page, when the island asks to', () => {
    expect(hydrateAtOnceBecause({ ...OPTIONS, whenIdle: true }, page())).toBe('hydrates when idle');
    expect(hydrateAtOnceBecause({ ...OPTIONS, whenIdle: false }, page())).toBeNull();
  });

  it('hydrates a waiting form at once when storage holds what it restores, in the area named, or the address prefills it', () => {
    const form = waitingFormHydration([{ area: 'session', key: 'draft' }, { area: 'local', key: 'details' }], ['car_id']);
    const stored = (entries: Record<string, string>) => (key: string, area: 'local' | 'session' = 'local') => entries[`${area}:${key}`] ?? null;
    expect(hydrateAtOnceBecause(form, page())).toBeNull();
    expect(hydrateAtOnceBecause(form, page({ stored: stored({ 'session:draft': '{"step":2}' }) }))).toBe('stored answers to restore');
    expect(hydrateAtOnceBecause(form, page({ stored: stored({ 'local:details': '{"name":"Kim"}' }) }))).toBe('stored answers to restore');
    // The same key in the other area, or an empty value, is nothing to restore.
    expect(hydrateAtOnceBecause(form, page({ stored: stored({ 'local:draft': '{"step":2}', 'session:details': 'x', 'local:details': '' }) }))).toBeNull();
    expect(hydrateAtOnceBecause(form, page({ search: '?car_id=12' }))).toBe('URL asks for a search');
    expect(parseIntentOptions(JSON.parse(JSON.stringify(form)))).toEqual(form);
    for (const bad of [{ ...form, storedEntries: 'draft' }, { ...form, storedEntries: [{ area: 'cookie', key: 'x' }] }, { ...form, storedEntries: [{ area: 'local' }] }]) {
      expect(parseIntentOptions(bad)).toBeNull();
    }
  });

  it('reads the options the build writes, and treats anything else as a reason to hydrate at once', () => {
    expect(parseIntentOptions(JSON.parse(JSON.stringify(OPTIONS)))).toEqual(OPTIONS);
    const plain = { staleFrom: null, params: [], storedList: null, prefetch: false, hydrateNear: '100% 0px' };
    expect(parseIntentOptions(plain)).toEqual(plain);
    expect(parseIntentOptions({ ...plain, whenIdle: true })).toEqual({ ...plain, whenIdle: true });
    for (const bad of [undefined, null, 'x', { ...OPTIONS, staleFrom: '1' }, { ...OPTIONS, params: [1] }, { ...OPTIONS, storedList: 3 }, { ...OPTIONS, staleFrom: Number.NaN }, { ...OPTIONS, prefetch: 'yes' }, { staleFrom: null, params: [], storedList: null }, { ...OPTIONS, hydrateNear: 0 }, { ...OPTIONS, whenIdle: 'yes' }]) {
      expect(parseIntentOptions(bad)).toBeNull();
    }
    expect(hydrateAtOnceBecause(null, page())).toBe('options unreadable');
  });
});
