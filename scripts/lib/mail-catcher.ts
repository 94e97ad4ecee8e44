/**
 * The local mail catcher: a read-only page of the LOCAL server only (never a Netlify route, never
 * built into a site) that shows the e-mails the local delivery adapters wrote instead of sending
 * them (`.eml` files in the local outbox folder, `.data/outbox/` by default): the saved searches'
 * confirmations and alerts, and the leads' CRM mails. Open http://localhost:<port>/_mail/ while
 * `npm start` or `npm run serve` runs. Newest first, each with its subject, recipient, time and text.
 *
 * Like the ops endpoint, it answers only callers on this machine.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { escapeMarkup } from '../../src/lib/escape-markup.ts';
import { isLoopbackAddress } from '../../src/server/ops/ops-endpoint.ts';

/** Where the page is. */
export const MAIL_CATCHER_PREFIX = '/_mail/';

/** Messages shown at most. */
const SHOWN = 50;

/** A message as the page shows it. */
export interface CaughtMail {
  readonly file: string;
  readonly subject: string;
  readonly to: string;
  readonly date: string;
  readonly text: string;
}

/** A header block as names (lower case) to values, folded lines unfolded. */
function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** A body in its transfer encoding, as text. */
function decoded(body: string, encoding: string | undefined): string {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/quoted-printable/i.test(encoding ?? '')) return body;
  const soft = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** An encoded-word header ("=?UTF-8?Q?...?=") as text. */
function headerText(value: string | undefined): string {
  return (value ?? '').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decoded(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** The plain-text part of a message (the first text/plain of a multipart one). */
function textPart(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || boundary === undefined) return decoded(body, headers['content-transfer-encoding']);
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const partHeaders = headersOf(part.slice(0, split));
    const partBody = part.slice(split).replace(/^\r?\n\r?\n/, '');
    if (/^text\/plain/i.test(partHeaders['content-type'] ?? 'text/plain')) return decoded(partBody, partHeaders['content-transfer-encoding']);
    if (/^multipart\//i.test(partHeaders['content-type'] ?? '')) return textPart(partHeaders, partBody);
  }
  return '';
}

/** Reads one `.eml` file. */
export function readCaughtMail(file: string, raw: string): CaughtMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  return { file, subject: headerText(headers.subject), to: headerText(headers.to), date: headers.date ?? '', text: textPart(headers, body).replace(/\r\n/g, '\n') };
}

/** The newest messages of the folder, newest first. */
export async function caughtMails(outboxDir: string, limit = SHOWN): Promise<CaughtMail[]> {
  const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(path.join(outboxDir, name))).mtimeMs })));
  dated.sort((a, b) => b.at - a.at || (a.name < b.name ? 1 : -1));
  return Promise.all(dated.slice(0, limit).map(async ({ name }) => readCaughtMail(name, await readFile(path.join(outboxDir, name), 'utf8'))));
}

/** The page, or a refusal for a caller on another machine. */
export async function mailCatcherResponse(request: Request, remoteAddress: string | undefined, outboxDir: string): Promise<Response> {
  const text = (status: number, words: string) => new Response(`${words}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!isLoopbackAddress(remoteAddress)) return text(403, 'The mail catcher only answers requests from this machine.');
  if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'The mail catcher is read-only: open it with GET.');
  const mails = await caughtMails(outboxDir);
  const items = mails.map(
    (mail) =>
      `<article><h2>${escapeMarkup(mail.subject || '(no subject)')}</h2><p>To ${escapeMarkup(mail.to)} · ${escapeMarkup(mail.date)} · <code>${escapeMarkup(mail.file)}</code></p><pre>${escapeMarkup(mail.text)}</pre></article>`,
  );
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail</title>',
    '<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>',
    '</head><body>',
    `<h1>Local mail</h1><p>The ${mails.length === SHOWN ? `newest ${SHOWN}` : mails.length} e-mails written to ${escapeMarkup(outboxDir)} instead of being sent, newest first. Nothing here was sent.</p>`,
    ...(items.length === 0 ? ['<p>No mail yet.</p>'] : items),
    '</body></html>',
  ].join('\n');
  return new Response(request.method === 'HEAD' ? null : html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
