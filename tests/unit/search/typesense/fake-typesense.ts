/**
 * A stand-in Typesense server for tests that need no cluster: a node:http server on 127.0.0.1 that
 * records every request and answers the endpoints this project uses the way the Typesense HTTP API
 * does (collections, JSONL import with one result line per document, export, delete by filter,
 * multi_search, health). It keeps collections and documents in memory so an indexing run can be
 * followed by another one. Only the filter forms the indexer sends are understood; anything else is
 * answered 400, so a change in what the indexer sends fails a test instead of passing silently.
 * Also: a silent node that accepts connections and never answers (timeouts), and a closed port
 * (refused connections).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import type { TypesenseNode } from '../../../../src/search/typesense/connection.ts';

/** One request as the server saw it. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

interface Field {
  name: string;
  type: string;
  facet?: boolean;
  optional?: boolean;
  sort?: boolean;
  index?: boolean;
}

interface StoredCollection {
  fields: Field[];
  default_sorting_field: string;
  documents: Map<string, Record<string, unknown>>;
}

/** Answers a multi_search body; the default answers every search with no hits. */
export type MultiSearchHandler = (body: { searches: Record<string, unknown>[] }) => unknown;

/** A multi_search answer's HTTP status and body. */
interface MultiSearchAnswer {
  handler: MultiSearchHandler;
  status: number;
}

export interface FakeTypesense {
  readonly node: TypesenseNode;
  readonly requests: RecordedRequest[];
  readonly collections: Map<string, StoredCollection>;
  /** Replaces the multi_search answer, sent with `status` (200 unless given). */
  onMultiSearch(handler: MultiSearchHandler, status?: number): void;
  close(): Promise<void>;
}

