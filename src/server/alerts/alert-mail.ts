/**
 * The mails a saved search sends, composed whole when they are queued (so every try of the outbox
 * sends the same message): the confirmation of a save, and the alert mails. Each is a submission
 * (kind `alert-confirmation` or `alert-mail`) whose payload holds the mail, with one `shopper-email`
 * outbox entry to the shopper's address. Every mail carries a visible unsubscribe link, the
 * List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058 one-click), and the dealer's postal
 * address. The words are the domain's (src/domain/alerts/alert-texts.ts); this module writes their
 * plain-text and HTML parts and signs the links.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { alertCarWhy, alertMail, alertMailText, alertSearchWords, confirmationMail, postalAddressLine, type AlertMailCar, type AlertMailContent, type AlertPage, type AlertSender } from '../../domain/alerts/alert-texts.ts';
import { alertSearchHref } from '../../domain/alerts/alert-search-value.ts';
import { ALERT_API, type AlertFrequency } from '../../domain/alerts/search-alert.ts';
import { formatMoney } from '../../domain/basics/format.ts';
import { primaryLocation } from '../../domain/places/location.ts';
import { carPath } from '../../domain/routes/routes.ts';
import { searchLabel } from '../../domain/search/refinement-labels.ts';
import type { SearchState } from '../../domain/search/types.ts';
import { escapeMarkup } from '../../lib/escape-markup.ts';
import type { NewAlert, ShopperMailRecord, StoredAlert, StoredMatch } from '../ports/alert-store.ts';
import type { AlertTokens } from './alert-token.ts';

/** The parts of a site config the mails and pages read. */
export type AlertSite = Pick<SiteConfig, 'slug' | 'name' | 'url' | 'region' | 'locations' | 'dealerships'>;

/** What links in mails start with: the site's own address (a local server may give its own). */
export function linkBase(site: Pick<SiteConfig, 'url'>, base?: string): string {
  return (base ?? site.url).replace(/\/+$/, '');
}

/** The dealer as every mail ends: its name and the postal address of its main location. */
export function alertSender(site: AlertSite): AlertSender {
  const main = primaryLocation(site.locations);
  return { dealerName: site.name, postalAddress: main === undefined ? '' : postalAddressLine(main.address), siteUrl: site.url };
}

/** A saved search in words: "“golf” · Used · Volkswagen · Price up to $30,000". */
export function searchWordsOf(site: AlertSite, state: SearchState): string {
  const context = {
    region: site.region,
    dealershipNames: Object.fromEntries(site.dealerships.map((dealership) => [dealership.slug, dealership.name])),
    makes: [],
  };
  return alertSearchWords(searchLabel(state.refinements, {}, context), state.query);
}

/** The links of an alert, signed for its site. */
export function alertLinks(site: AlertSite, alert: Pick<NewAlert, 'id' | 'searchPath' | 'searchQuery'>, tokens: AlertTokens, now: Date, base?: string) {
  const origin = linkBase(site, base);
  const link = (path: string, purpose: 'confirm' | 'unsubscribe') => `${origin}${path}?t=${encodeURIComponent(tokens.issue(purpose, site.slug, alert.id, now))}`;
  return {
    confirm: link(ALERT_API.confirm, 'confirm'),
    unsubscribe: link(ALERT_API.unsubscribe, 'unsubscribe'),
    search: `${origin}${alertSearchHref({ path: alert.searchPath, query: alert.searchQuery })}`,
  };
}

/** The headers every alert mail carries: RFC 2369's List-Unsubscribe and RFC 8058's one-click. */
function unsubscribeHeaders(unsubscribeUrl: string, alertId: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'X-Alert-Id': alertId };
}

const BODY_STYLE = 'font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a; max-width: 600px; margin: 0 auto; padding: 16px;';

