/**
 * A finance application (source finance_application) in ADF 1.0: valid against the DTD, with no car
 * of the site (the DTD's placeholder vehicle) or with the car it was opened for, and every answer of
 * the application under Other fields, the step it reached included.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { financeAnswersUpTo, initialFinanceValues } from '../../../src/domain/leads/finance-application-form.ts';
import { LEAD_EVENT_IDS } from '../../../src/domain/leads/event-ids.ts';
import { buildFinanceStepSubmission } from '../../../src/domain/leads/finance-lead.ts';
import { buildAdf, NO_VEHICLE_COMMENT } from '../../../src/server/crm/adf.ts';
import type { StoredSubmission } from '../../../src/server/ports/lead-store.ts';
import { loadSite } from './fixtures.ts';
import { readXml, select, textAt, xmllintErrors } from './xml-reader.ts';

let brighton: SiteConfig;
beforeAll(async () => {
  brighton = await loadSite('brighton-volkswagen');
});

function financeLead(site: SiteConfig, car: boolean): StoredSubmission {
  const values = {
    ...initialFinanceValues({ dealership_slug: 'brighton-volkswagen', loan_amount: 30000 }),
    name: 'Pat Borrower',
    email: 'pat@example.com',
    phone: '0412 345 678',
    postcode: '3186',
    residential_status: 'Renting',
    employment_status: 'Full-time',
    employer: 'Acme Pty Ltd',
    time_in_job_months: '30',
    annual_income: '85000',
    monthly_expenses: '2100',
  };
  const body = buildFinanceStepSubmission({
    source: 'finance_application',
    step: 'employment',
    lead_id: null,
    dealership_slug: 'brighton-volkswagen',
    car: car ? { car_id: 5101, car_type: 'used', 'Vehicle Make': 'Volkswagen', 'Vehicle Model': 'Tiguan' } : undefined,
    answers: financeAnswersUpTo(values, 'employment', site.region),
    page: { url: `${site.url}/finance`, user_agent: 'test', visited_pages: ['/finance'], linked_query_params: {} },
  });
  const at = '2026-05-01T10:00:00.000Z';
  return {
    id: randomUUID(),
    siteSlug: site.slug,
    kind: 'lead',
    idempotencyKey: randomUUID(),
    dealershipSlug: 'brighton-volkswagen',
    category: body.category,
    subcategory: null,
    eventId: LEAD_EVENT_IDS.form,
    payload: { user: body.user, category: body.category, subcategory: '', step: body.step },
    consent: null,
    complete: false,
    createdAt: at,
    updatedAt: at,
  } as StoredSubmission;
}

describe('a finance application in ADF', () => {
  it.each([false, true])('is valid with car %s, and carries every answer and the step reached', (car) => {
    const xml = buildAdf(financeLead(brighton, car), brighton);
    expect(xmllintErrors(xml)).toBe('');
    const [prospect] = select(readXml(xml), 'prospect');
    if (!prospect) throw new Error('no prospect');
    expect(select(prospect, 'vehicle')).toHaveLength(1);
    if (car) expect(textAt(prospect, 'vehicle/model')).toBe('Tiguan');
    else expect(textAt(prospect, 'vehicle/comments')).toBe(NO_VEHICLE_COMMENT);
    const comments = textAt(prospect, 'customer/comments');
    expect(comments).toContain('Category: Finance Enquiry');
    expect(comments).toContain('Submission: lead, incomplete');
    for (const line of ['step: employment', 'loan_amount: 30000', 'term_months: 60', 'postcode: 3186', 'residential_status: Renting', 'employer: Acme Pty Ltd', 'annual_income: 85000', 'monthly_expenses: 2100']) {
      expect(comments).toContain(`  ${line}`);
    }
  });
});
