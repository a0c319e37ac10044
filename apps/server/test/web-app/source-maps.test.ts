import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from '../../src/plugins/spa';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  // A build that left a source map behind next to its bundle.
  root = await mkdtemp(path.join(tmpdir(), 'web-build-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><script src="/assets/index.js"></script>');
  await writeFile(path.join(root, 'assets', 'index.js'), 'console.log(1);\n//# sourceMappingURL=index.js.map');
  await writeFile(path.join(root, 'assets', 'index.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  app = Fastify();
  await app.register(spaPlugin, { root });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('the web app build as served', () => {
  it('serves the bundle', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(res.statusCode).toBe(200);
  });

  it('never serves a source map, not even through the history fallback', async () => {
    for (const url of ['/assets/index.js.map', '/assets/INDEX.JS.MAP', '/assets/missing.js.map']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret source');
    }
  });

  it('still answers app paths with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/feeds/12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
