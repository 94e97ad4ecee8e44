/**
 * The changes a dealer's site goes through between two builds, applied to a project's files: what
 * the incremental build must get right (scripts/check-incremental-build.ts and the build bench
 * compare its output with a full build's). Stock goes through the feed's one reader and writer, the
 * model catalogue through its file, the site config through its file; the build moment is the
 * caller's, so a change to it is returned.
 */
import fc from 'fast-check';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSiteConfig } from '../../src/config/load-site-config.ts';
import { stockStaleFrom } from '../../src/domain/cars/stock-age.ts';
import { nextTimeEdge } from '../../src/domain/places/time-edges.ts';
import { siteTimeZone } from '../../src/domain/places/time-zone.ts';
import type { Car } from '../../src/stock/car-schema.ts';
import { modelCatalogueFile } from '../../src/stock/read-model-catalogue.ts';
import { readStockFeed, writeStockFeed } from '../../src/stock/read-stock-feed.ts';
import { readStockConfirmedAt } from '../../src/stock/stock-confirmed.ts';

/** One change; `car` and `model` pick an entry by position (modulo the list's length). */
export type SiteChange =
  | { readonly kind: 'price'; readonly car: number; readonly dollars: number }
  | { readonly kind: 'sold'; readonly car: number }
  | { readonly kind: 'added'; readonly car: number }
  | { readonly kind: 'removed'; readonly car: number }
  | { readonly kind: 'photo'; readonly car: number }
  | { readonly kind: 'model'; readonly model: number }
  | { readonly kind: 'config' }
  /** The build moment moves just past the next New Arrival, sold-window or stale-stock edge (or a day on). */
  | { readonly kind: 'moment' }
  /**
   * The build moment moves just past the site's `stock.stale_after_hours` since its stock was last
   * confirmed; when the stock is stale already, just past the next edge of time, as 'moment'.
   */
  | { readonly kind: 'stock-stale' };


/** A change in words, for test and bench output. */
export function describeChange(change: SiteChange): string {
  switch (change.kind) {
    case 'price':
      return `car #${change.car} price ${change.dollars >= 0 ? '+' : ''}${change.dollars}`;
    case 'model':
      return `model #${change.model} changed`;
    case 'config':
    case 'moment':
      return `${change.kind} changed`;
    case 'stock-stale':
      return 'stock gone stale';
    default:
      return `car #${change.car} ${change.kind}`;
  }
}

function pick<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('cannot pick from an empty list');
  return item;
}

/** Applies `change` to the project at `root` for site `slug`; returns the build moment to build at next. */
export async function applySiteChange(root: string, slug: string, change: SiteChange, moment: number): Promise<number> {
  const loaded = await loadSiteConfig(root, slug);
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const site = loaded.config;
  const dataDir = path.join(root, 'data', slug);
  const cars = [...(await readStockFeed(site, dataDir, { root }))];
  const replaceCar = async (car: Car, next: Car | undefined) => {
    const at = cars.indexOf(car);
    if (next === undefined) cars.splice(at, 1);
    else cars[at] = next;
    await writeStockFeed(dataDir, cars);
  };
  switch (change.kind) {
    case 'price': {
      const car = pick(cars, change.car);
      await replaceCar(car, { ...car, price: Math.max(1000, car.price + change.dollars) });
      return moment;
    }
    case 'sold': {
      const car = pick(cars, change.car);
      await replaceCar(car, { ...car, status: 'sold', sold: true, sold_date_timestamp: moment - 3600 });
      return moment;
    }
    case 'added': {
      const car = pick(cars, change.car);
      const id = Math.max(...cars.map((each) => each.id)) + 1;
      cars.push({ ...car, id, slug: `${car.slug}-${id}`, stocknum: `${car.stocknum}A${id}`, created_at: new Date((moment - 60) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') });
      await writeStockFeed(dataDir, cars);
      return moment;
    }
    case 'removed':
      await replaceCar(pick(cars, change.car), undefined);
      return moment;
    case 'photo': {
      const car = pick(cars, change.car);
      const images = car.images.length > 1 ? [...car.images.slice(1), ...car.images.slice(0, 1)] : car.images.map((image) => ({ ...image, alt: `${image.alt} (new photo)` }));
      await replaceCar(car, { ...car, images, primary_image_url: images[0]?.url ?? car.primary_image_url });
      return moment;
    }
    case 'model': {
      const file = modelCatalogueFile(dataDir);
      const models = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>[];
      const model = pick(models, change.model);
      models[models.indexOf(model)] = { ...model, name: `${String(model.name)} X` };
      await writeFile(file, `${JSON.stringify(models, null, 2)}\n`);
      return moment;
    }
    case 'config': {
      const file = path.join(root, 'sites', `${slug}.json`);
      const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      await writeFile(file, `${JSON.stringify({ ...config, name: `${String(config.name)} Group` }, null, 2)}\n`);
      return moment;
    }
    case 'moment':
    case 'stock-stale': {
      const staleFrom = stockStaleFrom(await readStockConfirmedAt(dataDir), site.stock.stale_after_hours);
      // Stock still fresh: just past the moment it goes stale.
      if (change.kind === 'stock-stale' && staleFrom !== null && staleFrom > moment) return staleFrom;
      // Just past the next edge of time: a New Arrival ending, a sold window closing, the stock going stale or the dealer's next day.
      return nextTimeEdge(cars, moment, { timeZone: siteTimeZone(site), soldVisibilityDays: site.search.sold_visibility_days, stockStaleFrom: staleFrom }) + 1;
    }
  }
}

/** Any change (fast-check), the cars and models picked among the first hundred. */
export function siteChangeArbitrary(): fc.Arbitrary<SiteChange> {
  const index = fc.nat({ max: 99 });
  return fc.oneof(
    fc.record({ kind: fc.constant('price' as const), car: index, dollars: fc.integer({ min: -3000, max: 3000 }).filter((dollars) => dollars !== 0) }),
    fc.record({ kind: fc.constant('sold' as const), car: index }),
    fc.record({ kind: fc.constant('added' as const), car: index }),
    fc.record({ kind: fc.constant('removed' as const), car: index }),
    fc.record({ kind: fc.constant('photo' as const), car: index }),
    fc.record({ kind: fc.constant('model' as const), model: index }),
    fc.constant({ kind: 'config' as const }),
    fc.constant({ kind: 'moment' as const }),
    fc.constant({ kind: 'stock-stale' as const }),
  );
}
