/**
 * What a production build refuses that a local one allows, in the config errors' own form
 * (`file -> path: problem`): a site that takes reservations with the sandbox gateway, which takes
 * no money and must never reach shoppers; an AU site without its credit licence, which every rate
 * its finance pages and repayment calculator show must carry (the National Credit Code). A local build allows it, so a config being written
 * can be previewed; the calculator then shows no licence line.
 */
import type { SiteConfig } from './site-config-schema.ts';

/** The problems of a valid config for a production build; empty when it may be built. */
export function productionProblems(site: SiteConfig, file: string): string[] {
  const problems: string[] = [];
  if (site.features.buttons.reserve !== 'off' && site.payments.gateway === 'sandbox') {
    problems.push(
      `${file} -> payments.gateway: is "sandbox", the local test gateway that takes no money; a production build needs "stripe" (or features.buttons.reserve "off")`,
    );
  }
  if (site.region === 'AU' && site.finance.credit_licence_number === undefined) {
    problems.push(
      `${file} -> finance.credit_licence_number: is required on an AU site, whose finance rates must name the dealer's credit licence, e.g. "Australian Credit Licence 389328"`,
    );
  }
  return problems;
}
