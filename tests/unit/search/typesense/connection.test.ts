import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../../../src/config/load-site-config.ts';
import { clientOptions, clusterFromSettings, describeCluster, nodeFromUrl } from '../../../../src/search/typesense/connection.ts';
import { searchKeyEnvName } from '../../../../src/search/typesense/search-key-env.ts';
import { MINIMAL_FILE, minimalSiteConfig } from '../../config/minimal-site-config.ts';

/** The `search.typesense` settings of a minimal config with `typesense` as written in the file. */
function parsedSettings(typesense: Record<string, unknown>) {
  const result = parseSiteConfig(MINIMAL_FILE, { ...minimalSiteConfig(), search: { backend: 'typesense', typesense } });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  const settings = result.config.search.typesense;
  if (settings === undefined) throw new Error('no typesense settings');
  return settings;
}

describe('the typesense settings of a site config', () => {
  it('default each node to https on 443, a 2 second timeout, 3 retries and the cars collection', () => {
    expect(parsedSettings({ nodes: [{ host: 'search.example.com' }] })).toEqual({
      nodes: [{ host: 'search.example.com', port: 443, protocol: 'https' }],
      connection_timeout_seconds: 2,
      num_retries: 3,
      collection: 'cars',
    });
  });

  it('become client options with every node, the nearest node first in line, and the failover settings', () => {
    const settings = parsedSettings({
      nodes: [{ host: 'a.example.com' }, { host: 'b.example.com', port: 8108, protocol: 'http' }],
      nearest_node: { host: 'near.example.com' },
      connection_timeout_seconds: 5,
      num_retries: 1,
      collection: 'stock',
    });
    const cluster = clusterFromSettings(settings);
    expect(clientOptions(cluster, 'scoped')).toEqual({
      apiKey: 'scoped',
      nodes: [
        { host: 'a.example.com', port: 443, protocol: 'https' },
        { host: 'b.example.com', port: 8108, protocol: 'http' },
      ],
      nearestNode: { host: 'near.example.com', port: 443, protocol: 'https' },
      connectionTimeoutSeconds: 5,
      numRetries: 1,
    });
    expect(describeCluster(cluster)).toBe('https://near.example.com:443, https://a.example.com:443, http://b.example.com:8108');
  });

  it('are refused without a node', () => {
    const result = parseSiteConfig(MINIMAL_FILE, { ...minimalSiteConfig(), search: { backend: 'typesense', typesense: { nodes: [] } } });
    expect(result.ok).toBe(false);
  });
});

describe('a cluster named by URL', () => {
  it.each([
    ['http://localhost:8108', { host: 'localhost', port: 8108, protocol: 'http' }],
    ['https://search.example.com', { host: 'search.example.com', port: 443, protocol: 'https' }],
    ['http://127.0.0.1', { host: '127.0.0.1', port: 80, protocol: 'http' }],
    ['http://[::1]:8108', { host: '::1', port: 8108, protocol: 'http' }],
  ])('%s is one node', (url, node) => {
    expect(nodeFromUrl(url)).toEqual(node);
  });

  it.each([
    ['localhost:8108', 'must start with http:// or https://'],
    ['not a url', 'is not a URL'],
    ['http://localhost:8108/collections', 'must name only a protocol, host and port'],
  ])('%s is refused in plain words', (url, message) => {
    expect(() => nodeFromUrl(url)).toThrow(message);
  });
});

describe("a site's search key variable", () => {
  it.each([
    ['brighton-volkswagen', 'TYPESENSE_SEARCH_KEY_BRIGHTON_VOLKSWAGEN'],
    ['harbour-city-renault-skoda', 'TYPESENSE_SEARCH_KEY_HARBOUR_CITY_RENAULT_SKODA'],
    ['acme2', 'TYPESENSE_SEARCH_KEY_ACME2'],
  ])('for %s is %s', (slug, name) => {
    expect(searchKeyEnvName(slug)).toBe(name);
  });
});
