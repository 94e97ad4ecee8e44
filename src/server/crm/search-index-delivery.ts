/**
 * The `search-index` channel: when a reservation holds or frees a car, the car's document in the
 * site's Typesense collection gets `reserved: <car_held>`, so search shows the car reserved or free
 * at once instead of after the next `npm run index`.
 *
 * Where it goes, all as the indexer (src/search/typesense/indexer.ts) has it:
 * - the cluster: the site's `search.typesense` settings (nodes, nearest node, timeout, retries),
 *   through the indexer's own client (`connect`), with the admin key the indexer writes with, from
 *   the environment variable named by ADMIN_KEY_ENV (TYPESENSE_ADMIN_KEY; crm-config.ts reads it);
 * - the collection: the site's `search.typesense.collection` (the schema's default: cars);
 * - the document: `{dealership_id}-{car id}`, the id toSearchDocument gives a car: the car id from
 *   the notice's car snapshot, the dealership from the submission's dealership slug (a notice
 *   without one tries each of the site's dealerships in turn, until one has the document).
 * The request: `PATCH /collections/{collection}/documents/{id}` with `{"reserved":true}` or `false`.
 * Setting it again on a repeat changes nothing.
 *
 * Settled without an update, with a remark for the worker's log: a 404 for the document (the car
 * has left the index, so there is nothing to mark), and a site that searches with the embedded
 * engine (its snapshot comes with the next build, which the build hook starts). A failure in plain
 * words otherwise: no admin key in live mode, a notice that names no car, an entry whose target
 * names another site, the cluster's refusal or silence. The worker tries again with its backoff.
 */
import path from 'node:path';
import { Errors } from 'typesense';
import { searchDocumentId, type SearchDocument } from '../../search/search-document.ts';
import { clusterFromSettings, nodeUrl, type ClusterSettings } from '../../search/typesense/connection.ts';
import { ClusterUnreachableError, connect, TypesenseRequestError } from '../../search/typesense/indexer.ts';
import { ADMIN_KEY_ENV } from '../../search/typesense/search-key-env.ts';
import type { OutboxEntry, StoredSubmission } from '../ports/lead-store.ts';
import type { OutboxSite, SiteDelivery } from '../ports/delivery.ts';
import { localOutboxFileName, writeFileAtomically } from './email-delivery.ts';
import { carHoldChange } from './reservation-notice.ts';

/** The document change: only the field this channel owns. */
type ReservedPatch = Pick<SearchDocument, 'reserved'>;

/** What the channel does for an entry: patch a document, or nothing, with the reason. */
type SearchIndexPlan =
  | {
      readonly kind: 'patch';
      readonly cluster: ClusterSettings;
      readonly collection: string;
      readonly carId: number;
      /** Tried in turn until one is found. */
      readonly documentIds: readonly string[];
      readonly patch: ReservedPatch;
    }
  | { readonly kind: 'settled'; readonly remark: string };

/** The dealerships whose document the car may be: the submission's, else every one of the site's. */
function dealershipIdsOf(site: OutboxSite, dealershipSlug: string | null): number[] {
  const own = site.dealerships.find((dealership) => dealership.slug === dealershipSlug);
  return own ? [own.id] : site.dealerships.map((dealership) => dealership.id);
}

/** What to do for an entry; throws a plain error when the entry cannot be done as it stands. */
function planSearchIndexUpdate(submission: StoredSubmission, entry: OutboxEntry, site: OutboxSite): SearchIndexPlan {
  if (entry.target !== site.slug) throw new Error(`search-index entry targets site "${entry.target}" but belongs to site "${site.slug}"`);
  const settings = site.search.typesense;
  if (site.search.backend !== 'typesense' || settings === undefined) {
    return { kind: 'settled', remark: `site ${site.slug} searches with the embedded engine: no Typesense document to update` };
  }
  const change = carHoldChange(submission);
  if ('problem' in change) throw new Error(change.problem);
  return {
    kind: 'patch',
    cluster: clusterFromSettings(settings),
    collection: settings.collection,
    carId: change.carId,
    documentIds: dealershipIdsOf(site, submission.dealershipSlug).map((id) => searchDocumentId(id, change.carId)),
    patch: { reserved: change.carHeld },
  };
}

/** A failure on the way to the cluster (the HTTP client's own error, with a code and no HTTP status), as the indexer tells them apart. */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof Errors.TypesenseError) return false;
  const { code, isAxiosError } = error as { code?: unknown; isAxiosError?: unknown };
  return isAxiosError === true || typeof code === 'string';
}

/** The production adapter. `adminKey` is the TYPESENSE_ADMIN_KEY of the environment, null when unset. */
export function createSearchIndexDelivery(options: { readonly adminKey: string | null }): SiteDelivery {
  return {
    async send(submission, entry, site) {
      const plan = planSearchIndexUpdate(submission, entry, site);
      if (plan.kind === 'settled') return plan.remark;
      if (options.adminKey === null) throw new Error(`${ADMIN_KEY_ENV} is not set: updating the search index of ${site.slug} needs the Typesense admin key`);
      const { client, where } = connect({ cluster: plan.cluster, apiKey: options.adminKey });
      const notFound: string[] = [];
      for (const id of plan.documentIds) {
        try {
          await client.collections<SearchDocument>(plan.collection).documents(id).update(plan.patch);
          return undefined;
        } catch (error) {
          if (error instanceof Errors.ObjectNotFound) {
            notFound.push(`${id}: ${error.message.split(' | Server said: ')[1] ?? error.message}`);
            continue;
          }
          if (error instanceof Errors.TypesenseError && error.httpStatus !== undefined) {
            throw new TypesenseRequestError(`mark car ${plan.carId} ${plan.patch.reserved ? 'reserved' : 'free'} in ${plan.collection} (document ${id})`, error);
          }
          if (isNetworkFailure(error)) throw new ClusterUnreachableError(where, error);
          throw error;
        }
      }
      return `car ${plan.carId} is not in ${plan.collection} (${notFound.join('; ') || 'the site has no dealerships'}): nothing to update`;
    },
  };
}

/** The request as an `.http` file would show it; the key is named, never written. */
function patchRequest(plan: Extract<SearchIndexPlan, { kind: 'patch' }>, documentId: string): string {
  const node = plan.cluster.nearestNode ?? plan.cluster.nodes[0];
  const base = node === undefined ? '' : nodeUrl(node);
  return [
    `PATCH ${base}/collections/${encodeURIComponent(plan.collection)}/documents/${encodeURIComponent(documentId)}`,
    'content-type: application/json',
    `x-typesense-api-key: <${ADMIN_KEY_ENV}>`,
    '',
    JSON.stringify(plan.patch),
  ].join('\n');
}

/**
 * LOCAL ADAPTER, for the embedded default: calls nothing. The document update is written, as it
 * would be sent (with the key's variable in place of the key), as an `.http` file under the local
 * outbox folder; when the notice names no dealership, one request per candidate document, separated
 * by `###`, in the order they would be tried. Settled entries write nothing, as nothing would be sent.
 */
export function createLocalSearchIndexDelivery(outboxDir: string): SiteDelivery {
  return {
    async send(submission, entry, site) {
      const plan = planSearchIndexUpdate(submission, entry, site);
      if (plan.kind === 'settled') return plan.remark;
      const requests = plan.documentIds.map((id) => patchRequest(plan, id)).join('\n\n###\n\n');
      await writeFileAtomically(path.join(outboxDir, localOutboxFileName(submission, entry, 'http')), `${requests}\n`);
      return undefined;
    },
  };
}
