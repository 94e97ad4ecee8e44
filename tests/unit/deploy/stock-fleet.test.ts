/**
 * The fleet of the scheduled stock sync (scripts/lib/stock-fleet.ts): the valid configs with a
 * feed address, the invalid ones reported; and shards of neighbouring slugs, balanced, that move
 * few sites when one is added, so the shards' build caches keep serving their sites.
 */
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../src/config/load-site-config.ts';
import { MAX_SHARDS, feedSites, shardMatrix, splitIntoShards } from '../../../scripts/lib/stock-fleet.ts';
import { minimalSiteConfig } from '../config/minimal-site-config.ts';

function config(slug: string, feed?: { url: string; auth_header_env?: string }) {
  return parseSiteConfig(`sites/${slug}.json`, { ...minimalSiteConfig(), slug, ...(feed === undefined ? {} : { stock: { feed } }) });
}

function shardOf(shards: ReturnType<typeof splitIntoShards>): Map<string, number> {
  return new Map(shards.flatMap((shard) => shard.sites.split(' ').map((site): [string, number] => [site, shard.shard])));
}

const fleet = (count: number) => Array.from({ length: count }, (_, index) => `dealer-${String(index).padStart(3, '0')}`);

describe('feedSites', () => {
  it('lists the valid configs with a feed address, sorted, and reports the invalid ones', () => {
    const loaded = [
      config('zeta-motors', { url: 'https://dms.example/zeta.csv', auth_header_env: 'STOCK_FEED_AUTH' }),
      config('acme-motors'),
      config('beta-cars', { url: 'https://dms.example/beta.json' }),
      parseSiteConfig('sites/broken.json', { slug: 'broken' }),
    ];
    const { sites, skipped } = feedSites(loaded);
    expect(sites).toEqual(['beta-cars', 'zeta-motors']);
    expect(skipped.map((entry) => entry.file)).toEqual(['sites/broken.json']);
    expect(skipped[0]?.errors.length).toBeGreaterThan(0);
  });
});

describe('splitIntoShards', () => {
  it('splits the sites into runs of neighbours whose sizes differ by one at most', () => {
    const shards = splitIntoShards(fleet(500), 8);
    expect(shards.map((shard) => shard.shard)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shards.map((shard) => shard.count)).toEqual([63, 63, 63, 63, 62, 62, 62, 62]);
    expect(shards.flatMap((shard) => shard.sites.split(' '))).toEqual(fleet(500));
    expect(shards.every((shard) => shard.sites.split(' ').length === shard.count)).toBe(true);
  });

  it('makes no empty shard when there are fewer sites than shards, and none at all for no sites', () => {
    expect(splitIntoShards(['a', 'b', 'c'], 8)).toEqual([
      { shard: 1, sites: 'a', count: 1 },
      { shard: 2, sites: 'b', count: 1 },
      { shard: 3, sites: 'c', count: 1 },
    ]);
    expect(shardMatrix([], 8)).toEqual({ include: [] });
  });

  it('moves at most one site across each boundary when a site is added, so caches keep their sites', () => {
    const before = shardOf(splitIntoShards(fleet(500), 8));
    const after = shardOf(splitIntoShards([...fleet(500), 'dealer-249a'].sort(), 8));
    const moved = [...before].filter(([site, shard]) => after.get(site) !== shard);
    expect(moved.length).toBeLessThanOrEqual(7);
    expect(MAX_SHARDS).toBe(256);
  });
});
