import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mailOutbox } from '../../src/db/schema/index';
import { INVITATION_LIMITS } from '../../src/modules/invitations/limits';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant, type UserRow } from '../helpers/factories';
import { newEmail } from '../helpers/factories-auth';
import { as, tokenFromText } from '../helpers/factories-tenancy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const url = '/api/v1/invite-users/';
const invite = (caller: UserRow, emails: string[], userType = 'user') =>
  as(t, caller, { method: 'POST', url, payload: { emails, userType, workspaces: [] } });
const mailsTo = async (email: string) =>
  (await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0]?.n;
const storedFor = async (businessId: string) =>
  (await t.db.select({ n: count() }).from(invitations).where(eq(invitations.businessId, businessId)))[0]?.n;
const emailsFor = (n: number) => Array.from({ length: n }, () => newEmail('bulk'));

/** Moves an email's invitations back in time, as if they were sent `ms` ago. */
async function age(email: string, ms: number) {
  await t.db
    .update(invitations)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(invitations.email, email));
}

describe('per-recipient cool-down', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await buildTenant(t.db);
  });

  it('inviting one address 20 times in a row mails it once; the first link keeps working', async () => {
    const email = newEmail('flooded');
    const first = await invite(tenant.manager, [email]);
    expect(first.statusCode, first.body).toBe(200);
    const mail = await t.lastMailTo(email);
    const token = tokenFromText(mail?.text ?? '');
    for (let i = 0; i < 19; i++) {
      const again = await invite(tenant.manager, [email]);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.invited).toEqual(first.json().data.invited);
    }
    expect(await mailsTo(email)).toBe(1);
    const details = await t.app.inject({ method: 'GET', url: `/api/v1/accept-invite/?token=${token}` });
    expect(details.statusCode).toBe(200);
  });

  it('a correction within the cool-down changes the mailed link’s type without another mail', async () => {
    const email = newEmail('corrected');
    await invite(tenant.admin, [email], 'user');
    const token = tokenFromText((await t.lastMailTo(email))?.text ?? '');
    const corrected = await invite(tenant.admin, [email], 'manager');
    expect(corrected.statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(1);
    const details = await t.app.inject({ method: 'GET', url: `/api/v1/accept-invite/?token=${token}` });
    expect(details.json().data.userType).toBe('manager');
  });

  it('after the cool-down, re-inviting mails a new link; a mixed list mails only the new addresses', async () => {
    const email = newEmail('later');
    await invite(tenant.admin, [email]);
    await age(email, INVITATION_LIMITS.recipientCooldownMs + 1000);
    const fresh = newEmail('fresh');
    const res = await invite(tenant.admin, [email, fresh]);
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(2);
    expect(await mailsTo(fresh)).toBe(1);
    const again = await invite(tenant.admin, [email, fresh]);
    expect(again.statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(2);
    expect(await mailsTo(fresh)).toBe(1);
  });
});

describe('per-inviter limit', () => {
  it(`${INVITATION_LIMITS.perUser.max} an hour; the next → 429 with Retry-After, nothing stored or mailed`, async () => {
    const tenant = await buildTenant(t.db);
    const full = await invite(tenant.manager, emailsFor(INVITATION_LIMITS.perUser.max));
    expect(full.statusCode, full.body).toBe(200);

    const extra = newEmail('over');
    const res = await invite(tenant.manager, [extra]);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      meta: { code: 0, message: 'You can send at most 50 invitations an hour. Please try again in 60 minutes.' },
      data: null,
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await mailsTo(extra)).toBe(0);
    expect(await storedFor(tenant.business.id)).toBe(INVITATION_LIMITS.perUser.max);

    // Another inviter of the same business still has their own hour.
    const admin = await invite(tenant.admin, [extra]);
    expect(admin.statusCode).toBe(200);
  });

  it('the hour is sliding: once the oldest leave the window, that many fit again', async () => {
    const tenant = await buildTenant(t.db);
    const early = emailsFor(10);
    await invite(tenant.manager, early);
    await invite(tenant.manager, emailsFor(INVITATION_LIMITS.perUser.max - 10));
    for (const email of early) await age(email, INVITATION_LIMITS.perUser.windowMs - 120_000);

    const over = await invite(tenant.manager, emailsFor(11));
    expect(over.statusCode).toBe(429);
    // The 11th invitation needs room made by the second batch, an hour from now; 10 need only the early ones.
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);
    const tenMore = await invite(tenant.manager, emailsFor(10));
    expect(tenMore.statusCode).toBe(429);
    const wait = Number(tenMore.headers['retry-after']);
    expect(wait).toBeGreaterThan(100);
    expect(wait).toBeLessThanOrEqual(120);
    expect(tenMore.json().meta.message).toBe(
      'You can send at most 50 invitations an hour. Please try again in 2 minutes.',
    );
  });

  it('two full batches at the same moment: one is sent, the other → 429 (the check holds under concurrency)', async () => {
    const tenant = await buildTenant(t.db);
    const [a, b] = await Promise.all([invite(tenant.manager, emailsFor(30)), invite(tenant.manager, emailsFor(30))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    expect(await storedFor(tenant.business.id)).toBe(30);
  });
});

describe('per-business daily cap', () => {
  it(`${INVITATION_LIMITS.perBusiness.max} a day across all inviters → 429 with Retry-After`, async () => {
    const tenant = await buildTenant(t.db);
    // Earlier today the business's admins sent the whole daily allowance (spread over inviters).
    const sentAt = new Date(Date.now() - 2 * 3600 * 1000);
    await t.db.insert(invitations).values(
      Array.from({ length: INVITATION_LIMITS.perBusiness.max }, (_, i) => ({
        businessId: tenant.business.id,
        email: `earlier-${i}-${tenant.business.id}@example.com`,
        userType: 'user',
        tokenHash: `hash-${i}-${tenant.business.id}`,
        invitedById: null,
        expiresAt: new Date(Date.now() + 5 * 24 * 3600 * 1000),
        createdAt: sentAt,
      })),
    );
    const email = newEmail('capped');
    const res = await invite(tenant.admin, [email]);
    expect(res.statusCode).toBe(429);
    expect(res.json().meta.message).toBe(
      'This business can send at most 200 invitations a day. Please try again in 22 hours.',
    );
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(22 * 3600 - 120);
    expect(retryAfter).toBeLessThanOrEqual(22 * 3600);
    expect(await mailsTo(email)).toBe(0);
  });
});
