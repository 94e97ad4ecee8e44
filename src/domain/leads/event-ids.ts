/**
 * The analytics event id a lead or shopper action sends (spec section 9, "Lead event ids"), and the
 * Careers Enquiry remap. The ids are the CRM's, so they are numbers fixed by the spec, not ours to
 * choose. They live here until the lead moves them to constants.ts.
 */
import type { Car } from '../cars/car.ts';
import { TEST_DRIVE_ONLY_TAG } from '../basics/constants.ts';
import { FORM_TEXTS } from '../basics/texts.ts';
import type { ModelLeadSource } from './types.ts';

/** The spec's event ids, by what happened. */
export const LEAD_EVENT_IDS = {
  newCarEnquiry: 14,
  usedCarEnquiry: 15,
  newOrTestDriveOnlyTestDrive: 17,
  usedCarTestDrive: 48,
  tradeInOfferAccepted: 18,
  phoneClick: 25,
  favouriteAdded: 39,
  form: 22,
  careersEnquiry: 51,
} as const;
/** Any of the spec's event ids. */
type LeadEventId = (typeof LEAD_EVENT_IDS)[keyof typeof LEAD_EVENT_IDS];

/** The category a careers form sends, and what it becomes. */
export const CAREERS_ENQUIRY_CATEGORY = 'Careers Enquiry';
export const CAREER_ENQUIRY_SUBCATEGORY = 'Career Enquiry';

/** What happened, as leadEvent needs to know it. */
type LeadAction =
  | { readonly kind: 'car_enquiry'; readonly car: Pick<Car, 'car_type'> }
  | { readonly kind: 'test_drive'; readonly car: Pick<Car, 'car_type' | 'tag'> }
  | { readonly kind: 'model_lead'; readonly source: ModelLeadSource }
  | { readonly kind: 'trade_in_offer_accepted' }
  | { readonly kind: 'phone_click' }
  | { readonly kind: 'favourite_added' };

/** A generic form was submitted with this category (and maybe a subcategory). */
interface FormSubmitted {
  readonly kind: 'form';
  readonly category: string;
  readonly subcategory?: string;
}

/** The event an action sends. */
interface LeadEvent {
  readonly eventId: LeadEventId;
}

/** The event a form sends, with the category and subcategory the lead is filed under. */
interface FormLeadEvent extends LeadEvent {
  readonly category: string;
  readonly subcategory: string;
}

/**
 * The category and subcategory a form's lead is filed under: a Careers Enquiry becomes a General
 * Enquiry with subcategory Career Enquiry; anything else is kept ('' for no subcategory).
 */
export function remapFormCategory(category: string, subcategory = ''): { category: string; subcategory: string } {
  return category === CAREERS_ENQUIRY_CATEGORY
    ? { category: FORM_TEXTS.defaultCategory, subcategory: CAREER_ENQUIRY_SUBCATEGORY }
    : { category, subcategory };
}

/**
 * The event id for what happened.
 * - An enquiry on a new car sends 14, on a used car 15. A demo car counts as new (it is sold as a
 *   near-new car from the new-car side of the dealership), so it sends 14. A deal sent to the
 *   dealer (source `deal`: the car with its drive-away estimate, trade-in and repayment) is an
 *   enquiry on its car, so it sends 14 or 15 the same way.
 * - A test drive sends 17 when the car is tagged 'Test Drive Only' or is new (demo counts as new), and
 *   48 for a used car.
 * - A lead about a model of the catalogue is about a new vehicle: its test drive sends 17, its order
 *   or enquiry 14.
 * - A trade-in offer accepted sends 18, a phone click 25, a favourite added 39.
 * - A form sends 22, except a Careers Enquiry, which is filed as a General Enquiry with subcategory
 *   Career Enquiry and sends 51.
 */
export function leadEvent(action: FormSubmitted): FormLeadEvent;
export function leadEvent(action: LeadAction): LeadEvent;
export function leadEvent(action: LeadAction | FormSubmitted): LeadEvent | FormLeadEvent {
  switch (action.kind) {
    case 'car_enquiry':
      return { eventId: action.car.car_type === 'used' ? LEAD_EVENT_IDS.usedCarEnquiry : LEAD_EVENT_IDS.newCarEnquiry };
    case 'test_drive':
      return {
        eventId:
          action.car.tag === TEST_DRIVE_ONLY_TAG || action.car.car_type !== 'used'
            ? LEAD_EVENT_IDS.newOrTestDriveOnlyTestDrive
            : LEAD_EVENT_IDS.usedCarTestDrive,
      };
    case 'model_lead':
      return { eventId: action.source === 'model_test_drive' ? LEAD_EVENT_IDS.newOrTestDriveOnlyTestDrive : LEAD_EVENT_IDS.newCarEnquiry };
    case 'trade_in_offer_accepted':
      return { eventId: LEAD_EVENT_IDS.tradeInOfferAccepted };
    case 'phone_click':
      return { eventId: LEAD_EVENT_IDS.phoneClick };
    case 'favourite_added':
      return { eventId: LEAD_EVENT_IDS.favouriteAdded };
    case 'form': {
      const filed = remapFormCategory(action.category, action.subcategory);
      const eventId = action.category === CAREERS_ENQUIRY_CATEGORY ? LEAD_EVENT_IDS.careersEnquiry : LEAD_EVENT_IDS.form;
      return { eventId, ...filed };
    }
  }
}
