/**
 * The content-layer loader of the `cars` collection: the site's stock from the one stock reader
 * (src/stock/read-stock-feed.ts), which has already checked every row against the stock schema,
 * keyed by slug for /cars/{slug}. An invalid feed fails the site's build with the reader's list of
 * problems (file, row, stock number, field, problem).
 */
import type { Loader } from 'astro/loaders';
import { readStockFeed, stockFeedFile } from '../stock/read-stock-feed.ts';
import type { StockSite } from '../stock/validate-stock.ts';

export function stockFeedLoader(site: StockSite, siteDataDir: string): Loader {
  return {
    name: 'stock-feed-loader',
    load: async ({ store, generateDigest, logger, watcher }) => {
      const cars = await readStockFeed(site, siteDataDir);
      watcher?.add(stockFeedFile(siteDataDir));
      store.clear();
      for (const car of cars) store.set({ id: car.slug, data: car, digest: generateDigest(car) });
      logger.debug(`loaded ${cars.length} cars`);
    },
  };
}
