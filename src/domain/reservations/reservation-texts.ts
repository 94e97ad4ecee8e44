/**
 * What the reserve and buy-online pages say, in one place: the checkout page (the
 * deposit and what it means, the terms the form's checkbox accepts), the checkout form's answers,
 * the confirmation page, and the vehicle page's live availability. The spec's own labels ('Reserve
 * This Car', 'Reserve Now', 'Find Me Something Similar', 'Reserved') live in texts.ts and are used
 * from there; the refusal sentences are reserve-check.ts's RESERVE_REFUSAL_TEXTS, which the API
 * answers with too. The rest is our wording.
 */
import { LABELS } from '../basics/texts.ts';
import type { ReserveSetting } from '../cars/reserve-check.ts';

/** The two ways a site sells online, each with its own page (`/cars/{slug}/checkout` or `/buy-online`). */
export type PurchaseRoute = Exclude<ReserveSetting, 'off'>;

/**
 * How long a hold lasts, in words: "30 minutes", "1 hour", "2 hours 30 minutes". Holds are whole
 * minutes between 30 and 1,440 (reservation.ts), so hours and minutes say all of it.
 */
export function holdDurationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}

/** What the checkout page (`/cars/{slug}/checkout` or `/buy-online`) says around its form. */
export const CHECKOUT_PAGE_TEXTS = {
  /** The page's heading: the spec's 'Reserve This Car' on checkout sites. */
  heading: (route: PurchaseRoute): string => (route === 'checkout' ? LABELS.reserveThisCar : 'Buy This Car Online'),
  /** The sentence under the heading. */
  intro: (route: PurchaseRoute, deposit: string): string =>
    route === 'checkout'
      ? `Reserve this car online with a refundable ${deposit} deposit. Nobody else can buy it while it is reserved for you.`
      : `Buy this car online: pay a refundable ${deposit} deposit to secure it, and our team arranges the rest with you.`,
  /** The page's meta description (the page is kept out of search engines, but browsers show it when shared). */
  description: (route: PurchaseRoute, carName: string, deposit: string): string =>
    `${route === 'checkout' ? 'Reserve' : 'Buy'} the ${carName} online with a refundable ${deposit} deposit.`,
  carTitle: 'The car',
  stockNumber: 'Stock number',
  location: 'Located at',
  depositTitle: 'Your deposit',
  /** "$200 deposit, paid by card on a secure payment page". */
  depositAmount: (deposit: string): string => `${deposit} deposit, paid by card on a secure payment page`,
  /** What the deposit means, in plain words. */
  depositMeaning: (deposit: string, holdMinutes: number): readonly string[] => [
    `The ${deposit} deposit is refundable: if you change your mind or the sale does not go ahead, we refund it in full to your card.`,
    `While you pay, the car is held for you for ${holdDurationText(holdMinutes)}. Once your deposit is paid, it stays reserved for you until our team has contacted you.`,
  ],
  nextTitle: 'What happens next',
  next: (route: PurchaseRoute, deposit: string): readonly string[] => [
    `Fill in your details, then pay the ${deposit} deposit on the secure payment page.`,
    'You get a reservation reference straight away, and the car is kept for you.',
    route === 'checkout'
      ? 'Our team calls you within one business day to arrange the rest: a test drive if you like, the paperwork, finance or a trade-in, and when you collect the car.'
      : 'Our team calls you within one business day to arrange the rest of the purchase: the balance, the paperwork, finance or a trade-in, and delivery or collection.',
  ],
  cardsTitle: 'We accept',
  formTitle: 'Your details',
  termsTitle: 'Reservation terms',
  /** The terms the form's checkbox accepts. */
  terms: (details: { deposit: string; carName: string; stocknum: string; holdMinutes: number; dealer: string }): readonly string[] => [
    `Your ${details.deposit} deposit reserves the ${details.carName} (stock number ${details.stocknum}) for you at ${details.dealer}. While it is reserved we do not sell it or reserve it for anyone else.`,
    `You have ${holdDurationText(details.holdMinutes)} to complete the payment. If it is not completed in that time, the hold ends and someone else may reserve the car.`,
    'The deposit is refundable in full: if you decide not to buy the car, or we cannot sell it to you, tell us and we refund it to the card you paid with.',
    'A reservation is not a contract of sale. The price, any trade-in and finance are agreed with our team before you buy.',
    'We use your details to contact you about this car. We only send you offers and news if you tick the box to subscribe.',
  ],
  /** Shown instead of the form when JavaScript is off. */
  noScript: (phone: string): string => `Reserving online needs JavaScript, which is switched off in your browser. Please call us on ${phone} and we will reserve the car for you.`,
} as const;

