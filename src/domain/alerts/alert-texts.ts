/**
 * The words of saved-search alerts: the one confirmation e-mail a save sends, the alert e-mails,
 * and the small pages the confirm and unsubscribe links open. Each mail is a structure (intro,
 * cars, the one action, the footer) so the server writes its plain-text and HTML parts from the
 * same words. Every mail, the confirmation too, ends with a visible unsubscribe link and the
 * dealer's postal address (CAN-SPAM; Australia's Spam Act and New Zealand's UEMA ask for the
 * sender's identity and a working unsubscribe).
 */
import { ALERT_FREQUENCY_LABELS, CONFIRM_LINK_VALID_DAYS, type AlertFrequency } from './search-alert.ts';

/** A composed mail's words, before its parts are written. */
export interface AlertMailContent {
  readonly subject: string;
  /** Paragraphs before the cars. */
  readonly intro: readonly string[];
  /** The cars of an alert mail; empty for the confirmation. */
  readonly cars: readonly AlertMailCar[];
  /** The mail's one button. */
  readonly action: { readonly label: string; readonly url: string; readonly note: string | null };
  /** Paragraphs after the action: why the mail came, then the unsubscribe line and the address. */
  readonly footer: readonly string[];
  /** The unsubscribe link, shown in the footer (the HTML part makes it a link). */
  readonly unsubscribe: { readonly label: string; readonly url: string };
  /** The dealer's name and postal address, the mail's last line. */
  readonly sender: string;
}

/** A car in an alert mail. */
export interface AlertMailCar {
  readonly name: string;
  /** The car page's absolute address. */
  readonly url: string;
  /** The advertised price as the site words it ("$42,990 Drive Away", "Enquire for price."). */
  readonly priceWords: string;
  /** Why it is in the mail, in words: "New in your search", "Price dropped from $44,990". */
  readonly why: string;
}

/** Who sends: the dealer's trading name and its postal address in one line. */
export interface AlertSender {
  readonly dealerName: string;
  readonly postalAddress: string;
  /** The site's home page. */
  readonly siteUrl: string;
}

/** How often the shopper hears, in words that follow "You hear from us". */
const FREQUENCY_WORDS: Readonly<Record<AlertFrequency, string>> = {
  instant: 'as cars come in',
  daily: 'at most once a day',
  weekly: 'at most once a week',
};

/** A postal address in one line: "412 Hampton Street, Brighton VIC 3186". */
export function postalAddressLine(address: { readonly street: string; readonly city: string; readonly state: string; readonly postcode: string }): string {
  return `${address.street}, ${[address.city, address.state, address.postcode].filter((part) => part.trim() !== '').join(' ')}`;
}

/** A saved search in words: its refinements ("Used · Toyota · Price up to $30,000") and its text query. */
export function alertSearchWords(refinementWords: string, query: string): string {
  const parts = [query.trim() === '' ? '' : `“${query.trim()}”`, refinementWords.trim()].filter((part) => part !== '');
  return parts.length === 0 ? 'all cars' : parts.join(' · ');
}

const unsubscribeLabel = 'Unsubscribe from this alert (one click, no login)';

function senderLine(sender: AlertSender): string {
  return `${sender.dealerName}, ${sender.postalAddress}`;
}

/** The one e-mail a save sends: the link that switches the alert on. Nothing else is ever sent before it is followed. */
export function confirmationMail(input: {
  readonly sender: AlertSender;
  readonly searchWords: string;
  readonly searchUrl: string;
  readonly frequency: AlertFrequency;
  readonly confirmUrl: string;
  readonly unsubscribeUrl: string;
}): AlertMailContent {
  const { sender } = input;
  return {
    subject: `Confirm your saved search at ${sender.dealerName}`,
    intro: [
      `You asked ${sender.dealerName} to email you cars that match this search: ${input.searchWords}.`,
      `How often: ${ALERT_FREQUENCY_LABELS[input.frequency]}.`,
      `The search: ${input.searchUrl}`,
    ],
    cars: [],
    action: {
      label: 'Confirm and switch the alert on',
      url: input.confirmUrl,
      note: `This link works for ${CONFIRM_LINK_VALID_DAYS} days.`,
    },
    footer: [
      `If you did not ask for this, ignore this email: without your confirmation you will get nothing more about this search.`,
      `You got this email because this address was entered in the "Save this search" form on ${sender.siteUrl}.`,
    ],
    unsubscribe: { label: unsubscribeLabel, url: input.unsubscribeUrl },
    sender: senderLine(sender),
  };
}

