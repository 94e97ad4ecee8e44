/**
 * `finance`: the rate and fees behind every repayment estimate on the site, and the credit licence
 * shown with them (src/config/production-checks.ts requires it for an AU site's production build).
 */
import { z } from 'zod';

export const FinanceSchema = z.strictObject({
  /** Interest rate for the site's finance estimates, in percent a year (0 to 100). Default 10. */
  interest_rate: z.number().min(0).max(100).default(10),
  /**
   * The lender's one-off establishment fee in the site's currency, e.g. 395. Added to the total
   * amount payable and taken into the comparison rate (AU) and the APR (US). Default 0.
   */
  establishment_fee: z.number().min(0).default(0),
  /**
   * The lender's monthly account fee in the site's currency, e.g. 8. Added to the total amount
   * payable and taken into the comparison rate (AU) and the APR (US). Default 0.
   */
  monthly_fee: z.number().min(0).default(0),
  /**
   * The credit licence shown with every rate, as printed, e.g. "Australian Credit Licence 389328".
   * Required on AU sites for a production build (the National Credit Code); leave out elsewhere.
   */
  credit_licence_number: z.string().trim().min(1).optional(),
});
