/**
 * Keeps the Typesense stock collection in step with a site's feed (`data/<slug>/cars.json`) and
 * issues the site's scoped search key. Node only: it talks to the cluster with the admin key and
 * signs keys with node:crypto (scoped-key.ts); no browser code imports it.
 *
 * One run for a site:
 * 1. the collection is created if missing, or given the fields it lacks (collection-schema.ts);
 * 2. every car of the feed is upserted as a SearchDocument, in batches (`import?action=upsert`),
 *    each failure reported with the reason Typesense gives;
 * 3. the site's cars that left the feed are deleted: the ids of the site's documents are exported
 *    (`export?filter_by=dealership_id:=[..]&include_fields=id`, a stream of short JSON lines), the
 *    feed's ids are taken away, and what is left is deleted by id in chunks
 *    (`DELETE documents?filter_by=id:[..]`). One export plus a delete per chunk of departed cars:
 *    the request size depends on how many cars left, never on the size of the feed, unlike a single
 *    `id:!=[every id in the feed]` filter, which grows with the stock;
 * 4. the site's scoped key is signed (embedded filter: its dealerships and
 *    show_on_dealer_website:=true; an expiry).
 *
 * `npm run stock:sync` needs less: after an import it knows which cars were added, updated and
 * removed, so `syncChangedDocuments` upserts only those and deletes the removed ones by id, with no
 * export of the site's ids: a one-car change is one small import request and at most one delete.
 */
import { Client, Errors } from 'typesense';
import type { Car } from '../../domain/cars/car.ts';
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { searchDocumentId, toSearchDocument, type DriveAwayOf, type SearchDocument } from '../search-document.ts';
import { siteDriveAwayOf } from '../drive-away-of.ts';
import { collectionSchema, schemaChanges, schemaUpdateBody, DEFAULT_COLLECTION, type ExistingField } from './collection-schema.ts';
import { clientOptions, describeCluster, nodeFromUrl, type ClusterSettings } from './connection.ts';
import { siteScopedKey } from './scoped-key.ts';
import { searchKeyEnvName } from './search-key-env.ts';

/** A live client, or what it takes to make one: cluster settings or a URL, and the admin key. */
export type TypesenseTarget = Client | { readonly cluster: ClusterSettings; readonly apiKey: string } | { readonly url: string; readonly apiKey: string };

/** Documents per import request when the caller does not say. */
export const DEFAULT_BATCH_SIZE = 100;

/** Ids per delete request: keeps the filter in the URL short. */
const DELETE_CHUNK_SIZE = 100;

/** Thrown when no node of the cluster answers; its message says where the indexer looked. */
export class ClusterUnreachableError extends Error {
  constructor(where: string, cause: unknown) {
    super(`cannot reach the Typesense cluster at ${where} (${reasonOf(cause)})`, { cause });
    this.name = 'ClusterUnreachableError';
  }
}

/** The cluster answered with an error; the message carries its status and words. */
export class TypesenseRequestError extends Error {
  readonly status: number | undefined;
  constructor(action: string, cause: unknown) {
    const status = cause instanceof Errors.TypesenseError ? cause.httpStatus : undefined;
    const hint = status === 401 ? ' (the cluster refused the key; check the admin key)' : '';
    super(`Typesense could not ${action}${status === undefined ? '' : ` (HTTP ${status})`}: ${serverWords(cause)}${hint}`, { cause });
    this.name = 'TypesenseRequestError';
    this.status = status;
  }
}

/** What the server said, without typesense-js's "Request failed with HTTP code ..." wrapping. */
function serverWords(error: unknown): string {
  const message = reasonOf(error);
  return message.split(' | Server said: ')[1] ?? message;
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code) ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}

/**
 * A failure on the way to the cluster, not in it: the HTTP client's own error (connection refused,
 * host not found, timeout, reset), which carries a code and no HTTP status.
 */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof Errors.TypesenseError) return false;
  const { code, isAxiosError } = error as { code?: unknown; isAxiosError?: unknown };
  return isAxiosError === true || typeof code === 'string';
}

function clusterOf(target: Exclude<TypesenseTarget, Client>): ClusterSettings {
  return 'cluster' in target ? target.cluster : { nodes: [nodeFromUrl(target.url)] };
}

/** A client together with where it points, for messages. Made once per run by `connect`. */
export interface Connection {
  readonly client: Client;
  /** The nodes, as URLs. */
  readonly where: string;
}

