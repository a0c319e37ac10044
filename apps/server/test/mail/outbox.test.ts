import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { PURGE_MAIL_OUTBOX_QUEUE } from '../../src/integrations/mail-outbox-job';
import { createMailer } from '../../src/integrations/mailer';
import { createTestApp, type TestApp } from '../helpers/app';
import { newEmail } from '../helpers/factories-auth';
import { type SmtpPeer, startSmtpPeer } from '../helpers/smtp-peer';

const HOUR_MS = 3600 * 1000;
const silent = { info: () => {}, error: () => {} };
const secret = 'Your code is 493021';

let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ jobs: true });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const rowsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('with SMTP_URL', () => {
  it('delivers the mail and keeps only its delivery state: no body', async () => {
    const mailer = createMailer({ db: t.db, smtpUrl: peer.url, from: 'test@example.com', log: silent });
    const to = newEmail('smtp-outbox');
    await mailer.send({ to, subject: 'Your code', text: secret, html: `<p>${secret}</p>` });
    mailer.close();

    expect(peer.received.find((m) => m.to.includes(to))?.raw).toContain(secret);
    const rows = await rowsTo(to);
    expect(rows).toEqual([
      expect.objectContaining({
        to,
        subject: 'Your code',
        text: null,
        html: null,
        error: null,
        sentAt: expect.any(Date),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain('493021');
  });

  it('a failed delivery is recorded with its error (and no body), and the send fails', async () => {
    const mailer = createMailer({ db: t.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'test@example.com', log: silent });
    const to = newEmail('smtp-failed');
    await expect(mailer.send({ to, subject: 'Your code', text: secret })).rejects.toThrow();
    mailer.close();
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ text: null, html: null, sentAt: null, error: expect.stringContaining('ECONNREFUSED') });
  });
});

describe('without SMTP_URL', () => {
  it('keeps the whole mail, so a local user can read their code', async () => {
    const to = newEmail('local');
    await t.mailer.send({ to, subject: 'Your code', text: secret, html: `<p>${secret}</p>` });
    expect(await rowsTo(to)).toEqual([expect.objectContaining({ text: secret, html: `<p>${secret}</p>` })]);
  });
});

describe('the purge-mail-outbox job', () => {
  it('deletes bodies older than 24 hours and delivery records older than 30 days, and nothing newer', async () => {
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS);
    const mail = (label: string, hoursAgo: number, withBody: boolean) => ({
      to: newEmail(label),
      subject: 'Your code',
      text: withBody ? secret : null,
      createdAt: at(hoursAgo),
    });
    const expired = [mail('body-25h', 25, true), mail('delivery-31d', 31 * 24, false)];
    const kept = [mail('body-23h', 23, true), mail('delivery-2d', 48, false), mail('body-now', 0, true)];
    await t.db.insert(mailOutbox).values([...expired, ...kept]);

    // The job runs for real: through pg-boss, on its queue and worker.
    const boss = t.boss;
    if (!boss) throw new Error('jobs were not started');
    const jobId = await boss.send(PURGE_MAIL_OUTBOX_QUEUE, {});
    if (!jobId) throw new Error('job not queued');
    const deadline = Date.now() + 20_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      state = (await boss.getJobById(PURGE_MAIL_OUTBOX_QUEUE, jobId))?.state;
      if (state === 'completed' || state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(state).toBe('completed');

    for (const row of expired) expect(await rowsTo(row.to)).toHaveLength(0);
    for (const row of kept) expect(await rowsTo(row.to)).toHaveLength(1);
  });
});
