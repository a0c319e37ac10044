import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { redactUrl } from '../../src/http/request-log';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let logged: string[];
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  logged = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  // The real application, on the same database, logging at info level into memory.
  app = await buildApp({
    config: t.config,
    database: t.database,
    mailer: t.mailer,
    logger: { level: 'info', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await t.close();
});

describe('request logs', () => {
  it('never hold an invitation token from the URL', async () => {
    const secret = 'inv_5ecretT0kenValue1234567890';
    await app.inject({ method: 'GET', url: `/api/v1/accept-invite?token=${secret}` });
    await app.inject({ method: 'GET', url: `/api/v1/health?access_token=${secret}&page=2` });
    const text = logged.join('');
    expect(text).toContain('"incoming request"');
    expect(text).not.toContain(secret);
    expect(text).toContain('/api/v1/accept-invite?token=[redacted]');
    // Other parameters stay readable for debugging.
    expect(text).toContain('/api/v1/health?access_token=[redacted]&page=2');
  });
});

describe('redactUrl', () => {
  it('redacts every token-like parameter, escaped names included, and keeps the rest', () => {
    expect(redactUrl('/a?token=x&b=1')).toBe('/a?token=[redacted]&b=1');
    expect(redactUrl('/a?b=1&resetToken=x&%74oken=y')).toBe('/a?b=1&resetToken=[redacted]&%74oken=[redacted]');
    expect(redactUrl('/a?password=x&code=123456')).toBe('/a?password=[redacted]&code=[redacted]');
    expect(redactUrl('/a?token')).toBe('/a?token');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});
