import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { ENQUIRY_FORM_FIELDS, enquiryFormSchema } from '../../../../src/domain/leads/enquiry-form.ts';
import { formErrorSummary, topLevelField } from '../../../../src/domain/leads/form-errors.ts';

function validationError(values: unknown): ValidationError {
  try {
    enquiryFormSchema({ message: 'required', showLocation: true, dealerships: 2, dealershipRemoved: false, terms: false }).validateSync(values, {
      abortEarly: false,
    });
  } catch (error) {
    if (ValidationError.isError(error)) return error;
  }
  throw new Error('expected the values to fail');
}

describe('form error banner', () => {
  it("the form-level error banner reads 'Please fix the following errors:' followed by the field messages in field order", () => {
    const summary = formErrorSummary(validationError({ email: 'ana@example.com' }), ENQUIRY_FORM_FIELDS);
    expect(summary).toEqual({
      heading: 'Please fix the following errors:',
      items: [
        { field: 'name', message: 'Name is required.' },
        { field: 'phone', message: 'Phone is required.' },
        { field: 'location', message: 'Location is required.' },
        { field: 'dealership_slug', message: 'Dealership is required.' },
        { field: 'message', message: 'Message is required.' },
      ],
    });
  });

  it('a formik errors object gives the same banner, in field order', () => {
    const summary = formErrorSummary({ message: 'Message is required.', phone: undefined, name: 'Name is required.' }, ENQUIRY_FORM_FIELDS);
    expect(summary?.items).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'message', message: 'Message is required.' },
    ]);
  });

  it('fields not in the field order come last, in the order they were reported', () => {
    const summary = formErrorSummary({ zeta: 'Z is wrong.', email: 'Email is required.', alpha: 'A is wrong.' }, ['name', 'email']);
    expect(summary?.items.map((item) => item.field)).toEqual(['email', 'zeta', 'alpha']);
    expect(formErrorSummary({ b: 'B.', a: 'A.' })?.items.map((item) => item.field)).toEqual(['b', 'a']);
  });

  it('nested formik errors are listed under their path and ordered by their top-level field', () => {
    const summary = formErrorSummary(
      { lead_attributes: { visited_pages: ['First page is wrong.', undefined, 'Third page is wrong.'] }, name: 'Name is required.' },
      ['name', 'lead_attributes'],
    );
    expect(summary?.items).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'lead_attributes.visited_pages[0]', message: 'First page is wrong.' },
      { field: 'lead_attributes.visited_pages[2]', message: 'Third page is wrong.' },
    ]);
  });

  it('a single validation error (abortEarly) gives a banner with its one message; a field is listed once', () => {
    const single = new ValidationError('Email is required.', undefined, 'email');
    expect(formErrorSummary(single)?.items).toEqual([{ field: 'email', message: 'Email is required.' }]);
    const twice = new ValidationError([new ValidationError('first', undefined, 'phone'), new ValidationError('second', undefined, 'phone')]);
    expect(formErrorSummary(twice)?.items).toEqual([{ field: 'phone', message: 'first' }]);
    expect(formErrorSummary(new ValidationError('Whole form is wrong.'))?.items).toEqual([{ field: '', message: 'Whole form is wrong.' }]);
  });

  it('there is no banner when there is nothing to fix', () => {
    expect(formErrorSummary({})).toBeNull();
    expect(formErrorSummary({ name: undefined })).toBeNull();
  });

  it.each([
    ['email', 'email'],
    ['lead_attributes.visited_pages', 'lead_attributes'],
    ['items[2].name', 'items'],
    ['["Vehicle Make"]', 'Vehicle Make'],
    ['["Vehicle Make"].x', 'Vehicle Make'],
  ])('the top-level field of %j is %j', (path, field) => {
    expect(topLevelField(path)).toBe(field);
  });
});
