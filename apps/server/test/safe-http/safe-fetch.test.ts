import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkOutboundUrl,
  OutboundError,
  type OutboundErrorCode,
  type SafeFetchOptions,
  safeFetch,
  USER_AGENT,
} from '../../src/integrations/safe-http';
import { createGuardedAgent } from '../../src/integrations/safe-http/agent';
import { type FakeFeedServer, startFeedServer } from '../fakes/feed-server';

async function failure(url: string, options: SafeFetchOptions = {}): Promise<OutboundError> {
  try {
    await safeFetch(url, options);
  } catch (err) {
    expect(err).toBeInstanceOf(OutboundError);
    return err as OutboundError;
  }
  throw new Error(`expected ${url} to be refused`);
}

async function expectRefused(url: string, code: OutboundErrorCode, message: string | RegExp, options = {}) {
  const err = await failure(url, options);
  expect(err.code).toBe(code);
  expect(err.message).toMatch(message);
}

let server: FakeFeedServer;
/** The guard stays on; only the fake server itself stands in for a public host. */
let permitted: SafeFetchOptions;

beforeAll(async () => {
  server = await startFeedServer({
    '/ok': { body: 'hello', contentType: 'text/plain' },
    '/to-loopback': { redirect: 'http://127.0.0.2/secret' },
    '/to-metadata': { redirect: 'http://169.254.169.254/latest/meta-data/' },
    '/to-ipv6-loopback': { redirect: 'http://[::1]/' },
    '/to-file': { redirect: 'file:///etc/passwd' },
    '/to-odd-port': { redirect: 'http://8.8.8.8:8080/' },
    '/big': { streamBytes: 6 * 1024 * 1024 },
    '/declared-big': { body: 'x', headers: { 'content-length': String(20 * 1024 * 1024) } },
    '/slow': { hang: true },
    '/gone': { status: 410, body: 'gone' },
    '/unavailable': { status: 503, body: 'down' },
  });
  for (let i = 0; i < 7; i++) server.set(`/hop${i}`, { redirect: server.url(`/hop${i + 1}`) });
  server.set('/hop7', { body: 'end of the chain', contentType: 'text/plain' });
  server.set('/two-hops', { redirect: server.url('/hop5') });
  permitted = { permit: { addresses: ['127.0.0.1'], ports: [server.port] } };
});

afterAll(async () => {
  await server.close();
});

describe('safeFetch: refused targets with OUTBOUND_ALLOW_PRIVATE off', () => {
  const targets: [string, OutboundErrorCode, RegExp][] = [
    ['http://127.0.0.1/', 'address_refused', /^127\.0\.0\.1 is a loopback address and cannot be fetched$/],
    ['http://[::1]/', 'address_refused', /^::1 is a loopback address/],
    ['http://0.0.0.0/', 'address_refused', /"this network" address/],
    ['http://10.1.2.3/', 'address_refused', /a private address/],
    ['http://172.16.5.4/', 'address_refused', /a private address/],
    ['http://192.168.0.10/', 'address_refused', /a private address/],
    ['http://169.254.169.254/latest/meta-data/', 'address_refused', /a link-local address/],
    ['http://100.64.1.1/', 'address_refused', /a carrier-grade NAT address/],
    ['http://[::ffff:127.0.0.1]/', 'address_refused', /IPv4-mapped address of a loopback address/],
    ['http://[fd00::1]/', 'address_refused', /unique-local/],
    ['http://2130706433/', 'address_refused', /^127\.0\.0\.1 is a loopback address/],
    ['http://0x7f.1/', 'address_refused', /^127\.0\.0\.1 is a loopback address/],
    // A refused name answers as a name that does not exist (no internal-DNS oracle).
    ['http://localhost/', 'dns_failed', /^The host localhost could not be found or is not allowed$/],
    ['file:///etc/passwd', 'scheme_not_allowed', /^Only http and https URLs can be fetched, not file:$/],
    ['gopher://example.com/', 'scheme_not_allowed', /not gopher:/],
    ['ftp://example.com/feed.xml', 'scheme_not_allowed', /not ftp:/],
    [
      'http://example.com:8080/feed',
      'port_not_allowed',
      /^Only the standard ports 80 and 443 can be fetched, not 8080$/,
    ],
    ['https://example.com:22/', 'port_not_allowed', /not 22/],
    ['http://user:pass@example.com/', 'invalid_url', /user name or password/],
    ['not a url', 'invalid_url', /^The URL is not valid$/],
  ];
  for (const [url, code, message] of targets) {
    it(`${url} → ${code}`, async () => {
      await expectRefused(url, code, message);
    });
  }

  it('the fake server itself is refused without the test permit (loopback, odd port)', async () => {
    await expectRefused(server.url('/ok'), 'port_not_allowed', /not \d+/);
  });
});

