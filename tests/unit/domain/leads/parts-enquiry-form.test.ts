import { describe, expect, it } from 'vitest';
import { genericFormFields, genericFormInitialValues, genericFormValuesOf, genericFormValuesSchema } from '../../../../src/domain/leads/generic-form.ts';
import { PART_FIELD, PARTS_ENQUIRY_CATEGORY, partsEnquiryForm } from '../../../../src/domain/leads/parts-enquiry-form.ts';
import { formDefinitionFor } from '../../../../src/domain/leads/service-booking-form.ts';

const good = { 'First name': 'Robin', 'Last name': 'Nguyen', Email: 'robin@example.com', Phone: '0400 765 432', 'Vehicle model': 'Golf', Message: '' };

describe('the parts enquiry form', () => {
  it('is filed under Parts Enquiry with the opt-in, and requires the part', async () => {
    const form = partsEnquiryForm();
    expect(form).toMatchObject({ category: 'Parts Enquiry', optIn: true });
    await expect(genericFormValuesSchema(form, '2026-11-24').validate({ ...genericFormInitialValues(form), ...good })).rejects.toThrow(`${PART_FIELD} is required.`);
  });

  it('names a part from the search as a fixed field, sent with the lead', async () => {
    const form = partsEnquiryForm({ part_number: '5NA-061-500', name: 'Tiguan floor mats' });
    const values = genericFormInitialValues(form);
    expect(values[PART_FIELD]).toBe('5NA-061-500 Tiguan floor mats');
    const checked = await genericFormValuesSchema(form, '2026-11-24').validate({ ...values, ...good });
    expect(genericFormFields(form, checked)).toMatchObject({ [PART_FIELD]: '5NA-061-500 Tiguan floor mats', 'Vehicle model': 'Golf', Message: null });
  });

  it('is the server\'s form for the category, taking the part as text', async () => {
    const server = formDefinitionFor(PARTS_ENQUIRY_CATEGORY, [], 'AU');
    expect(server).toEqual(partsEnquiryForm());
    if (server === null) return;
    const values = genericFormValuesOf(server, { ...good, [PART_FIELD]: '5NA-061-500 Tiguan floor mats' }, [], false);
    await expect(genericFormValuesSchema(server, '2026-11-23').validate(values)).resolves.toMatchObject({ [PART_FIELD]: '5NA-061-500 Tiguan floor mats' });
  });
});
