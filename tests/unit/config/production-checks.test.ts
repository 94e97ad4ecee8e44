import { describe, expect, it } from 'vitest';
import { productionProblems } from '../../../src/config/production-checks.ts';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;
const brighton = await requireSiteConfig(ROOT, 'brighton-volkswagen');
const northern = await requireSiteConfig(ROOT, 'northern-isuzu-ute');

describe('a production build', () => {
  it('refuses a site that takes reservations with the sandbox gateway, naming the file and the field', () => {
    expect(brighton.payments.gateway).toBe('sandbox');
    expect(productionProblems(brighton, 'sites/brighton-volkswagen.json')).toEqual([
      'sites/brighton-volkswagen.json -> payments.gateway: is "sandbox", the local test gateway that takes no money; a production build needs "stripe" (or features.buttons.reserve "off")',
    ]);
  });

  it('accepts Stripe, and a site that takes no reservations', () => {
    expect(productionProblems({ ...brighton, payments: { ...brighton.payments, gateway: 'stripe' } }, 'sites/x.json')).toEqual([]);
    expect(northern.features.buttons.reserve).toBe('off');
    expect(productionProblems(northern, 'sites/northern-isuzu-ute.json')).toEqual([]);
  });

  it('refuses an AU site without its credit licence, naming the field; NZ and US sites need none', () => {
    const withoutLicence = { ...northern.finance, credit_licence_number: undefined };
    expect(productionProblems({ ...northern, finance: withoutLicence }, 'sites/northern-isuzu-ute.json')).toEqual([
      'sites/northern-isuzu-ute.json -> finance.credit_licence_number: is required on an AU site, whose finance rates must name the dealer\'s credit licence, e.g. "Australian Credit Licence 389328"',
    ]);
    for (const region of ['NZ', 'US'] as const) {
      expect(productionProblems({ ...northern, region, finance: withoutLicence }, 'sites/x.json')).toEqual([]);
    }
  });

  it('every AU demo site carries its credit licence', () => {
    expect(brighton.finance.credit_licence_number).toMatch(/^Australian Credit Licence \d{6}$/);
    expect(northern.finance.credit_licence_number).toMatch(/^Australian Credit Licence \d{6}$/);
  });
});