/** What the checkout form and its answers say. */
export const CHECKOUT_FORM_TEXTS = {
  /** The submit button: the spec's 'Reserve Now' on checkout sites. */
  submit: (route: PurchaseRoute): string => (route === 'checkout' ? LABELS.reserveNow : 'Pay Deposit and Buy'),
  /** The submit button while the hold is being taken. */
  busy: 'Reserving…',
  termsLabel: 'I have read and accept the reservation terms',
  readTerms: 'Read the reservation terms',
  /** Once the hold is taken, while the browser opens the payment page. */
  redirecting: 'The car is held for you. Taking you to the secure payment page…',
  /** The hold the form's earlier attempt took has ended: the next submit takes a new one. */
  holdEnded: 'Your hold on this car has ended. Please submit the form again to hold it for you.',
  /** Any other failure; nothing is lost, the form keeps what was typed. */
  failed: 'We could not reserve the car just now and nothing has been charged. Please check your connection and try again.',
  /** Back from the payment page without paying, with the hold still on. */
  paymentNotCompleted: (time: string): string => `Your payment was not completed. The car is held for you until ${time}; you can try again below.`,
  /** Back from the payment page without paying, after the hold ended. */
  paymentNotCompletedHoldEnded: 'Your payment was not completed and the hold on this car has ended. You can try again below: if the car is still available, we will hold it for you again.',
  /** Back from the payment page when the browser kept nothing of the attempt (storage switched off). */
  paymentNotCompletedUnknownHold: 'Your payment was not completed. You can try again below.',
  /** Back on the page (not from the payment page) while the shopper's own hold is on. */
  heldForYou: (time: string): string => `The car is held for you until ${time}. Submit the form to go back to the payment page.`,
  /** The link beside a refusal. */
  findSimilar: LABELS.findMeSomethingSimilar,
} as const;

/** What the confirmation page (/reservation-confirmed) says. */
export const CONFIRMATION_TEXTS = {
  title: 'Your reservation',
  /** Before the page has looked the reservation up, and without JavaScript. */
  about: 'This page shows your car reservation once you have paid the deposit: your reference and what happens next.',
  noScript: 'Looking up your reservation needs JavaScript, which is switched off in your browser.',
  loading: 'Looking up your reservation…',
  referenceLabel: 'Your reference',
  confirmedHeading: 'Your car is reserved',
  thanks: (firstName: string): string => (firstName.trim() === '' ? 'Thank you.' : `Thank you, ${firstName.trim()}.`),
  depositLabel: 'Deposit paid',
  carLabel: 'Your car',
  nextTitle: 'What happens next',
  confirmedNext: (dealer: string): readonly string[] => [
    `The car is reserved for you: ${dealer} will not sell it to anyone else.`,
    'Our team calls you within one business day to arrange the rest.',
    'Keep your reference handy and quote it when you talk to us.',
  ],
  pendingHeading: 'We are confirming your payment',
  pending: 'This usually takes a few seconds. This page updates by itself.',
  pendingTooLong:
    'This is taking longer than usual. We will contact you as soon as your payment is confirmed; you can also refresh this page later.',
  releasedHeading: 'Your payment did not go through; the car is no longer held',
  released: 'No deposit was taken. If you still want the car, you can try again from its page while it is available.',
  backToCar: (carName: string): string => `Back to the ${carName}`,
  refundedHeading: 'Your deposit has been refunded',
  refunded: 'The refund goes back to the card you paid with. Banks usually take a few business days to show it.',
  notFoundHeading: 'We could not find this reservation',
  notFound: (phone: string): string => `Please check the link you followed, or call us on ${phone} and we will look it up for you.`,
  failed: 'We could not look up your reservation just now. Please try again in a moment.',
  tryAgain: 'Try again',
  questions: 'Questions? Call us on',
  backHome: 'Back to the home page',
  browseStock: 'Browse our stock',
} as const;
