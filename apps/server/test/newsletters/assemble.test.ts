import {
  assembleCandidatesSchema,
  assemblySchema,
  assemblyStartedSchema,
  instantOfZoned,
  type NewsletterDocument,
} from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adBookings, adProducts, issueAssemblies, newsletters, workspaces } from '../../src/db/schema/index';
import { addDays } from '../../src/modules/ad-sales/availability';
import { buildAdBooking, buildAdProduct, inDays } from '../ad-sales/fixtures';
import { buildTone } from '../ai/matrix-fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  tenant = await buildTenant(t.db);
  other = await buildTenant(t.db);
});

/** The issue day the tests assemble: far enough ahead for a booking, the newsletter's days Mondays and Thursdays. */
const DATE = inDays(10);

async function setZone(workspaceId: string, timeZone: string, publishingDays: number[] = []) {
  await t.db.update(workspaces).set({ timeZone, publishingDays }).where(eq(workspaces.id, workspaceId));
}

/** A story published `hoursBefore` the start of the issue day (in the workspace's zone). */
const story = (workspaceId: string, title: string, hoursBefore: number, timeZone = 'UTC') =>
  buildFeedItem(t.db, {
    workspaceId,
    feedType: 'rss',
    title,
    link: `https://news.example/${encodeURIComponent(title)}`,
    publishedAt: new Date(instantOfZoned(DATE, '00:00', timeZone).getTime() - hoursBefore * 3_600_000),
  });

const event = (workspaceId: string, title: string, day: string, time: string, timeZone = 'UTC') =>
  buildFeedItem(t.db, {
    workspaceId,
    feedType: 'events',
    title,
    venue: 'Harbour hall',
    eventStartsAt: instantOfZoned(day, time, timeZone),
  });

/** A confirmed booking of DATE at a product's position, with its ad. */
async function booking(workspaceId: string, position: 'top' | 'middle' | 'bottom') {
  const made = await buildAdBooking(t.db, workspaceId, [DATE]);
  await t.db.update(adProducts).set({ position }).where(eq(adProducts.id, made.product.id));
  const ad = await buildFeedItem(t.db, { workspaceId, feedType: 'ads', title: 'Bakery: fresh bread daily' });
  await t.db.update(adBookings).set({ feedItemId: ad.id }).where(eq(adBookings.id, made.booking.id));
  return { ...made, ad };
}

const candidates = (workspaceId = tenant.workspace.id, date = DATE, user = tenant.user) =>
  as(t, user, {
    method: 'GET',
    url: `/api/v1/newsletters/assemble/candidates/?workspaceId=${workspaceId}&date=${date}`,
  });

const assemble = (payload: Record<string, unknown> = {}, user = tenant.user) =>
  as(t, user, {
    method: 'POST',
    url: '/api/v1/newsletters/assemble/',
    payload: { workspaceId: tenant.workspace.id, date: DATE, ...payload },
  });

const assembly = (id: string, workspaceId = tenant.workspace.id, user = tenant.user) =>
  as(t, user, { method: 'GET', url: `/api/v1/newsletters/assemble/${id}/?workspaceId=${workspaceId}` });

async function issueOf(workspaceId = tenant.workspace.id) {
  const [row] = await t.db.select().from(newsletters).where(eq(newsletters.workspaceId, workspaceId));
  return row;
}

const sourceIds = (document: NewsletterDocument) =>
  document.blocks.flatMap((block) =>
    block.type === 'events'
      ? block.entries.map((entry) => entry.sourceItemId)
      : 'sourceItemId' in block
        ? [block.sourceItemId]
        : [],
  );