/**
 * Connects to a target (no request is made). A target given as settings or a URL gets a client
 * whose own retry logging is silenced: failures come back as errors with plain messages instead.
 */
export function connect(target: TypesenseTarget | Connection): Connection {
  if ('where' in target && 'client' in target) return target;
  if (target instanceof Client) {
    const nodes = target.configuration.nodes.map((node) => ('url' in node && node.url ? node.url : 'host' in node ? `${node.protocol}://${node.host}:${node.port}` : '?'));
    return { client: target, where: nodes.join(', ') };
  }
  const cluster = clusterOf(target);
  return { client: new Client({ ...clientOptions(cluster, target.apiKey), logLevel: 'silent' }), where: describeCluster(cluster) };
}

/** Runs one request, turning a failure into a ClusterUnreachableError or a TypesenseRequestError. */
async function request<T>(connection: Connection, action: string, run: (client: Client) => Promise<T>): Promise<T> {
  try {
    return await run(connection.client);
  } catch (error) {
    if (error instanceof Errors.TypesenseError && error.httpStatus !== undefined) throw new TypesenseRequestError(action, error);
    if (isNetworkFailure(error)) throw new ClusterUnreachableError(connection.where, error);
    throw error;
  }
}

/** Asks the cluster whether it is up (`GET /health`); throws ClusterUnreachableError when no node answers. */
export async function checkClusterHealth(target: TypesenseTarget | Connection): Promise<void> {
  const connection = connect(target);
  const health = await request(connection, 'report its health', (client) => client.health.retrieve());
  if (!health.ok) throw new ClusterUnreachableError(connection.where, new Error('the cluster reports it is not ready'));
}

/** What `ensureCollection` did. */
export type CollectionOutcome =
  | { readonly kind: 'created' }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'updated'; readonly added: readonly string[]; readonly replaced: readonly string[] };

/**
 * Creates the stock collection if it is missing; otherwise adds the fields it lacks and replaces
 * fields indexed differently (`PATCH /collections/{name}`). Fields the collection has beyond the
 * schema are left alone.
 */
export async function ensureCollection(target: TypesenseTarget | Connection, collection: string): Promise<CollectionOutcome> {
  const connection = connect(target);
  const wanted = collectionSchema(collection);
  const existing = await request(connection, `read collection ${collection}`, async (client) => {
    try {
      return (await client.collections(collection).retrieve()).fields as readonly ExistingField[];
    } catch (error) {
      if (error instanceof Errors.ObjectNotFound) return undefined;
      throw error;
    }
  });
  if (existing === undefined) {
    await request(connection, `create collection ${collection}`, (client) => client.collections().create({ ...wanted, fields: [...wanted.fields] }));
    return { kind: 'created' };
  }
  const changes = schemaChanges(existing, wanted.fields);
  if (changes.missing.length === 0 && changes.changed.length === 0) return { kind: 'unchanged' };
  await request(connection, `update collection ${collection}`, (client) =>
    client.collections(collection).update(schemaUpdateBody(changes) as Parameters<ReturnType<Client['collections']>['update']>[0]),
  );
  return { kind: 'updated', added: changes.missing.map((f) => f.name), replaced: changes.changed.map((f) => f.name) };
}

/** One document Typesense would not take, with the reason it gave. */
export interface DocumentFailure {
  readonly id: string;
  readonly error: string;
}

/** Progress after each import batch. */
export interface BatchProgress {
  /** 1-based. */
  readonly batch: number;
  readonly batches: number;
  /** Documents sent so far, this batch included. */
  readonly done: number;
  readonly total: number;
  /** Failures in this batch. */
  readonly failures: readonly DocumentFailure[];
}

export interface IndexDocumentsOptions {
  /** Documents per import request; default DEFAULT_BATCH_SIZE. */
  readonly batchSize?: number;
  readonly onBatch?: (progress: BatchProgress) => void;
}

/** What `indexDocuments` did. */
export interface IndexDocumentsReport {
  readonly collection: CollectionOutcome;
  readonly upserted: number;
  readonly failures: readonly DocumentFailure[];
}

/** One line of an import response. */
interface ImportLine {
  readonly success: boolean;
  readonly error?: string;
}

function parseImportLines(text: string, expected: number): ImportLine[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length !== expected) throw new Error(`Typesense answered ${lines.length} import results for ${expected} documents`);
  return lines.map((line) => JSON.parse(line) as ImportLine);
}

