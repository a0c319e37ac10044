import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/lib/common-passwords';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { bearer, lastCodeTo, loginAs, newEmail, post } from '../helpers/factories-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tooCommon = 'This password is too common. Choose one that is harder to guess.';

describe('the bundled list of common passwords', () => {
  it.each(['password1', 'Password123', 'QWERTY123', '12345678', 'iloveyou', 'sunshine1'])(
    '%s counts as common',
    (p) => {
      expect(isCommonPassword(p)).toBe(true);
    },
  );

  it.each([DEFAULT_PASSWORD, 'long enough pass', 'violet kettle under 42 bridges'])('%s does not', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});

describe('common passwords are refused wherever a password is chosen', () => {
  it('POST /register/ answers 400 naming password, and creates nothing', async () => {
    const email = newEmail();
    const res = await post(t, '/register/', { name: 'Ada', email, password: 'Password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      meta: { code: 0, message: tooCommon },
      data: { errors: [{ field: 'password', message: tooCommon }] },
    });
    expect(await t.lastMailTo(email)).toBeUndefined();
  });

  it('POST /reset-password/ answers 400 naming password, and the code stays usable', async () => {
    const user = await buildUser(t.db);
    await post(t, '/forget-password/', { email: user.email });
    const otp = await lastCodeTo(t, user.email);
    const refused = await post(t, '/reset-password/', { email: user.email, otp, password: 'qwerty123' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors).toEqual([{ field: 'password', message: tooCommon }]);
    const accepted = await post(t, '/reset-password/', { email: user.email, otp, password: 'violet kettle 42' });
    expect(accepted.statusCode).toBe(200);
  });

  it('POST /change-password/ answers 400 naming newPassword, and changes nothing', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const res = await post(
      t,
      '/change-password/',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'letmein123' },
      bearer(session.accessToken),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ field: 'newPassword', message: tooCommon }]);
    expect((await post(t, '/login/', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });
});
