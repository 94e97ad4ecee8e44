/**
 * How saved-search links are signed, from the environment (ALERT_TOKEN_SECRET; see
 * api-environment.ts), and the step the stock importer runs after it writes a feed.
 *
 * - ALERT_TOKEN_SECRET set: it signs every link (at least 16 characters, else the deploy is refused
 *   with the variable named, as a short DEAL_TOKEN_SECRET is).
 * - On a deploy without it: no codec. A random secret per instance would make unsubscribe links
 *   that other instances refuse, so the alert endpoints answer 503 in plain words instead, and a
 *   warning names the variable.
 * - Locally without it: unlike the deal links, a random secret per process would not do, since the
 *   mails are composed by `npm run stock:import` and `npm run alerts` and their links are opened on
 *   `npm start`. So one random secret is made once and kept in `alert-token-secret` beside the local
 *   PGlite folder (under the git-ignored .data/); an in-memory store (tests) gets one per process.
 *
 * The importer's step works on the store, or, while `npm start` holds the PGlite folder, through that
 * server's ops endpoint (openAlertsSource in src/server/ops/alerts-source.ts, which the stock scripts
 * hand in), so the matches of a change are never lost.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import type { Car } from '../../domain/cars/car.ts';
import { alertTokens, type AlertTokens } from '../alerts/alert-token.ts';
import { requireSiteConfig } from '../../config/load-site-config.ts';
import { alertsLine, storeAlertsSource } from '../alerts/stock-alerts.ts';
import type { AlertsSource } from '../ports/alerts-source.ts';
import type { LeadStoreOptions, OpenedLeadStore } from '../store/open-lead-store.ts';
import { readStockFeed } from '../../stock/read-stock-feed.ts';
import { compareStock } from '../../stock/stock-changes.ts';
import { readApiEnvironment, type ApiEnvironment } from './api-environment.ts';

type AlertEnvironment = Pick<ApiEnvironment, 'alertTokenSecret' | 'serverless' | 'dataDir'>;

/** The signing of a site's alert links on this deploy: the codec, or why there is none. */
export interface AlertTokenWiring {
  readonly tokens: AlertTokens | null;
  readonly unavailableReason?: string;
}

/** The local secret's file: beside the PGlite folder, so every local process over that store shares it. */
export function localAlertSecretFile(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'alert-token-secret');
}

/** The local secret: read from its file, or made and written once (the first writer wins a race). */
function localSecret(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = localAlertSecretFile(dataDir);
  const read = () => readFileSync(file, 'utf8').trim();
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}

/** The alert links of a site on this deploy. */
export function alertTokensFor(
  site: Pick<SiteConfig, 'slug'>,
  environment: AlertEnvironment,
  warn: (message: string) => void = (message) => console.warn(message),
): AlertTokenWiring {
  if (environment.alertTokenSecret !== undefined) return { tokens: alertTokens(environment.alertTokenSecret) };
  if (environment.serverless) {
    const reason = 'ALERT_TOKEN_SECRET is not set: saved-search links cannot be signed on this deploy';
    warn(`${site.slug}: ${reason}; the alert endpoints answer 503 until it is set.`);
    return { tokens: null, unavailableReason: reason };
  }
  return { tokens: alertTokens(localSecret(environment.dataDir)) };
}

/** A stock change, as the importer hands it over once the new feed is written. */
export interface StockChange {
  readonly site: SiteConfig;
  readonly before: readonly Car[];
  readonly after: readonly Car[];
}

/** The words of an error and its cause, for a warning line. */
function because(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` ${error.cause.message}` : '';
  return `${message}${cause}`;
}

/**
 * Opens the alerts source of a store: `direct` on the opened store, or, while a local server holds
 * its PGlite folder, that server's ops endpoint. The stock scripts pass openAlertsSource
 * (src/server/ops/alerts-source.ts).
 */
export type OpenAlertsSource = (options: LeadStoreOptions, direct: (store: OpenedLeadStore) => AlertsSource) => Promise<AlertsSource>;

/** Where a hook runs: the project, its environment, how the alerts source is opened, the clock. */
interface HookContext {
  readonly root: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly openSource: OpenAlertsSource;
  readonly now: () => Date;
}

