/**
 * The model forms' rules (order, model test drive, model quote): required contact details and model,
 * the dealership select among the dealerships selling the model's make, the optional test-drive
 * date-time and message, the order's message per the site's setting, and the query's preselection.
 */
import { describe, expect, it } from 'vitest';
import {
  DEALERSHIP_MODEL_MESSAGE,
  isModelDealershipSelectShown,
  modelChoiceLabel,
  modelEnquiryHeading,
  modelLeadFormInitialValues,
  modelLeadFormSchema,
  modelLeadSubcategory,
  modelLeadSubmitLabel,
  preselectedModel,
  REGISTER_INTEREST_SUBCATEGORY,
  UNKNOWN_MODEL_MESSAGE,
  type ModelChoice,
  type ModelLeadFormSettings,
} from '../../../../src/domain/leads/model-lead-form.ts';
import { FIELD_MESSAGES } from '../../../../src/domain/leads/field-rules.ts';
import { INVALID_DATE_TIME_MESSAGE } from '../../../../src/domain/leads/test-drive-form.ts';
import { FORM_TEXTS } from '../../../../src/domain/basics/texts.ts';
import { errorsOf, validated } from './validate.ts';

const TIGUAN: ModelChoice = { slug: 'tiguan', name: 'Tiguan', manufacturer_name: 'Volkswagen', manufacturer_slug: 'volkswagen', status: 'new' };
const ID7: ModelChoice = { slug: 'id-7', name: 'ID.7', manufacturer_name: 'Volkswagen', manufacturer_slug: 'volkswagen', status: 'coming_soon' };
const EV9: ModelChoice = { slug: 'ev9', name: 'EV9', manufacturer_name: 'Kia', manufacturer_slug: 'kia', status: '' };
const MODELS = [TIGUAN, ID7, EV9];

/** One Volkswagen dealership, two Kia ones. */
const GROUP: ModelLeadFormSettings = {
  message: 'required',
  dealershipRemoved: false,
  terms: false,
  dealerships: [
    { slug: 'vw', name: 'VW', manufacturers: ['volkswagen'] },
    { slug: 'kia-north', name: 'Kia North', manufacturers: ['kia'] },
    { slug: 'kia-south', name: 'Kia South', manufacturers: ['kia'] },
  ],
};

const SHOPPER = { name: 'Alex', email: 'alex@example.com', phone: '0400 123 456', opt_in: false };

