import { describe, expect, it } from 'vitest';
import { alertConsentText } from '../../../../src/domain/alerts/alert-consent.ts';

describe('the consent line', () => {
  it.each([
    ['AU', 'I can unsubscribe at any time.'],
    ['NZ', 'I can unsubscribe at any time with the link in every email.'],
    ['US', 'I can opt out at any time with the unsubscribe link in every email.'],
  ] as const)('in %s names the dealer, the one confirmation and the way out', (region, wayOut) => {
    const text = alertConsentText(region, 'Harbour City Renault');
    expect(text).toBe(`Email me cars that match this search from Harbour City Renault. I'll get one email to confirm first. ${wayOut}`);
  });
});
