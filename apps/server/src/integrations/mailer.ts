import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { oneLine } from '../lib/one-line';
import { markMailFailed, markMailSent, recordMail } from './mail-outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A display name for the product's own From address (e.g. the publication's); the address never changes. */
  fromName?: string;
  /** Where replies go (e.g. the person who sent a test). */
  replyTo?: { name: string; address: string };
}

/** The address of MAIL_FROM ("Name <address>" or a bare address). */
export function fromAddressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * With SMTP_URL a mail is delivered over SMTP and the outbox keeps only its delivery state (recipient, subject,
 * sent or the error): codes and links are secrets and are not stored. Without SMTP_URL the mail is printed to the
 * server log and kept whole in the outbox, so a local user can read their code; the purge job deletes it after a day.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: Pick<Logger, 'info' | 'error'>;
}): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(original) {
      // A subject is one header line whatever was interpolated into it.
      const { fromName, replyTo, ...rest } = original;
      const message = { ...rest, subject: oneLine(original.subject) };
      if (!transport) {
        await recordMail(opts.db, {
          to: message.to,
          subject: message.subject,
          body: { text: message.text, html: message.html },
        });
        opts.log.info({ mail: { to: message.to, subject: message.subject } }, `mail to ${message.to}\n${message.text}`);
        return;
      }
      const id = await recordMail(opts.db, { to: message.to, subject: message.subject });
      try {
        // Names go to nodemailer as objects, which encodes them: a name cannot add an address or a header.
        const from = fromName ? { name: oneLine(fromName), address: fromAddressOf(opts.from) } : opts.from;
        const replyToHeader = replyTo ? { name: oneLine(replyTo.name), address: replyTo.address } : undefined;
        await transport.sendMail({ ...message, from, replyTo: replyToHeader });
        if (id) await markMailSent(opts.db, id);
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (id) await markMailFailed(opts.db, id, error);
        opts.log.error({ err }, 'mail delivery failed');
        throw err;
      }
    },
    close() {
      transport?.close();
    },
  };
}
