/**
 * A stand-in for the valuation provider: a local HTTP server on an ephemeral port that records every
 * request (method, path and query, headers, body) and answers what the test scripted.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** What the stand-in does with a request: answer with a status and a body, or never answer. */
export type Script = (request: RecordedRequest) => { status: number; body: unknown; raw?: boolean } | 'hang';

export interface RecordingProvider {
  readonly url: string;
  readonly requests: RecordedRequest[];
  script: Script;
  close(): Promise<void>;
}

export async function startRecordingProvider(script: Script): Promise<RecordingProvider> {
  const requests: RecordedRequest[] = [];
  const hanging: ServerResponse[] = [];
  const state = { script };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: new URL(req.url ?? '/', 'http://provider.test'), headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const answer = state.script(recorded);
      if (answer === 'hang') {
        hanging.push(res);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.raw === true ? String(answer.body) : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/provider`,
    requests,
    get script() {
      return state.script;
    },
    set script(next: Script) {
      state.script = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (opened and closed again). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
