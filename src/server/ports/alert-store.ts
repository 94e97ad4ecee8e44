/**
 * The alert store port: saved searches with their consent records, the matches a stock change
 * finds for them, and the mails those make. Kept in the lead store's database (the SQL adapter is
 * src/server/store/sql-alert-store.ts, opened with the lead store), because every mail to a
 * shopper is a submission with an outbox entry there: it is written in the same transaction as the
 * change that makes it, and delivered with the outbox's retries and dead letters.
 *
 * What must happen once is left to the database: one alert per (site, idempotency key), one match
 * per (alert, car, reason, price), one confirmation per alert and one mail per alert and window
 * (the submissions' unique key). Every state change is idempotent.
 */
import type { AlertFrequency, AlertState } from '../../domain/alerts/search-alert.ts';
import type { SearchState } from '../../domain/search/types.ts';
import type { NewOutboxEntry, NewSubmission } from './lead-store.ts';

/** A saved search to store: the site is the tenant, from the request's host, never from the body. */
export interface NewAlert {
  /** Chosen by the caller (its links are signed with it before the alert is stored). */
  readonly id: string;
  readonly siteSlug: string;
  /** The form's submission id: a retry with the same key stores nothing new. */
  readonly idempotencyKey: string;
  /** In lower case (normalAlertEmail). */
  readonly email: string;
  readonly searchPath: string;
  readonly searchQuery: string;
  readonly searchState: SearchState;
  readonly frequency: AlertFrequency;
  readonly consent: AlertConsent;
}

/** The consent as given: the wording the site showed, on which page, when, and from which address. */
export interface AlertConsent {
  readonly text: string;
  readonly page: string | null;
  /** ISO 8601. */
  readonly at: string;
  readonly ip: string | null;
}

/** A stored alert. Times are ISO 8601. */
export interface StoredAlert extends NewAlert {
  readonly state: AlertState;
  readonly createdAt: string;
  readonly confirmedAt: string | null;
  readonly unsubscribedAt: string | null;
  readonly lastMailedAt: string | null;
}

/** A mail to a shopper, as the store writes it: its submission and its outbox entry. */
export interface ShopperMailRecord {
  readonly submission: NewSubmission;
  readonly outbox: readonly NewOutboxEntry[];
}

/** What saving a search did. */
export type CreateAlertResult =
  | { readonly kind: 'created'; readonly alert: StoredAlert }
  /** The idempotency key was seen: the first alert, nothing stored. */
  | { readonly kind: 'replayed'; readonly alert: StoredAlert }
  /** The address has saved `limit` searches on the site within the hour: nothing stored. */
  | { readonly kind: 'too-many' };

/** What confirming or unsubscribing did. */
export type AlertMoveResult =
  | { readonly kind: 'moved'; readonly alert: StoredAlert }
  /** Already in the state asked for: nothing changed. */
  | { readonly kind: 'unchanged'; readonly alert: StoredAlert }
  /** The move does not apply (confirming an unsubscribed alert): nothing changed. */
  | { readonly kind: 'refused'; readonly alert: StoredAlert }
  | { readonly kind: 'not_found' };

/** Why a car is in a match. */
export type MatchReason = 'new' | 'price-drop';

/** A match a stock change found. */
export interface NewMatch {
  readonly alertId: string;
  readonly carId: number;
  readonly carSlug: string;
  readonly carName: string;
  readonly reason: MatchReason;
  /** The advertised price at the match; null for a car shown without one. */
  readonly price: number | null;
  /** For a price drop, the price before. */
  readonly previousPrice: number | null;
}

/** A stored match. */
export interface StoredMatch extends NewMatch {
  readonly id: number;
  readonly state: 'unsent' | 'mailed' | 'dropped';
  readonly foundAt: string;
}

/** A mail to queue for an alert: which matches it lists and which it leaves out for good. */
export interface AlertMailToQueue {
  readonly siteSlug: string;
  readonly alertId: string;
  /** The matches the mail lists: they become mailed with it. */
  readonly listed: readonly number[];
  /** Matches no longer true (the car left the search or its price moved): dropped with it. */
  readonly dropped: readonly number[];
  /** The mail, keyed by its window (the store refuses a second mail in one window). */
  readonly mail: ShopperMailRecord;
}

/** An alert with what the ops listing shows of it. */
export interface AlertListing {
  readonly alert: StoredAlert;
  readonly unsentMatches: number;
}

export interface AlertStore {
  /**
   * Saves a search and queues its confirmation mail, in one transaction. A seen idempotency key
   * answers the first alert; an address that saved `maxPerHour` searches on the site in the hour
   * before `now` stores nothing. Saves of one address are counted one after the other.
   */
  create(alert: NewAlert, confirmation: ShopperMailRecord, limits: { readonly maxPerHour: number; readonly now: Date }): Promise<CreateAlertResult>;
  get(siteSlug: string, alertId: string): Promise<StoredAlert | null>;
  /** pending to confirmed; confirmed stays; unsubscribed is refused. */
  confirm(siteSlug: string, alertId: string, now: Date): Promise<AlertMoveResult>;
  /**
   * Any state to unsubscribed, at once: its unsent matches are dropped and any of its mails not yet
   * delivered is parked, so nothing more reaches the shopper.
   */
  unsubscribe(siteSlug: string, alertId: string, now: Date): Promise<AlertMoveResult>;
  /** The site's confirmed alerts. */
  confirmed(siteSlug: string): Promise<StoredAlert[]>;
  /** Records matches of alerts that are still confirmed; a match recorded before is skipped. Returns how many were new. */
  recordMatches(matches: readonly NewMatch[], now: Date): Promise<number>;
  /** The site's confirmed alerts that have unsent matches, with those matches (oldest first). */
  withUnsentMatches(siteSlug: string): Promise<{ alert: StoredAlert; matches: StoredMatch[] }[]>;
  /**
   * Queues an alert mail, in one transaction: the submission and its outbox entry, the listed
   * matches marked mailed, the others dropped, the alert's last mail set to `now`. Nothing happens
   * (false) when the alert is no longer confirmed, the window has its mail already, or another
   * composer took the matches first.
   */
  queueMail(mail: AlertMailToQueue, now: Date): Promise<boolean>;
  /** Drops unsent matches that no mail will list (the cars left the search), returning how many. */
  dropMatches(siteSlug: string, matchIds: readonly number[], now: Date): Promise<number>;
  /** The site's alerts, newest first, for ops. */
  list(siteSlug: string, options: { readonly limit: number }): Promise<AlertListing[]>;
  /** The sites that have confirmed alerts with unsent matches. */
  sitesWithUnsentMatches(): Promise<string[]>;
}
