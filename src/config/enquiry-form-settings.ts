/**
 * The enquiry form's rules as a site's config sets them, for the two places that apply them: the
 * vehicle page's form (through src/components/forms/form-settings.ts) and POST /api/leads, so a
 * shopper and the server hold an enquiry to the same rules.
 */
import { enquiryLocationChoices, isLocationSelectShown, type EnquiryFormSettings } from '../domain/leads/enquiry-form.ts';
import type { ModelLeadFormSettings } from '../domain/leads/model-lead-form.ts';
import type { SiteConfig } from './site-config-schema.ts';

/** The enquiry form settings of a site: its message setting, location select, dealership select and terms. */
export function enquiryFormSettingsOf(site: Pick<SiteConfig, 'features' | 'dealerships' | 'locations'>): EnquiryFormSettings {
  return {
    message: site.features.enquiry_message,
    showLocation: isLocationSelectShown(enquiryLocationChoices(site.locations)),
    dealerships: site.dealerships.length,
    dealershipRemoved: !site.features.enquiry_dealership_select,
    terms: site.features.enquiry_terms !== undefined,
  };
}

/**
 * The model forms' settings of a site (order, model test drive, model quote): the enquiry's message
 * setting and dealership switch, and the dealerships with the makes they sell, so a model's lead
 * goes to a dealership selling it. Read by the pages and by POST /api/leads alike.
 */
export function modelLeadFormSettingsOf(site: Pick<SiteConfig, 'features' | 'dealerships'>): ModelLeadFormSettings {
  return {
    message: site.features.enquiry_message,
    dealerships: site.dealerships.map((dealership) => ({ slug: dealership.slug, name: dealership.name, manufacturers: [...dealership.manufacturers] })),
    dealershipRemoved: !site.features.enquiry_dealership_select,
    terms: site.features.enquiry_terms !== undefined,
  };
}
