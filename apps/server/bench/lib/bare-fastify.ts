import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

/** The baseline: a Fastify hello-world with nothing registered, on the loopback interface. */
export async function startBareFastify(): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/`, app };
}

/**
 * A second baseline: bare Fastify answering with the same user lookup the authenticated endpoint makes (one
 * prepared query through node-postgres, same pool size), so the database's share of the cost is measured apart.
 */
export async function startBareFastifyWithLookup(
  databaseUrl: string,
  userId: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Idle clients see the database stop at the end of the run; that is expected, not a crash.
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  app.get('/', async () => {
    const result = await pool.query({
      name: 'bench_user_lookup',
      text: `select u.id, u.email, u.name, u.user_type, u.gender, u.business_id, b.name as business_name,
        u.session_version, u.is_verified from users u left join businesses b on b.id = u.business_id
        where u.id = $1 limit 1`,
      values: [userId],
    });
    return { user: result.rows[0] };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${address}/`,
    async stop() {
      await app.close();
      await pool.end();
    },
  };
}
