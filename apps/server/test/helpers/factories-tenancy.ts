import { randomBytes } from 'node:crypto';
import type { UserType } from '@newsletter-os/contracts';
import type { InjectOptions } from 'fastify';
import type { Db } from '../../src/db/client';
import { invitations } from '../../src/db/schema/index';
import { hashToken, randomToken } from '../../src/lib/tokens';
import type { TestApp } from './app';
import { authHeader, buildBusiness, type UserRow } from './factories';

export type InvitationRow = typeof invitations.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

export const uniqueName = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

/**
 * An invitation row and its clear token; builds a business unless one is given. Defaults: type user, no
 * workspaces, expiring in 7 days.
 */
export async function buildInvitation(
  db: Db,
  values: Partial<Omit<typeof invitations.$inferInsert, 'tokenHash'>> = {},
): Promise<{ invitation: InvitationRow; token: string }> {
  const token = randomToken();
  const businessId = values.businessId ?? (await buildBusiness(db)).id;
  const [invitation] = await db
    .insert(invitations)
    .values({
      email: `invitee-${randomBytes(4).toString('hex')}@example.com`,
      userType: 'user' satisfies UserType,
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
      ...values,
      businessId,
      tokenHash: hashToken(token),
    })
    .returning();
  if (!invitation) throw new Error('invitation not created');
  return { invitation, token };
}

/** An authenticated inject as `user`: `as(t, user, { method, url, payload })`. */
export async function as(t: TestApp, user: UserRow, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...(await authHeader(t.tokens, user)) } });
}

/** The token of the invitation link in a mail text. */
export function tokenFromText(text: string): string {
  const match = /\/accept-invitation\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

/** A multipart form for inject: text fields and files (`{ name, bytes, filename, type }`). */
export function multipartForm(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; filename: string; type?: string }[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  return form;
}
