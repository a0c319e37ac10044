import { DEFAULT_NEWSLETTER_STYLE, personalizationSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  manager = await authHeader(t.tokens, a.manager);
});
afterAll(async () => {
  await t.close();
});

const read = () =>
  t.app.inject({ method: 'GET', url: `/api/v1/personalization/?workspaceId=${a.workspace.id}`, headers: manager });
const write = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/personalization/',
    headers: manager,
    payload: { workspaceId: a.workspace.id, ...DEFAULT_NEWSLETTER_STYLE, ...payload },
  });

describe('/api/v1/personalization/', () => {
  it('answers the defaults until a look is saved, then the saved look', async () => {
    const before = await read();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({ workspaceId: a.workspace.id, ...DEFAULT_NEWSLETTER_STYLE, updatedAt: null });

    const saved = await write({
      brandLogoUrl: 'https://cdn.example.com/logo.png',
      accentColor: '#1A2B3C',
      bodyFont: 'Verdana',
      headingFont: 'Times New Roman',
      headerText: 'Riverside Weekly',
      footerText: 'You get this because you subscribed.',
      buttonStyle: { backgroundColor: '#ea580c', textColor: '#FFFFFF', borderRadius: 12, fullWidth: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().meta).toEqual({ code: 1, message: 'Personalization saved' });
    const look = {
      workspaceId: a.workspace.id,
      brandLogoUrl: 'https://cdn.example.com/logo.png',
      accentColor: '#1a2b3c',
      bodyFont: 'Verdana',
      headingFont: 'Times New Roman',
      headerText: 'Riverside Weekly',
      footerText: 'You get this because you subscribed.',
      buttonStyle: { backgroundColor: '#ea580c', textColor: '#ffffff', borderRadius: 12, fullWidth: true },
      updatedAt: expect.any(String),
    };
    expect(saved.json().data).toEqual(look);
    const after = (await read()).json().data;
    expect(shapeDifferences(after, personalizationSchema)).toEqual([]);
    expect(after).toEqual(look);
  });

  it('400 naming the field', async () => {
    expectInvalidField(await write({ bodyFont: 'Comic Sans MS' }), 'bodyFont');
    expectInvalidField(await write({ brandLogoUrl: 'javascript:alert(1)' }), 'brandLogoUrl');
    expectInvalidField(await write({ footerText: '<a href="x">unsubscribe</a>' }), 'footerText');
    expectInvalidField(
      await write({ buttonStyle: { ...DEFAULT_NEWSLETTER_STYLE.buttonStyle, borderRadius: 99 } }),
      'buttonStyle.borderRadius',
    );
  });
});
