import type { FastifyInstance } from 'fastify';
import { businesses, users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/password';
import { TokenService } from '../../src/lib/tokens';
import { buildBenchApp } from './bench-app';
import { startBenchDatabase } from './database';

/** The verified user startRealApp seeds, for benchmarks that log in through the web app. */
export const BENCH_USER = { email: 'bench@example.com', password: 'bench-password-1' } as const;

export interface RealApp {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** `Bearer …` for a verified user of the app's database. */
  authorization: string;
  /** The app's database and that user, for the lookup baseline. */
  databaseUrl: string;
  userId: string;
  stop(): Promise<void>;
}

/**
 * The real application (buildApp) on a real database: an embedded PostgreSQL in a temp dir, migrated, with one
 * verified user in a business and an access token signed as login would sign it. Logs are silenced. With `webRoot`
 * it also serves that build of the web app at / (the browser benchmarks).
 */
export async function startRealApp(options: { webRoot?: string } = {}): Promise<RealApp> {
  const bench = await startBenchDatabase('app');
  const { database } = bench;
  let app: FastifyInstance | undefined;
  const stop = async () => {
    await app?.close();
    await bench.stop();
  };

  try {
    const built = await buildBenchApp(bench, { HOST: '127.0.0.1', PORT: '0' }, { webRoot: options.webRoot });
    const config = built.config;
    app = built.app;
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });

    const [business] = await database.db.insert(businesses).values({ name: 'Bench Media' }).returning();
    const [user] = await database.db
      .insert(users)
      .values({
        email: BENCH_USER.email,
        name: 'Bench User',
        passwordHash: await hashPassword(BENCH_USER.password),
        userType: 'admin',
        isVerified: true,
        businessId: business?.id,
      })
      .returning();
    if (!user) throw new Error('bench user not created');
    // Signed with the app's secret; a lifetime longer than the whole run.
    const tokens = new TokenService(config.JWT_SECRET, 3600);
    const token = await tokens.signAccess({ sub: user.id, userType: 'admin', sv: user.sessionVersion });
    return { origin, authorization: `Bearer ${token}`, databaseUrl: bench.url, userId: user.id, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