describe('safeFetch: the guard at connect time', () => {
  it('refuses a name that resolves to loopback when dialling, even on a port the URL check lets through', async () => {
    const agent = createGuardedAgent();
    const err = await request(`http://localhost:${server.port}/ok`, { dispatcher: agent }).catch((e: unknown) => e);
    await agent.close();
    const chain: unknown[] = [];
    for (let e: unknown = err; e instanceof Error; e = e.cause) chain.push(e);
    const refused = chain.find((e) => e instanceof OutboundError) as OutboundError | undefined;
    // Neither the resolved address nor its kind, nor that it resolved: the same answer as a name that does not exist.
    expect(refused?.code).toBe('dns_failed');
    expect(refused?.message).toBe('The host localhost could not be found or is not allowed');
    expect(server.requests.some((r) => r.path === '/ok')).toBe(false);
  });

  it('refuses an IP literal before dialling', async () => {
    const agent = createGuardedAgent();
    const err = await request(`http://127.0.0.1:${server.port}/ok`, { dispatcher: agent }).catch((e: unknown) => e);
    await agent.close();
    let found: OutboundError | undefined;
    for (let e: unknown = err; e instanceof Error && !found; e = e.cause) if (e instanceof OutboundError) found = e;
    expect(found?.message).toBe('127.0.0.1 is a loopback address and cannot be fetched');
  });
});

describe('safeFetch: redirects from an allowed server are re-checked', () => {
  const hops: [string, OutboundErrorCode, RegExp][] = [
    ['/to-loopback', 'address_refused', /^127\.0\.0\.2 is a loopback address/],
    ['/to-metadata', 'address_refused', /^169\.254\.169\.254 is a link-local address/],
    ['/to-ipv6-loopback', 'address_refused', /^::1 is a loopback address/],
    ['/to-file', 'scheme_not_allowed', /not file:/],
    ['/to-odd-port', 'port_not_allowed', /not 8080/],
  ];
  for (const [path, code, message] of hops) {
    it(`${path} → ${code}`, async () => {
      await expectRefused(server.url(path), code, message, permitted);
    });
  }

  it('follows up to 5 redirects, refuses the 6th', async () => {
    const ok = await safeFetch(server.url('/two-hops'), permitted);
    expect(ok.body.toString()).toBe('end of the chain');
    expect(ok.url).toBe(server.url('/hop7'));
    await expectRefused(server.url('/hop0'), 'too_many_redirects', /^More than 5 redirects$/, permitted);
  });
});

describe('safeFetch: limits and errors', () => {
  it('sends the product User-Agent and returns the body', async () => {
    const res = await safeFetch(server.url('/ok'), permitted);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('hello');
    expect(server.requests.at(-1)?.headers['user-agent']).toBe(USER_AGENT);
  });

  it('aborts a streamed body past 5 MB', async () => {
    await expectRefused(server.url('/big'), 'too_large', /^The response is larger than 5 MB$/, permitted);
  });

  it('refuses a declared Content-Length past 5 MB without reading it', async () => {
    await expectRefused(server.url('/declared-big'), 'too_large', /larger than 5 MB/, permitted);
  });

  it('times out a server that never answers', async () => {
    const started = Date.now();
    await expectRefused(server.url('/slow'), 'timeout', /^The server did not answer within 1 second$/, {
      ...permitted,
      timeoutMs: 1_000,
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports HTTP errors by status', async () => {
    await expectRefused(server.url('/gone'), 'http_status', /^The server answered 410 Gone$/, permitted);
    await expectRefused(server.url('/nothing-here'), 'http_status', /^The server answered 404 Not Found$/, permitted);
    await expectRefused(server.url('/unavailable'), 'http_status', /503 Service Unavailable/, permitted);
  });

  it('reports an unknown host exactly as a refused one: "could not be found" and "not allowed" are one answer', async () => {
    await expectRefused(
      'http://no-such-host.invalid/',
      'dns_failed',
      /^The host no-such-host\.invalid could not be found or is not allowed$/,
    );
    const answer = async (url: string) => {
      const err = await safeFetch(url, { allowPrivate: false }).then(
        () => undefined,
        (e: unknown) => e as OutboundError,
      );
      return [err?.code, err?.message.replace(new URL(url).hostname, '<host>')];
    };
    expect(await answer('http://localhost/')).toEqual(await answer('http://no-such-host.invalid/'));
  });

  it('OUTBOUND_ALLOW_PRIVATE allows loopback and any port', async () => {
    const res = await safeFetch(server.url('/ok'), { allowPrivate: true });
    expect(res.body.toString()).toBe('hello');
  });

  it('checkOutboundUrl normalises what it accepts', () => {
    expect(checkOutboundUrl('  https://Example.COM/feed ').href).toBe('https://example.com/feed');
  });
});