/** A mail's HTML part: the same words as the text part, links as links. */
export function alertMailHtml(content: AlertMailContent): string {
  const paragraph = (text: string) => `<p>${escapeMarkup(text)}</p>`;
  const link = (label: string, url: string) => `<a href="${escapeMarkup(url)}">${escapeMarkup(label)}</a>`;
  const cars = content.cars
    .map((car) => `<li style="margin-bottom: 12px;">${link(car.name, car.url)}<br><strong>${escapeMarkup(car.priceWords)}</strong> (${escapeMarkup(car.why)})</li>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(content.subject)}</title></head>`,
    `<body style="${BODY_STYLE}">`,
    ...content.intro.map(paragraph),
    cars === '' ? '' : `<ul style="padding-left: 20px;">${cars}</ul>`,
    `<p><a href="${escapeMarkup(content.action.url)}" style="display: inline-block; padding: 10px 16px; background: #1a1a1a; color: #ffffff; text-decoration: none; border-radius: 4px;">${escapeMarkup(content.action.label)}</a></p>`,
    content.action.note === null ? '' : paragraph(content.action.note),
    '<hr>',
    ...content.footer.map((text) => `<p style="font-size: 13px; color: #555555;">${escapeMarkup(text)}</p>`),
    `<p style="font-size: 13px;">${link(content.unsubscribe.label, content.unsubscribe.url)}</p>`,
    `<p style="font-size: 13px; color: #555555;">${escapeMarkup(content.sender)}</p>`,
    '</body></html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The submission of a mail to a shopper, with its one outbox entry. */
function shopperMailRecord(
  site: AlertSite,
  kind: 'alert-confirmation' | 'alert-mail',
  idempotencyKey: string,
  alertId: string,
  to: string,
  content: AlertMailContent,
  extra: Readonly<Record<string, unknown>>,
): ShopperMailRecord {
  return {
    submission: {
      siteSlug: site.slug,
      kind,
      idempotencyKey,
      dealershipSlug: null,
      category: kind === 'alert-confirmation' ? 'Saved search confirmation' : 'Saved search alert',
      subcategory: null,
      eventId: null,
      payload: {
        alert_id: alertId,
        mail: {
          to,
          subject: content.subject,
          text: alertMailText(content),
          html: alertMailHtml(content),
          headers: unsubscribeHeaders(content.unsubscribe.url, alertId),
        },
        ...extra,
      },
      consent: null,
      complete: true,
    },
    outbox: [{ channel: 'shopper-email', target: to }],
  };
}

/** The store's key of an alert's confirmation: one per alert. */
export function confirmationKey(alertId: string): string {
  return `alert-confirmation:${alertId}`;
}

/** The store's key of an alert's mail in the window starting at `windowStart`: one per alert and window. */
export function alertMailKey(alertId: string, windowStart: Date): string {
  return `alert-mail:${alertId}:${windowStart.toISOString()}`;
}

/** The confirmation a save sends: the one mail before the shopper confirms. */
export function confirmationMailRecord(site: AlertSite, alert: NewAlert, tokens: AlertTokens, now: Date, base?: string): ShopperMailRecord {
  const links = alertLinks(site, alert, tokens, now, base);
  const content = confirmationMail({
    sender: alertSender(site),
    searchWords: searchWordsOf(site, alert.searchState),
    searchUrl: links.search,
    frequency: alert.frequency,
    confirmUrl: links.confirm,
    unsubscribeUrl: links.unsubscribe,
  });
  return shopperMailRecord(site, 'alert-confirmation', confirmationKey(alert.id), alert.id, alert.email, content, {});
}

/** A car of an alert mail: the match and the car as the search finds it now. */
export interface MailedCar {
  readonly match: StoredMatch;
  readonly name: string;
  readonly slug: string;
  readonly priceWords: string;
}

/** An alert mail listing `cars`, for the window starting at `windowStart`. */
export function alertMailRecord(
  site: AlertSite,
  alert: StoredAlert,
  cars: readonly MailedCar[],
  windowStart: Date,
  tokens: AlertTokens,
  now: Date,
  base?: string,
): ShopperMailRecord {
  const links = alertLinks(site, alert, tokens, now, base);
  const origin = linkBase(site, base);
  const mailCars: AlertMailCar[] = cars.map((car) => ({
    name: car.name,
    url: `${origin}${carPath(car.slug)}`,
    priceWords: car.priceWords,
    why: alertCarWhy(car.match.reason, car.match.previousPrice === null ? null : formatMoney(car.match.previousPrice, site.region)),
  }));
  const content = alertMail({
    sender: alertSender(site),
    searchWords: searchWordsOf(site, alert.searchState),
    searchUrl: links.search,
    frequency: alert.frequency as AlertFrequency,
    cars: mailCars,
    unsubscribeUrl: links.unsubscribe,
  });
  return shopperMailRecord(site, 'alert-mail', alertMailKey(alert.id, windowStart), alert.id, alert.email, content, {
    cars: cars.map((car) => ({ car_id: car.match.carId, slug: car.slug, reason: car.match.reason, price: car.match.price, previous_price: car.match.previousPrice })),
  });
}

/** A page of the confirm and unsubscribe links, as plain HTML in the site's words. */
export function alertPageResponse(site: AlertSite, page: AlertPage): Response {
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(page.title)} · ${escapeMarkup(site.name)}</title>`,
    '<meta name="robots" content="noindex">',
    '</head>',
    `<body style="${BODY_STYLE}">`,
    `<p>${escapeMarkup(site.name)}</p>`,
    `<h1>${escapeMarkup(page.title)}</h1>`,
    ...page.paragraphs.map((text) => `<p>${escapeMarkup(text)}</p>`),
    `<ul>${page.links.map((link) => `<li><a href="${escapeMarkup(link.url)}">${escapeMarkup(link.label)}</a></li>`).join('')}</ul>`,
    '</body></html>',
  ].join('\n');
  return new Response(`${html}\n`, { status: page.status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
