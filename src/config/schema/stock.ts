/**
 * `stock`: where the dealer's stock comes from (a feed fetched over HTTP, or files imported by
 * hand) and how long an import counts as confirmed, after which no car can be reserved online.
 */
import { z } from 'zod';

/** An environment variable's name: capitals, digits and underscores, not starting with a digit. */
const envName = z.string().regex(/^[A-Z_][A-Z0-9_]*$/, 'expected an environment variable name like STOCK_FEED_AUTH');

/**
 * Where the dealer's stock feed is fetched from. A config is committed, so it never holds a
 * secret: it names the environment variable that does.
 */
const StockFeedSourceSchema = z.strictObject({
  /**
   * Address of the dealer's stock export (CSV or JSON), fetched by `npm run stock:import` when no
   * --from is given, e.g. https://dms.example/export/cars.csv.
   */
  url: z.url().refine((url) => /^https?:\/\//i.test(url), 'expected an http or https URL'),
  /**
   * Name of the environment variable whose value is sent as the Authorization header with each
   * fetch, e.g. STOCK_FEED_AUTH holding "Bearer abc123". Leave out for a feed that needs none.
   */
  auth_header_env: envName.optional(),
});

export const StockSchema = z.strictObject({
  /**
   * The dealer's stock feed, fetched over HTTP. Leave out when the stock is imported from files
   * (`--from <file>`).
   */
  feed: StockFeedSourceSchema.optional(),
  /**
   * Hours after the last feed import (or, for demo stock, its generation) after which the stock
   * counts as unconfirmed: no car can be reserved online until the stock is imported again. Default
   * 24.
   */
  stale_after_hours: z.number().positive().default(24),
});
