/**
 * Shared content pages are written once with placeholders such as {{name}} and filled in per
 * dealer at build time, so every site gets its own name, phones, address and licences.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';
import { primaryLocation } from '../domain/places/location.ts';
import { escapeMarkup } from '../lib/escape-markup.ts';

type ContentTokens = Readonly<Record<string, string>>;

/** The placeholder values for one site. */
export function contentTokens(site: SiteConfig): ContentTokens {
  const primary = primaryLocation(site.locations);
  const address = primary ? `${primary.address.street}, ${primary.address.city} ${primary.address.state} ${primary.address.postcode}` : '';
  return {
    name: site.name,
    sales_phone: site.phones.sales,
    service_phone: site.phones.service,
    address,
    state: primary?.address.state ?? '',
    licences: site.dealerships.map((d) => d.licence_number).join(', '),
    email: site.leads.crm_email ?? '',
  };
}

/**
 * Replaces every {{token}} in `text`. Values are HTML-escaped when `html` is true. An unknown
 * token is an authoring mistake, so it throws rather than leaking braces onto a live page.
 */
export function fillTokens(text: string, tokens: ContentTokens, options: { html: boolean }): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown content placeholder {{${name}}}; known: ${Object.keys(tokens).join(', ')}`);
    return options.html ? escapeMarkup(value) : value;
  });
}