const send = (response: ServerResponse, status: number, body: unknown, contentType = 'application/json'): void => {
  response.writeHead(status, { 'Content-Type': contentType });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** Typesense's check of one value against a field type (the subset of types the schema uses). */
function typeError(field: Field, value: unknown): string | null {
  if (value === undefined || value === null) return field.optional ? null : `Field \`${field.name}\` has been declared in the schema, but is not found in the document.`;
  const ok =
    field.type === 'string'
      ? typeof value === 'string'
      : field.type === 'string[]'
        ? Array.isArray(value) && value.every((item) => typeof item === 'string')
        : field.type === 'int32' || field.type === 'int64'
          ? Number.isInteger(value)
          : field.type === 'float'
            ? typeof value === 'number'
            : field.type === 'bool'
              ? typeof value === 'boolean'
              : false;
  return ok ? null : `Field \`${field.name}\` must be ${field.type === 'int32' ? 'an' : 'a'} ${field.type}.`;
}

/** `dealership_id:=[1,2]`: the only export filter the indexer sends. */
function dealershipFilter(filterBy: string): Set<number> | null {
  const match = /^dealership_id:=\[(\d+(?:,\d+)*)\]$/.exec(filterBy);
  return match ? new Set((match[1] ?? '').split(',').map(Number)) : null;
}

/** `id:[a,b]`: the only delete filter the indexer sends. */
function idFilter(filterBy: string): string[] | null {
  const match = /^id:\[([A-Za-z0-9_,-]+)\]$/.exec(filterBy);
  return match ? (match[1] ?? '').split(',') : null;
}

function route(collections: Map<string, StoredCollection>, multiSearch: MultiSearchAnswer, request: RecordedRequest, response: ServerResponse): void {
  const { method, path, query } = request;
  if (method === 'GET' && path === '/health') return send(response, 200, { ok: true });
  if (method === 'POST' && path === '/multi_search') return send(response, multiSearch.status, multiSearch.handler(JSON.parse(request.body)));
  if (method === 'POST' && path === '/collections') {
    const schema = JSON.parse(request.body) as { name: string; fields: Field[]; default_sorting_field: string };
    if (collections.has(schema.name)) return send(response, 409, { message: `A collection with name \`${schema.name}\` already exists.` });
    collections.set(schema.name, { fields: schema.fields, default_sorting_field: schema.default_sorting_field, documents: new Map() });
    return send(response, 201, { ...schema, num_documents: 0 });
  }
  const collectionMatch = /^\/collections\/([^/]+)(\/.*)?$/.exec(path);
  const name = decodeURIComponent(collectionMatch?.[1] ?? '');
  const rest = collectionMatch?.[2] ?? '';
  const collection = collections.get(name);
  if (collectionMatch === null) return send(response, 404, { message: 'Not Found' });
  if (collection === undefined) return send(response, 404, { message: `Collection not found` });
  if (method === 'GET' && rest === '') {
    // Typesense fills in every flag it defaults.
    const fields = collection.fields.map((f) => ({
      facet: false,
      index: true,
      optional: false,
      sort: ['int32', 'int64', 'float', 'bool'].includes(f.type),
      infix: false,
      locale: '',
      ...f,
    }));
    return send(response, 200, { name, fields, default_sorting_field: collection.default_sorting_field, num_documents: collection.documents.size });
  }
  if (method === 'PATCH' && rest === '') {
    const body = JSON.parse(request.body) as { fields: (Field & { drop?: boolean })[] };
    for (const change of body.fields) {
      collection.fields = collection.fields.filter((f) => f.name !== change.name);
      if (!change.drop) collection.fields.push(change);
    }
    return send(response, 200, body);
  }
  if (method === 'POST' && rest === '/documents/import') {
    if (query.get('action') !== 'upsert') return send(response, 400, { message: 'expected action=upsert' });
    const lines = request.body.split('\n').map((line) => {
      const document = JSON.parse(line) as Record<string, unknown>;
      const error = collection.fields.map((field) => typeError(field, document[field.name])).find((e) => e !== null);
      if (error) return JSON.stringify({ code: 400, document: line, error, success: false });
      collection.documents.set(String(document.id), document);
      return JSON.stringify({ success: true });
    });
    return send(response, 200, lines.join('\n'), 'text/plain');
  }
  if (method === 'GET' && rest === '/documents/export') {
    const dealerships = dealershipFilter(query.get('filter_by') ?? '');
    if (dealerships === null || query.get('include_fields') !== 'id') return send(response, 400, { message: 'unexpected export parameters' });
    const lines = [...collection.documents.values()].filter((d) => dealerships.has(d.dealership_id as number)).map((d) => JSON.stringify({ id: d.id }));
    return send(response, 200, lines.join('\n'), 'text/plain');
  }
  if (method === 'DELETE' && rest === '/documents') {
    const ids = idFilter(query.get('filter_by') ?? '');
    if (ids === null) return send(response, 400, { message: 'unexpected delete filter' });
    const deleted = ids.filter((id) => collection.documents.delete(id)).length;
    return send(response, 200, { num_deleted: deleted });
  }
  return send(response, 404, { message: 'Not Found' });
}

/** Starts the stand-in on an ephemeral port of 127.0.0.1; with `acceptKeys`, any other key gets 401. */
export async function startFakeTypesense(options: { acceptKeys?: readonly string[] } = {}): Promise<FakeTypesense> {
  const requests: RecordedRequest[] = [];
  const collections = new Map<string, StoredCollection>();
  const multiSearch: MultiSearchAnswer = {
    handler: (body) => ({ results: body.searches.map(() => ({ found: 0, hits: [], facet_counts: [], page: 1, out_of: 0, search_time_ms: 0 })) }),
    status: 200,
  };
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const key = incoming.headers['x-typesense-api-key'] ?? url.searchParams.get('x-typesense-api-key');
      if (options.acceptKeys !== undefined && !options.acceptKeys.includes(String(key))) {
        send(response, 401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
        return;
      }
      try {
        route(collections, multiSearch, recorded, response);
      } catch (error) {
        send(response, 500, { message: String(error) });
      }
    });
  });
  // A client's idle keep-alive socket must not be closed under it: on a busy machine the gap
  // between two requests can pass Node's 5 s default, and a client that reuses the socket as the
  // server closes it gets ECONNRESET. close() still ends idle sockets at once.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    node: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    collections,
    onMultiSearch(handler, status = 200) {
      multiSearch.handler = handler;
      multiSearch.status = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // typesense-js and fetch keep connections alive; do not wait for them to time out.
        server.closeAllConnections();
      }),
  };
}

/** A node that accepts connections and never answers: a hung server, for timeouts. */
export interface SilentNode {
  readonly node: TypesenseNode;
  /** Requests it has been sent (connections that carried data: fetch may open a spare one). */
  requests(): number;
  close(): Promise<void>;
}

/** Starts a SilentNode on an ephemeral port of 127.0.0.1. */
export async function startSilentNode(): Promise<SilentNode> {
  const sockets = new Set<Socket>();
  let requests = 0;
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => {
      requests += 1;
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    node: { host: '127.0.0.1', port, protocol: 'http' },
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (a server is opened there and closed again). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
