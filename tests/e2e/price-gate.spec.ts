/**
 * The price gate (scripts/lib/price-gate.ts, `npm run check:prices`) over the demo sites as the e2e
 * server built them: every surface of every car agrees with its advertised price. And it is no gate
 * that cannot fail: a copy of a built site with one car page and one feed row changed fails it,
 * naming the car, the surface, what it shows and what it should. No page is opened.
 */
import { expect, test } from '@playwright/test';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { advertisedPrice } from '../../src/domain/cars/price.ts';
import { carPath } from '../../src/domain/routes/routes.ts';
import { checkSitePrices } from '../../scripts/lib/price-gate.ts';
import { formatMoney } from '../../src/domain/basics/format.ts';
import { driveAwayLine, driveAwayWords } from '../../src/domain/on-road/drive-away-figure.ts';
import { siteDriveAwayFigure } from '../../src/config/site-drive-away.ts';
import { E2E_SITES, listedCar, siteConfig } from './sites.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const dist = (site: string) => path.join(ROOT, 'dist', site);
const data = (site: string) => path.join(ROOT, 'data', site);

for (const site of E2E_SITES) {
  test(`every surface of ${site} shows each car at its advertised price`, async () => {
    const result = await checkSitePrices(siteConfig(site), dist(site), data(site));
    expect(result.mismatches).toEqual([]);
    expect(result.cars).toBeGreaterThan(100);
    for (const count of Object.values(result.bySurface)) expect(count).toBeGreaterThan(0);
  });
}

test('a car page and a feed row that disagree with the advertised price fail the gate', async () => {
  const site = 'brighton-volkswagen';
  const config = siteConfig(site);
  const car = listedCar(site, (candidate) => advertisedPrice(candidate, config.region).kind === 'amount' && !candidate.reserved && candidate.car_type !== 'new' && candidate.price_type === 'drive_away');
  const advertised = advertisedPrice(car, config.region);
  if (advertised.kind !== 'amount') throw new Error('the car has no advertised amount');
  const copy = await mkdtemp(path.join(os.tmpdir(), 'price-gate-'));
  try {
    await cp(dist(site), copy, { recursive: true });
    const page = path.join(copy, `${carPath(car.slug).slice(1)}.html`);
    const planted = `$${(advertised.price.amount - 1_000).toLocaleString('en-AU')}`;
    await writeFile(page, (await readFile(page, 'utf8')).replace(`vehicle-price__amount">${advertised.price.text}<`, `vehicle-price__amount">${planted}<`));
    const feed = path.join(copy, 'feeds', 'google-vehicles.tsv');
    const feedText = await readFile(feed, 'utf8');
    expect(feedText).toContain(`${advertised.price.amount}.00 AUD`);
    await writeFile(feed, feedText.replace(new RegExp(`(^${car.stocknum}\\t.*?\\t)${advertised.price.amount}\\.00 AUD`, 'm'), `$1${advertised.price.amount - 500}.00 AUD`));
    const result = await checkSitePrices(config, copy, data(site));
    expect(result.mismatches).toEqual(
      expect.arrayContaining([
        { car: car.slug, surface: 'page', shows: `${planted} ${advertised.priceTypeLabel}`, expected: advertised.words },
        { car: car.slug, surface: 'google feed', shows: `${advertised.price.amount - 500} AUD`, expected: `${advertised.price.amount} AUD` },
      ]),
    );
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});

test('a drive-away estimate that disagrees with the tables fails the gate, and is never read as the price', async () => {
  const site = 'brighton-volkswagen';
  const config = siteConfig(site);
  const car = listedCar(site, (candidate) => candidate.price_type === 'excl_gov_charges' && advertisedPrice(candidate, config.region).kind === 'amount');
  const line = driveAwayLine(siteDriveAwayFigure(config, Math.floor(Date.now() / 1000), car));
  if (line === null) throw new Error(`${car.slug} has no drive-away estimate`);
  const copy = await mkdtemp(path.join(os.tmpdir(), 'price-gate-'));
  try {
    await cp(dist(site), copy, { recursive: true });
    const page = path.join(copy, `${carPath(car.slug).slice(1)}.html`);
    const shown = formatMoney(line.total, config.region);
    const planted = formatMoney(line.total - 700, config.region);
    const html = await readFile(page, 'utf8');
    expect(html).toContain(`drive-away__amount">${shown}<`);
    await writeFile(page, html.replace(`drive-away__amount">${shown}<`, `drive-away__amount">${planted}<`));
    const result = await checkSitePrices(config, copy, data(site));
    expect(result.mismatches).toEqual([
      { car: car.slug, surface: 'drive-away', shows: driveAwayWords({ ...line, total: line.total - 700 }, config.region), expected: driveAwayWords(line, config.region) },
    ]);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
});
