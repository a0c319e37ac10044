import { readFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { codeFromMail, expect, readMail, test, uniqueEmail } from '../fixtures/index';
import { E2E_ENV, requireEnv } from '../support/env';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.describe('the started product', () => {
  test('answers the health check with the envelope', async ({ request }) => {
    const response = await request.get('/api/v1/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      meta: { code: 1, message: expect.any(String) },
      data: { status: 'ok', database: 'ok' },
    });
  });

  test('serves the built web app at / and for deep paths (history fallback)', async ({ request }) => {
    const root = await request.get('/');
    expect(root.status()).toBe(200);
    expect(root.headers()['content-type']).toContain('text/html');
    const index = await root.text();
    expect(index).toContain('<div id="root">');

    const deep = await request.get('/some/deep/path?x=1');
    expect(deep.status()).toBe(200);
    expect(await deep.text()).toBe(index);
  });

  test('keeps unknown API paths JSON 404s', async ({ request }) => {
    const response = await request.get('/api/v1/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ meta: { code: 0 }, data: null });
  });

  test('renders the app in the browser on a deep link', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const response = await page.goto('/some/deep/path');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
});

test.describe('the mail peer', () => {
  test('captures a text + html mail and reads the code on its own line', async () => {
    const to = uniqueEmail('smoke');
    const since = Date.now();
    const transport = nodemailer.createTransport(requireEnv(E2E_ENV.smtpUrl));
    try {
      await transport.sendMail({
        from: 'Newsletter OS <no-reply@newsletter-os.local>',
        to,
        subject: 'Your Newsletter OS verification code — ünïcode',
        // A long line and non-ASCII text force quoted-printable, as real mails may be encoded.
        text: `Hello Zoë,\n\nYour code is:\n\n482913\n\nIt expires in 10 minutes. ${'x'.repeat(120)}\n`,
        html: '<p>Hello Zoë,</p><p>Your code is:</p><p><strong>482913</strong></p>',
      });
    } finally {
      transport.close();
    }
    const mail = await readMail(to, { subject: 'verification code', since });
    expect(mail.subject).toBe('Your Newsletter OS verification code — ünïcode');
    expect(mail.to).toEqual([to]);
    expect(mail.text).toContain('Hello Zoë,');
    expect(mail.html).toContain('<strong>482913</strong>');
    expect(codeFromMail(mail)).toBe('482913');
  });

  test('fails clearly when no mail arrives', async () => {
    await expect(readMail(uniqueEmail('nobody'), { timeoutMs: 300 })).rejects.toThrow(/No mail to .* arrived/);
  });
});

test.describe('another product instance', () => {
  test('starts with its own environment and leaves no process behind', async ({ startProduct, request }) => {
    test.setTimeout(120_000);
    const product = await startProduct({ ACCESS_TOKEN_TTL: '3' });
    expect(product.baseURL).not.toBe(requireEnv(E2E_ENV.baseUrl));
    const health = await request.get(`${product.baseURL}/api/v1/health`);
    expect(health.status()).toBe(200);

    const postmasterPid = Number.parseInt(
      readFileSync(path.join(product.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
    expect(isAlive(product.pid)).toBe(true);
    expect(isAlive(postmasterPid)).toBe(true);

    await product.stop();
    expect(isAlive(product.pid)).toBe(false);
    expect(isAlive(postmasterPid)).toBe(false);
    await expect(request.get(`${product.baseURL}/api/v1/health`, { timeout: 2_000 })).rejects.toThrow();
  });
});
