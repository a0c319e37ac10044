import { randomUUID } from 'node:crypto';
import { DEMO_LLM_KEY } from '../fakes/llm-provider';
import { loadConfig } from '../src/config';
import { aiChatMessages, aiChatSessions, aiTones, llmKeys } from '../src/db/schema/index';
import { lastFour, sealSecret } from '../src/lib/secret-box';
import type { DemoSeeder } from './seeders';

/**
 * The demo newsletters' assistant: the offline "Demo (offline)" provider (the LLM fake, labelled as such in the
 * product), and one tone to pick. Outside `npm run demo` that provider does not exist.
 */
export const llmDemoSeeder: DemoSeeder = {
  name: 'AI assistant (Demo (offline) provider and a tone)',
  async seed({ db, workspaceIds }) {
    const { SECRETS_KEY } = loadConfig();
    for (const workspaceId of workspaceIds) {
      await db
        .insert(llmKeys)
        .values({
          workspaceId,
          provider: 'demo',
          baseUrl: null,
          defaultModel: 'gpt-4o-mini',
          sealedKey: sealSecret(SECRETS_KEY, workspaceId, 'llm-api-key', DEMO_LLM_KEY),
          lastFour: lastFour(DEMO_LLM_KEY),
        })
        .onConflictDoNothing();
      await db
        .insert(aiTones)
        .values({
          workspaceId,
          name: 'Friendly neighbour',
          description: 'Like a neighbour over the fence telling you what is on this week.',
          traits: [
            { is: 'Warm', isNot: 'gushing' },
            { is: 'Plain-spoken', isNot: 'dull' },
            { is: 'Local', isNot: 'parochial' },
          ],
          dos: ['Lead with the date and place', 'Name the neighbourhood'],
          donts: ['Use exclamation marks', 'Invent details'],
          preferredTerms: ['neighbours'],
          bannedTerms: ['synergy', 'world-class'],
          targetGrade: 8,
          style: { apStyle: true, oxfordComma: true, numbers: 'ap' },
          samples: [],
          isDefault: true,
        })
        .onConflictDoNothing();
      await seedSampleChat(db, workspaceId);
    }
  },
};

const SAMPLE_QUESTION = 'What should lead this week’s issue?';
const SAMPLE_ANSWER = [
  'This is a sample conversation from the offline demo assistant, not a real model.',
  '',
  'A good lead for a local issue is usually:',
  '',
  '- **The biggest event of the week**, with its date and place',
  '- A story readers will talk about',
  '- One practical item (road works, bin days, opening hours)',
  '',
  'Ask a question below to see an answer stream in.',
].join('\n');

/** One saved chat, so the chat screen opens with a conversation to look at. */
async function seedSampleChat(db: Parameters<DemoSeeder['seed']>[0]['db'], workspaceId: string) {
  const id = randomUUID();
  await db.insert(aiChatSessions).values({ id, workspaceId, title: SAMPLE_QUESTION });
  await db.insert(aiChatMessages).values([
    {
      workspaceId,
      sessionId: id,
      messageId: `demo-q-${id}`,
      seq: 1,
      role: 'user',
      parts: [{ type: 'text', text: SAMPLE_QUESTION }],
    },
    {
      workspaceId,
      sessionId: id,
      messageId: `demo-a-${id}`,
      seq: 2,
      role: 'assistant',
      parts: [{ type: 'text', text: SAMPLE_ANSWER }],
      metadata: { model: 'gpt-4o-mini' },
    },
  ]);
}
