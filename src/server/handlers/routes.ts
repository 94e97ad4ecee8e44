/**
 * The API's routes: path to handler. The local functions router serves this table; each Netlify
 * entry point in src/functions declares the same path in its `config` (a test compares them).
 */
import { acceptOffer } from './accept-offer.ts';
import type { Handler } from './deps.ts';
import { revealPhone } from './reveal-phone.ts';
import { storeValuation } from './store-valuation.ts';
import { submitForm } from './submit-form.ts';
import { submitLead } from './submit-lead.ts';

/** Every API path this code serves, with its handler. */
export const API_ROUTES: Readonly<Record<string, Handler>> = {
  '/api/leads': submitLead,
  '/api/forms': submitForm,
  '/api/phone-reveal': revealPhone,
  '/api/offer-accepted': acceptOffer,
  '/api/miscellaneous': storeValuation,
};

/** The prefix every API path starts with. */
export const API_PREFIX = '/api/';