/**
 * Upserts `documents` into an existing collection in batches (`POST
 * /collections/{collection}/documents/import?action=upsert`, JSON lines). A document Typesense
 * rejects is reported, not fatal: the rest of its batch and the later batches still go.
 */
async function upsertDocuments(
  connection: Connection,
  collection: string,
  documents: readonly SearchDocument[],
  options: IndexDocumentsOptions,
): Promise<readonly DocumentFailure[]> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const batches = Math.ceil(documents.length / batchSize);
  const failures: DocumentFailure[] = [];
  for (let index = 0; index < batches; index += 1) {
    const batch = documents.slice(index * batchSize, (index + 1) * batchSize);
    const jsonl = batch.map((document) => JSON.stringify(document)).join('\n');
    const answer = await request(connection, `import into ${collection}`, (client) =>
      client.collections(collection).documents().import(jsonl, { action: 'upsert' }),
    );
    const batchFailures = parseImportLines(answer, batch.length).flatMap((line, at): DocumentFailure[] =>
      line.success ? [] : [{ id: batch[at]?.id ?? '?', error: line.error ?? 'no reason given' }],
    );
    failures.push(...batchFailures);
    options.onBatch?.({ batch: index + 1, batches, done: Math.min((index + 1) * batchSize, documents.length), total: documents.length, failures: batchFailures });
  }
  return failures;
}

/** Throws for a batch size that is not a whole number of 1 or more, before any request is made. */
function checkBatchSize(options: IndexDocumentsOptions): void {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`batch size must be a whole number of 1 or more, got ${batchSize}`);
}

/**
 * Makes sure the collection exists with the stock schema, then upserts `documents` into it in
 * batches (upsertDocuments). The conformance suite calls this to load its fixtures into a live cluster.
 */
export async function indexDocuments(
  target: TypesenseTarget | Connection,
  collection: string,
  documents: readonly SearchDocument[],
  options: IndexDocumentsOptions = {},
): Promise<IndexDocumentsReport> {
  checkBatchSize(options);
  const connection = connect(target);
  const outcome = await ensureCollection(connection, collection);
  const failures = await upsertDocuments(connection, collection, documents, options);
  return { collection: outcome, upserted: documents.length - failures.length, failures };
}

/** Ids this indexer writes (`{dealership_id}-{car id}`) need no quoting inside a filter. */
const PLAIN_ID = /^[A-Za-z0-9_-]+$/;

/** The `filter_by` that selects a site's documents. */
export function siteDocumentsFilter(dealershipIds: readonly number[]): string {
  return `dealership_id:=[${[...new Set(dealershipIds)].sort((a, b) => a - b).join(',')}]`;
}

/**
 * Deletes the documents of `dealershipIds` whose id is not in `keepIds` (cars that left the feed).
 * See the module comment for why it exports ids and deletes by id. Returns how many went.
 */
export async function removeDepartedDocuments(
  target: TypesenseTarget | Connection,
  collection: string,
  dealershipIds: readonly number[],
  keepIds: ReadonlySet<string>,
): Promise<number> {
  if (dealershipIds.length === 0) return 0;
  const connection = connect(target);
  const exported = await request(connection, `list the documents of ${collection}`, (client) =>
    client.collections(collection).documents().export({ filter_by: siteDocumentsFilter(dealershipIds), include_fields: 'id' }),
  );
  const departed = exported
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => String((JSON.parse(line) as { id: unknown }).id))
    .filter((id) => !keepIds.has(id));
  return deleteDocumentsById(connection, collection, departed, 'delete departed cars from');
}

/**
 * Deletes documents by id, in chunks (`DELETE documents?filter_by=id:[..]`) so that the filter in
 * the URL stays short; an id already gone counts for nothing. Returns how many went.
 */
async function deleteDocumentsById(connection: Connection, collection: string, ids: readonly string[], action: string): Promise<number> {
  let removed = 0;
  for (let start = 0; start < ids.length; start += DELETE_CHUNK_SIZE) {
    const chunk = ids.slice(start, start + DELETE_CHUNK_SIZE);
    const odd = chunk.find((id) => !PLAIN_ID.test(id));
    if (odd !== undefined) throw new Error(`document id ${JSON.stringify(odd)} in ${collection} was not written by this indexer; delete it by hand`);
    const answer = await request(connection, `${action} ${collection}`, (client) => client.collections(collection).documents().delete({ filter_by: `id:[${chunk.join(',')}]` }));
    removed += answer.num_deleted;
  }
  return removed;
}

