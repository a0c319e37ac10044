import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

/** One captured message as stored in the mail folder (`<receivedAt>-<n>.json`, beside the raw `.eml`). */
export interface CapturedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Milliseconds since the epoch when the peer accepted the message. */
  receivedAt: number;
  file: string;
}

export interface SmtpPeer {
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on the loopback interface that accepts every message and writes it into `mailDir`, so the
 * product delivers mail exactly as in production (nodemailer over SMTP) and tests read it from disk.
 */
export async function startSmtpPeer(mailDir: string): Promise<SmtpPeer> {
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'Newsletter OS test mail peer',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', async () => {
        const bytes = Buffer.concat(chunks);
        const raw = bytes.toString('utf8');
        // Numbered in arrival order, before the (asynchronous) parse.
        const receivedAt = Date.now();
        sequence += 1;
        const base = `${receivedAt}-${String(sequence).padStart(5, '0')}`;
        let parsed: Awaited<ReturnType<typeof parseMail>>;
        try {
          parsed = await parseMail(bytes);
        } catch (err) {
          callback(err instanceof Error ? err : new Error(String(err)));
          return;
        }
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail: CapturedMail = {
          to: envelopeTo.length ? envelopeTo : parsed.to,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : parsed.from,
          subject: parsed.subject,
          text: parsed.text,
          html: parsed.html,
          receivedAt,
          file: `${base}.json`,
        };
        // The .eml first, then the .json that readers poll for (renamed into place, so never read half-written).
        const json = path.join(mailDir, `${base}.json`);
        writeFile(path.join(mailDir, `${base}.eml`), raw)
          .then(() => writeFile(`${json}.tmp`, JSON.stringify(mail, null, 2)))
          .then(() => rename(`${json}.tmp`, json))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP peer did not get a port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