describe('assemble endpoints: access and input', () => {
  it('need a token', async () => {
    for (const options of [
      {
        method: 'GET' as const,
        url: `/api/v1/newsletters/assemble/candidates/?workspaceId=${tenant.workspace.id}&date=${DATE}`,
      },
      {
        method: 'POST' as const,
        url: '/api/v1/newsletters/assemble/',
        payload: { workspaceId: tenant.workspace.id, date: DATE },
      },
      {
        method: 'GET' as const,
        url: `/api/v1/newsletters/assemble/${tenant.workspace.id}/?workspaceId=${tenant.workspace.id}`,
      },
    ]) {
      expect((await t.app.inject(options)).statusCode).toBe(401);
    }
  });

  it('name the field of bad input', async () => {
    expectInvalidField(await candidates(tenant.workspace.id, '2026-02-30'), 'date');
    expectInvalidField(await assemble({ date: 'next friday' }), 'date');
    expectInvalidField(await assemble({ itemIds: ['not-an-id'] }), 'itemIds');
    expectInvalidField(await assemble({ bookingIds: ['x'] }), 'bookingIds');
    expectInvalidField(await assemble({ toneId: 'calm' }), 'toneId');
  });

  it("never show or build another business's issue", async () => {
    await story(other.workspace.id, 'Their secret story', 2);
    const res = await candidates(other.workspace.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Their secret story');
    expect((await assemble({ workspaceId: other.workspace.id })).statusCode).toBe(404);
    const [theirs] = await t.db
      .insert(issueAssemblies)
      .values({ workspaceId: other.workspace.id, issueDate: DATE })
      .returning();
    const read = await assembly(theirs?.id ?? '');
    expect(read.statusCode).toBe(404);
    // Their story is not a candidate of our own day either.
    const ours = assembleCandidatesSchema.parse((await candidates()).json().data);
    expect(ours.articles.map((entry) => entry.title)).not.toContain('Their secret story');
  });

  it('refuses a tone of another business', async () => {
    const tone = await buildTone({ t, a: other, b: tenant } as Parameters<typeof buildTone>[0]);
    expect((await assemble({ toneId: tone?.id })).statusCode).toBe(404);
  });
});

describe('GET /newsletters/assemble/candidates/', () => {
  it('lists the ready stories, events and ads, and why the others were left out', async () => {
    const workspaceId = tenant.workspace.id;
    // Mondays and Thursdays: the next issue day after DATE bounds the events.
    await setZone(workspaceId, 'UTC');
    const { booking: sold } = await booking(workspaceId, 'top');
    await setZone(workspaceId, 'UTC', [1, 4]);
    const stories = [];
    for (let index = 0; index < 8; index++) stories.push(await story(workspaceId, `Story ${index + 1}`, index + 1));
    const sent = await buildNewsletter(t.db, {
      workspaceId,
      issueDate: addDays(DATE, -7),
      status: 'published',
      scheduledAt: instantOfZoned(addDays(DATE, -7), '09:00', 'UTC'),
    });
    await story(workspaceId, 'Before the last issue', 24 * 7 + 1);
    const used = await story(workspaceId, 'Used already', 30);
    await buildNewsletter(t.db, {
      workspaceId,
      issueDate: addDays(DATE, -1),
      document: {
        schemaVersion: 1,
        blocks: [
          {
            id: 'u1',
            type: 'article',
            contentType: 'feed',
            sourceItemId: used.id,
            snapshotAt: new Date().toISOString(),
            sourceUpdatedAt: used.updatedAt.toISOString(),
            snapshot: { title: 'Used already' },
          },
        ],
      },
    });
    const nextIssue = (() => {
      for (let offset = 1; offset <= 7; offset++) {
        const day = addDays(DATE, offset);
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (weekday === 1 || weekday === 4) return day;
      }
      return addDays(DATE, 7);
    })();
    await event(workspaceId, 'Second event', DATE, '19:00');
    await event(workspaceId, 'First event', DATE, '08:00');
    await event(workspaceId, 'On the next issue day', nextIssue, '08:00');

    const res = await candidates();
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, assembleCandidatesSchema)).toEqual([]);
    const data = assembleCandidatesSchema.parse(res.json().data);
    expect(data.since).toBe(sent.issueDate);
    expect(data.eventsUntil).toBe(nextIssue);
    expect(data.articles.map((entry) => [entry.title, entry.picked, entry.reason])).toEqual([
      ['Story 1', true, undefined],
      ['Story 2', true, undefined],
      ['Story 3', true, undefined],
      ['Story 4', true, undefined],
      ['Story 5', true, undefined],
      ['Story 6', true, undefined],
      ['Story 7', false, 'More than 6 stories: not picked by default'],
      ['Story 8', false, 'More than 6 stories: not picked by default'],
      ['Used already', false, `Used in the issue of ${addDays(DATE, -1)}`],
    ]);
    expect(data.events.map((entry) => [entry.title, entry.picked])).toEqual([
      ['First event', true],
      ['Second event', true],
    ]);
    expect(data.ads).toEqual([
      expect.objectContaining({ id: sold.id, title: 'Bakery: fresh bread daily', picked: true, position: 'top' }),
    ]);
    expect(data.text).toEqual({
      subject: 'Story 1',
      preheader: 'Plus: Story 2, Story 3',
      webTitle: 'Story 1',
      assistant: false,
    });
  });

  it.each([
    ['west of UTC', 'America/Los_Angeles'],
    ['east of UTC', 'Asia/Tokyo'],
  ])('takes the events of the issue day in the newsletter zone (%s)', async (_label, timeZone) => {
    const workspaceId = tenant.workspace.id;
    await setZone(workspaceId, timeZone);
    await event(workspaceId, 'Early on the day', DATE, '00:30', timeZone);
    await event(workspaceId, 'Late the day before', addDays(DATE, -1), '23:30', timeZone);
    await event(workspaceId, 'Last evening of the week', addDays(DATE, 6), '23:30', timeZone);
    await event(workspaceId, 'A week later', addDays(DATE, 7), '00:30', timeZone);
    const data = assembleCandidatesSchema.parse((await candidates()).json().data);
    expect(data.eventsUntil).toBe(addDays(DATE, 7));
    expect(data.events.map((entry) => entry.title)).toEqual(['Early on the day', 'Last evening of the week']);
  });
});

