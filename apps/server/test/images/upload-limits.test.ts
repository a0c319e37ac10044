import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildUser, type Tenant } from '../helpers/factories';
import { makeImage, multipart } from '../helpers/factories-content';

/** Uploads per minute per user in this file: low, so the limit is reached quickly. */
const UPLOADS_PER_MINUTE = 4;

let t: TestApp;
let a: Tenant;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_RATE_LIMIT_MAX: String(UPLOADS_PER_MINUTE) } });
  a = await buildTenant(t.db);
});
afterAll(async () => {
  await t.close();
});

async function upload(user: { authorization: string }, bytes: Buffer, filename = 'a.gif', contentType = 'image/gif') {
  const form = multipart({ workspaceId: a.workspace.id }, [{ field: 'images', filename, contentType, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/images/',
    headers: { ...user, ...form.headers },
    payload: form.payload,
  });
}

/**
 * An animated GIF of a few hundred bytes declaring a 1500×1500 canvas and 22 frames, each frame one pixel: cheap to
 * send, 49.5 million pixels to re-encode. Written byte by byte, as an attacker would.
 */
function tinyHugeAnimation(frames = 22, side = 1500): Buffer {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const bytes = [
    ...Buffer.from('GIF89a'),
    ...u16(side),
    ...u16(side),
    0x80, // global colour table of 2 entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    ...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00], // loop forever
  ];
  for (let i = 0; i < frames; i++) {
    bytes.push(0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00); // 0.1 s per frame
    bytes.push(0x2c, ...u16(0), ...u16(0), ...u16(1), ...u16(1), 0x00); // a 1×1 frame at the origin
    bytes.push(0x02, 0x02, 0x44, 0x01, 0x00); // LZW data of one pixel
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

describe('animated images', () => {
  it('the hostile GIF really is what it claims (sharp reads 22 frames of 1500×1500)', async () => {
    const gif = tinyHugeAnimation();
    expect(gif.length).toBeLessThan(600);
    const meta = await sharp(gif, { animated: true }).metadata();
    expect({ pages: meta.pages, width: meta.width, pageHeight: meta.pageHeight }).toEqual({
      pages: 22,
      width: 1500,
      pageHeight: 1500,
    });
  });

  it('refuses an animation whose frames × canvas exceed the cap, before decoding it: 413 naming the file', async () => {
    const member = await buildUser(t.db, {
      businessId: a.business.id,
      userType: 'user',
      workspaceIds: [a.workspace.id],
    });
    const started = performance.now();
    const res = await upload(await authHeader(t.tokens, member), tinyHugeAnimation());
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().meta.message).toBe(
      'images: the animation is too large (22 frames of 1500×1500 pixels); at most 100 frames and 10 million pixels over all frames are accepted',
    );
  });

  it('refuses more than 100 frames however small', async () => {
    const member = await buildUser(t.db, {
      businessId: a.business.id,
      userType: 'user',
      workspaceIds: [a.workspace.id],
    });
    const res = await upload(await authHeader(t.tokens, member), tinyHugeAnimation(101, 2));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().meta.message).toMatch(/^images: the animation is too large \(101 frames of 2×2 pixels\)/);
  });

  it('keeps an ordinary animation animated', async () => {
    const member = await buildUser(t.db, {
      businessId: a.business.id,
      userType: 'user',
      workspaceIds: [a.workspace.id],
    });
    const frames = await Promise.all(
      [0, 120, 240].map((r) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 40, b: 90 } } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const res = await upload(await authHeader(t.tokens, member), gif);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: new URL(res.json().data[0].url).pathname });
    const meta = await sharp(stored.rawPayload, { animated: true }).metadata();
    expect({ pages: meta.pages, width: meta.width, pageHeight: meta.pageHeight }).toEqual({
      pages: 3,
      width: 40,
      pageHeight: 30,
    });
  });
});

describe('upload rate limit', () => {
  it(`allows ${UPLOADS_PER_MINUTE} uploads a minute per user, then 429 with Retry-After; other users are unaffected`, async () => {
    const busy = await authHeader(
      t.tokens,
      await buildUser(t.db, { businessId: a.business.id, userType: 'user', workspaceIds: [a.workspace.id] }),
    );
    const png = await makeImage('png', { width: 20, height: 20 });
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) {
      expect((await upload(busy, png, 'a.png', 'image/png')).statusCode).toBe(201);
    }
    const limited = await upload(busy, png, 'a.png', 'image/png');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().meta.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);

    const other = await authHeader(
      t.tokens,
      await buildUser(t.db, { businessId: a.business.id, userType: 'user', workspaceIds: [a.workspace.id] }),
    );
    expect((await upload(other, png, 'a.png', 'image/png')).statusCode).toBe(201);
  });
});
