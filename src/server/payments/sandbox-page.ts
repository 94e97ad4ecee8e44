/**
 * The sandbox gateway's pages: a payment page that looks and behaves like a hosted one (a summary of
 * what is paid, a card form that works as a plain HTML POST, no script at all), and the pages for a
 * closed or unknown payment page. Every page carries a banner saying it is a test gateway that takes
 * no money, so nobody mistakes a local site for a live one.
 *
 * Accessibility (checked with axe, WCAG 2.2 AA): one h1, every control labelled, errors tied to their
 * fields and announced (role=alert), a visible focus ring, text contrast at least 4.5:1, and all content
 * inside landmarks. Every value from a request or the config goes through escapeMarkup.
 */
import { createHash } from 'node:crypto';
import { regionSettings } from '../../domain/basics/region.ts';
import { escapeMarkup } from '../../lib/escape-markup.ts';
import { CARD_FIELD_NAMES, TEST_CARDS, type CardField, type CardFormErrors, type CardFormValues } from './sandbox-cards.ts';
import type { CheckoutRequest } from '../ports/payment-gateway.ts';

const BANNER_TITLE = 'Sandbox test gateway — no money is taken.';
const BANNER_DETAIL = 'This page stands in for Stripe Checkout when you run the sites locally.';
/** The banner of every sandbox page. */
export const SANDBOX_BANNER_TEXT = `${BANNER_TITLE} ${BANNER_DETAIL}`;

/** The page's words that tests and the gateway refer to. */
export const SANDBOX_PAGE_TEXTS = {
  declined: 'Your card was declined. Try another card, or cancel and return to the dealer.',
  notConfirmed:
    'Your payment could not be confirmed with the dealer\'s website, so it did not go through and no money was taken. Try again in a moment, or cancel and return to the dealer.',
  checkFields: 'Check the card details:',
  cancelLink: 'Cancel and return to the dealer',
  expiredHeading: 'This payment page has expired',
  expiredText: 'The time to pay the deposit has run out, and no money was taken. The dealer\'s website says whether the car can still be reserved.',
  paidHeading: 'This deposit has been paid',
  paidText: 'There is nothing more to pay on this page.',
  returnLink: 'Return to the dealer',
  notFoundHeading: 'There is no payment page at this address',
  notFoundText: 'Check the link, or start the reservation again on the dealer\'s website.',
  unreadableHeading: 'This request could not be read',
  methodNotAllowed: 'This address does not take that kind of request.',
  notAForm: 'The payment must be sent from the payment page\'s form.',
} as const;

const FIELD_LABELS: Readonly<Record<CardField, string>> = {
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM / YY)',
  cvc: 'Security code (CVC)',
  name: 'Name on card',
};

/** The order of the fields on the page and in the error summary. */
const FIELD_ORDER: readonly CardField[] = ['cardNumber', 'expiry', 'cvc', 'name'];

/**
 * Colours are chosen for contrast: body text #1f2328 on white (15.8:1), muted #57606a (6.4:1), the
 * banner's #3b2300 on #fff1c2 (13:1), white on the #1d4ed8 button (6.7:1), error #b42318 (6.6:1),
 * input borders #6e7781 (4.5:1, above the 3:1 that controls need).
 */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f3f4f6}
