/**
 * How this project reaches a Typesense cluster: the config's `search.typesense` settings (or a
 * plain URL, for a live test run) as cluster settings. The indexer turns them into typesense-js
 * client options with the admin key; the browser search client reads them itself with the site's
 * scoped key (multi-search-transport.ts), so typesense-js never reaches the browser. Pure (its only
 * typesense-js import is a type), so both can import it.
 */
import type { ConfigurationOptions } from 'typesense/lib/Typesense/Configuration';
import type { SiteConfig } from '../../config/site-config-schema.ts';

/** The config's `search.typesense` settings, defaults applied. */
export type TypesenseSettings = NonNullable<SiteConfig['search']['typesense']>;

/** One node of the cluster. */
export interface TypesenseNode {
  readonly host: string;
  readonly port: number;
  readonly protocol: 'http' | 'https';
}

/** Where the cluster is and how patiently to talk to it; the key is given separately. */
export interface ClusterSettings {
  /** Tried in turn; a node that fails is skipped until its health check is due again. */
  readonly nodes: readonly TypesenseNode[];
  /** Tried before the others when set (a load balancer or the closest region). */
  readonly nearestNode?: TypesenseNode;
  /** Seconds to wait for a node before trying the next one (config default 2). */
  readonly connectionTimeoutSeconds?: number;
  /** How many more times a failed request is tried (config default 3). */
  readonly numRetries?: number;
}

/** The config's defaults, for cluster settings that do not come from a config. */
export const DEFAULT_CONNECTION_TIMEOUT_SECONDS = 2;
export const DEFAULT_NUM_RETRIES = 3;

/** The cluster settings of a site's `search.typesense` config. */
export function clusterFromSettings(settings: TypesenseSettings): ClusterSettings {
  return {
    nodes: settings.nodes,
    ...(settings.nearest_node ? { nearestNode: settings.nearest_node } : {}),
    connectionTimeoutSeconds: settings.connection_timeout_seconds,
    numRetries: settings.num_retries,
  };
}

/**
 * The node a URL such as `http://localhost:8108` names (a live test run's TYPESENSE_URL). A URL
 * without a port uses its protocol's port. Throws a plain-words error on anything else.
 */
export function nodeFromUrl(url: string): TypesenseNode {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`"${url}" is not a URL; expected something like http://localhost:8108`);
  }
  const protocol = parsed.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') throw new Error(`"${url}" must start with http:// or https://`);
  if (parsed.pathname !== '/' || parsed.search !== '') throw new Error(`"${url}" must name only a protocol, host and port`);
  const port = parsed.port === '' ? (protocol === 'https' ? 443 : 80) : Number(parsed.port);
  return { host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'), port, protocol };
}

/** A node as a URL, for messages. */
export function nodeUrl(node: TypesenseNode): string {
  const host = node.host.includes(':') ? `[${node.host}]` : node.host;
  return `${node.protocol}://${host}:${node.port}`;
}

/** Every node of the cluster as URLs, nearest first, for messages. */
export function describeCluster(cluster: ClusterSettings): string {
  const nodes = cluster.nearestNode ? [cluster.nearestNode, ...cluster.nodes] : cluster.nodes;
  return nodes.map(nodeUrl).join(', ');
}

/** typesense-js client options for the cluster with `apiKey`. */
export function clientOptions(cluster: ClusterSettings, apiKey: string): ConfigurationOptions {
  const node = ({ host, port, protocol }: TypesenseNode) => ({ host, port, protocol });
  return {
    apiKey,
    nodes: cluster.nodes.map(node),
    ...(cluster.nearestNode ? { nearestNode: node(cluster.nearestNode) } : {}),
    connectionTimeoutSeconds: cluster.connectionTimeoutSeconds ?? DEFAULT_CONNECTION_TIMEOUT_SECONDS,
    numRetries: cluster.numRetries ?? DEFAULT_NUM_RETRIES,
  };
}
