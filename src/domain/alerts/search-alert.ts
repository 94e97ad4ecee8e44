/**
 * Saved searches with alerts, without an account: a shopper leaves an e-mail address on a search
 * page, confirms it once from the e-mail that follows (double opt-in), and from then on hears of
 * cars that come into the search or drop their price in it, as often as they chose. These are the
 * rules every part shares: the frequencies and their words, the API's paths, the states an alert
 * goes through, and the windows that keep the mails to one per frequency.
 */

/** How often a shopper hears of new matches. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The frequencies as the form offers them. */
export const ALERT_FREQUENCY_LABELS: Readonly<Record<AlertFrequency, string>> = {
  instant: 'As it happens',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** Whether a value is one of the frequencies. */
export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === 'string' && (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

/**
 * An alert's life: pending until its confirmation link is followed (no alert mail before that),
 * confirmed, and unsubscribed for good (a new alert is a new save). Nothing else moves it back.
 */
export type AlertState = 'pending' | 'confirmed' | 'unsubscribed';

/** The API of saved searches. The confirm and unsubscribe links carry a signed token as `t`. */
export const ALERT_API = {
  /** POST: save a search (the form's submit). */
  alerts: '/api/alerts',
  /** GET ?t=: the confirmation link of the one e-mail a save sends. */
  confirm: '/api/alerts/confirm',
  /** GET ?t= (the visible link) and POST ?t= (RFC 8058 one-click, from the mail client). */
  unsubscribe: '/api/alerts/unsubscribe',
} as const;

/** How long a confirmation link works. */
export const CONFIRM_LINK_VALID_DAYS = 7;

/**
 * How long an unsubscribe link works: the law asks for at least 30 days after a mail (Australia's
 * Spam Act); ours never expire, so a shopper can leave from the oldest mail in the inbox.
 */
export const UNSUBSCRIBE_LINK_VALID_DAYS: number | null = null;

/**
 * How many alerts one address may save on one site in an hour: each sends a confirmation, and a
 * form that anyone can fill in must not become a way to flood someone's inbox.
 */
export const MAX_ALERTS_PER_ADDRESS_PER_HOUR = 3;

/** Longest values the form takes. */
export const ALERT_LIMITS = { email: 320, search: 2000, page: 2000 } as const;

const HOUR_MS = 3_600_000;

/** How long a window of each frequency lasts; null for instant (every stock change is its own). */
export const ALERT_WINDOW_MS: Readonly<Record<AlertFrequency, number | null>> = {
  instant: null,
  daily: 24 * HOUR_MS,
  weekly: 7 * 24 * HOUR_MS,
};

/** What the window rule says for an alert at a moment. */
export type AlertWindow =
  /** A mail may go now; `start` names the window (one mail per alert per window start). */
  | { readonly open: true; readonly start: Date }
  /** Not before `opensAt`: the last mail was too recent. */
  | { readonly open: false; readonly opensAt: Date };

/**
 * The window rule: an instant alert may mail at every stock change (its window is the moment);
 * a daily one at most once in 24 hours and a weekly one once in 7 days, counted from the last
 * mail. The first mail of a confirmed alert may go at once. A window's start depends only on the
 * stored alert, so two composers at once name the same window, and the store lets one mail in.
 */
export function alertMailWindow(
  frequency: AlertFrequency,
  alert: { readonly confirmedAt: Date; readonly lastMailedAt: Date | null },
  now: Date,
): AlertWindow {
  const length = ALERT_WINDOW_MS[frequency];
  if (length === null) return { open: true, start: now };
  if (alert.lastMailedAt === null) return { open: true, start: alert.confirmedAt };
  const start = new Date(alert.lastMailedAt.getTime() + length);
  return now.getTime() >= start.getTime() ? { open: true, start } : { open: false, opensAt: start };
}

/** An e-mail address as alerts keep and count it: trimmed and in lower case. */
export function normalAlertEmail(email: string): string {
  return email.trim().toLowerCase();
}
