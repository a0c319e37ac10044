import { randomUUID } from 'node:crypto';
import { chatSessionSchema, insertChatAnswerResultSchema } from '@newsletter-os/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { text } from '../../fakes/llm-provider';
import { newsletters } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildNewsletter, nextIssueDate } from '../helpers/factories-newsletters';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import {
  acceptedKey,
  chat,
  connectWorkspace,
  createAiTestApp,
  type FakeLlmProvider,
  startFakeLlmProvider,
  uiStreamParts,
} from './helpers';

let t: TestApp;
let fake: FakeLlmProvider;
let tenant: Tenant;
let key: string;

beforeAll(async () => {
  t = await createAiTestApp();
  fake = await startFakeLlmProvider();
});
afterAll(async () => {
  await fake?.close();
  await t?.close();
});
beforeEach(async () => {
  tenant = await buildTenant(t.db);
  key = acceptedKey(fake);
  await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, key);
});

/** A chat with one answer; returns the chat's and the answer's ids. */
async function answered(chunks: string[]) {
  fake.script(key, text(chunks));
  const id = randomUUID();
  const res = await chat(t, tenant.user, { workspaceId: tenant.workspace.id, id, text: 'Write the intro' });
  const start = uiStreamParts(res.body).find((part) => part.type === 'start');
  return { id, messageId: String(start?.messageId) };
}

describe('PATCH /ai/chat/sessions/{id}/', () => {
  it('renames a chat and answers the session', async () => {
    const { id } = await answered(['Hello.']);
    const res = await as(t, tenant.user, {
      method: 'PATCH',
      url: `/api/v1/ai/chat/sessions/${id}/`,
      payload: { workspaceId: tenant.workspace.id, title: '  Harbour festival intro  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, chatSessionSchema)).toEqual([]);
    expect(res.json().data).toMatchObject({ id, title: 'Harbour festival intro' });
    expect(res.json().meta.message).toBe('Chat renamed');
  });

  it('refuses an empty or multi-line title, naming the field', async () => {
    const { id } = await answered(['Hello.']);
    for (const title of ['   ', 'two\nlines', 'x'.repeat(61)]) {
      expectInvalidField(
        await as(t, tenant.user, {
          method: 'PATCH',
          url: `/api/v1/ai/chat/sessions/${id}/`,
          payload: { workspaceId: tenant.workspace.id, title },
        }),
        'title',
      );
    }
  });

  it('an unknown chat is not found', async () => {
    const res = await as(t, tenant.user, {
      method: 'PATCH',
      url: `/api/v1/ai/chat/sessions/${randomUUID()}/`,
      payload: { workspaceId: tenant.workspace.id, title: 'New' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /ai/chat/sessions/{id}/insert/', () => {
  const insert = (id: string, payload: Record<string, unknown>) =>
    as(t, tenant.user, {
      method: 'POST',
      url: `/api/v1/ai/chat/sessions/${id}/insert/`,
      payload: { workspaceId: tenant.workspace.id, ...payload },
    });

  it('starts the day’s newsletter with the answer as blocks', async () => {
    const { id, messageId } = await answered([
      '## This week\n\n',
      'The **harbour** fair opens ',
      'Saturday.\n\n',
      '- Music\n- Food',
    ]);
    const date = nextIssueDate();
    const res = await insert(id, { messageId, date });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, insertChatAnswerResultSchema)).toEqual([]);
    expect(res.json().data).toMatchObject({ date, created: true, blocksAdded: 3 });
    const [row] = await t.db
      .select()
      .from(newsletters)
      .where(and(eq(newsletters.workspaceId, tenant.workspace.id), eq(newsletters.issueDate, date)));
    expect(row?.id).toBe(res.json().data.newsletterId);
    expect(row?.status).toBe('draft');
    expect(row?.document.blocks.map((block) => block.type)).toEqual(['h2', 'paragraph', 'ul']);
    expect(row?.document.blocks[1]).toMatchObject({
      content: [
        { type: 'text', text: 'The ' },
        { type: 'text', text: 'harbour', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' fair opens Saturday.' },
      ],
    });
  });

  it('appends to a newsletter the day already has, keeping what it holds', async () => {
    const { id, messageId } = await answered(['One more paragraph.']);
    const existing = await buildNewsletter(t.db, { workspaceId: tenant.workspace.id, title: 'Kept title' });
    const res = await insert(id, { messageId, date: existing.issueDate });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ newsletterId: existing.id, created: false, blocksAdded: 1 });
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, existing.id));
    expect(row?.title).toBe('Kept title');
    expect(row?.version).toBe(existing.version + 1);
    expect(row?.document.blocks.slice(0, -1)).toEqual(existing.document.blocks);
    expect(row?.document.blocks.at(-1)).toMatchObject({ type: 'paragraph' });
  });

  it('appends to a scheduled issue, which stays scheduled at its time (it is rendered when sent)', async () => {
    const { id, messageId } = await answered(['A late addition.']);
    const scheduledAt = new Date('2027-06-01T09:00:00Z');
    const existing = await buildNewsletter(t.db, {
      workspaceId: tenant.workspace.id,
      status: 'scheduled',
      scheduledAt,
    });
    const res = await insert(id, { messageId, date: existing.issueDate });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      newsletterId: existing.id,
      date: existing.issueDate,
      created: false,
      blocksAdded: 1,
      scheduled: true,
    });
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, existing.id));
    expect(row?.status).toBe('scheduled');
    expect(row?.scheduledAt).toEqual(scheduledAt);
    expect(row?.document.blocks.at(-1)).toMatchObject({
      type: 'paragraph',
      content: [{ type: 'text', text: 'A late addition.' }],
    });
  });

  it('a user message, or a message of another chat, is not an answer to insert', async () => {
    const { id } = await answered(['Hello.']);
    const other = await answered(['Other.']);
    const date = nextIssueDate();
    expect((await insert(id, { messageId: other.messageId, date })).statusCode).toBe(404);
    expect((await insert(randomUUID(), { messageId: other.messageId, date })).statusCode).toBe(404);
  });

  it('refuses a date that is not a day, naming the field', async () => {
    const { id, messageId } = await answered(['Hello.']);
    expectInvalidField(await insert(id, { messageId, date: '2026-13-45' }), 'date');
    expectInvalidField(await insert(id, { date: nextIssueDate() }), 'messageId');
  });
});
