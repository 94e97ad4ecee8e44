/**
 * How the browser sends a search to the cluster: `POST {node}/multi_search` with `fetch`, node
 * after node, as the config's cluster settings say (connection.ts):
 * - the nearest node first when there is one, then the nodes in their order; a node that failed
 *   is tried after the others until FAILED_NODE_PAUSE_SECONDS have passed (as typesense-js waits
 *   for its next health check), so one dead node does not slow every search;
 * - each attempt is given `connectionTimeoutSeconds` (an AbortController cancels it), and a
 *   failed attempt is followed by up to `numRetries` more on the next node; a node fails when it
 *   cannot be reached, does not answer in time, answers 5xx or answers something other than
 *   search results. A 4xx answer is final: another node would refuse the key or request alike.
 *
 * The key travels as the `x-typesense-api-key` query parameter and the body as text, so the request
 * carries no custom header and no JSON content type: it is a "simple" cross-origin request that
 * the browser sends without a CORS preflight, saving a round trip per search. Typesense reads the
 * body as JSON whatever its content type. The key is the site's scoped search key (scoped-key.ts),
 * which is public by design.
 */
import {
  DEFAULT_CONNECTION_TIMEOUT_SECONDS,
  DEFAULT_NUM_RETRIES,
  describeCluster,
  nodeUrl,
  type ClusterSettings,
  type TypesenseNode,
} from './connection.ts';

/** Seconds a node that failed is tried only after the others (typesense-js's health-check interval). */
const FAILED_NODE_PAUSE_SECONDS = 60;

/** Sends multi_search bodies; resolves with the answer's `results`, one per search, unread. */
type MultiSearch = (searches: readonly object[]) => Promise<unknown>;

type Attempt =
  | { readonly kind: 'answered'; readonly results: unknown }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly problem: string };

/**
 * A MultiSearch over `cluster` with `apiKey`. Rejects with Typesense's message when a node refuses
 * the search, and with a plain-words error naming the nodes when none answered.
 */
export function createMultiSearch(cluster: ClusterSettings, apiKey: string, clock: () => number = Date.now): MultiSearch {
  const nodes = cluster.nearestNode ? [cluster.nearestNode, ...cluster.nodes] : [...cluster.nodes];
  if (nodes.length === 0) throw new Error('the Typesense settings name no node to search');
  const timeoutMs = (cluster.connectionTimeoutSeconds ?? DEFAULT_CONNECTION_TIMEOUT_SECONDS) * 1000;
  const attempts = 1 + (cluster.numRetries ?? DEFAULT_NUM_RETRIES);
  const failedAt = new Map<TypesenseNode, number>();
  const query = `x-typesense-api-key=${encodeURIComponent(apiKey)}`;

  /** The nodes in the order to try them now: those that have not failed lately first. */
  const nodesInTurn = (): TypesenseNode[] => {
    const recentlyFailed = (node: TypesenseNode) => clock() - (failedAt.get(node) ?? Number.NEGATIVE_INFINITY) < FAILED_NODE_PAUSE_SECONDS * 1000;
    return [...nodes.filter((node) => !recentlyFailed(node)), ...nodes.filter(recentlyFailed)];
  };

  return async (searches) => {
    const body = JSON.stringify({ searches });
    const order = nodesInTurn();
    const problems: string[] = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const node = order[attempt % order.length] as TypesenseNode;
      const outcome = await post(`${nodeUrl(node)}/multi_search?${query}`, body, timeoutMs);
      if (outcome.kind === 'answered') {
        failedAt.delete(node);
        return outcome.results;
      }
      if (outcome.kind === 'refused') throw new Error(outcome.message);
      failedAt.set(node, clock());
      problems.push(`${nodeUrl(node)}: ${outcome.problem}`);
    }
    const tries = `${attempts} ${attempts === 1 ? 'time' : 'times'}`;
    throw new Error(`cannot reach the Typesense cluster at ${describeCluster(cluster)}: the search was tried ${tries} (${problems.join('; ')})`);
  };
}

/** One attempt on one node. */
async function post(url: string, body: string, timeoutMs: number): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // No headers: a string body goes as text/plain, which keeps the request free of a preflight.
    const response = await fetch(url, { method: 'POST', body, signal: controller.signal });
    const text = await response.text();
    if (response.status >= 500) return { kind: 'failed', problem: `HTTP ${response.status} ${messageOf(text)}` };
    if (!response.ok) return { kind: 'refused', message: `the Typesense cluster refused the search (HTTP ${response.status}): ${messageOf(text)}` };
    const results = resultsOf(text);
    return results === undefined ? { kind: 'failed', problem: 'the answer is not search results' } : { kind: 'answered', results };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'failed', problem: `no answer within ${timeoutMs / 1000} s` };
    return { kind: 'failed', problem: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The `results` of a multi_search answer, or undefined when the text is not one. */
function resultsOf(text: string): unknown {
  try {
    const answer: unknown = JSON.parse(text);
    return typeof answer === 'object' && answer !== null && 'results' in answer ? answer.results : undefined;
  } catch {
    return undefined;
  }
}

/** Typesense's `message` in an error answer, or the text itself. */
function messageOf(text: string): string {
  try {
    const answer: unknown = JSON.parse(text);
    if (typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string') return answer.message;
  } catch {
    // Not JSON: a proxy's page, say.
  }
  return text.trim().slice(0, 200);
}

/** Why a request failed, in a few words: Node puts the network error (ECONNREFUSED...) in `cause`. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  const detail = cause instanceof Error ? ((cause as Error & { code?: unknown }).code ?? cause.message) : undefined;
  return detail === undefined ? error.message : `${error.message} (${String(detail)})`;
}
