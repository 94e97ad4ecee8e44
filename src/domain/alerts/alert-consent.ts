/**
 * The consent line beside the "Save this search" form, in each region's words. Submitting the form
 * is the consent, so the line says plainly who will e-mail, about what, that one e-mail comes first
 * to confirm, and that leaving is always possible:
 *
 * - AU (Spam Act 2003): express consent to commercial messages from a named sender, with a
 *   functional unsubscribe;
 * - NZ (Unsolicited Electronic Messages Act 2007): the same, with the unsubscribe facility named;
 * - US (CAN-SPAM): opt-out in every e-mail (the US asks for no consent, but we ask anyway).
 *
 * The server records the wording of the site's region with the alert, never the text a browser
 * says it showed, so the record is what this code shows.
 */
import type { RegionCode } from '../basics/region.ts';

const CONSENT_LINES: Readonly<Record<RegionCode, (dealer: string) => string>> = {
  AU: (dealer) =>
    `Email me cars that match this search from ${dealer}. I'll get one email to confirm first. I can unsubscribe at any time.`,
  NZ: (dealer) =>
    `Email me cars that match this search from ${dealer}. I'll get one email to confirm first. I can unsubscribe at any time with the link in every email.`,
  US: (dealer) =>
    `Email me cars that match this search from ${dealer}. I'll get one email to confirm first. I can opt out at any time with the unsubscribe link in every email.`,
};

/** The consent line for a site of `region` whose dealer trades as `dealerName`. */
export function alertConsentText(region: RegionCode, dealerName: string): string {
  return CONSENT_LINES[region](dealerName);
}
