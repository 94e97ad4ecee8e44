/**
 * What a production build refuses that a local one allows, in the config errors' own form
 * (`file -> path: problem`): a site that takes reservations with the sandbox gateway, which takes
 * no money (issue 10: "A production build with the sandbox gateway selected fails to build").
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
  return problems;
}
