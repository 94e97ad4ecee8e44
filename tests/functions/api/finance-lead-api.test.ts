/**
 * POST /api/leads for the multi-step finance application (sources finance_application and
 * finance_pre_approval) against real stores: each step saved on one lead, the last completing it and
 * queueing its delivery once, a wrong lead_id 404, and 400 naming each field of the step sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../src/domain/leads/field-rules.ts';
import {
  FINANCE_MESSAGES,
  FINANCE_STEPS,
  financeAnswersUpTo,
  initialFinanceValues,
  type FinanceApplicationValues,
  type FinanceStep,
} from '../../../src/domain/leads/finance-application-form.ts';
import { buildFinanceStepSubmission } from '../../../src/domain/leads/finance-lead.ts';
import { LEAD_EVENT_IDS } from '../../../src/domain/leads/event-ids.ts';
import type { FinanceApplicationSource } from '../../../src/domain/leads/types.ts';
import { FORM_TEXTS } from '../../../src/domain/basics/texts.ts';
import { submitLead } from '../../../src/server/handlers/submit-lead.ts';
import { API_TEXTS } from '../../../src/server/http/responses.ts';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BAYSIDE, BRIGHTON, botFields, call, countStored, depsFor, newKey, postRequest } from './fixtures.ts';
import { STORE_FACTORIES, type TestStore } from './stores.ts';

/** A shopper's full answers, as typed into the form. */
const ANSWERS: FinanceApplicationValues = {
  ...initialFinanceValues({ dealership_slug: 'brighton-volkswagen', loan_amount: 30000 }),
  deposit: '5000',
  term_months: '60',
  name: 'Pat Borrower',
  email: 'pat@example.com',
  phone: '0412 345 678',
  postcode: '3186',
  date_of_birth: '1990-04-12',
  residential_status: 'Renting',
  employment_status: 'Full-time',
  employer: 'Acme Pty Ltd',
  time_in_job_months: '30',
  annual_income: '85000',
  monthly_expenses: '2100',
  opt_in: true,
};

const PAGE = {
  url: 'https://www.brightonvolkswagen.example/finance',
  user_agent: 'Mozilla/5.0 (test)',
  visited_pages: ['/', '/finance'],
  linked_query_params: {},
};

function stepBody(
  step: FinanceStep,
  lead_id: string | null,
  options: { site?: SiteConfig; source?: FinanceApplicationSource; values?: FinanceApplicationValues; car?: boolean } = {},
) {
  const site = options.site ?? BRIGHTON;
  const values = options.values ?? ANSWERS;
  return {
    ...buildFinanceStepSubmission({
      source: options.source ?? 'finance_application',
      step,
      lead_id,
      dealership_slug: values.dealership_slug,
      car: options.car ? { car_id: 5101, car_type: 'used' } : undefined,
      answers: financeAnswersUpTo(values, step, site.region),
      page: PAGE,
    }),
    ...botFields(),
  };
}

