/**
 * `search`: the stock search engine (embedded in the browser, or a Typesense cluster), how long
 * sold cars stay listed, and the stock a site never lists. The rule that the typesense backend has
 * its settings is here too, as a function the root schema calls once the whole file has parsed (see
 * site-config-schema.ts).
 */
import { z } from 'zod';

const SearchExclusionsSchema = z.strictObject({
  /** Stock age buckets (0 to 14) that this site never lists. Default none. */
  age_index: z.array(z.number().int().min(0).max(14)).default([]),
  /** Car statuses this site never lists: in_stock, coming_soon, sold. Default none. */
  status: z.array(z.enum(['in_stock', 'coming_soon', 'sold'])).default([]),
  /** Car types this site never lists: new, used, demo. Default none. */
  car_type: z.array(z.enum(['new', 'used', 'demo'])).default([]),
  /** Makes this site never lists, as the stock data names them (e.g. "Toyota"). Default none. */
  make: z.array(z.string().min(1)).default([]),
});

/** One node of a Typesense cluster, as the browser and the indexer reach it. */
const TypesenseNodeSchema = z.strictObject({
  /** Host name of the node, without protocol or port, e.g. search.example.com. */
  host: z.string().min(1),
  /** Port of the node, 1 to 65535. Default 443. */
  port: z.number().int().min(1).max(65535).default(443),
  /** Protocol to reach the node: http or https. Default https. */
  protocol: z.enum(['http', 'https']).default('https'),
});

export const SearchSchema = z.strictObject({
  /**
   * The search engine: embedded (runs in the browser over a stock snapshot the build emits; no
   * server) or typesense (a Typesense cluster; needs the typesense settings). Default embedded.
   */
  backend: z.enum(['embedded', 'typesense']).default('embedded'),
  /**
   * The Typesense cluster the browser talks to. Its scoped search-only key is not in this file: the
   * build reads it from the environment variable TYPESENSE_SEARCH_KEY_<SLUG> (the site slug in
   * upper case, hyphens as underscores), which `npm run index` prints. Required when backend is
   * typesense.
   */
  typesense: z
    .strictObject({
      /**
       * The Typesense cluster's nodes, at least one: each {"host", "port", "protocol"}. The browser
       * and the indexer try them in turn and skip a node that stops answering.
       */
      nodes: z.array(TypesenseNodeSchema).min(1),
      /**
       * A node to try before the others, usually a load-balanced or geo-distributed address in
       * front of the cluster. Leave out to use the nodes list only.
       */
      nearest_node: TypesenseNodeSchema.optional(),
      /** Seconds to wait for a node to answer before trying the next one. Default 2. */
      connection_timeout_seconds: z.number().positive().default(2),
      /**
       * How many more times a failed request is tried, on the next healthy node each time. Default
       * 3.
       */
      num_retries: z.number().int().min(0).default(3),
      /** Name of the Typesense collection holding every dealer's stock. Default cars. */
      collection: z.string().min(1).default('cars'),
    })
    .optional(),
  /** Days a sold car stays listed after its sold date; 0 hides sold cars at once. Default 3. */
  sold_visibility_days: z.number().int().min(0).default(3),
  /**
   * Stock this site never lists, by age bucket, status, car type or make. A car matching any list
   * is left out. Default nothing excluded.
   */
  exclusions: SearchExclusionsSchema.prefault({}),
});

/** The typesense backend has the cluster it talks to. */
export function reportMissingTypesense(ctx: z.RefinementCtx, search: z.output<typeof SearchSchema>): void {
  if (search.backend === 'typesense' && search.typesense === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['search', 'typesense'],
      message: 'is required when search.backend is "typesense"',
    });
  }
}
