import { describe, expect, it } from 'vitest';
import { requireSiteConfig } from '../../../src/config/load-site-config.ts';
import { FeaturesSchema } from '../../../src/config/site-config-schema.ts';
import { financePages } from '../../../src/site/finance-pages.ts';
import { groupHeaderMenu } from '../../../src/site/navigation.ts';
import { builtPages } from '../../../src/site/built-pages.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

describe('the finance pages a site builds', () => {
  it('builds the configured finance route only, and the pre-approval when its page is on', () => {
    const features = FeaturesSchema.parse({ finance_route: '/apply-for-finance' });
    expect(financePages({ features })).toEqual([
      { path: 'apply-for-finance', source: 'finance_application' },
      { path: 'finance-pre-approval', source: 'finance_pre_approval' },
    ]);
    const without = FeaturesSchema.parse({ pages: { finance_pre_approval: false } });
    expect(financePages({ features: without })).toEqual([{ path: 'finance', source: 'finance_application' }]);
  });

  it("the group header's Finance item goes to the site's finance route at its form, as the route module writes it", async () => {
    const bayside = await requireSiteConfig(ROOT, 'bayside-motor-group');
    const finance = groupHeaderMenu(bayside, builtPages(bayside)).find((item) => item.label === 'Finance');
    expect(finance).toMatchObject({ kind: 'link', href: `${bayside.features.finance_route}#finance-form` });
    expect(financePages(bayside).map((page) => `/${page.path}`)).toContain(bayside.features.finance_route);
  });
});
