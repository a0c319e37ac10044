import Fastify, { type FastifyInstance } from 'fastify';

/** The baseline: a Fastify hello-world with nothing registered, on the loopback interface. */
export async function startBareFastify(): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/`, app };
}