/** The cars an import changed, as the index needs them. */
export interface ChangedCars {
  /** Cars added or updated: upserted whole. */
  readonly upsert: readonly Car[];
  /** Cars whose documents go: the cars removed from the feed, as the previous feed had them. */
  readonly remove: readonly Car[];
}

/** What `syncChangedDocuments` did. */
export interface ChangeSyncReport {
  readonly upserted: number;
  readonly failures: readonly DocumentFailure[];
  /** Documents deleted; a removed car the index did not hold counts for nothing. */
  readonly removed: number;
}

/**
 * Upserts the changed cars' documents and deletes the removed cars' documents, and nothing else:
 * the rest of the collection is taken to be in step already (it was, after the last sync or
 * `npm run index`). The collection must exist with the stock schema: call ensureCollection first,
 * and index the whole feed instead when it had to be created. Each document carries its drive-away
 * line on the site (`driveAwayOf`, search/drive-away-of.ts).
 */
export async function syncChangedDocuments(
  target: TypesenseTarget | Connection,
  collection: string,
  changes: ChangedCars,
  driveAwayOf: DriveAwayOf,
  options: IndexDocumentsOptions = {},
): Promise<ChangeSyncReport> {
  checkBatchSize(options);
  const connection = connect(target);
  const documents = changes.upsert.map((car) => toSearchDocument(car, driveAwayOf));
  const failures = await upsertDocuments(connection, collection, documents, options);
  // A car both removed and upserted (moved to another dealership: a new document id) keeps its new document.
  const kept = new Set(documents.map((document) => document.id));
  const gone = [...new Set(changes.remove.map((car) => searchDocumentId(car.dealership_id, car.id)))].filter((id) => !kept.has(id));
  const removed = await deleteDocumentsById(connection, collection, gone, 'delete removed cars from');
  return { upserted: documents.length - failures.length, failures, removed };
}

/** Seconds in a day, for key lifetimes. */
const DAY_SECONDS = 86_400;

export interface IndexSiteOptions {
  readonly target: TypesenseTarget | Connection;
  readonly config: SiteConfig;
  /** The site's feed. */
  readonly cars: readonly Car[];
  /** The search-only key scoped keys are signed with. */
  readonly parentKey: string;
  /** Unix seconds. */
  readonly now: number;
  /** How long the scoped key lasts. */
  readonly keyLifetimeDays: number;
  readonly batchSize?: number;
  readonly onBatch?: (progress: BatchProgress) => void;
}

/** What indexing one site did, and the key it issued. */
export interface SiteIndexReport extends IndexDocumentsReport {
  readonly slug: string;
  readonly collectionName: string;
  /** Cars of the feed whose dealership is not one of the site's: not indexed (their key could not see them). */
  readonly foreignCars: readonly Car[];
  readonly removed: number;
  readonly key: { readonly envName: string; readonly value: string; readonly filterBy: string; readonly expiresAt: number };
}

/** Indexes one site's feed and issues its scoped key (the module comment lists the steps). */
export async function indexSite(options: IndexSiteOptions): Promise<SiteIndexReport> {
  const { config, cars } = options;
  if (!Number.isSafeInteger(options.keyLifetimeDays) || options.keyLifetimeDays < 1) {
    throw new Error(`the key lifetime must be a whole number of days, 1 or more, got ${options.keyLifetimeDays}`);
  }
  const collectionName = config.search.typesense?.collection ?? DEFAULT_COLLECTION;
  const dealershipIds = config.dealerships.map((dealership) => dealership.id);
  const own = new Set(dealershipIds);
  const foreignCars = cars.filter((car) => !own.has(car.dealership_id));
  const driveAwayOf = siteDriveAwayOf(config, options.now);
  const documents = cars.filter((car) => own.has(car.dealership_id)).map((car) => toSearchDocument(car, driveAwayOf));
  const key = siteScopedKey(options.parentKey, dealershipIds, options.now + options.keyLifetimeDays * DAY_SECONDS);
  const connection = connect(options.target);
  const indexed = await indexDocuments(connection, collectionName, documents, {
    ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
    ...(options.onBatch === undefined ? {} : { onBatch: options.onBatch }),
  });
  const removed = await removeDepartedDocuments(connection, collectionName, dealershipIds, new Set(documents.map((d) => d.id)));
  return {
    ...indexed,
    slug: config.slug,
    collectionName,
    foreignCars,
    removed,
    key: { envName: searchKeyEnvName(config.slug), value: key.key, filterBy: key.params.filter_by, expiresAt: key.params.expires_at },
  };
}
