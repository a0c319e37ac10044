import type { LoginBody, Session, User } from '@newsletter-os/contracts';
import { postWithoutSession } from '../../shared/api/fetch-call';
import { parseStoredUser } from '../../shared/stored-user';

const USER_FIELDS = [
  'id',
  'name',
  'email',
  'userType',
  'gender',
  'isVerified',
  'businessId',
  'businessName',
] as const satisfies readonly (keyof User)[];

/** The session of a login answer (the contracts' sessionSchema, checked without zod), or null. */
export function readSession(data: unknown): Session | null {
  if (typeof data !== 'object' || data === null) return null;
  const { accessToken, refreshToken, expiresIn, user } = data as Record<string, unknown>;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || !Number.isInteger(expiresIn)) return null;
  const checked = parseStoredUser(user);
  if (!checked || USER_FIELDS.some((field) => checked[field] === undefined)) return null;
  return { accessToken, refreshToken, expiresIn: expiresIn as number, user: checked as User };
}

/** POST /login/: the session of a verified account; errors are CallErrors for the form to show. */
export function loginRequest(body: LoginBody): Promise<Session> {
  return postWithoutSession('/login/', body, readSession);
}
