/**
 * The site settings the lead form islands read, built by the page shell from the dealer's config
 * at build time and passed to the islands as plain props (never the whole config).
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { VehicleFormSettings } from '../../islands/forms/vehicle-lead.ts';

/**
 * Cloudflare Turnstile's site key when the site configures the bot challenge
 * (`bot_check.turnstile_site_key`); undefined otherwise, and then no widget or script is loaded.
 */
export function turnstileSiteKey(site: Pick<SiteConfig, 'bot_check'>): string | undefined {
  return site.bot_check?.turnstile_site_key;
}

/** The vehicle forms' settings for a site. */
export function vehicleFormSettings(site: SiteConfig): VehicleFormSettings {
  return {
    siteSlug: site.slug,
    enquiryMessage: site.features.enquiry_message,
    dealerships: site.dealerships.map((dealership) => ({ slug: dealership.slug, name: dealership.name })),
    turnstileSiteKey: turnstileSiteKey(site),
  };
}
