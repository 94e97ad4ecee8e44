/**
 * A stand-in for a Typesense node that records what reaches it: it answers the document PATCH
 * (`PATCH /collections/{collection}/documents/{id}`) as Typesense does, with the key checked the way
 * Typesense checks it (the X-TYPESENSE-API-KEY header), 404 for a document it does not hold, the
 * merged document on success, and Typesense's JSON error bodies. Anything else answers 404.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';

export interface TypesenseRequest {
  readonly method: string;
  /** The path and query string. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly status: number;
}

export interface TypesenseRecorder {
  readonly port: number;
  readonly requests: TypesenseRequest[];
  /** The documents by collection and id, as the PATCHes left them. */
  readonly documents: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

const DOCUMENT_PATH = /^\/collections\/([^/?]+)\/documents\/([^/?]+)$/;

/** A node on 127.0.0.1 that accepts `apiKey` and holds `documents` (keys `{collection}/{id}`). */
export async function startTypesenseRecorder(apiKey: string, documents: Readonly<Record<string, Record<string, unknown>>>): Promise<TypesenseRecorder> {
  const held = new Map(Object.entries(documents).map(([key, document]) => [key, { ...document }]));
  const requests: TypesenseRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, json: unknown) => {
        requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, status });
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(json));
      };
      if (req.headers['x-typesense-api-key'] !== apiKey) {
        answer(401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
        return;
      }
      const match = DOCUMENT_PATH.exec(req.url ?? '');
      if (req.method !== 'PATCH' || !match) {
        answer(404, { message: 'Not Found' });
        return;
      }
      const [collection, id] = [decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? '')];
      const document = held.get(`${collection}/${id}`);
      if (!document) {
        answer(404, { message: `Could not find a document with id: ${id}` });
        return;
      }
      Object.assign(document, JSON.parse(body) as Record<string, unknown>);
      answer(200, document);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    documents: held,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The site searching with Typesense on a node at `port` of 127.0.0.1: no retries, so failures show at once. */
export function withTypesense(site: SiteConfig, port: number, collection = 'cars'): SiteConfig {
  return {
    ...site,
    search: {
      ...site.search,
      backend: 'typesense',
      typesense: { nodes: [{ host: '127.0.0.1', port, protocol: 'http' }], connection_timeout_seconds: 2, num_retries: 0, collection },
    },
  };
}
