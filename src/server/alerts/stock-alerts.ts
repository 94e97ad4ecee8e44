/**
 * What a stock change does to saved searches, in two steps the importer runs after it writes the
 * new feed (and `npm run alerts -- send-due` and the scheduled function run the second on its own):
 *
 * 1. matchStockChange: every confirmed alert's search is run on the stock before and after, with
 *    the site's search engine (alert-search.ts). A car in the search after but not before is a
 *    match, 'new' (or 'price-drop' when its price moving down brought it in); a car in both at a
 *    lower price now is a 'price-drop'. A car that left the search, or whose price rose, is none.
 *    The matches are recorded (a repeated import records nothing twice).
 * 2. composeDueAlertMails: each confirmed alert with unsent matches whose window is open (one mail
 *    per frequency window) gets one mail listing its cars, if they are still in the search at the
 *    price matched; a match that is no longer true is dropped, never mailed. The mail is queued in
 *    the outbox in the transaction that marks its matches mailed.
 *
 * Pending and unsubscribed alerts never get a match or a mail: the store records matches and
 * queues mails only for alerts that are confirmed at that moment.
 *
 * storeAlertsSource runs them on a store as the alerts source port (src/server/ports/alerts-source.ts)
 * has them, for `npm run alerts`, the stock commands and the local server's ops endpoint alike.
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { alertMailWindow } from '../../domain/alerts/search-alert.ts';
import type { Car } from '../../domain/cars/car.ts';
import { advertisedAmount } from '../../domain/cars/price.ts';
import { compareStock } from '../../stock/stock-changes.ts';
import type { AlertStore, NewMatch, StoredMatch } from '../ports/alert-store.ts';
import type { AlertsSource, ComposeSummary, MatchSummary, SiteDueMails } from '../ports/alerts-source.ts';
import { alertSearcher, type AlertHit, type AlertSearchBackend } from './alert-search.ts';
import { alertMailRecord, type AlertSite, type MailedCar } from './alert-mail.ts';
import type { AlertTokens } from './alert-token.ts';
import { listedSearchDocuments } from './search-pages.ts';

/** The site, as matching and mails read it. */
export type StockAlertSite = AlertSite & Pick<SiteConfig, 'search' | 'on_road_costs'>;

/** What both steps need. */
export interface StockAlertOptions {
  readonly store: AlertStore;
  readonly site: StockAlertSite;
  readonly now: Date;
  /** The search client over a list of stock; the embedded engine by default. */
  readonly backend?: AlertSearchBackend;
}


const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Step 1: the matches a change from `before` to `after` makes for the site's confirmed alerts, recorded. */
export async function matchStockChange(options: StockAlertOptions & { readonly before: readonly Car[]; readonly after: readonly Car[] }): Promise<MatchSummary> {
  const { store, site, now } = options;
  const changes = compareStock(options.before, options.after);
  // Only a car added or changed can come into a search or drop its price.
  const changed = new Set([...changes.added, ...changes.updated].map((car) => car.id));
  if (changed.size === 0) return { alerts: 0, matches: 0 };
  const alerts = await store.confirmed(site.slug);
  if (alerts.length === 0) return { alerts: 0, matches: 0 };
  const at = seconds(now);
  const before = alertSearcher(site, listedSearchDocuments(site, options.before, at), at, options.backend);
  const after = alertSearcher(site, listedSearchDocuments(site, options.after, at), at, options.backend);
  // The price a car had before, in or out of any search (a drop that brings a car into a search is a price drop).
  const previousPrice = new Map(options.before.map((car) => [car.id, advertisedAmount(car, site.region)]));
  const found: NewMatch[] = [];
  for (const alert of alerts) {
    const hitsAfter = (await after.hits(alert.searchState)).filter((hit) => changed.has(hit.carId));
    if (hitsAfter.length === 0) continue;
    const hitsBefore = new Map((await before.hits(alert.searchState)).map((hit) => [hit.carId, hit]));
    for (const hit of hitsAfter) {
      const match = matchOf(hit, hitsBefore.get(hit.carId), previousPrice.get(hit.carId) ?? null);
      if (match !== null) found.push({ alertId: alert.id, carId: hit.carId, carSlug: hit.slug, carName: hit.name, price: hit.price, ...match });
    }
  }
  return { alerts: alerts.length, matches: await store.recordMatches(found, now) };
}

/** Why a car found after the change is a match, or null when it is none. */
function matchOf(
  hit: AlertHit,
  wasHit: AlertHit | undefined,
  priceBefore: number | null,
): Pick<NewMatch, 'reason' | 'previousPrice'> | null {
  const lower = (earlier: number | null) => earlier !== null && hit.price !== null && hit.price < earlier;
  if (wasHit === undefined) return lower(priceBefore) ? { reason: 'price-drop', previousPrice: priceBefore } : { reason: 'new', previousPrice: null };
  return lower(wasHit.price) ? { reason: 'price-drop', previousPrice: wasHit.price } : null;
}

/**
 * Step 2: one mail for each confirmed alert whose window is open and whose matches still hold in
 * `cars` (the site's stock now). `tokens` sign the mails' unsubscribe links; `linkBase` is where
 * links point (the site's address by default).
 */