/** An alert mail: the cars that came into the search or dropped their price since the last one. */
export function alertMail(input: {
  readonly sender: AlertSender;
  readonly searchWords: string;
  readonly searchUrl: string;
  readonly frequency: AlertFrequency;
  readonly cars: readonly AlertMailCar[];
  readonly unsubscribeUrl: string;
}): AlertMailContent {
  const { sender, cars } = input;
  const count = cars.length === 1 ? '1 car matches' : `${cars.length} cars match`;
  return {
    subject: `${count} your saved search at ${sender.dealerName}`,
    intro: [`New in your saved search (${input.searchWords}), or at a lower price:`],
    cars,
    action: { label: 'See the whole search', url: input.searchUrl, note: null },
    footer: [
      `You get this email because you saved this search on ${sender.siteUrl} and confirmed it. You hear from us ${FREQUENCY_WORDS[input.frequency]}. Prices can change; the car's page has the latest.`,
    ],
    unsubscribe: { label: unsubscribeLabel, url: input.unsubscribeUrl },
    sender: senderLine(sender),
  };
}

/** Why a car is in an alert mail, in words. */
export function alertCarWhy(reason: 'new' | 'price-drop', previousPriceWords: string | null): string {
  if (reason === 'new') return 'New in your search';
  return previousPriceWords === null ? 'Price dropped' : `Price dropped from ${previousPriceWords}`;
}

/** A mail's plain-text part: every word of the structure, links written out. */
export function alertMailText(content: AlertMailContent): string {
  const lines: string[] = [];
  for (const paragraph of content.intro) lines.push(paragraph, '');
  for (const car of content.cars) lines.push(`${car.name}`, `${car.priceWords} (${car.why})`, car.url, '');
  lines.push(`${content.action.label}:`, content.action.url);
  if (content.action.note !== null) lines.push(content.action.note);
  lines.push('', '--');
  for (const paragraph of content.footer) lines.push(paragraph, '');
  lines.push(`${content.unsubscribe.label}:`, content.unsubscribe.url, '', content.sender);
  return `${lines.join('\n')}\n`;
}

/** A page the confirm and unsubscribe links answer: its title, its paragraphs and its links. */
export interface AlertPage {
  readonly status: number;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly links: readonly { readonly label: string; readonly url: string }[];
}

/** The pages of the confirm and unsubscribe links. */
export const ALERT_PAGES = {
  confirmed: (input: { dealerName: string; searchWords: string; frequency: AlertFrequency; searchUrl: string; unsubscribeUrl: string }): AlertPage => ({
    status: 200,
    title: 'Your search alert is on',
    paragraphs: [
      `${input.dealerName} will email you cars that match ${input.searchWords}, ${FREQUENCY_WORDS[input.frequency]}.`,
      'Every email has a link to unsubscribe, and so does this page.',
    ],
    links: [
      { label: 'See the saved search', url: input.searchUrl },
      { label: 'Unsubscribe', url: input.unsubscribeUrl },
    ],
  }),
  confirmAfterUnsubscribe: (input: { searchUrl: string }): AlertPage => ({
    status: 409,
    title: 'This search alert is off',
    paragraphs: ['You unsubscribed from this alert, so this link no longer switches it on. To hear about these cars again, save the search again.'],
    links: [{ label: 'Go to the search', url: input.searchUrl }],
  }),
  unsubscribed: (input: { dealerName: string; searchWords: string; searchUrl: string }): AlertPage => ({
    status: 200,
    title: 'You are unsubscribed',
    paragraphs: [`You will get no more emails from ${input.dealerName} about this search (${input.searchWords}).`],
    links: [{ label: 'Go to the search', url: input.searchUrl }],
  }),
  invalidLink: (siteUrl: string): AlertPage => ({
    status: 400,
    title: 'This link does not work',
    paragraphs: ['This link is not one we sent, or part of it is missing. Copy the whole link from the email and try again. Nothing was changed.'],
    links: [{ label: 'Go to the website', url: siteUrl }],
  }),
  expiredConfirmLink: (siteUrl: string): AlertPage => ({
    status: 410,
    title: 'This confirmation link has expired',
    paragraphs: [
      `Confirmation links work for ${CONFIRM_LINK_VALID_DAYS} days, and this one is older. Nothing was switched on. Save the search again to get a new link.`,
    ],
    links: [{ label: 'Go to the website', url: siteUrl }],
  }),
  notFound: (siteUrl: string): AlertPage => ({
    status: 404,
    title: 'We could not find this search alert',
    paragraphs: ['It may have been removed. Nothing was changed.'],
    links: [{ label: 'Go to the website', url: siteUrl }],
  }),
  unavailable: (siteUrl: string): AlertPage => ({
    status: 503,
    title: 'Please try again in a few minutes',
    paragraphs: ['We could not do this just now. Nothing was changed. Please open the link again in a few minutes.'],
    links: [{ label: 'Go to the website', url: siteUrl }],
  }),
} as const;

/** The API's answers to POST /api/alerts, in plain words. */
export const ALERT_API_TEXTS = {
  tooMany: (limit: number) =>
    `This email address has been used for ${limit} saved searches in the last hour. Please confirm those from your inbox first, or try again in an hour.`,
  unavailable: 'Your search could not be saved just now. Please try again in a few minutes.',
  stockUnavailable: 'Your search could not be checked just now. Please try again in a few minutes.',
  methodNotAllowed: 'This address answers GET (the link in the email) and POST requests.',
  confirmMethodNotAllowed: 'This address answers GET requests: open the link in the email.',
} as const;
