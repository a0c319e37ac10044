import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, buildWorkspace, type Tenant, type WorkspaceRow } from '../helpers/factories';
import { as, multipartForm } from '../helpers/factories-tenancy';
import { expectInvalid } from '../helpers/field-errors';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
/** A workspace of the tenant without members: only its admin reaches it. */
let unjoined: WorkspaceRow;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  other = await buildTenant(t.db);
  unjoined = await buildWorkspace(t.db, { businessId: tenant.business.id });
  png = await image('png');
});
afterAll(async () => {
  await t?.close();
});

function image(format: 'png' | 'jpeg' | 'webp' | 'gif'): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 8, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
}

const updateUrl = '/api/v1/update-workspaces-brands/';
function upload(
  fields: Record<string, string>,
  logo?: { bytes: Buffer; filename: string; type?: string },
  user = tenant.admin,
) {
  const form = multipartForm(fields, logo ? [{ name: 'logo', ...logo }] : []);
  return as(t, user, { method: 'POST', url: updateUrl, payload: form as unknown as string });
}
/** GET of a stored upload by its public URL. */
const fetchUpload = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('GET /get-workspaces-brands', () => {
  const url = (workspaceId: string) => `/api/v1/get-workspaces-brands?workspaceId=${workspaceId}`;

  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(tenant.workspace.id) })).statusCode).toBe(401);
  });

  it('answers brand, logo, brandName and brandColor to every member', async () => {
    const workspace = await buildWorkspace(t.db, {
      businessId: tenant.business.id,
      brandName: 'Gazette',
      brandColor: '#aabbcc',
      logoUrl: 'http://localhost:3000/uploads/logos/ab/logo.png',
      memberIds: [tenant.user.id, tenant.partner.id],
    });
    for (const user of [tenant.admin, tenant.user, tenant.partner]) {
      const res = await as(t, user, { method: 'GET', url: url(workspace.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        meta: { code: 1, message: 'Success' },
        data: {
          brand: 'http://localhost:3000/uploads/logos/ab/logo.png',
          logo: 'http://localhost:3000/uploads/logos/ab/logo.png',
          brandName: 'Gazette',
          brandColor: '#aabbcc',
        },
      });
    }
  });

  it('a workspace of the business the caller is not a member of → 404 (admins reach it)', async () => {
    expect((await as(t, tenant.user, { method: 'GET', url: url(unjoined.id) })).statusCode).toBe(404);
    expect((await as(t, tenant.admin, { method: 'GET', url: url(unjoined.id) })).statusCode).toBe(200);
  });

  it("another business's workspace → 404 without its brand", async () => {
    const res = await as(t, tenant.admin, { method: 'GET', url: url(other.workspace.id) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'Workspace not found' }, data: null });
  });

  it.each([
    ['', 'workspaceId:'],
    ['?workspaceId=nope', 'workspaceId: workspaceId must be a valid id'],
  ])('query %j → 400 naming workspaceId', async (query, message) => {
    const res = await as(t, tenant.admin, { method: 'GET', url: `/api/v1/get-workspaces-brands${query}` });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, message);
  });
});

