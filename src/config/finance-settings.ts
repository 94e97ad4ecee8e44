/**
 * A site's finance settings as the domain's repayment and disclosure rules take them: the one
 * reading of the config's `finance` area, for the calculator on the pages and the deal on the server.
 */
import type { FinanceSettings } from '../domain/finance/credit-disclosure.ts';
import type { SiteConfig } from './site-config-schema.ts';

/** The rate, fees and credit licence of a site's finance estimates. */
export function financeSettingsOf(site: Pick<SiteConfig, 'finance'>): FinanceSettings {
  return {
    annualRatePercent: site.finance.interest_rate,
    fees: { establishment: site.finance.establishment_fee, monthly: site.finance.monthly_fee },
    creditLicence: site.finance.credit_licence_number ?? null,
  };
}
