/**
 * The local server never drops a good request: an oversized, slow or malformed request is refused
 * in plain words, and the keep-alive connection it came on still answers the next requests. The
 * client is Node's own http.Agent with one socket, so every request must reuse that one connection.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsRouter } from '../../../scripts/lib/functions-router.ts';
import { DISCARD_LIMIT_BYTES } from '../../../scripts/lib/request-body.ts';
import { serveSite } from '../../../scripts/lib/static-server.ts';
import type { OpenedLeadStore } from '../../../src/server/store/open-lead-store.ts';
import { BRIGHTON, depsFor, enquiryLead } from '../api/fixtures.ts';
import { openEmptyPgliteStore } from '../empty-pglite-store.ts';

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly reusedSocket: boolean;
  readonly socket: Socket;
}

let dir: string;
let store: OpenedLeadStore;
let server: Server;
let port: number;

/** Sends one request on `agent` and reads the whole answer. */
function send(agent: Agent, method: string, urlPath: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: urlPath, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), reusedSocket: req.reusedSocket, socket: req.socket as Socket }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function postLead(agent: Agent, body: Buffer | string, headers: Record<string, string> = {}): Promise<Answer> {
  return send(agent, 'POST', '/api/leads', body, { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers });
}

/**
 * Short enough for the 408 test to wait little for its answer, long enough that a well-formed
 * request (a 3 MB body among them) always arrives within them on a busy machine.
 */
const TIMEOUTS = { headersMs: 2_000, requestMs: 3_000 };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'keep-alive-'));
  await writeFile(path.join(dir, 'index.html'), '<h1>home</h1>');
  ({ store } = await openEmptyPgliteStore());
  server = await serveSite(dir, 0, '127.0.0.1', { api: createFunctionsRouter(depsFor(BRIGHTON, store).deps), timeouts: TIMEOUTS });
  const address = server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the local server and a keep-alive connection', () => {
  it('refuses a 3 MB body with 413, then answers 20 more requests on the same connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(3 * 1024 * 1024, 'a');
      const refused = await postLead(agent, big);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toHaveProperty('error');
      const answers: Answer[] = [];
      for (let i = 0; i < 20; i += 1) {
        answers.push(i % 2 === 0 ? await postLead(agent, JSON.stringify(enquiryLead())) : await send(agent, 'GET', '/'));
      }
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      // One socket served all 21: each later request went out on the connection the 413 came back on.
      expect(answers.every((answer) => answer.reusedSocket && answer.socket === refused.socket)).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('refuses a 3 MB body sent in chunks (no Content-Length) and keeps the connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await new Promise<Answer>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/leads', agent, headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: '', reusedSocket: req.reusedSocket, socket: req.socket as Socket }));
        });
        req.on('error', reject);
        for (let i = 0; i < 48; i += 1) req.write(Buffer.alloc(64 * 1024, 'b'));
        req.end();
      });
      expect(refused.status).toBe(413);
      const next = await postLead(agent, JSON.stringify(enquiryLead()));
      expect(next.status).toBe(200);
      expect(next.reusedSocket && next.socket === refused.socket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('closes the connection on purpose, announced, for a body too large to be worth reading (over 16 MB)', async () => {
    const socket = connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    socket.write(`POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${DISCARD_LIMIT_BYTES + 1}\r\n\r\n{"user":`);
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text.toLowerCase()).toContain('connection: close');
  });

  it('answers malformed requests with a 4xx and keeps the connection for the next one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const malformed = [
        await postLead(agent, '{"user": '),
        await postLead(agent, 'name=Alex', { 'content-type': 'application/x-www-form-urlencoded' }),
        await postLead(agent, Buffer.from([0x7b, 0xff, 0xfe, 0x7d])),
        await send(agent, 'POST', '/api/le%E0%A4%A', '{}', { 'content-type': 'application/json' }),
        await send(agent, 'GET', '/%E0%A4%A'),
        await send(agent, 'GET', '/api/leads?x=%ZZ'),
        await postLead(agent, '{}', { host: 'bad host[' }),
      ];
      expect(malformed.map((answer) => answer.status)).toEqual([400, 415, 400, 404, 404, 405, 400]);
      const next = await postLead(agent, JSON.stringify(enquiryLead()));
      expect(next.status).toBe(200);
      expect(malformed.every((answer) => answer.socket === next.socket)).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('answers a request whose body never finishes with 408 on that connection only, within the request timeout', async () => {
    const slow = connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      slow.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      slow.on('close', () => resolve(text));
    });
    slow.write('POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user":');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Other clients are served while the slow one waits.
      expect((await send(agent, 'GET', '/')).status).toBe(200);
      const started = Date.now();
      expect(await answer).toMatch(/^HTTP\/1\.1 408/);
      // Node's own default would wait 5 minutes; the server's timeout here is 3 s (slack for a busy machine).
      expect(Date.now() - started).toBeLessThan(15_000);
      expect((await send(agent, 'GET', '/')).status).toBe(200);
    } finally {
      agent.destroy();
      slow.destroy();
    }
  });
});
