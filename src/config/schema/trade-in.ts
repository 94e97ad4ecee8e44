/**
 * `trade_in`: what the site does with a shopper's trade-in valuation. The valuation provider itself
 * is set on the deploy, not here (docs/trade-in.md).
 */
import { z } from 'zod';

export const TradeInSchema = z.strictObject({
  /**
   * Keep each trade-in valuation for the dealer's records: the trade-in page sends it to POST
   * /api/miscellaneous (column_name "valuation"). When false that endpoint answers 404 and the page
   * sends nothing. Default false.
   */
  store_valuations: z.boolean().default(false),
});
