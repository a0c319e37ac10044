import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../src/lib/tokens';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123456789';
const claims = { sub: '3f1d8f7e-3c52-4c1e-9d43-1b2a3c4d5e6f', userType: 'admin' as const, sv: 0 };

describe('TokenService.verifyAccess', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims when a verified token is presented again', async () => {
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
  });

  it('a remembered token still expires on time', async () => {
    // Only the clock is faked (both our check and jose's read `Date`); timers and crypto run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(SECRET, 1);
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 2_100);
    expect(await tokens.verifyAccess(token)).toBe('expired');
    expect(await tokens.verifyAccess(token)).toBe('expired');
  });

  it('a token altered after a valid one was remembered is still refused', async () => {
    const tokens = new TokenService(SECRET, 60);
    const token = await tokens.signAccess(claims);
    await tokens.verifyAccess(token);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, userType: 'admin', sv: 5, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(payload).not.toBe(forged);
    expect(await tokens.verifyAccess(`${header}.${forged}.${signature}`)).toBe('invalid');
  });

  it('a token signed with another secret is refused', async () => {
    const other = await new TokenService(`${SECRET}-other`, 60).signAccess(claims);
    expect(await new TokenService(SECRET, 60).verifyAccess(other)).toBe('invalid');
  });
});
