import { describe, expect, it } from 'vitest';
import { genericFormFields, genericFormInitialValues, genericFormValuesOf, genericFormValuesSchema } from '../../../../src/domain/leads/generic-form.ts';
import { OFFER_ENQUIRY_CATEGORY, offerEnquiryForm } from '../../../../src/domain/leads/offer-enquiry-form.ts';
import { formDefinitionFor } from '../../../../src/domain/leads/service-booking-form.ts';

const offer = { id: 52501, name: 'Volkswagen Caddy from $39,990 drive away' };
const good = { 'First name': 'Robin', 'Last name': 'Nguyen', Email: 'robin@example.com', Phone: '0400 765 432', Message: '' };

describe('the offer enquiry form', () => {
  it('starts with the offer\'s name and id filled in, the shopper\'s fields empty', () => {
    const values = genericFormInitialValues(offerEnquiryForm(offer));
    expect(values).toMatchObject({ Offer: offer.name, 'Offer ID': '52501', 'First name': '', opt_in: false });
  });

  it('sends the offer\'s name and id as fields, so the dealer sees which offer', async () => {
    const form = offerEnquiryForm(offer);
    const checked = await genericFormValuesSchema(form, '2026-11-24').validate({ ...genericFormInitialValues(form), ...good });
    expect(genericFormFields(form, checked)).toEqual({
      Offer: offer.name,
      'Offer ID': '52501',
      'First name': 'Robin',
      'Last name': 'Nguyen',
      Email: 'robin@example.com',
      Phone: '0400 765 432',
      Message: null,
    });
  });

  it('in the browser, refuses a changed offer; the server\'s form, which cannot know the page\'s offer, takes any but requires one', async () => {
    const browser = offerEnquiryForm(offer);
    await expect(genericFormValuesSchema(browser, '2026-11-24').validate({ ...good, Offer: 'Something else', 'Offer ID': '52501' })).rejects.toThrow();
    const server = formDefinitionFor(OFFER_ENQUIRY_CATEGORY, [], 'AU');
    expect(server).toEqual(offerEnquiryForm());
    if (server === null) return;
    const values = genericFormValuesOf(server, { ...good, Offer: offer.name, 'Offer ID': 52501 }, [], false);
    await expect(genericFormValuesSchema(server, '2026-11-23').validate(values)).resolves.toMatchObject({ Offer: offer.name, 'Offer ID': '52501' });
    const missing = genericFormValuesOf(server, { ...good, Offer: null, 'Offer ID': '52501' }, [], false);
    await expect(genericFormValuesSchema(server, '2026-11-23').validate(missing)).rejects.toThrow('Offer is required.');
  });

  it('is filed under Special Offer Enquiry with the opt-in', () => {
    expect(offerEnquiryForm(offer)).toMatchObject({ category: 'Special Offer Enquiry', optIn: true });
  });
});
