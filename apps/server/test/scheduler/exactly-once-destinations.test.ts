import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationSendClaims, newsletterPublications, newsletters } from '../../src/db/schema/index';
import { PUBLISH_NEWSLETTER_QUEUE } from '../../src/modules/scheduler/queue';
import { scheduleNewsletter } from '../../src/modules/scheduler/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { scopeOf } from '../helpers/scope';
import { type PublishingFakes, startPublishingFakes, storeDestination } from '../publishing/helpers';

// Exactly once to Mailchimp and Kit across real server processes (the job side of main.ts) on one database, with
// the process killed (SIGKILL) after the service created the campaign or broadcast and before we recorded it: the
// fake holds its answer to the create call, so the kill lands exactly there.

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(here, 'fixtures/publisher-process.ts');

let t: TestApp;
let fakes: PublishingFakes;
let sender: PgBoss;
const running: ChildProcess[] = [];

function startPublisher(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: {
      ...process.env,
      PUBLISHER_DATABASE_URL: t.database.url,
      PUBLISHER_OUTBOUND_ALLOW_PRIVATE: 'true',
      PUBLISHER_MAILCHIMP_API_URL: fakes.mailchimp.url,
      PUBLISHER_KIT_API_URL: fakes.kit.url,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().split('\n').includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`publisher exited with ${code} before it was ready`)));
  });
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

beforeAll(async () => {
  fakes = await startPublishingFakes();
  t = await createTestApp();
  await startPublisher();
  sender = new PgBoss({ connectionString: t.database.url, schema: 'pgboss', supervise: false, schedule: false });
  await sender.start();
}, 60_000);

afterAll(async () => {
  await sender?.stop({ graceful: false });
  for (const child of running) await stop(child, 'SIGTERM');
  await t?.close();
  await fakes?.close();
});

async function scheduleSoon(tenant: Tenant, subject: string, inSeconds: number): Promise<string> {
  const scope = await scopeOf(t.db, tenant.workspace.id);
  const newsletter = await buildNewsletter(t.db, { workspaceId: tenant.workspace.id, status: 'planned', subject });
  const outcome = await scheduleNewsletter({ db: t.db, config: t.config, boss: sender }, scope, newsletter.id, {
    action: 'schedule',
    time: '09:00',
  });
  expect(outcome.kind).toBe('scheduled');
  await t.db.execute(
    sql`update pgboss.job set start_after = now() + make_interval(secs => ${inSeconds}) where name = ${PUBLISH_NEWSLETTER_QUEUE} and singleton_key = ${newsletter.id}`,
  );
  return newsletter.id;
}

async function waitUntilPublished(id: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
    if (row?.status === 'published' || row?.status === 'failed' || Date.now() > until) return row;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * After the kill: the claim's lease and pg-boss's job expiry (120 s and 300 s) are what a real restart waits out;
 * here both are moved to the past instead of waited for.
 */
async function expireCrashedAttempt(id: string) {
  await t.db
    .update(destinationSendClaims)
    .set({ leaseUntil: new Date(Date.now() - 1000) })
    .where(eq(destinationSendClaims.newsletterId, id));
  await t.db.execute(
    sql`update pgboss.job set state = 'retry', start_after = now() where name = ${PUBLISH_NEWSLETTER_QUEUE} and singleton_key = ${id} and state = 'active'`,
  );
}

describe.each(['mailchimp', 'kit'] as const)('sending with %s exactly once', (kind) => {
  it('two processes; SIGKILL between the create call and its record; after a restart: one send, one record', async () => {
    while (running.filter((c) => c.exitCode === null && c.signalCode === null).length < 2) await startPublisher();
    const tenant = await buildTenant(t.db);
    const key = kind === 'mailchimp' ? `${randomUUID().replaceAll('-', '')}-us21` : `kit_${randomUUID()}`;
    if (kind === 'mailchimp') fakes.mailchimp.setKey(key, 'hold_create');
    else fakes.kit.setKey(key, 'hold_create');
    await storeDestination(t, tenant.workspace.id, kind, key);
    const held = kind === 'mailchimp' ? fakes.mailchimp.nextHeldCreate() : fakes.kit.nextHeldCreate();
    const id = await scheduleSoon(tenant, `Killed mid-send ${kind}`, 2);

    await held;
    for (const child of [...running]) await stop(child, 'SIGKILL');
    const [claim] = await t.db.select().from(destinationSendClaims).where(eq(destinationSendClaims.newsletterId, id));
    expect(claim?.remoteId).toBeNull();

    if (kind === 'mailchimp') fakes.mailchimp.setKey(key, 'normal');
    else fakes.kit.setKey(key, 'normal');
    await expireCrashedAttempt(id);
    await Promise.all([startPublisher(), startPublisher()]);
    const row = await waitUntilPublished(id);
    expect(row?.status).toBe('published');

    const publications = await t.db
      .select()
      .from(newsletterPublications)
      .where(inArray(newsletterPublications.newsletterId, [id]));
    expect(publications).toHaveLength(1);
    if (kind === 'mailchimp') {
      const campaigns = fakes.mailchimp.campaigns.filter((c) => c.key === key);
      expect(campaigns).toHaveLength(1);
      expect(campaigns[0]?.status).toBe('sent');
      expect(fakes.mailchimp.requests.filter((r) => r.key === key && r.path.endsWith('/actions/send'))).toHaveLength(1);
      expect(publications[0]?.remoteId).toBe(campaigns[0]?.id);
    } else {
      const broadcasts = fakes.kit.broadcasts.filter((b) => b.key === key);
      expect(broadcasts).toHaveLength(1);
      expect(publications[0]?.remoteId).toBe(String(broadcasts[0]?.id));
    }
  }, 120_000);
});
