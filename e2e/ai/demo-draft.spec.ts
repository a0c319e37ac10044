import type { CreateFeedItemFields, FeedItem } from '@newsletter-os/contracts';
import { DEMO_LLM_KEY, llmProviderFake } from '../../apps/server/fakes/llm-provider';
import { blockingViolations, openContentTab } from '../fixtures/content';
import { expect, logIn, newCredentials, registerVerifiedUser, test } from '../fixtures/index';
import { createPublisher } from '../fixtures/workspaces';

/**
 * "Draft an issue" as `npm run demo` runs it: the product in demo mode, the demo's own offline LLM fake with nothing
 * scripted, the newsletter on the "Demo (offline)" provider. A first attempt fails (the provider refuses the key
 * once), "Try again" drafts the issue, and the builder opens it with the story keeping its item's link.
 */
test('the offline demo drafts an issue that opens in the builder, after a retry', async ({
  page,
  playwright,
  startProduct,
}, testInfo) => {
  // An instance of its own (demo mode, a fresh embedded PostgreSQL) takes a while on a busy machine.
  test.setTimeout(300_000);
  const demoLlm = await llmProviderFake.start();
  try {
    const product = await startProduct({ DEMO_MODE: 'true', OUTBOUND_ALLOW_PRIVATE: 'true', ...demoLlm.env });
    const request = await playwright.request.newContext({ baseURL: product.baseURL });
    const admin = newCredentials(`w${testInfo.workerIndex}-demo`);
    await registerVerifiedUser(request, admin);
    const publisher = await createPublisher(request, admin, 'Demo Desk Media', ['Harbour Weekly']);
    const workspaceId = publisher.workspaces[0]?.workspaceId ?? '';
    // What the demo seeds: the newsletter's assistant on the offline provider.
    await publisher.api.post('/llm/', {
      workspaceId,
      provider: 'demo',
      defaultModel: 'gpt-4o-mini',
      apiKey: DEMO_LLM_KEY,
    });
    const item: CreateFeedItemFields = {
      workspaceId,
      title: 'Quay market returns',
      summary: 'Stalls, music and food on the quay every Saturday. The first market opens at nine.',
      link: 'https://quay.example/market',
    };
    const created = await publisher.api.post<FeedItem>('/feeds/', item);

    // The first answer is the provider refusing the key, so the dialog shows its failure state.
    const control = new URL('/__fake/script', demoLlm.env.DEMO_LLM_URL);
    const scripted = await request.post(control.toString(), {
      data: { key: DEMO_LLM_KEY, turns: [{ kind: 'error', status: 401, reason: 'invalid_key' }] },
    });
    expect(scripted.ok()).toBe(true);

    await logIn(page, admin, product.baseURL);
    await page.goto(new URL(`/content-manager?workspaceId=${workspaceId}`, product.baseURL).toString());
    // A fresh instance on a busy machine: the first screen can take longer than an action's timeout.
    await expect(page.getByRole('tab', { name: 'Original', exact: true })).toBeVisible({ timeout: 30_000 });
    await openContentTab(page, 'Original');
    await page.getByRole('checkbox', { name: 'Select Quay market returns' }).check();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Draft an issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draft an issue with AI' });
    await dialog.getByLabel('Newsletter date').fill('2031-08-01');
    await dialog.getByRole('button', { name: 'Draft issue' }).click();

    await expect(dialog.getByRole('alert')).toContainText(
      'The LLM provider did not accept this newsletter’s key. Check the key in settings.',
      {
        timeout: 20_000,
      },
    );
    const retry = dialog.getByRole('button', { name: 'Try again' });
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 760 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`demo-draft-failed-${width}.png`) });
    }
    expect(await blockingViolations(page)).toEqual([]);
    const health = await request.get('/api/v1/health');
    expect(health.status()).toBe(200);
    await retry.click();

    await expect(dialog.getByText('Draft added to the newsletter of 2031-08-01: 2 blocks.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByRole('list', { name: 'Warnings' })).toHaveCount(0);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 760 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`demo-draft-done-${width}.png`) });
    }
    expect(await blockingViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('link', { name: 'Open in the builder' }).click();
    await expect(page).toHaveURL(/\/newsletter-builder\?.*date=2031-08-01/);
    await expect(page.getByRole('listitem', { name: /^Article block/ })).toContainText('Quay market returns');
    const [newsletter] = await publisher.api.get<
      { document: { blocks: { type: string; sourceItemId?: string; snapshot?: { link?: string } }[] } }[]
    >('/newsletters/', { workspaceId, date: '2031-08-01' });
    const story = newsletter?.document.blocks.find((block) => block.type === 'article');
    expect(story).toMatchObject({ sourceItemId: created.id, snapshot: { link: 'https://quay.example/market' } });
    await page.screenshot({ path: testInfo.outputPath('demo-draft-builder-1280.png') });
    await request.dispose();
  } finally {
    await demoLlm.close();
  }
});
