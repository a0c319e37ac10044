import type { UserType } from '@newsletter-os/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { businesses, users } from '../db/schema/index';
import { tokenExpired, unauthorized } from '../lib/errors';
import type { TokenService } from '../lib/tokens';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  userType: UserType;
  gender: string | null;
  businessId: string | null;
  businessName: string | null;
  sessionVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: Bearer JWT → request.authUser, else 401 (498 when only expired). */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a route that ran `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('authUser', null);
  // A named prepared statement: PostgreSQL parses and plans it once per connection, not once per request.
  const findAuthUser = opts.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      userType: users.userType,
      gender: users.gender,
      businessId: users.businessId,
      businessName: businesses.name,
      sessionVersion: users.sessionVersion,
      isVerified: users.isVerified,
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_auth_user');

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    const claims = await opts.tokens.verifyAccess(match[1]);
    if (claims === 'expired') throw tokenExpired();
    if (claims === 'invalid') throw unauthorized('Invalid token');
    // One indexed lookup per request: removal, type changes and password changes take effect at once.
    const [row] = await findAuthUser.execute({ id: claims.sub });
    if (!row?.isVerified || row.sessionVersion !== claims.sv) throw unauthorized('Session ended');
    request.authUser = {
      id: row.id,
      email: row.email,
      name: row.name,
      userType: row.userType as UserType,
      gender: row.gender,
      businessId: row.businessId,
      businessName: row.businessName,
      sessionVersion: row.sessionVersion,
    };
  });
});
