/**
 * A content-layer loader for one JSON array file in the dealer's data directory (written by the
 * demo-data generator or a stock feed). Entry ids become strings, as collections require.
 */
import { readFile } from 'node:fs/promises';
import type { Loader } from 'astro/loaders';

export function jsonArrayLoader(
  file: string,
  idOf: (item: Record<string, unknown>) => string | number = (item) => item.id as string,
  /**
   * A field holding Markdown, rendered at load with Astro's own Markdown renderer so that
   * `render(entry)` or `entry.rendered.html` gives its HTML. The HTML is as the Markdown says (raw
   * HTML included): pages sanitise it before showing it (src/site/markdown-html.ts).
   */
  markdownField?: string,
): Loader {
  return {
    name: 'json-array-loader',
    load: async ({ store, parseData, generateDigest, logger, watcher, renderMarkdown }) => {
      let items: unknown;
      try {
        items = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new Error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}. Run \`npm run generate\` or the stock feed first.`, {
          cause: error,
        });
      }
      if (!Array.isArray(items)) throw new Error(`${file} must hold a JSON array`);
      watcher?.add(file);
      store.clear();
      for (const item of items as Record<string, unknown>[]) {
        const id = String(idOf(item));
        const data = await parseData({ id, data: item });
        const markdown = markdownField === undefined ? undefined : item[markdownField];
        const rendered = typeof markdown === 'string' ? await renderMarkdown(markdown) : undefined;
        store.set({ id, data, digest: generateDigest(item), ...(rendered === undefined ? {} : { rendered }) });
      }
      logger.debug(`loaded ${items.length} entries from ${file}`);
    },
  };
}
