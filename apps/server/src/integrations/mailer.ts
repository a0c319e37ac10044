import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Every mail is kept in the outbox table. With SMTP_URL it is also delivered over SMTP;
 * without it the mail is printed to the server log so a local user can read their code.
 */
export function createMailer(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: Pick<Logger, 'info' | 'error'>;
}): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        opts.log.info({ mail: { to: message.to, subject: message.subject } }, `mail to ${message.to}\n${message.text}`);
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...message });
        if (row) await opts.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (row) await opts.db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, row.id));
        opts.log.error({ err }, 'mail delivery failed');
        throw err;
      }
    },
    close() {
      transport?.close();
    },
  };
}
