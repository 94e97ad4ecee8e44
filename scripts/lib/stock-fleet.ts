/**
 * The fleet the scheduled stock sync goes round: the sites whose config names a stock feed
 * address (`stock.feed.url`), and their split into shards, each synced by one CI job. Configs are
 * read by the one loader (src/config/load-site-config.ts); an invalid one is reported, not synced,
 * and never stops the others.
 */
import type { LoadResult } from '../../src/config/load-site-config.ts';

/** GitHub's limit of jobs in one matrix. */
export const MAX_SHARDS = 256;

export interface FleetSites {
  /** Slugs of the valid configs with a feed address, sorted. */
  readonly sites: string[];
  /** Configs that could not be read: the file and its first problems. */
  readonly skipped: { readonly file: string; readonly errors: readonly string[] }[];
}

/** The sites with a feed among the loaded configs, and the configs skipped as invalid. */
export function feedSites(loaded: readonly LoadResult[]): FleetSites {
  const sites: string[] = [];
  const skipped: FleetSites['skipped'] = [];
  for (const entry of loaded) {
    if (!entry.ok) skipped.push({ file: entry.file, errors: entry.errors });
    else if (entry.config.stock.feed?.url !== undefined) sites.push(entry.slug);
  }
  return { sites: sites.sort(), skipped };
}

export interface Shard {
  /** 1, 2, …: the key of the shard's build cache in CI. */
  readonly shard: number;
  /** Its sites, separated by spaces (a slug holds none), as a shell loop reads them. */
  readonly sites: string;
  readonly count: number;
}

/**
 * Splits the sorted sites into at most `shards` runs of neighbours, sizes differing by one at
 * most. Neighbours rather than every n-th site, because a shard's build cache follows its sites
 * from run to run: a site added or removed moves at most one site across each shard boundary,
 * where dealing them out in turn would move most of the fleet to a shard whose cache lacks it.
 */
export function splitIntoShards(sites: readonly string[], shards: number): Shard[] {
  const count = Math.min(shards, sites.length);
  const result: Shard[] = [];
  let first = 0;
  for (let index = 0; index < count; index += 1) {
    const size = Math.floor(sites.length / count) + (index < sites.length % count ? 1 : 0);
    const part = sites.slice(first, first + size);
    result.push({ shard: index + 1, sites: part.join(' '), count: part.length });
    first += size;
  }
  return result;
}

/** The shards as a GitHub Actions matrix: `{"include":[{"shard","sites","count"}]}`. */
export function shardMatrix(sites: readonly string[], shards: number): { include: Shard[] } {
  return { include: splitIntoShards(sites, shards) };
}
