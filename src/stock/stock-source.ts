/**
 * Where a site's stock came from, when a dealer's feed was imported: a small record beside the
 * feed file (`<site data folder>/stock-source.json`), written by the importer. The demo-data
 * generator, which the build runs, leaves the stock of a site with this record alone, so an
 * imported feed survives the next build; `npm run generate -- --replace-imported-stock` goes back
 * to demo stock and removes the record.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { displayPath } from './read-stock-feed.ts';
import { replaceFileAtomically } from './replace-file.ts';

export const StockSourceSchema = z.object({
  source: z.literal('import').describe('The stock was imported from a dealer\'s feed (`npm run stock:import`).'),
  from: z.string().min(1).describe('The feed file\'s name, e.g. "feed.csv", or the address it was fetched from, without its query, e.g. "https://dms.example/export/cars.csv".'),
  imported_at: z.iso.datetime({ offset: true }).describe('When the import was written, ISO 8601.'),
  cars: z.number().int().min(0).describe('How many cars the import wrote.'),
});

export type StockSource = z.output<typeof StockSourceSchema>;

/** The provenance record of a site's data folder (`data/<slug>`). */
export function stockSourceFile(siteDataDir: string): string {
  return path.join(siteDataDir, 'stock-source.json');
}

/**
 * The site's provenance record, or null when it has none (its stock is demo stock). Throws an
 * Error naming the file (relative to `root`, the project root) when the record is there but unreadable.
 */
export async function readStockSource(siteDataDir: string, root?: string): Promise<StockSource | null> {
  const file = stockSourceFile(siteDataDir);
  const shownAs = displayPath(file, root);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${shownAs}: not valid JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const parsed = StockSourceSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${shownAs}: not a stock source record (${z.prettifyError(parsed.error).replaceAll('\n', ' ')})`);
  return parsed.data;
}

/** Writes the record atomically. */
export async function writeStockSource(siteDataDir: string, source: StockSource): Promise<void> {
  await replaceFileAtomically(stockSourceFile(siteDataDir), `${JSON.stringify(source, null, 2)}\n`);
}

/** Removes the record: the site's stock is demo stock again. */
export async function removeStockSource(siteDataDir: string): Promise<void> {
  await rm(stockSourceFile(siteDataDir), { force: true });
}
