/**
 * The `email` channel: each lead as one e-mail to the dealer's CRM address (site config
 * `leads.crm_email`), through SMTP with nodemailer.
 *
 * The message, decided: a single-part `text/plain; charset=utf-8` e-mail whose body is the ADF
 * document and nothing else. That is what CRM lead-import mailboxes parse (they read the ADF from
 * the body, and many ignore attachments); a second copy as an attachment would make some of them
 * import the lead twice. Subject: "New lead from {site} website: {category} (lead {lead_id})", or
 * for a reservation notice what happened to which car (delivery.ts leadSubject).
 * Message-ID: `<lead-{lead_id}-{entry_id}@{sender's domain}>`, the same on every try, so a repeat
 * after a lost acknowledgement can be recognised. `X-Lead-Id` and `X-Dealer-Site` headers name the
 * lead and the site for mail rules.
 *
 * The `shopper-email` channel (a saved search's confirmation and alerts) goes through the same SMTP
 * settings: the mail composed when it was queued, from the dealer's name at the sender's address,
 * with a Message-ID that is the same on every try of the entry.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type Mail from 'nodemailer/lib/mailer';
import type { OutboxEntry, StoredSubmission } from '../ports/lead-store.ts';
import type { SmtpConfig } from './crm-config.ts';
import { readShopperMail, type CrmDelivery, type DeliverySite, type ShopperDelivery } from '../ports/delivery.ts';
import { deliveryKey, leadSubject } from './delivery.ts';

/** The lead e-mail, as both the SMTP and the local adapter write it. */
function leadEmail(submission: StoredSubmission, entry: OutboxEntry, adfXml: string, site: DeliverySite, from: string): Mail.Options {
  const domain = from.split('@').pop()?.replace(/[>\s]/g, '') || 'localhost';
  return {
    from,
    to: entry.target,
    subject: leadSubject(submission, site),
    text: adfXml,
    textEncoding: 'quoted-printable',
    messageId: `<${deliveryKey(submission, entry)}@${domain}>`,
    date: new Date(submission.createdAt),
    headers: { 'X-Lead-Id': submission.id, 'X-Dealer-Site': site.slug },
    // The message is built from stored data only: never let it read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** A shopper's mail as both the SMTP and the local adapter write it; throws when the payload holds no mail. */
function shopperEmail(submission: StoredSubmission, entry: OutboxEntry, site: DeliverySite, from: string): Mail.Options {
  const mail = readShopperMail(submission.payload);
  if (typeof mail === 'string') throw new Error(`submission ${submission.id}: ${mail}`);
  const domain = from.split('@').pop()?.replace(/[>\s]/g, '') || 'localhost';
  return {
    // A bare sender address is given the dealer's name, so the shopper sees who writes.
    from: from.includes('<') ? from : { name: site.name, address: from },
    to: entry.target,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === null ? {} : { html: mail.html }),
    textEncoding: 'quoted-printable',
    messageId: `<mail-${submission.id}-${entry.id}@${domain}>`,
    date: new Date(submission.createdAt),
    headers: { ...mail.headers, 'X-Dealer-Site': site.slug },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** A CrmDelivery that holds a connection pool to close. */
interface ClosableDelivery extends CrmDelivery {
  close(): Promise<void>;
}

/** The SMTP connection pool of the config, with the timeouts every mail of the site is sent under. */
function smtpTransport(smtp: SmtpConfig): Transporter<SMTPTransport.SentMessageInfo> {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.auth ?? undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** Sends one message; a recipient the server refused is a failed try (the outbox tries again). */
async function sendOver(transport: Transporter<SMTPTransport.SentMessageInfo>, mail: Mail.Options): Promise<void> {
  const info = await transport.sendMail(mail);
  if (info.rejected.length > 0) throw new Error(`SMTP server rejected ${info.rejected.map(String).join(', ')}: ${info.response}`);
}

/** The production e-mail adapter: sends through the SMTP server of the config. */
export function createSmtpDelivery(smtp: SmtpConfig): ClosableDelivery {
  const transport = smtpTransport(smtp);
  return {
    send: (submission, entry, adfXml, site) => sendOver(transport, leadEmail(submission, entry, adfXml, site, smtp.from)),
    async close() {
      transport.close();
    },
  };
}

/** A ShopperDelivery that holds a connection pool to close. */
interface ClosableShopperDelivery extends ShopperDelivery {
  close(): Promise<void>;
}

/** The production adapter of shopper mails: the CRM e-mail's SMTP server and sender. */
export function createSmtpShopperDelivery(smtp: SmtpConfig): ClosableShopperDelivery {
  const transport = smtpTransport(smtp);
  return {
    async send(submission, entry, site) {
      await sendOver(transport, shopperEmail(submission, entry, site, smtp.from));
      return undefined;
    },
    async close() {
      transport.close();
    },
  };
}

/** What the local outbox names a message file: stable per entry, so a repeat overwrites it. */
export function localOutboxFileName(submission: Pick<StoredSubmission, 'id' | 'createdAt'>, entry: Pick<OutboxEntry, 'id' | 'channel'>, extension: string): string {
  const time = submission.createdAt.replace(/[:.]/g, '-');
  return `${time}-${deliveryKey(submission, entry)}-${entry.channel}.${extension}`;
}

/** Writes a file whole or not at all (a reader never sees half a message). */
export async function writeFileAtomically(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, content);
  await rename(partial, file);
}

async function streamToBuffer(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The sender of local e-mails, which go nowhere. */
const LOCAL_SENDER = 'leads@localhost';

/**
 * Writes a message, exactly as it would be sent, as an `.eml` file under the local outbox folder:
 * what both local adapters do in place of sending.
 */
function localMailWriter(outboxDir: string): (mail: Mail.Options, submission: StoredSubmission, entry: OutboxEntry) => Promise<void> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail, submission, entry) => {
    const info = await composer.sendMail(mail);
    // With `buffer: true` the stream transport hands back the whole message as a Buffer.
    const message = Buffer.isBuffer(info.message) ? info.message : await streamToBuffer(info.message);
    await writeFileAtomically(path.join(outboxDir, localOutboxFileName(submission, entry, 'eml')), message);
  };
}

/**
 * LOCAL ADAPTER, for the embedded default (no SMTP configured): sends nothing. Each lead e-mail is
 * written, exactly as it would be sent, as an `.eml` file under the local outbox folder (open it in
 * any mail client).
 */
export function createLocalEmailDelivery(outboxDir: string): CrmDelivery {
  const write = localMailWriter(outboxDir);
  return {
    send: (submission, entry, adfXml, site) => write(leadEmail(submission, entry, adfXml, site, LOCAL_SENDER), submission, entry),
  };
}

/**
 * LOCAL ADAPTER of shopper mails, for the embedded default (no SMTP configured): sends nothing. Each
 * mail is written, exactly as it would be sent, as an `.eml` file under the local outbox folder,
 * where the local server's mail page (/_mail/) shows it.
 */
export function createLocalShopperDelivery(outboxDir: string): ShopperDelivery {
  const write = localMailWriter(outboxDir);
  return {
    async send(submission, entry, site) {
      await write(shopperEmail(submission, entry, site, LOCAL_SENDER), submission, entry);
      return undefined;
    },
  };
}