describe('POST /newsletters/assemble/ and GET /newsletters/assemble/{id}/', () => {
  it('builds the issue in one save, then adds only what is new', async () => {
    const workspaceId = tenant.workspace.id;
    const top = await booking(workspaceId, 'top');
    // No publishing days: the events of a week.
    await setZone(workspaceId, 'UTC');
    const bottomProduct = await buildAdProduct(t.db, { workspaceId, position: 'bottom' });
    expect(bottomProduct.position).toBe('bottom');
    for (let index = 0; index < 10; index++) await story(workspaceId, `Story ${index + 1}`, index + 1);
    await event(workspaceId, 'Concert', DATE, '19:00');
    await event(workspaceId, 'Market', addDays(DATE, 2), '09:00');

    const res = await assemble();
    expect(res.statusCode, res.body).toBe(202);
    expect(shapeDifferences(res.json().data, assemblyStartedSchema)).toEqual([]);
    const started = assemblyStartedSchema.parse(res.json().data);
    expect(started.status).toBe('done');

    const read = await assembly(started.id);
    expect(read.statusCode).toBe(200);
    expect(shapeDifferences(read.json().data, assemblySchema)).toEqual([]);
    const done = assemblySchema.parse(read.json().data);
    expect(done).toEqual({
      id: started.id,
      status: 'done',
      date: DATE,
      newsletterId: expect.any(String),
      added: { articles: 6, events: 2, ads: 1 },
      warnings: [],
    });
    const issue = await issueOf();
    expect(issue?.id).toBe(done.newsletterId);
    expect(issue?.version).toBe(1);
    expect(issue?.subject).toBe('Story 1');
    expect(issue?.preheader).toBe('Plus: Story 2, Story 3');
    expect(issue?.title).toBe('Story 1');
    // The web title is set to the subject it chose, as the issue had none.
    expect(issue?.webTitle).toBe('Story 1');
    const layout = issue?.document.blocks.map((block) => (block.type === 'h2' ? `h2` : block.type));
    expect(layout).toEqual([
      'ad',
      'h2',
      'article',
      'article',
      'article',
      'article',
      'article',
      'article',
      'h2',
      'events',
    ]);
    const [adBlock] = issue?.document.blocks ?? [];
    expect(adBlock?.type === 'ad' && adBlock.bookingId).toBe(top.booking.id);
    const [placed] = await t.db.select().from(adBookings).where(eq(adBookings.id, top.booking.id));
    expect(placed?.status).toBe('placed');

    // News arrives: assembling again adds only the new story (not the four passed over), and keeps the subject.
    await story(workspaceId, 'Breaking late', 0.5);
    const again = assemblySchema.parse(
      (await assembly(assemblyStartedSchema.parse((await assemble()).json().data).id)).json().data,
    );
    expect(again.added).toEqual({ articles: 1, events: 0, ads: 0 });
    const after = await issueOf();
    expect(after?.version).toBe(2);
    expect(after?.subject).toBe('Story 1');
    expect(after?.webTitle).toBe('Story 1');
    const ids = sourceIds(after?.document ?? { schemaVersion: 1, blocks: [] });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6 + 1 + 2 + 1);
    expect(after?.document.blocks.filter((block) => block.type === 'article').at(-1)).toMatchObject({
      snapshot: { title: 'Breaking late' },
    });

    // Nothing chosen that is not already in: nothing is saved.
    const none = assemblySchema.parse(
      (
        await assembly(
          assemblyStartedSchema.parse((await assemble({ itemIds: [ids[1]], bookingIds: [] })).json().data).id,
        )
      ).json().data,
    );
    expect(none.added).toEqual({ articles: 0, events: 0, ads: 0 });
    expect(none.warnings).toEqual(['Nothing new to add: everything chosen is already in this issue']);
    expect((await issueOf())?.version).toBe(2);
  });

  it('takes only the chosen items and bookings when named', async () => {
    const workspaceId = tenant.workspace.id;
    await setZone(workspaceId, 'UTC');
    await booking(workspaceId, 'middle');
    const first = await story(workspaceId, 'Chosen story', 1);
    await story(workspaceId, 'Left out', 2);
    const res = await assemble({ itemIds: [first.id], bookingIds: [] });
    const done = assemblySchema.parse((await assembly(assemblyStartedSchema.parse(res.json().data).id)).json().data);
    expect(done.added).toEqual({ articles: 1, events: 0, ads: 0 });
    const issue = await issueOf();
    expect(sourceIds(issue?.document ?? { schemaVersion: 1, blocks: [] })).toEqual([first.id]);
    expect(issue?.subject).toBe('Chosen story');
    expect(issue?.preheader).toBe('');
  });
});
