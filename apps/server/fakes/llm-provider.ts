import { startFakeLlmProvider } from './llm-provider/server';
import type { DemoFake } from './types';

export * from './llm-provider/script';
export { type FakeLlmProvider, type FakeRequest, startFakeLlmProvider } from './llm-provider/server';

/** The key the demo workspace's "Demo (offline)" provider uses; only the demo fake accepts it. */
export const DEMO_LLM_KEY = 'demo-offline-key';

/**
 * The demo's LLM provider: the same fake the tests use, accepting the demo key. Chat answers are labelled canned
 * replies; a drafted issue's subject, preheader and intro are written from the chosen items (writer.ts), so a demo
 * draft reads like one. The product offers it as "Demo (offline)" only because DEMO_LLM_URL is set (by this fake,
 * in the demo).
 */
export const llmProviderFake: DemoFake = {
  name: 'LLM provider (Demo (offline))',
  async start() {
    const fake = await startFakeLlmProvider({ acceptedKeys: [DEMO_LLM_KEY], writesIssues: true });
    // A visible pace, so the demo shows an answer arriving word by word.
    fake.timing.chunkDelayMs = 40;
    return { env: { DEMO_LLM_URL: fake.baseUrl }, close: () => fake.close() };
  },
};
