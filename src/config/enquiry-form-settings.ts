/**
 * The enquiry form's rules as a site's config sets them, for the two places that apply them: the
 * vehicle page's form (through src/components/forms/form-settings.ts) and POST /api/leads, so a
 * shopper and the server hold an enquiry to the same rules.
 */
import { enquiryLocationChoices, isLocationSelectShown, type EnquiryFormSettings } from '../domain/forms/enquiry-form.ts';
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
