import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertValidKey,
  createLocalStorage,
  createS3Storage,
  createStorage,
  localUploadsRoot,
  newStorageKey,
} from '../../src/integrations/storage';
import { createTestApp, type TestApp } from '../helpers/app';

describe('storage keys', () => {
  it('are random, lower-case and nested under the folder', () => {
    const a = newStorageKey('library', 'png');
    const b = newStorageKey('library', 'png');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^library\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
  });

  it.each(['../etc/passwd', '/abs/file.png', 'a/../b.png', 'a/.hidden', 'A/B.png', 'a//b.png', 'a\\b.png', ''])(
    'refuses %j',
    (key) => {
      expect(() => assertValidKey(key)).toThrow(/Invalid storage key/);
    },
  );
});

describe('local disk storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'nos-storage-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes under the root, answers the public URL, and deletes', async () => {
    const storage = createLocalStorage({ root, publicBaseUrl: 'https://news.example/uploads/' });
    const key = newStorageKey('library', 'png');
    const stored = await storage.put(key, Buffer.from('bytes'), 'image/png');
    expect(stored).toEqual({ key, url: `https://news.example/uploads/${key}` });
    expect(await readFile(path.join(root, key), 'utf8')).toBe('bytes');
    await storage.delete(key);
    expect(existsSync(path.join(root, key))).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key that would leave the root', async () => {
    const storage = createLocalStorage({ root, publicBaseUrl: '/uploads' });
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
    expect(existsSync(path.join(root, '..', 'escape.png'))).toBe(false);
  });

  it('createStorage picks the local disk under DATA_DIR/uploads without S3_BUCKET', async () => {
    const config = { DATA_DIR: root, APP_URL: 'http://localhost:3000', S3_BUCKET: undefined } as Parameters<
      typeof createStorage
    >[0];
    const stored = await createStorage(config).put('x/y.png', Buffer.from('1'), 'image/png');
    expect(stored.url).toBe('http://localhost:3000/uploads/x/y.png');
    expect(existsSync(path.join(localUploadsRoot(config), 'x', 'y.png'))).toBe(true);
  });
});

describe('S3-compatible storage', () => {
  const received: { method: string; url: string; contentType?: string; body: string }[] = [];
  let server: ReturnType<typeof createServer>;
  let endpoint: string;
  beforeAll(async () => {
    // A minimal S3 peer: records each request and answers as S3 does for PutObject and DeleteObject.
    server = createServer(async (req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString(),
      });
      res.statusCode = req.method === 'DELETE' ? 204 : 200;
      if (req.method === 'PUT') res.setHeader('ETag', '"abc"');
      res.end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('puts and deletes objects path-style and answers the public URL', async () => {
    const storage = createS3Storage({
      bucket: 'media',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
    });
    const stored = await storage.put('library/ab/one.png', Buffer.from('png-bytes'), 'image/png');
    expect(stored).toEqual({ key: 'library/ab/one.png', url: `${endpoint}/media/library/ab/one.png` });
    await storage.delete('library/ab/one.png');
    const put = received.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ contentType: 'image/png', body: 'png-bytes' });
    expect(put?.url.split('?')[0]).toBe('/media/library/ab/one.png');
    expect(received.find((r) => r.method === 'DELETE')?.url.split('?')[0]).toBe('/media/library/ab/one.png');
  });

  it('createStorage uses S3 when S3_BUCKET is set', async () => {
    const storage = createStorage({
      DATA_DIR: '/nonexistent',
      APP_URL: 'http://localhost:3000',
      S3_BUCKET: 'media',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    } as Parameters<typeof createStorage>[0]);
    const stored = await storage.put('x/two.png', Buffer.from('2'), 'image/png');
    expect(stored.url).toBe(`${endpoint}/media/x/two.png`);
  });
});

describe('GET /uploads/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a stored file read-only with nosniff and its type', async () => {
    const storage = createStorage(t.config);
    const key = newStorageKey('library', 'png');
    await storage.put(key, Buffer.from('not really a png'), 'image/png');
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toBe('not really a png');
    const post = await t.app.inject({ method: 'POST', url: `/uploads/${key}` });
    expect(post.statusCode).toBe(404);
  });

  it('answers a JSON 404 for a missing file and never leaves the uploads folder', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/library/zz/missing.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().meta.code).toBe(0);
    for (const url of ['/uploads/../jwt-secret', '/uploads/..%2fjwt-secret', '/uploads/%2e%2e/jwt-secret']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain(t.config.JWT_SECRET);
    }
  });
});
