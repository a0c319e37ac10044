import type { Session, UserType } from '@newsletter-os/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { otpCodes } from '../../src/db/schema/index';
import type { TestApp } from './app';
import { DEFAULT_PASSWORD, type UserRow } from './factories';

const unique = () => Math.random().toString(36).slice(2, 10);

/** A fresh, unused address (lower case, as the API stores it). */
export const newEmail = (label = 'person') => `${label}-${unique()}@example.com`;

/** The 6-digit code on a line of its own in a mail text. */
export function codeFromText(text: string): string {
  const match = /^(\d{6})\r?$/m.exec(text);
  if (!match?.[1]) throw new Error(`no code in mail:\n${text}`);
  return match[1];
}

/** The code in the newest mail to this address. */
export async function lastCodeTo(t: TestApp, email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return codeFromText(mail.text);
}

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
}

/** Logs a user in through the API (buildUser's default password) and answers the session. */
export async function loginAs(t: TestApp, user: Pick<UserRow, 'email'>, password = DEFAULT_PASSWORD): Promise<Session> {
  const res = await post(t, '/login/', { email: user.email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Session;
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** Registers through the API and answers the mailed code. */
export async function registerUser(
  t: TestApp,
  body: { name?: string; email?: string; password?: string } = {},
): Promise<{ email: string; password: string; name: string; code: string }> {
  const values = { name: 'Ada Lovelace', email: newEmail(), password: DEFAULT_PASSWORD, ...body };
  const res = await post(t, '/register/', values);
  expect(res.statusCode, res.body).toBe(201);
  return { ...values, code: await lastCodeTo(t, values.email) };
}

/** Moves the newest code of an address into the past, as if `seconds` had gone by (cool-down and expiry). */
export async function ageLatestCode(db: Db, email: string, purpose: 'verify' | 'reset', seconds: number) {
  await db
    .update(otpCodes)
    .set({
      createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${sql.raw(String(seconds))})`,
      expiresAt: sql`${otpCodes.expiresAt} - make_interval(secs => ${sql.raw(String(seconds))})`,
    })
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)));
}

/** An access token signed with the app's secret but whose `exp` is already past. */
export async function expiredAccessToken(t: TestApp, user: UserRow): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ userType: user.userType as UserType, sv: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt(now - 120)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(t.config.JWT_SECRET));
}
