/**
 * Stand-ins for a dealer's CRM that record what reaches them: an HTTP webhook receiver (node:http)
 * whose answers a test scripts, and an SMTP server (smtp-server) that keeps every message.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface WebhookRequest {
  readonly method: string;
  /** The path and query string. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** The status the receiver answered. */
  readonly status: number;
}

export interface WebhookRecorder {
  readonly url: string;
  readonly requests: WebhookRequest[];
  close(): Promise<void>;
}

/**
 * A webhook receiver. `answer` gives the status for a request (with the number of earlier requests
 * for the same lead, read from X-Lead-Id); 'hang' never answers.
 */
export async function startWebhookRecorder(answer: (leadId: string, earlier: number) => number | 'hang'): Promise<WebhookRecorder> {
  const requests: WebhookRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const leadId = String(req.headers['x-lead-id'] ?? '');
      const earlier = requests.filter((r) => r.headers['x-lead-id'] === leadId).length;
      const status = answer(leadId, earlier);
      if (status === 'hang') return;
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `CRM is down (${status})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/adf`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SmtpMessage {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
  readonly user: string | undefined;
}

export interface SmtpRecorder {
  readonly port: number;
  readonly messages: SmtpMessage[];
  close(): Promise<void>;
}

/**
 * A recording SMTP server on 127.0.0.1 without TLS. With `credentials`, only that user and password
 * may send. Recipients in `refuse` are rejected with 550.
 */
export async function startSmtpRecorder(options: { credentials?: { user: string; pass: string }; refuse?: readonly string[] } = {}): Promise<SmtpRecorder> {
  const messages: SmtpMessage[] = [];
  const server = new SMTPServer({
    disabledCommands: options.credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.credentials?.user && auth.password === options.credentials?.pass;
      callback(ok ? null : new Error('Invalid username or password'), ok ? { user: auth.username } : undefined);
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.includes(address.address)) {
        callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A raw e-mail's headers (unfolded, by lower-case name) and its body decoded from quoted-printable. */
export function readEmail(raw: string): { headers: Record<string, string>; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const headerText = text.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of headerText.split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(split + 2);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    const bytes: number[] = [];
    const soft = body.replace(/=\n/g, '');
    for (let i = 0; i < soft.length; i += 1) {
      const char = soft[i] ?? '';
      const hex = soft.slice(i + 1, i + 3);
      if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(char, 'utf8'));
      }
    }
    body = Buffer.from(bytes).toString('utf8');
  } else if (/base64/i.test(headers['content-transfer-encoding'] ?? '')) {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, body };
}
