/**
 * The site settings the lead form islands read, built by the page shell from the dealer's config
 * at build time and passed to the islands as plain props (never the whole config).
 */
import { enquiryFormSettingsOf, modelLeadFormSettingsOf } from '../../config/enquiry-form-settings.ts';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { enquiryLocationChoices } from '../../domain/leads/enquiry-form.ts';
import { CONTENT_PAGE_ROUTES } from '../../domain/routes/routes.ts';
import type { VehicleFormSettings } from '../../islands/forms/vehicle-lead.ts';
import type { ModelFormSettings } from '../../islands/forms/ModelLeadForm.tsx';
import type { ModelChoice } from '../../domain/leads/model-lead-form.ts';

/**
 * Cloudflare Turnstile's site key when the site configures the bot challenge
 * (`bot_check.turnstile_site_key`); undefined otherwise, and then no widget or script is loaded.
 */
export function turnstileSiteKey(site: Pick<SiteConfig, 'bot_check'>): string | undefined {
  return site.bot_check?.turnstile_site_key;
}

/** The enquiry terms' checkbox wording and the page it links to, when the site sets terms. */
function enquiryTerms(site: SiteConfig): VehicleFormSettings['terms'] {
  const terms = site.features.enquiry_terms;
  return terms === undefined
    ? undefined
    : { label: terms.label, href: CONTENT_PAGE_ROUTES[terms.page], linkText: `Read our ${terms.page.replaceAll('-', ' ')}` };
}

/** The vehicle forms' settings for a site. */
export function vehicleFormSettings(site: SiteConfig): VehicleFormSettings {
  return {
    siteSlug: site.slug,
    region: site.region,
    enquiry: enquiryFormSettingsOf(site),
    dealerships: site.dealerships.map((dealership) => ({ slug: dealership.slug, name: dealership.name })),
    locations: enquiryLocationChoices(site.locations),
    terms: enquiryTerms(site),
    turnstileSiteKey: turnstileSiteKey(site),
  };
}

/** The contact form's props a page takes from the site: the region decides its postcode rule. */
export function contactFormSettings(site: SiteConfig) {
  return {
    siteSlug: site.slug,
    region: site.region,
    dealershipSlug: site.dealerships.length === 1 ? (site.dealerships[0]?.slug ?? null) : null,
    locations: site.locations.map((location) => ({ name: location.name, dealership_slug: location.dealership_slug })),
    turnstileSiteKey: turnstileSiteKey(site),
  };
}

/** The model forms' settings for a site (order, model test drive, model quote). */
export function modelFormSettings(site: SiteConfig): ModelFormSettings {
  return { siteSlug: site.slug, form: modelLeadFormSettingsOf(site), terms: enquiryTerms(site), turnstileSiteKey: turnstileSiteKey(site) };
}

/** A catalogue entry as the model forms offer it: only the fields they read, so the island's props stay small. */
export function modelChoice(model: ModelChoice): ModelChoice {
  return { slug: model.slug, name: model.name, manufacturer_name: model.manufacturer_name, manufacturer_slug: model.manufacturer_slug, status: model.status };
}
