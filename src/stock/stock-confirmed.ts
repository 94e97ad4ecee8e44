/**
 * When a site's stock was last confirmed, in Unix seconds: the last feed import's time for imported
 * stock (`stock-source.json`, stock-source.ts), the demo cars' generation time for demo stock
 * (`meta.json`'s `stock_generated_at`, written by the demo generator when it writes new cars); null
 * when neither says. The build and the reservation function both read it here, so they agree on
 * whether the stock is stale (src/domain/cars/stock-age.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readStockSource } from './stock-source.ts';

/** The demo data's record beside its stock (scripts/lib/demo-data-writer.ts). */
export function demoMetaFile(siteDataDir: string): string {
  return path.join(siteDataDir, 'meta.json');
}

export async function readStockConfirmedAt(siteDataDir: string): Promise<number | null> {
  const source = await readStockSource(siteDataDir);
  if (source !== null) return Math.floor(Date.parse(source.imported_at) / 1000);
  try {
    const meta = JSON.parse(await readFile(demoMetaFile(siteDataDir), 'utf8')) as { stock_generated_at?: unknown };
    return typeof meta.stock_generated_at === 'number' ? meta.stock_generated_at : null;
  } catch {
    return null;
  }
}