/**
 * Runs `work` where the site's alerts are kept: the store itself, or, while a local server holds the
 * PGlite folder, that server, which the line then names. A store that cannot be opened, or a run
 * that fails, is a warning line, never a thrown error. `cars` is the site's stock now, for composing
 * mails on the store (a server composes over its own copy of the feed, data/<slug>/cars.json).
 */
async function withAlertsSource(
  context: HookContext,
  change: { readonly site: SiteConfig; readonly cars: readonly Car[] },
  what: string,
  work: (source: AlertsSource) => Promise<string>,
): Promise<string[]> {
  const { root, env, now } = context;
  const { site, cars } = change;
  const environment = { ...readApiEnvironment({ ...env, DEALER_SITE: site.slug }, root), serverless: false };
  const sites = {
    siteOf: (slug: string) => (slug === site.slug ? Promise.resolve(site) : requireSiteConfig(root, slug)),
    carsOf: (of: SiteConfig) => (of.slug === site.slug ? Promise.resolve(cars) : readStockFeed(of, path.join(root, 'data', of.slug))),
    tokensOf: (of: SiteConfig) => alertTokensFor(of, environment).tokens,
    now,
  };
  let source: AlertsSource;
  try {
    source = await context.openSource({ databaseUrl: environment.databaseUrl, dataDir: environment.dataDir }, (store) =>
      storeAlertsSource(() => Promise.resolve(store.alerts), sites, () => store.close()),
    );
  } catch (error) {
    return [`warning: alerts: ${what}: ${because(error)}`];
  }
  try {
    const line = await work(source);
    return [source.localServer === undefined ? line : `${line} (through the local server at ${source.localServer}, which holds the store)`];
  } catch (error) {
    return [`warning: alerts: ${what}: ${because(error)}`];
  } finally {
    await source.close();
  }
}

/**
 * What the stock commands run for saved searches, in the store the leads CLI opens (DATABASE_URL,
 * else PGlite under LEADS_DATA_DIR), or through the local server that holds that PGlite folder.
 */
export interface StockAlertsHooks {
  /** Both steps for a written import (`npm run stock:import`). */
  afterImport(change: StockChange): Promise<string[]>;
  /** The matches of a written import, recorded (`npm run stock:sync`, right after its import). */
  match(change: StockChange): Promise<string[]>;
  /** The due mails of the site's stock `cars`, queued (`npm run stock:sync`, once the site is up to date). */
  compose(site: SiteConfig, cars: readonly Car[]): Promise<string[]>;
}

/**
 * The saved searches' part of the stock commands: matched against each written feed, their due
 * mails queued. None of it fails a command: a store that cannot be opened, or a run that fails, is
 * a warning line. Each resolves to the lines to print. A change that adds or changes no car opens
 * no store for matching.
 */
export function stockAlertsHooks(
  root: string,
  env: Readonly<Record<string, string | undefined>>,
  openSource: OpenAlertsSource,
  now: () => Date = () => new Date(),
): StockAlertsHooks {
  const context: HookContext = { root, env, openSource, now };
  const notChecked = 'the saved searches were not checked against this import';
  const changesCars = ({ before, after }: StockChange) => {
    const changes = compareStock(before, after);
    return changes.added.length + changes.updated.length > 0;
  };
  return {
    async afterImport(change) {
      if (!changesCars(change)) return ['alerts: no car added or changed, so no saved search has news'];
      return withAlertsSource(context, { site: change.site, cars: change.after }, notChecked, async (source) =>
        alertsLine(await source.stockChange({ ...change, queueMails: true })),
      );
    },
    async match(change) {
      if (!changesCars(change)) return [];
      return withAlertsSource(context, { site: change.site, cars: change.after }, notChecked, async (source) => {
        const { matches } = await source.stockChange({ ...change, queueMails: false });
        return `alerts: ${matches} ${matches === 1 ? 'match' : 'matches'} recorded; their mails are queued once the site is up to date`;
      });
    },
    compose(site, cars) {
      return withAlertsSource(context, { site, cars }, 'the due mails of saved searches were not queued', async (source) => {
        const [result] = await source.sendDue(site.slug);
        if (result === undefined) return alertsLine({ alerts: 0, matches: 0, mails: 0, dropped: 0, waiting: 0 });
        if (!result.ok) throw new Error(result.error);
        return alertsLine({ alerts: 0, matches: 0, ...result.summary });
      });
    },
  };
}