describe('POST /update-workspaces-brands/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: updateUrl,
      payload: multipartForm({ workspaceId: tenant.workspace.id }) as unknown as string,
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores name, colour and a PNG logo, served from /uploads; the list shows the brand', async () => {
    const res = await upload(
      { workspaceId: tenant.workspace.id, brandName: ' Gazette ', brandColor: '#A1B2C3' },
      { bytes: png, filename: 'logo.png', type: 'image/png' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Brand updated' });
    expect(body.data).toEqual({
      brand: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/logos\/[a-z0-9/-]+\.png$/),
      logo: body.data.brand,
      brandName: 'Gazette',
      brandColor: '#a1b2c3',
    });
    const file = await fetchUpload(body.data.brand);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');

    const list = await as(t, tenant.user, { method: 'GET', url: '/api/v1/workspaces/' });
    const listed = list.json().data.results.find((w: { workspaceId: string }) => w.workspaceId === tenant.workspace.id);
    expect(listed).toMatchObject({ brand: body.data.brand, logo: body.data.brand, brandName: 'Gazette' });
  });

  it('a new logo replaces the old one, whose file is deleted', async () => {
    const workspace = await buildWorkspace(t.db, { businessId: tenant.business.id });
    const first = await upload({ workspaceId: workspace.id }, { bytes: png, filename: 'a.png' });
    const second = await upload({ workspaceId: workspace.id }, { bytes: await image('jpeg'), filename: 'b.jpg' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.brand).toMatch(/\.jpg$/);
    expect((await fetchUpload(first.json().data.brand)).statusCode).toBe(404);
    expect((await fetchUpload(second.json().data.brand)).statusCode).toBe(200);
  });

  it.each(['jpeg', 'webp'] as const)('accepts %s by its magic bytes, whatever the file is called', async (format) => {
    const res = await upload(
      { workspaceId: tenant.workspace.id },
      { bytes: await image(format), filename: 'logo.txt', type: 'text/plain' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const file = await fetchUpload(res.json().data.logo);
    expect(file.headers['content-type']).toBe(`image/${format}`);
  });

  it('sanitises an SVG logo: no scripts, handlers, foreign objects or outside references', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert('x')</script>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
  <a href="javascript:alert(2)"><rect width="5" height="5" fill="#f00"/></a>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <circle cx="5" cy="5" r="4" fill="url(#g)" onclick="steal()"/>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
</svg>`;
    const res = await upload(
      { workspaceId: tenant.workspace.id },
      { bytes: Buffer.from(svg), filename: 'logo.svg', type: 'image/svg+xml' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.logo).toMatch(/\.svg$/);
    const file = await fetchUpload(res.json().data.logo);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const stored = file.body;
    for (const bad of ['script', 'onload', 'onclick', 'foreignObject', 'javascript:', 'evil.example', '<a']) {
      expect(stored).not.toContain(bad);
    }
    expect(stored).toContain('<circle cx="5" cy="5" r="4" fill="url(#g)"');
    expect(stored).toContain('<linearGradient id="g">');
    expect(stored).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it.each([
    ['a GIF', () => image('gif'), 'logo.gif'],
    ['a text file', async () => Buffer.from('just some text'), 'logo.png'],
    ['HTML posing as SVG', async () => Buffer.from('<html><body><svg></svg></body></html>'), 'logo.svg'],
    [
      'an SVG declaring entities',
      async () => Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'),
      'logo.svg',
    ],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'logo.png'],
  ])('%s → 415', async (_label, bytes, filename) => {
    const res = await upload({ workspaceId: tenant.workspace.id }, { bytes: await bytes(), filename });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      meta: { code: 0, message: 'logo: only PNG, JPEG, WebP and SVG images are accepted' },
      data: null,
    });
  });

  it('a logo over 2 MB → 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload({ workspaceId: tenant.workspace.id }, { bytes: big, filename: 'big.png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().meta.message).toBe('logo: the file must be at most 2 MB');
  });

  it('accepts JSON without a logo; empty values clear name and colour', async () => {
    const workspace = await buildWorkspace(t.db, {
      businessId: tenant.business.id,
      brandName: 'Old',
      brandColor: '#000000',
    });
    const res = await as(t, tenant.manager, {
      method: 'POST',
      url: updateUrl,
      payload: { workspaceId: workspace.id, brandName: '', brandColor: '' },
    });
    // The manager is no member of this workspace.
    expect(res.statusCode).toBe(404);
    const cleared = await as(t, tenant.admin, {
      method: 'POST',
      url: updateUrl,
      payload: { workspaceId: workspace.id, brandName: '', brandColor: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual({ brand: null, logo: null, brandName: null, brandColor: null });
  });

  it.each([
    [{ workspaceId: 'x' }, 'workspaceId: workspaceId must be a valid id'],
    [{ brandName: 'No workspace' }, 'workspaceId:'],
    [{ workspaceId: 'VALID', brandColor: 'red' }, 'brandColor: Brand colour must be a hex colour such as #1a2b3c'],
    [{ workspaceId: 'VALID', brandName: 'n'.repeat(101) }, 'brandName: Brand name must be at most 100 characters'],
  ])('bad fields %j → 400 naming the field', async (fields: Record<string, string>, message) => {
    const withWorkspace = {
      ...fields,
      ...(fields.workspaceId === 'VALID' ? { workspaceId: tenant.workspace.id } : {}),
    };
    const res = await upload(withWorkspace);
    expect(res.statusCode).toBe(400);
    expectInvalid(res, message);
  });

  it('only a workspaceId changes nothing and answers the brand', async () => {
    const workspace = await buildWorkspace(t.db, { businessId: tenant.business.id, brandName: 'Kept' });
    const res = await upload({ workspaceId: workspace.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ brand: null, logo: null, brandName: 'Kept', brandColor: null });
  });

  it('a file under another field name → 400 naming it', async () => {
    const form = multipartForm({ workspaceId: tenant.workspace.id }, [
      { name: 'image', bytes: png, filename: 'a.png' },
    ]);
    const res = await as(t, tenant.admin, { method: 'POST', url: updateUrl, payload: form as unknown as string });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'image: unexpected file');
  });

  it("another business's workspace → 404 and its brand stays as it was", async () => {
    const res = await upload(
      { workspaceId: other.workspace.id, brandName: 'Hijacked' },
      { bytes: png, filename: 'a.png' },
    );
    expect(res.statusCode).toBe(404);
    const brand = await as(t, other.admin, {
      method: 'GET',
      url: `/api/v1/get-workspaces-brands?workspaceId=${other.workspace.id}`,
    });
    expect(brand.json().data.brandName).toBeNull();
  });

  it('users and partners → 403 before the upload is read', async () => {
    for (const user of [tenant.user, tenant.partner]) {
      const res = await upload({ workspaceId: tenant.workspace.id }, { bytes: png, filename: 'a.png' }, user);
      expect(res.statusCode).toBe(403);
    }
  });
});