.sandbox-banner{background:#fff1c2;color:#3b2300;border-bottom:3px solid #9a6700;padding:12px 24px;text-align:center}
.sandbox-banner p{margin:0;max-width:60rem;margin-inline:auto}
main{max-width:60rem;margin:32px auto;padding:0 16px}
.layout{display:grid;gap:24px;grid-template-columns:1fr}
@media (min-width:48rem){.layout{grid-template-columns:1fr 1.2fr}}
.panel{background:#fff;border:1px solid #d0d7de;border-radius:12px;padding:24px}
h1{font-size:2rem;line-height:1.2;margin:0 0 16px}
h2{font-size:1.25rem;margin:0 0 16px}
h2.spaced{margin-top:32px}
dl{margin:0 0 24px}
dl div{padding:8px 0;border-top:1px solid #d0d7de}
dt{font-size:.875rem;color:#57606a}
dd{margin:0;font-weight:600}
a{color:#1d4ed8;text-decoration:underline}
.field{margin-bottom:16px}
label{display:block;font-weight:600;margin-bottom:4px}
.hint{margin:0 0 4px;font-size:.875rem;color:#57606a}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #6e7781;border-radius:6px;background:#fff;color:#1f2328}
input[aria-invalid="true"]{border:2px solid #b42318}
.row{display:grid;grid-template-columns:1fr 1fr;gap:16px}
.field-error{margin:4px 0 0;color:#b42318;font-weight:600}
.alert{border:2px solid #b42318;background:#fff5f5;color:#1f2328;border-radius:8px;padding:12px 16px;margin-bottom:16px}
.alert p{margin:0}
.alert ul{margin:8px 0 0;padding-left:20px}
button{width:100%;font:inherit;font-weight:700;padding:12px 16px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}
button:hover{background:#1e40af}
a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
button:focus-visible{outline-color:#1f2328}
table{width:100%;border-collapse:collapse;font-size:.9375rem}
th,td{text-align:left;padding:8px;border-top:1px solid #d0d7de;vertical-align:top}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
.note{font-size:.875rem;color:#57606a}
`;

/** The CSP names the one inline style by its hash, so no other inline style or any script can run. */
const STYLE_HASH = createHash('sha256').update(STYLE, 'utf8').digest('base64');

const HTML_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex',
};

/** A page as an HTTP response. */
export function htmlResponse(status: number, html: string, headers: Readonly<Record<string, string>> = {}): Response {
  return new Response(html, { status, headers: { ...HTML_HEADERS, ...headers } });
}

/** Each currency in the locale of the region that uses it (region.ts), as the dealer's site writes it. */
const CURRENCY_LOCALES: Readonly<Record<CheckoutRequest['currency'], string>> = {
  AUD: regionSettings('AU').locale,
  NZD: regionSettings('NZ').locale,
  USD: regionSettings('US').locale,
};

/** An amount in minor units as the currency's own region writes it: 50000 AUD is "$500.00". */
export function formatAmount(amountMinor: number, currency: CheckoutRequest['currency']): string {
  return new Intl.NumberFormat(CURRENCY_LOCALES[currency], { style: 'currency', currency }).format(amountMinor / 100);
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(title)} · Sandbox test gateway</title>
<style>${STYLE}</style>
</head>
<body>
<header class="sandbox-banner"><p><strong>${escapeMarkup(BANNER_TITLE)}</strong> ${escapeMarkup(BANNER_DETAIL)}</p></header>
<main>
${main}
</main>
</body>
</html>
`;
}

/** What the payment page shows. */
export interface CheckoutPageView {
  readonly request: CheckoutRequest;
  /** Where the form posts. */
  readonly payPath: string;
  /** Values to show again after a failed try (the card number never is). */
  readonly values?: Partial<CardFormValues>;
  readonly errors?: CardFormErrors;
  /** A message about the whole try (declined, not confirmed). */
  readonly alert?: string;
}

function fieldId(field: CardField): string {
  return CARD_FIELD_NAMES[field];
}

function alertBlock(view: CheckoutPageView): string {
  const errors = FIELD_ORDER.flatMap((field) => {
    const message = view.errors?.[field];
    return message === undefined ? [] : [`<li><a href="#${fieldId(field)}">${escapeMarkup(message)}</a></li>`];
  });
  if (errors.length > 0) return `<div class="alert" role="alert"><p>${escapeMarkup(SANDBOX_PAGE_TEXTS.checkFields)}</p><ul>${errors.join('')}</ul></div>`;
  if (view.alert !== undefined) return `<div class="alert" role="alert"><p>${escapeMarkup(view.alert)}</p></div>`;
  return '';
}

function inputField(view: CheckoutPageView, field: CardField, attributes: string, hint?: string): string {
  const id = fieldId(field);
  const error = view.errors?.[field];
  const value = field === 'cardNumber' ? '' : (view.values?.[field] ?? '');
  const describedBy = [hint === undefined ? '' : `${id}-hint`, error === undefined ? '' : `${id}-error`].filter((part) => part !== '').join(' ');
  return `<div class="field">
<label for="${id}">${escapeMarkup(FIELD_LABELS[field])}</label>
${hint === undefined ? '' : `<p class="hint" id="${id}-hint">${escapeMarkup(hint)}</p>`}
<input id="${id}" name="${id}" ${attributes} value="${escapeMarkup(value)}" required${describedBy === '' ? '' : ` aria-describedby="${describedBy}"`}${error === undefined ? '' : ' aria-invalid="true"'}>
${error === undefined ? '' : `<p class="field-error" id="${id}-error">${escapeMarkup(error)}</p>`}
</div>`;
}

/** The payment page of an open session. */
export function checkoutPage(view: CheckoutPageView): string {
  const { request } = view;
  const amount = formatAmount(request.amountMinor, request.currency);
  const testCards = TEST_CARDS.map((card) => `<tr><td><code>${escapeMarkup(card.number)}</code></td><td>${escapeMarkup(card.effect)}</td></tr>`).join('\n');
  // autocomplete="off": a browser should not offer to fill a real card into a test page.
  return page(
    `Pay ${amount}`,
    `<div class="layout">
<section class="panel" aria-labelledby="summary-heading">
<h1 id="summary-heading">Pay ${escapeMarkup(amount)}</h1>
<dl>
<div><dt>For</dt><dd>${escapeMarkup(request.description)}</dd></div>
<div><dt>Reference</dt><dd>${escapeMarkup(request.reference)}</dd></div>
<div><dt>Amount</dt><dd>${escapeMarkup(amount)} ${escapeMarkup(request.currency)}</dd></div>
<div><dt>E-mail</dt><dd>${escapeMarkup(request.customerEmail)}</dd></div>
</dl>
<p><a href="${escapeMarkup(request.cancelUrl)}">${escapeMarkup(SANDBOX_PAGE_TEXTS.cancelLink)}</a></p>
</section>
<section class="panel" aria-labelledby="card-heading">
<h2 id="card-heading">Pay by card</h2>
${alertBlock(view)}
<form method="post" action="${escapeMarkup(view.payPath)}" novalidate>
${inputField(view, 'cardNumber', 'type="text" inputmode="numeric" autocomplete="off" maxlength="23"', 'Use a test card from the list below.')}
<div class="row">
${inputField(view, 'expiry', 'type="text" inputmode="numeric" autocomplete="off" maxlength="9"')}
${inputField(view, 'cvc', 'type="text" inputmode="numeric" autocomplete="off" maxlength="4"')}
</div>
${inputField(view, 'name', 'type="text" autocomplete="off" maxlength="100"')}
<button type="submit">Pay ${escapeMarkup(amount)}</button>
</form>
<h2 class="spaced" id="test-cards-heading">Test cards</h2>
<p class="note">Any expiry date that is not in the past, any 3-digit security code and any name work with these.</p>
<table aria-labelledby="test-cards-heading">
<thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead>
<tbody>
${testCards}
</tbody>
</table>
</section>
</div>`,
  );
}

/** A page with a heading, a sentence and, when there is somewhere to go, a link. */
export function messagePage(heading: string, text: string, link?: { readonly href: string; readonly text: string }): string {
  return page(
    heading,
    `<div class="panel">
<h1>${escapeMarkup(heading)}</h1>
<p>${escapeMarkup(text)}</p>
${link === undefined ? '' : `<p><a href="${escapeMarkup(link.href)}">${escapeMarkup(link.text)}</a></p>`}
</div>`,
  );
}