describe.each(STORE_FACTORIES)('the finance application on $name', (factory) => {
  let opened: TestStore;
  let store: OpenedLeadStore;

  beforeAll(async () => {
    opened = await factory.open();
    store = opened.store;
  });
  afterAll(() => opened.dispose());

  async function send(body: unknown, site: SiteConfig = BRIGHTON): Promise<Response> {
    return call(submitLead, postRequest(site, '/api/leads', body, { 'idempotency-key': newKey() }), depsFor(site, store).deps);
  }

  it('is one lead: the first step answers its lead_id, later steps update it, the review completes it and queues its delivery once', async () => {
    const before = await countStored(store, BRIGHTON.slug);
    const first = await send(stepBody('loan', null, { car: true }));
    expect(first.status).toBe(200);
    const { lead_id } = (await first.json()) as { lead_id: string };

    const partial = await store.get(BRIGHTON.slug, lead_id);
    expect(partial).toMatchObject({ complete: false, category: 'Finance Enquiry', eventId: LEAD_EVENT_IDS.form });
    expect(partial?.payload).toMatchObject({ step: 'loan', user: { loan_amount: 30000, deposit: 5000, term_months: 60, car_id: 5101, car_type: 'used' } });
    expect((partial?.payload as { user: object }).user).not.toHaveProperty('name');

    for (const step of ['about_you', 'employment'] as const) {
      const response = await send(stepBody(step, lead_id, { car: true }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ lead_id });
    }
    const stopped = (await store.list(BRIGHTON.slug, { limit: 10 })).find((row) => row.submission.id === lead_id);
    expect(stopped?.submission.complete).toBe(false);
    expect(stopped?.outbox).toEqual([]);
    expect(stopped?.submission.payload).toMatchObject({
      step: 'employment',
      user: { name: 'Pat Borrower', postcode: '3186', residential_status: 'Renting', employer: 'Acme Pty Ltd', annual_income: 85000, monthly_expenses: 2100 },
    });

    const lastKey = newKey();
    const last = () => call(submitLead, postRequest(BRIGHTON, '/api/leads', stepBody('review', lead_id, { car: true }), { 'idempotency-key': lastKey }), depsFor(BRIGHTON, store).deps);
    expect((await last()).status).toBe(200);
    expect((await last()).status).toBe(200);
    expect((await send(stepBody('review', lead_id, { car: true }))).status).toBe(200);

    expect(await countStored(store, BRIGHTON.slug)).toBe(before + 1);
    const done = (await store.list(BRIGHTON.slug, { limit: 10 })).find((row) => row.submission.id === lead_id);
    expect(done?.submission).toMatchObject({ complete: true, consent: { given: true } });
    expect(done?.submission.payload).toMatchObject({ step: 'review', user: { opt_in: true, source: 'finance_application' } });
    expect(done?.outbox.map((entry) => entry.channel)).toEqual(['email', 'webhook']);
  });

  it('files a pre-approval as Finance Pre-Approval, with no car', async () => {
    const response = await send(stepBody('loan', null, { source: 'finance_pre_approval' }));
    expect(response.status).toBe(200);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const stored = await store.get(BRIGHTON.slug, lead_id);
    expect(stored).toMatchObject({ category: 'Finance Pre-Approval', eventId: LEAD_EVENT_IDS.form, complete: false });
    expect((stored?.payload as { user: object }).user).not.toHaveProperty('car_id');
  });

  it('answers 404 for a later step naming a lead that is not this site\'s', async () => {
    const first = await send(stepBody('loan', null));
    const { lead_id } = (await first.json()) as { lead_id: string };
    const values = { ...ANSWERS, dealership_slug: BAYSIDE.dealerships[0]?.slug ?? '' };
    const response = await send(stepBody('about_you', lead_id, { site: BAYSIDE, values }), BAYSIDE);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: API_TEXTS.leadNotFound });
    const unknown = await send(stepBody('about_you', '00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
  });

  it.each([
    [
      'loan',
      { loan_amount: '', deposit: '-5', term_months: '30' },
      {
        'user.loan_amount': FIELD_MESSAGES.required('Loan amount'),
        'user.deposit': FINANCE_MESSAGES.amount('Deposit'),
        'user.term_months': FINANCE_MESSAGES.term,
      },
    ],
    [
      'about_you',
      { name: '', email: 'pat@', phone: '12', postcode: '31', date_of_birth: '1990-02-31', residential_status: 'Castle' },
      {
        'user.name': FIELD_MESSAGES.required('Name'),
        'user.email': FIELD_MESSAGES.invalidEmail('Email'),
        'user.phone': FIELD_MESSAGES.invalidPhone('Phone'),
        'user.postcode': FORM_TEXTS.invalidPostcode,
        'user.date_of_birth': FINANCE_MESSAGES.dateOfBirth,
        'user.residential_status': expect.stringContaining('Residential status must be one of'),
      },
    ],
    [
      'employment',
      { employment_status: 'Full-time', employer: '', time_in_job_months: '', annual_income: '85k', monthly_expenses: '' },
      {
        'user.employer': FIELD_MESSAGES.required('Employer'),
        'user.time_in_job_months': FIELD_MESSAGES.required('Time in this job'),
        'user.annual_income': FINANCE_MESSAGES.amount('Annual income before tax'),
        'user.monthly_expenses': FIELD_MESSAGES.required('Monthly expenses'),
      },
    ],
  ] as const)('refuses a %s step that breaks its rules (400 naming each field), storing nothing', async (step, wrong, fields) => {
    const before = await countStored(store, BRIGHTON.slug);
    const body = stepBody(step, null);
    const response = await send({ ...body, user: { ...body.user, ...wrong } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: FORM_TEXTS.errorBanner, fields });
    expect(await countStored(store, BRIGHTON.slug)).toBe(before);
  });

  it('checks every earlier step\'s answers too, and needs the contact details from the about-you step on', async () => {
    const body = stepBody('employment', null);
    const user: Record<string, unknown> = { ...body.user };
    for (const left of ['name', 'email', 'loan_amount']) delete user[left];
    const response = await send({ ...body, user });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(fields).toMatchObject({
      'user.loan_amount': FIELD_MESSAGES.required('Loan amount'),
      'user.name': FIELD_MESSAGES.required('Name'),
      'user.email': FIELD_MESSAGES.required('Email'),
    });
  });

  it('accepts a retired shopper without an employer', async () => {
    const values = { ...ANSWERS, employment_status: 'Retired', employer: '', time_in_job_months: '' };
    expect((await send(stepBody('employment', null, { values }))).status).toBe(200);
  });

  it('refuses a body without a known step, and a last step that is not the review', async () => {
    const body = stepBody('loan', null);
    const noStep = await send({ ...body, step: 'income' });
    expect(noStep.status).toBe(400);
    expect(((await noStep.json()) as { fields: object }).fields).toEqual({ step: `Step must be one of: ${FINANCE_STEPS.join(', ')}.` });
    const early = await send({ ...stepBody('employment', null), last_step: true });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { fields: object }).fields).toEqual({ step: FINANCE_MESSAGES.notLastStep });
  });

  it('validates the car fields when the application names a car', async () => {
    const body = stepBody('loan', null, { car: true });
    const response = await send({ ...body, user: { ...body.user, car_id: 'abc', car_type: 'vintage' } });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['user.car_id', 'user.car_type']);
  });
});
