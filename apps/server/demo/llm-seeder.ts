import { DEMO_LLM_KEY } from '../fakes/llm-provider';
import { loadConfig } from '../src/config';
import { aiTones, llmKeys } from '../src/db/schema/index';
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
    }
  },
};
