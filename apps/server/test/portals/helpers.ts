import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { portalLinks, portalSubmissionEvents, portalSubmissions } from '../../src/db/schema/index';
import { portalTokensFor } from '../../src/lib/portal-tokens';
import { newTrackingId } from '../../src/modules/submissions/service';
import type { TestApp } from '../helpers/app';
import { buildFeedItem, type FilePart, multipart } from '../helpers/factories-content';

/** Cheap proof of work and limits out of the way; each test that measures a limit sets its own. */
export const PORTAL_TEST_ENV = {
  PORTAL_POW_COST: '1',
  PORTAL_POW_MAX_COUNTER: '4',
  PORTAL_IP_LIMIT: '100000',
  PORTAL_LINK_LIMIT: '100000',
};

export type PortalLinkRow = typeof portalLinks.$inferSelect;

/** A link row and its signed token (as the settings screen would hand it out). */
export async function buildPortalLink(
  t: TestApp,
  values: Pick<typeof portalLinks.$inferInsert, 'workspaceId' | 'kind'> &
    Partial<Pick<typeof portalLinks.$inferInsert, 'businessCompanyId' | 'expiresAt' | 'revokedAt'>>,
): Promise<{ link: PortalLinkRow; token: string }> {
  const [link] = await t.db.insert(portalLinks).values(values).returning();
  if (!link) throw new Error('link not created');
  const token = await portalTokensFor(t.config.SECRETS_KEY).signLink(
    { lid: link.id, workspaceId: link.workspaceId, brandLogo: null },
    link.expiresAt,
  );
  return { link, token };
}

/** A form token as if the page had been shown `ageMs` ago (past the minimum fill time by default). */
export function formTokenFor(t: TestApp, linkId: string, ageMs = 10_000): Promise<string> {
  return portalTokensFor(t.config.SECRETS_KEY).signForm(linkId, Date.now() - ageMs);
}

/** Fetches a challenge for the link and solves it as the widget does; answers the widget's payload. */
export async function solvedPow(t: TestApp, token: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/portal/challenge/?token=${encodeURIComponent(token)}`,
  });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The anti-spam fields of a form a person filled in properly. */
export async function spamFields(t: TestApp, token: string, linkId: string) {
  return { formToken: await formTokenFor(t, linkId), altcha: await solvedPow(t, token) };
}

export const ugcFields = {
  title: 'Litter pick on Saturday',
  text: 'We cleaned the park.\n\nThanks to 40 volunteers!',
  submitterName: 'Robin Reader',
  submitterEmail: 'robin@example.com',
};

export const eventFields = {
  title: 'Harvest fair',
  description: 'Stalls, music and a tractor parade.',
  eventStartsAt: '2030-09-12T10:00:00Z',
  eventEndsAt: '2030-09-12T16:00:00Z',
  venue: 'Village green',
  address: '1 Green Lane',
  price: 'Free',
  link: 'https://fair.example/harvest',
  submitterName: 'Fran Fair',
  submitterEmail: 'fran@example.com',
};

export const adFields = {
  businessName: 'Corner Bakery',
  headline: 'Fresh bread every morning',
  text: 'Sourdough, rye and buns from 7am.',
  link: 'https://bakery.example/',
  adStartsAt: '2030-10-01',
  adEndsAt: '2030-10-31',
  submitterName: 'Bea Baker',
  submitterEmail: 'bea@example.com',
};

export const publicPaths = { ugc: '/feeds-ugc-public/', events: '/feeds-events-public/', ads: '/feeds-ads-public/' };

/** POSTs a public form (multipart) with the link token, from `remoteAddress`. */
export function submit(
  t: TestApp,
  path: string,
  token: string,
  fields: Record<string, string | undefined>,
  files: FilePart[] = [],
  remoteAddress = '203.0.113.7',
) {
  const form = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${path}?token=${encodeURIComponent(token)}`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress,
  });
}

/** Rows of a table in a workspace. */
export async function countIn(db: Db, table: string, workspaceId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where workspace_id = ${workspaceId}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Blocked counts of a workspace by reason. */
export async function blockedIn(db: Db, workspaceId: string): Promise<Record<string, number>> {
  const result = await db.execute<{ reason: string; n: number }>(
    sql`select reason, sum(count)::int as n from portal_blocked_counts where workspace_id = ${workspaceId} group by reason`,
  );
  return Object.fromEntries(result.rows.map((r) => [r.reason, Number(r.n)]));
}

/** The status token of a status URL. */
export function statusTokenOf(statusUrl: string): string {
  return new URL(statusUrl).searchParams.get('token') ?? '';
}

export type SubmissionRow = typeof portalSubmissions.$inferSelect;

/** A pending submission (and its item) in a workspace; a partner upload when `submittedById` is given. */
export async function buildSubmission(
  db: Db,
  values: { workspaceId: string; submittedById?: string; title?: string },
): Promise<SubmissionRow & { title: string }> {
  const item = await buildFeedItem(db, {
    workspaceId: values.workspaceId,
    feedType: 'ugc',
    feedStatus: 'pending',
    title: values.title ?? `Submitted ${Math.random().toString(36).slice(2, 10)}`,
  });
  const [row] = await db
    .insert(portalSubmissions)
    .values({
      workspaceId: values.workspaceId,
      itemId: item.id,
      trackingId: newTrackingId(),
      origin: values.submittedById ? 'partner' : 'ugc',
      submittedById: values.submittedById ?? null,
      submitterName: 'Sam Submitter',
      submitterEmail: `sam-${Math.random().toString(36).slice(2, 10)}@example.com`,
    })
    .returning();
  if (!row) throw new Error('submission not created');
  await db.insert(portalSubmissionEvents).values({
    workspaceId: values.workspaceId,
    submissionId: row.id,
    toStatus: 'pending',
    actorLabel: 'Submitter',
  });
  return { ...row, title: item.title };
}
