import { BLOCKS_MAX } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { nextIssueDate, shortDocument } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.manager);
});
afterAll(async () => {
  await t.close();
});

const paragraph = (id: string, text: string, marks?: unknown[]) => ({
  id,
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});

async function saveBlocks(date: string, blocks: unknown[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletters/',
    headers,
    payload: { workspaceId: a.workspace.id, date, document: { schemaVersion: 1, blocks } },
  });
}

async function storedOn(date: string) {
  return t.db.select().from(newsletters).where(eq(newsletters.issueDate, date));
}

describe('POST /api/v1/newsletters/ refuses bad documents, naming block and field, storing nothing', () => {
  it.each([
    ['an unknown block type', [paragraph('a', 'ok'), { id: 'b', type: 'marquee' }], 'document.blocks.1.type'],
    [
      'a javascript: link',
      [
        paragraph('a', 'ok'),
        paragraph('b', 'ok'),
        paragraph('c', 'ok'),
        paragraph('d', 'click', [{ type: 'bold' }, { type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
      ],
      'document.blocks.3.content.0.marks.1.attrs.href',
    ],
    ['HTML where text is expected', [paragraph('a', '<script>alert(1)</script>')], 'document.blocks.0.content.0.text'],
    [
      'a button label with markup',
      [{ id: 'b', type: 'button', label: '<b>Go</b>', href: 'https://x.example' }],
      'document.blocks.0.label',
    ],
    [
      'a font size that is no preset',
      [paragraph('a', 'x', [{ type: 'textStyle', attrs: { fontSize: '13px' } }])],
      'document.blocks.0.content.0.marks.0.attrs.fontSize',
    ],
    [
      'a YouTube block with another site',
      [{ id: 'v', type: 'youtube', url: 'https://vimeo.com/1' }],
      'document.blocks.0.url',
    ],
    ['a duplicate block id', [paragraph('a', 'x'), paragraph('a', 'y')], 'document.blocks.1.id'],
  ])('%s', async (_case, blocks, field) => {
    const date = nextIssueDate();
    expectInvalidField(await saveBlocks(date, blocks), field);
    expect(await storedOn(date)).toEqual([]);
  });

  it('refuses more blocks than the limit', async () => {
    const date = nextIssueDate();
    const blocks = Array.from({ length: BLOCKS_MAX + 1 }, (_, index) => ({ id: `d${index}`, type: 'divider' }));
    expectInvalidField(await saveBlocks(date, blocks), 'document.blocks', 'A newsletter has at most 500 blocks.');
  });

  it('refuses a 5 MB body with 413 and stores nothing', async () => {
    const date = nextIssueDate();
    const huge = 'x'.repeat(9_000);
    const blocks = Array.from({ length: 560 }, (_, index) => paragraph(`p${index}`, huge));
    const res = await saveBlocks(date, blocks);
    expect(res.statusCode).toBe(413);
    expect(res.json().meta.code).toBe(0);
    expect(await storedOn(date)).toEqual([]);
  });

  it('names the fields around the document too', async () => {
    const base = { workspaceId: a.workspace.id, date: nextIssueDate(), document: shortDocument() };
    const send = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/newsletters/', headers, payload: { ...base, ...payload } });
    expectInvalidField(await send({ date: '2026-02-30' }), 'date');
    expectInvalidField(await send({ status: 'sent' }), 'status');
    expectInvalidField(await send({ version: 0 }), 'version');
    expectInvalidField(await send({ subject: 'Line one\nBcc: someone' }), 'subject');
    expectInvalidField(await send({ document: { schemaVersion: 2, blocks: [] } }), 'document.schemaVersion');
    expectInvalidField(await send({ document: undefined }), 'document');
  });
});
