/**
 * A local stand-in for Cloudflare's siteverify: records each form it receives and answers
 * `success: true` for the token 'good-token', `success: false` with an error code otherwise; the
 * token 'slow-token' gets no answer in time.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteverifyStandIn {
  readonly url: string;
  readonly received: URLSearchParams[];
  close(): Promise<void>;
}

export async function startSiteverify(): Promise<SiteverifyStandIn> {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push(form);
      const token = form.get('response');
      if (token === 'slow-token') {
        // Later than the timeoutMs the tests give the check for this token (at most 300 ms): it gives up first.
        setTimeout(() => res.end('{"success":true}'), 1_000).unref();
        return;
      }
      const answer = token === 'good-token' ? { success: true, 'error-codes': [] } : { success: false, 'error-codes': ['invalid-input-response'] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
