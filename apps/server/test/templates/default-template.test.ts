import { newsletterTemplateSchema } from '@newsletter-os/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildTemplate, fullDocument } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

const makeDefault = (id: string, payload: Record<string, unknown> = { workspaceId: a.workspace.id }, auth = headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1/templates/${id}/default/`, headers: auth, payload });

const defaults = async (workspaceId: string) =>
  (
    await t.db
      .select({ id: templates.id })
      .from(templates)
      .where(and(eq(templates.workspaceId, workspaceId), eq(templates.isDefault, true)))
  ).map((row) => row.id);

describe('POST /api/v1/templates/{id}/default/', () => {
  it('needs a token', async () => {
    const template = await buildTemplate(t.db, { workspaceId: a.workspace.id });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/templates/${template.id}/default/`,
      payload: { workspaceId: a.workspace.id },
    });
    expect(res.statusCode).toBe(401);
  });

  it('names a bad id or a missing workspace', async () => {
    expectInvalidField(await makeDefault('not-an-id'), 'id');
    const template = await buildTemplate(t.db, { workspaceId: a.workspace.id });
    expectInvalidField(await makeDefault(template.id, {}), 'workspaceId');
  });

  it('makes the template the default, the exact shape, and the previous default stops being it', async () => {
    const tenant = await buildTenant(t.db);
    const auth = await authHeader(t.tokens, tenant.manager);
    const first = await buildTemplate(t.db, {
      workspaceId: tenant.workspace.id,
      name: 'First',
      document: fullDocument(),
    });
    const second = await buildTemplate(t.db, { workspaceId: tenant.workspace.id, name: 'Second' });

    const res = await makeDefault(first.id, { workspaceId: tenant.workspace.id }, auth);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Default template set' });
    expect(shapeDifferences(body.data, newsletterTemplateSchema)).toEqual([]);
    expect(body.data).toEqual({
      id: first.id,
      workspaceId: tenant.workspace.id,
      name: 'First',
      title: first.title,
      subject: first.subject,
      preheader: first.preheader,
      document: fullDocument(),
      style: first.style,
      isDefault: true,
      createdBy: first.createdById,
      createdAt: first.createdAt.toISOString(),
      updatedAt: expect.any(String),
    });
    expect(await defaults(tenant.workspace.id)).toEqual([first.id]);

    expect((await makeDefault(second.id, { workspaceId: tenant.workspace.id }, auth)).statusCode).toBe(200);
    expect(await defaults(tenant.workspace.id)).toEqual([second.id]);
    // Again on the same one: nothing changes.
    expect((await makeDefault(second.id, { workspaceId: tenant.workspace.id }, auth)).statusCode).toBe(200);
    expect(await defaults(tenant.workspace.id)).toEqual([second.id]);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/templates/?workspaceId=${tenant.workspace.id}`,
      headers: auth,
    });
    expect(
      listed.json().data.map((entry: { name: string; isDefault: boolean }) => [entry.name, entry.isDefault]),
    ).toEqual([
      ['First', false],
      ['Second', true],
    ]);
  });

  it('another workspace’s template is 404 with nothing said about it, and stays as it was', async () => {
    const other = await buildTenant(t.db);
    const theirs = await buildTemplate(t.db, { workspaceId: other.workspace.id, name: 'Their secret layout' });
    const res = await makeDefault(theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Their secret layout');
    expect(await defaults(other.workspace.id)).toEqual([]);
    expect(await defaults(a.workspace.id)).toEqual([]);
  });

  it('the database refuses a second default in a workspace', async () => {
    const tenant = await buildTenant(t.db);
    await buildTemplate(t.db, { workspaceId: tenant.workspace.id, name: 'One', isDefault: true });
    await expect(
      buildTemplate(t.db, { workspaceId: tenant.workspace.id, name: 'Two', isDefault: true }),
    ).rejects.toThrow();
  });
});