export async function composeDueAlertMails(
  options: StockAlertOptions & { readonly cars: readonly Car[]; readonly tokens: AlertTokens; readonly linkBase?: string },
): Promise<ComposeSummary> {
  const { store, site, now, tokens } = options;
  const due = await store.withUnsentMatches(site.slug);
  if (due.length === 0) return { mails: 0, dropped: 0, waiting: 0 };
  const at = seconds(now);
  const searcher = alertSearcher(site, listedSearchDocuments(site, options.cars, at), at, options.backend);
  let mails = 0;
  let dropped = 0;
  let waiting = 0;
  for (const { alert, matches } of due) {
    if (alert.confirmedAt === null) continue;
    const window = alertMailWindow(alert.frequency, { confirmedAt: new Date(alert.confirmedAt), lastMailedAt: alert.lastMailedAt === null ? null : new Date(alert.lastMailedAt) }, now);
    if (!window.open) {
      waiting += 1;
      continue;
    }
    const current = new Map((await searcher.hits(alert.searchState)).map((hit) => [hit.carId, hit]));
    const { listed, stale } = stillTrue(matches, current);
    if (listed.length === 0) {
      dropped += await store.dropMatches(site.slug, stale.map((match) => match.id), now);
      continue;
    }
    const mail = alertMailRecord(site, alert, listed, window.start, tokens, now, options.linkBase);
    const queued = await store.queueMail({ siteSlug: site.slug, alertId: alert.id, listed: listed.map((car) => car.match.id), dropped: stale.map((match) => match.id), mail }, now);
    if (queued) {
      mails += 1;
      dropped += stale.length;
    }
  }
  return { mails, dropped, waiting };
}

/**
 * The matches a mail may list: each car once (its latest match), still in the search at the price
 * it was matched at. The rest are stale.
 */
function stillTrue(matches: readonly StoredMatch[], current: ReadonlyMap<number, AlertHit>): { listed: MailedCar[]; stale: StoredMatch[] } {
  const latest = new Map<number, StoredMatch>();
  for (const match of matches) {
    const seen = latest.get(match.carId);
    if (seen === undefined || match.id > seen.id) latest.set(match.carId, match);
  }
  const listed: MailedCar[] = [];
  const stale: StoredMatch[] = [];
  for (const match of matches) {
    const hit = current.get(match.carId);
    if (latest.get(match.carId) !== match || hit === undefined || hit.price !== match.price) {
      stale.push(match);
      continue;
    }
    listed.push({ match, name: hit.name, slug: hit.slug, priceWords: hit.priceWords });
  }
  return { listed, stale };
}

/** Both steps for one import: what the importer prints ("alerts: 2 matches, 1 mail queued"). */
export async function runStockAlerts(
  options: StockAlertOptions & { readonly before: readonly Car[]; readonly after: readonly Car[]; readonly tokens: AlertTokens; readonly linkBase?: string },
): Promise<MatchSummary & ComposeSummary> {
  const matched = await matchStockChange(options);
  const composed = await composeDueAlertMails({ ...options, cars: options.after });
  return { ...matched, ...composed };
}

/** The importer's line about alerts. */
export function alertsLine(summary: MatchSummary & ComposeSummary): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [plural(summary.matches, 'match', 'matches'), `${plural(summary.mails, 'mail', 'mails')} queued`];
  if (summary.dropped > 0) parts.push(`${plural(summary.dropped, 'match', 'matches')} dropped (no longer true)`);
  if (summary.waiting > 0) parts.push(`${plural(summary.waiting, 'alert waits', 'alerts wait')} for its window`);
  return `alerts: ${parts.join(', ')}`;
}

/** What working on a store needs besides it: the sites, their stock now, their links' signing, the time. */
export interface AlertSites {
  /** A site's config; rejects in plain words for a site that is not in sites/ or not valid. */
  readonly siteOf: (slug: string) => Promise<SiteConfig>;
  /** A site's stock now. */
  readonly carsOf: (site: SiteConfig) => Promise<readonly Car[]>;
  /** How the site's links are signed; null when they cannot be. */
  readonly tokensOf: (site: SiteConfig) => AlertTokens | null;
  readonly now: () => Date;
}

/** The words of an error and its cause. */
function errorWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${message}${cause}`;
}

function tokensFor(sites: AlertSites, site: SiteConfig): AlertTokens {
  const tokens = sites.tokensOf(site);
  if (tokens === null) throw new Error('there is no secret to sign the mails\' links with (ALERT_TOKEN_SECRET)');
  return tokens;
}

/**
 * The alerts source on an alert store (opened when first needed): the two steps above as the alerts
 * command and the stock commands run them. `close` ends what the caller opened.
 */
export function storeAlertsSource(store: () => Promise<AlertStore>, sites: AlertSites, close: () => Promise<void> = () => Promise.resolve()): AlertsSource {
  return {
    async list(siteSlug, options) {
      return (await store()).list(siteSlug, options);
    },
    async sendDue(siteSlug) {
      const alerts = await store();
      const slugs = siteSlug === null ? await alerts.sitesWithUnsentMatches() : [siteSlug];
      const results: SiteDueMails[] = [];
      for (const slug of slugs) {
        try {
          const site = await sites.siteOf(slug);
          const tokens = tokensFor(sites, site);
          const summary = await composeDueAlertMails({ store: alerts, site, now: sites.now(), cars: await sites.carsOf(site), tokens });
          results.push({ site: slug, ok: true, summary });
        } catch (error) {
          results.push({ site: slug, ok: false, error: errorWords(error) });
        }
      }
      return results;
    },
    async stockChange({ site, before, after, queueMails }) {
      const options = { store: await store(), site, now: sites.now(), before, after };
      if (queueMails) return runStockAlerts({ ...options, tokens: tokensFor(sites, site) });
      return { ...(await matchStockChange(options)), mails: 0, dropped: 0, waiting: 0 };
    },
    close,
  };
}
