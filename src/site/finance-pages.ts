/**
 * The finance pages a site builds: its finance route (`features.finance_route`:
 * /finance, /finance-enquiry or /apply-for-finance; only the configured one) with the finance
 * application, and /finance-pre-approval with the pre-approval when `features.pages.finance_pre_approval`
 * is on. Also the cars the page can name when opened for one (`?car_id=`), as the island reads them.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import type { Car } from '../domain/cars/car.ts';
import type { FinanceCar } from '../domain/leads/finance-lead.ts';
import type { FinanceApplicationSource } from '../domain/leads/types.ts';
import { ROUTES } from '../domain/routes/routes.ts';
import { builtPages } from './built-pages.ts';

/** One finance page: its path (no leading slash, as a route param) and the form variant it carries. */
export interface FinancePage {
  readonly path: string;
  readonly source: FinanceApplicationSource;
}

/** The finance pages of a site. */
export function financePages(site: Pick<SiteConfig, 'features'>): FinancePage[] {
  const pages: FinancePage[] = [{ path: site.features.finance_route.slice(1), source: 'finance_application' }];
  if (builtPages(site).finance_pre_approval) pages.push({ path: ROUTES.financePreApproval.slice(1), source: 'finance_pre_approval' });
  return pages;
}

/** The page's words for each variant. */
export const FINANCE_PAGE_TEXTS: Readonly<Record<FinanceApplicationSource, { title: string; intro: string; formTitle: string; description: string }>> = {
  finance_application: {
    title: 'Apply for finance',
    intro: 'Work out what suits your budget with the repayment calculator, then apply in four short steps. Our finance team will be in touch to talk through your options.',
    formTitle: 'Your finance application',
    description: 'Estimate your repayments and apply for car finance online in four short steps.',
  },
  finance_pre_approval: {
    title: 'Finance pre-approval',
    intro: 'Know your budget before you choose your car. Estimate your repayments, then tell us about yourself in four short steps and our finance team will work on your pre-approval.',
    formTitle: 'Get pre-approved',
    description: 'Get pre-approved for car finance before you shop: estimate your repayments and apply online.',
  },
};

/** The cars a finance page can name, smallest shape first (the page ships them as JSON). */
export function financeCars(cars: readonly Car[]): FinanceCar[] {
  return cars.map((car) => ({
    id: car.id,
    label: car.name,
    make: car.make,
    model: car.model,
    make_slug: car.make_slug,
    car_type: car.car_type,
    status: car.status,
    stocknum: car.stocknum,
    dealership_id: car.dealership_id,
  }));
}
