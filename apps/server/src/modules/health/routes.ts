import { envelope } from '@newsletter-os/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App, ModuleDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export async function healthRoutes(app: App, deps: ModuleDeps) {
  app.get('/health', { schema: { tags: ['health'], response: { 200: envelope(healthSchema) } } }, async () => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch {
      throw new AppError(503, 'Database unavailable');
    }
    return ok({ status: 'ok' as const, database: 'ok' as const });
  });
}
