/**
 * What every page of a build reads besides its own data, for the incremental build's page keys
 * (src/site/page-keys.ts): the dealer's date at the build moment (the footer's year, a location's
 * opening hours today, a service offer's phase) and the site's content collections (the header's
 * and footer's model menus, and any content a page embeds). Stock is not here: each page keys the
 * cars it shows itself, so a price change reaches only the pages that show that car.
 */
import { getCollection, type CollectionKey } from 'astro:content';
import { buildMoment, site } from 'virtual:dealer/site';
import { cardTag } from '../domain/cars/card-tag.ts';
import type { Car } from '../domain/cars/car.ts';
import { dealerToday } from '../site/dealer-today.ts';
import { pageKey } from '../site/page-keys.ts';

/** Every collection (content.config.ts); the stock is none of them. */
const CONTENT_COLLECTIONS = ['slides', 'models', 'offers', 'parts', 'pages', 'reviews', 'posts', 'careers'] as const satisfies readonly CollectionKey[];

let siteWide: Promise<string> | undefined;

/** The digest of what every page reads; computed once per build (one process builds one moment). */
function siteWideDigest(): Promise<string> {
  siteWide ??= (async () => {
    const content = await Promise.all(
      CONTENT_COLLECTIONS.map(async (name) => (await getCollection(name)).map((entry) => [entry.id, entry.data, 'body' in entry ? entry.body : undefined])),
    );
    return pageKey({ today: dealerToday(site, buildMoment.at), content });
  })();
  return siteWide;
}

/** A page's `cacheKey`: what every page reads, and `inputs`, the page's own data. */
export async function cacheKeyOf(inputs: unknown): Promise<string> {
  return pageKey({ siteWide: await siteWideDigest(), page: inputs });
}

/** What a car card shows that the build moment decides (CarCard.astro): its tag at the moment. */
export function cardMomentOf(car: Car): unknown {
  return cardTag(car, site.features, new Date(buildMoment.at * 1000));
}

/** A static path as getStaticPaths returns it. */
interface StaticPath {
  readonly params: Readonly<Record<string, string | number | undefined>>;
  readonly props?: unknown;
}

/**
 * The paths of a route whose pages read nothing but their params and props and what every page
 * reads, each with its `cacheKey`.
 */
export function withCacheKeys<Path extends StaticPath>(paths: readonly Path[]): Promise<(Path & { cacheKey: string })[]> {
  return Promise.all(
    paths.map(async (path) => ({
      ...path,
      cacheKey: await cacheKeyOf({
        params: path.params,
        props: path.props ?? null,
      }),
    })),
  );
}
