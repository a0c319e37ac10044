import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type FakeLlmProvider, startFakeLlmProvider } from '../../fakes/llm-provider';
import { aiChatMessages, aiChatSessions, aiDrafts, aiTones, feedItems, llmKeys } from '../../src/db/schema/index';
import { sealSecret } from '../../src/lib/secret-box';
import type { MatrixContext } from '../helpers/matrix';

/** The AI matrix's app: loopback fakes reachable, no AI rate limit in the way. */
export const aiMatrixEnv = { OUTBOUND_ALLOW_PRIVATE: 'true', AI_RATE_LIMIT_MAX: '10000' };

let shared: Promise<FakeLlmProvider> | undefined;
/** One fake provider for the whole matrix file (it does not keep the process alive). */
export function matrixFake(): Promise<FakeLlmProvider> {
  shared ??= startFakeLlmProvider({ acceptedKeys: ['sk-matrix-key'] });
  return shared;
}
export const MATRIX_KEY = 'sk-matrix-key';

/** Gives both tenants' workspaces a key on the fake (stored directly: the matrix is about who may call what). */
export async function connectBothTenants(ctx: MatrixContext): Promise<FakeLlmProvider> {
  const fake = await matrixFake();
  for (const tenant of [ctx.a, ctx.b]) {
    const workspaceId = tenant.workspace.id;
    await ctx.t.db
      .insert(llmKeys)
      .values({
        workspaceId,
        provider: 'openai-compatible',
        baseUrl: fake.baseUrl,
        defaultModel: 'gpt-4o-mini',
        sealedKey: sealSecret(ctx.t.config.SECRETS_KEY, workspaceId, 'llm-api-key', MATRIX_KEY),
        lastFour: MATRIX_KEY.slice(-4),
      })
      .onConflictDoNothing();
  }
  return fake;
}

export async function buildChatSession(ctx: MatrixContext) {
  const id = randomUUID();
  const title = `Chat ${randomUUID().slice(0, 8)}`;
  await ctx.t.db.insert(aiChatSessions).values({ id, workspaceId: ctx.a.workspace.id, title });
  await ctx.t.db.insert(aiChatMessages).values({
    workspaceId: ctx.a.workspace.id,
    sessionId: id,
    messageId: `m-${id}`,
    seq: 1,
    role: 'user',
    parts: [{ type: 'text', text: `Secret question ${title}` }],
  });
  return { id, title };
}

export async function buildTone(ctx: MatrixContext) {
  const [row] = await ctx.t.db
    .insert(aiTones)
    .values({
      workspaceId: ctx.a.workspace.id,
      name: `Tone ${randomUUID().slice(0, 8)}`,
      traits: [
        { is: 'warm', isNot: 'gushing' },
        { is: 'plain', isNot: 'dull' },
        { is: 'local', isNot: 'parochial' },
      ],
      dos: [],
      donts: [],
      preferredTerms: [],
      bannedTerms: [],
      style: { apStyle: false, oxfordComma: true, numbers: 'ap' },
      samples: [],
    })
    .returning();
  if (!row) throw new Error('tone not created');
  return row;
}

/** Rows of tenant A's workspace in a table without an id column, in a stable order. */
export async function rowsOfA({ t, a }: MatrixContext, table: string, orderBy: string): Promise<unknown[]> {
  const result = await t.db.execute(
    sql`select * from ${sql.identifier(table)} where workspace_id = ${a.workspace.id} order by ${sql.identifier(orderBy)}`,
  );
  return result.rows;
}

export const toneBody = (workspaceId: string) => ({
  workspaceId,
  name: `Tone ${randomUUID().slice(0, 8)}`,
  traits: [
    { is: 'warm', isNot: 'gushing' },
    { is: 'plain', isNot: 'dull' },
    { is: 'local', isNot: 'parochial' },
  ],
});

/** A chat of tenant A with an answer (what "insert into newsletter" takes). */
export async function buildAnsweredChat(ctx: MatrixContext) {
  const session = await buildChatSession(ctx);
  const answerId = `a-${session.id}`;
  await ctx.t.db.insert(aiChatMessages).values({
    workspaceId: ctx.a.workspace.id,
    sessionId: session.id,
    messageId: answerId,
    seq: 2,
    role: 'assistant',
    parts: [{ type: 'text', text: `Secret answer ${session.title}` }],
  });
  return { ...session, answerId };
}

/** Both tenants connected to the fake, and an event of tenant A. */
export async function buildEventToRewrite(ctx: MatrixContext) {
  await connectBothTenants(ctx);
  const [row] = await ctx.t.db
    .insert(feedItems)
    .values({
      workspaceId: ctx.a.workspace.id,
      feedType: 'events',
      feedStatus: 'active',
      title: `Secret event ${randomUUID().slice(0, 8)}`,
    })
    .returning();
  if (!row) throw new Error('event not created');
  return row;
}

/** An article of tenant A to draft an issue from (both tenants have a key). */
export async function buildItemToDraft(ctx: MatrixContext) {
  await connectBothTenants(ctx);
  const [row] = await ctx.t.db
    .insert(feedItems)
    .values({
      workspaceId: ctx.a.workspace.id,
      feedType: 'rss',
      feedStatus: 'active',
      title: `Secret story ${randomUUID().slice(0, 8)}`,
    })
    .returning();
  if (!row) throw new Error('item not created');
  return row;
}

/** A finished draft of tenant A. */
export async function buildDraft(ctx: MatrixContext) {
  const [row] = await ctx.t.db
    .insert(aiDrafts)
    .values({
      workspaceId: ctx.a.workspace.id,
      userId: ctx.a.admin.id,
      issueDate: '2031-07-01',
      itemIds: [randomUUID()],
      status: 'done',
      warnings: [`Secret warning ${randomUUID().slice(0, 8)}`],
    })
    .returning();
  if (!row) throw new Error('draft not created');
  return row;
}
