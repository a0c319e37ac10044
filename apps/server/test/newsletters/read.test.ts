import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildWorkspace, type Tenant } from '../helpers/factories';
import { buildNewsletter, nextIssueDate } from '../helpers/factories-newsletters';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.admin);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/newsletters/', () => {
  it('answers the date’s newsletter, or an empty list for a free date', async () => {
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id, title: 'Spring issue' });
    const found = await get(`/api/v1/newsletters/?workspaceId=${a.workspace.id}&date=${newsletter.issueDate}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.map((n: { id: string; title: string }) => [n.id, n.title])).toEqual([
      [newsletter.id, 'Spring issue'],
    ]);
    const free = await get(`/api/v1/newsletters/?workspaceId=${a.workspace.id}&date=${nextIssueDate()}`);
    expect(free.json()).toEqual({ meta: { code: 1, message: 'Success' }, data: [] });
  });

  it('keeps each workspace’s newsletter of the same date apart', async () => {
    const other = await buildWorkspace(t.db, { businessId: a.business.id });
    const date = nextIssueDate();
    await buildNewsletter(t.db, { workspaceId: a.workspace.id, issueDate: date, title: 'Here' });
    await buildNewsletter(t.db, { workspaceId: other.id, issueDate: date, title: 'There' });
    const res = await get(`/api/v1/newsletters/?workspaceId=${a.workspace.id}&date=${date}`);
    expect(res.json().data.map((n: { title: string }) => n.title)).toEqual(['Here']);
  });
});

describe('GET /api/v1/newsletters/{id}/', () => {
  it('answers one newsletter of the workspace, 404 from another workspace of the business', async () => {
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id });
    const res = await get(`/api/v1/newsletters/${newsletter.id}/?workspaceId=${a.workspace.id}`);
    expect(res.json().data).toMatchObject({ id: newsletter.id, issueDate: newsletter.issueDate, version: 1 });
    const other = await buildWorkspace(t.db, { businessId: a.business.id });
    const elsewhere = await get(`/api/v1/newsletters/${newsletter.id}/?workspaceId=${other.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ meta: { code: 0, message: 'Newsletter not found' }, data: null });
  });
});