describe('the model forms', () => {
  it('require name, e-mail, phone and a model of the site; the order\'s message follows the site setting', () => {
    const schema = modelLeadFormSchema('order', GROUP, MODELS);
    expect(errorsOf(schema, modelLeadFormInitialValues('order', GROUP))).toEqual({
      name: FIELD_MESSAGES.required('Name'),
      email: FIELD_MESSAGES.required('Email'),
      phone: FIELD_MESSAGES.required('Phone'),
      model_id: FIELD_MESSAGES.required('Model'),
      message: FIELD_MESSAGES.required('Message'),
    });
    expect(errorsOf(schema, { ...SHOPPER, model_id: 'beetle', message: 'Hi' })).toEqual({ model_id: UNKNOWN_MODEL_MESSAGE });
    expect(errorsOf(modelLeadFormSchema('order', { ...GROUP, message: 'optional' }, MODELS), { ...SHOPPER, model_id: 'tiguan' })).toEqual({});
    // Switched off: no field, and anything sent is dropped.
    const off = { ...GROUP, message: 'off' } as const;
    expect(modelLeadFormInitialValues('order', off)).not.toHaveProperty('message');
    expect(validated(modelLeadFormSchema('enquiry', off, MODELS), { ...SHOPPER, model_id: 'tiguan', message: 'x' })).not.toHaveProperty('message');
  });

  it('the test drive\'s date-time and message are optional; a date-time given must be one', () => {
    const schema = modelLeadFormSchema('test_drive', GROUP, MODELS);
    expect(errorsOf(schema, { ...SHOPPER, model_id: 'tiguan', dateTime: '', message: '' })).toEqual({});
    expect(errorsOf(schema, { ...SHOPPER, model_id: 'tiguan', dateTime: 'next Tuesday' })).toEqual({ dateTime: INVALID_DATE_TIME_MESSAGE });
    expect(modelLeadFormInitialValues('test_drive', { message: 'off', terms: true })).toMatchObject({ dateTime: '', message: '' });
    expect(modelLeadFormInitialValues('order', GROUP)).not.toHaveProperty('dateTime');
  });

  it('on a site with enquiry terms, the order and quote ask for them (ticked), the test drive does not', () => {
    const withTerms = { ...GROUP, terms: true };
    const good = { ...SHOPPER, model_id: 'tiguan', message: 'Hi' };
    expect(errorsOf(modelLeadFormSchema('order', withTerms, MODELS), good)).toEqual({ terms_conditions: FORM_TEXTS.termsRequired });
    expect(errorsOf(modelLeadFormSchema('enquiry', withTerms, MODELS), { ...good, terms_conditions: true })).toEqual({});
    expect(errorsOf(modelLeadFormSchema('test_drive', withTerms, MODELS), good)).toEqual({});
    expect(modelLeadFormInitialValues('order', withTerms)).toMatchObject({ terms_conditions: false });
    expect(modelLeadFormInitialValues('test_drive', withTerms)).not.toHaveProperty('terms_conditions');
    expect(modelLeadFormInitialValues('order', GROUP)).not.toHaveProperty('terms_conditions');
    expect(validated(modelLeadFormSchema('order', GROUP, MODELS), { ...good, terms_conditions: true })).not.toHaveProperty('terms_conditions');
  });

  it('the dealership select shows and is required only when more than one dealership sells the model, and must sell it', () => {
    expect(isModelDealershipSelectShown(GROUP, TIGUAN)).toBe(false);
    expect(isModelDealershipSelectShown(GROUP, EV9)).toBe(true);
    expect(isModelDealershipSelectShown({ ...GROUP, dealershipRemoved: true }, EV9)).toBe(false);
    expect(isModelDealershipSelectShown(GROUP, undefined)).toBe(false);
    const schema = modelLeadFormSchema('test_drive', GROUP, MODELS);
    expect(errorsOf(schema, { ...SHOPPER, model_id: 'ev9' })).toEqual({ dealership_slug: FIELD_MESSAGES.required('Dealership') });
    expect(errorsOf(schema, { ...SHOPPER, model_id: 'ev9', dealership_slug: 'vw' })).toEqual({ dealership_slug: DEALERSHIP_MODEL_MESSAGE });
    expect(errorsOf(schema, { ...SHOPPER, model_id: 'ev9', dealership_slug: 'kia-south' })).toEqual({});
    expect(errorsOf(schema, { ...SHOPPER, model_id: 'tiguan' })).toEqual({});
  });

  it('the query\'s model_id preselects a model of the site; an unknown one preselects none and is named by the model query', () => {
    expect(preselectedModel(MODELS, { model_id: 'ev9' })).toEqual({ model: EV9, unknown: undefined });
    expect(preselectedModel(MODELS, {})).toEqual({ model: undefined, unknown: undefined });
    expect(preselectedModel(MODELS, { model_id: 'beetle', model: 'Beetle' })).toEqual({ model: undefined, unknown: 'Beetle' });
    expect(preselectedModel(MODELS, { model_id: 'beetle' })).toEqual({ model: undefined, unknown: 'beetle' });
    // The model query alone names nothing to preselect.
    expect(preselectedModel(MODELS, { model: 'Tiguan' })).toEqual({ model: undefined, unknown: undefined });
  });

  it('a coming-soon model reads Register Your Interest; the rest Get a Quote, Order Now, Book a Test Drive', () => {
    expect(modelEnquiryHeading('coming_soon')).toBe('Register Your Interest');
    expect(modelEnquiryHeading('new')).toBe('Get a Quote');
    expect(modelEnquiryHeading('')).toBe('Get a Quote');
    expect(modelLeadSubmitLabel('order', 'new')).toBe('Order Now');
    expect(modelLeadSubmitLabel('order', undefined)).toBe('Order Now');
    expect(modelLeadSubmitLabel('order', 'coming_soon')).toBe('Register Your Interest');
    expect(modelLeadSubmitLabel('enquiry', '')).toBe('Get a Quote');
    expect(modelLeadSubmitLabel('test_drive', 'coming_soon')).toBe('Book a Test Drive');
    expect(modelLeadSubcategory('order', 'coming_soon')).toBe(REGISTER_INTEREST_SUBCATEGORY);
    expect(modelLeadSubcategory('enquiry', 'coming_soon')).toBe(REGISTER_INTEREST_SUBCATEGORY);
    expect(modelLeadSubcategory('test_drive', 'coming_soon')).toBe('');
    expect(modelLeadSubcategory('order', 'new')).toBe('');
    expect(modelChoiceLabel(ID7)).toBe('Volkswagen ID.7 (coming soon)');
    expect(modelChoiceLabel(TIGUAN)).toBe('Volkswagen Tiguan');
  });
});
