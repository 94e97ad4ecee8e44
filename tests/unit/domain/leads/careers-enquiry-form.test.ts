import { describe, expect, it } from 'vitest';
import { ANY_ROLE, careersEnquiryForm, ROLE_FIELD } from '../../../../src/domain/leads/careers-enquiry-form.ts';
import { genericFormFields, genericFormInitialValues, genericFormValuesOf, genericFormValuesSchema } from '../../../../src/domain/leads/generic-form.ts';
import { formDefinitionFor } from '../../../../src/domain/leads/service-booking-form.ts';
import { leadEvent, remapFormCategory } from '../../../../src/domain/leads/event-ids.ts';

const good = { 'First name': 'Robin', 'Last name': 'Nguyen', Email: 'robin@example.com', Phone: '0400 765 432', Message: '', 'Link to your CV': '' };

describe('the careers enquiry form', () => {
  it('is filed under Careers Enquiry, which becomes a General Enquiry with subcategory Career Enquiry and event 51', () => {
    const form = careersEnquiryForm();
    expect(form.category).toBe('Careers Enquiry');
    expect(remapFormCategory(form.category)).toEqual({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
    expect(leadEvent({ kind: 'form', category: form.category }).eventId).toBe(51);
  });

  it('on a role\'s page fixes the role; on /careers offers the roles and any suitable role', () => {
    expect(genericFormInitialValues(careersEnquiryForm({ fixed: 'Sales Consultant, Brighton' }))).toMatchObject({ [ROLE_FIELD]: 'Sales Consultant, Brighton' });
    const choose = careersEnquiryForm({ choices: ['Sales Consultant, Brighton'] }).fields.find((field) => field.name === ROLE_FIELD);
    expect(choose).toMatchObject({ kind: 'select', options: ['Sales Consultant, Brighton', ANY_ROLE] });
    expect(careersEnquiryForm({ choices: [] }).fields.find((field) => field.name === ROLE_FIELD)).toMatchObject({ options: [ANY_ROLE] });
  });

  it('sends the role, contact details, message and CV link as fields; the CV link and message are optional', async () => {
    const form = careersEnquiryForm({ fixed: 'Service Advisor, Brighton' });
    const checked = await genericFormValuesSchema(form, '2026-11-24').validate({ ...genericFormInitialValues(form), ...good, 'Link to your CV': 'https://cv.example/robin' });
    expect(genericFormFields(form, checked)).toEqual({
      Role: 'Service Advisor, Brighton',
      'First name': 'Robin',
      'Last name': 'Nguyen',
      Email: 'robin@example.com',
      Phone: '0400 765 432',
      Message: null,
      'Link to your CV': 'https://cv.example/robin',
    });
  });

  it('is the server\'s form for a careers enquiry, which requires some role', async () => {
    const server = formDefinitionFor('Careers Enquiry', [], 'AU');
    expect(server).toEqual(careersEnquiryForm());
    if (server === null) return;
    await expect(genericFormValuesSchema(server, '2026-11-24').validate(genericFormValuesOf(server, { ...good, Role: 'Anything' }, [], false))).resolves.toMatchObject({ Role: 'Anything' });
    await expect(genericFormValuesSchema(server, '2026-11-24').validate(genericFormValuesOf(server, { ...good, Role: null }, [], false))).rejects.toThrow('Role is required.');
  });
});
