import { aiErrorMessages } from '@newsletter-os/contracts';
import { logIn } from '../fixtures';
import { answers, chatList, connectLlm, expect, failWith, messageInput, openAiChat, test, text } from '../fixtures/ai';
import { blockingViolations } from '../fixtures/content';

const words = (sentence: string) => sentence.match(/\S+\s*/g) ?? [sentence];

test.describe('AI chat', () => {
  test('streams an answer, stops one, keeps the chat across a reload, inserts, renames and deletes with undo', async ({
    page,
    publisher,
    workspaceId,
    fake,
    llmKey,
  }, testInfo) => {
    await connectLlm(publisher.api, workspaceId, fake, llmKey);
    await logIn(page, publisher.admin);
    await openAiChat(page, workspaceId);
    const answer = 'Three events this week: the **lantern walk** on Friday, the market and a quiz night.';

    await test.step('the answer streams in word by word, with Stop while it does', async () => {
      fake.timing.chunkDelayMs = 120;
      fake.script(llmKey, text(words(answer)));
      await messageInput(page).fill('What is on this week?');
      await messageInput(page).press('Enter');
      await expect(page.getByRole('listitem').filter({ hasText: 'What is on this week?' })).toBeVisible();
      // Part of the answer is on screen while the rest is still coming.
      await expect(answers(page).first()).toContainText('Three events');
      await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
      await expect(answers(page).first()).not.toContainText('quiz night');
      await expect(answers(page).first()).toContainText('and a quiz night.');
      await expect(answers(page).first().locator('strong')).toHaveText('lantern walk');
      await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
      await expect(chatList(page).getByRole('button', { name: /^What is on this week\?/ })).toBeVisible();
    });

    await test.step('Shift+Enter makes a new line; Stop ends an answer and keeps what arrived', async () => {
      fake.script(llmKey, { kind: 'hang', chunks: ['Here is ', 'a partial ', 'draft'] });
      await messageInput(page).fill('Draft the intro');
      await messageInput(page).press('Shift+Enter');
      await messageInput(page).pressSequentially('please');
      await expect(messageInput(page)).toHaveValue('Draft the intro\nplease');
      await messageInput(page).press('Enter');
      await expect(answers(page).nth(1)).toContainText('Here is a partial draft');
      await page.getByRole('button', { name: 'Stop' }).click();
      await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
      await expect
        .poll(() => fake.requests({ apiKey: llmKey, path: '/v1/chat/completions' }).at(-1)?.clientClosedAt)
        .toBeDefined();
    });

    await test.step('a reload shows the same chat, the stopped answer still marked', async () => {
      await page.reload();
      await expect(answers(page)).toHaveCount(2);
      await expect(answers(page).first()).toContainText('and a quiz night.');
      await expect(answers(page).nth(1)).toContainText('Here is a partial draft');
      await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
    });

    await test.step('insert the first answer into a newsletter', async () => {
      await page.getByRole('button', { name: 'Insert into newsletter' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Insert into newsletter' });
      await dialog.getByLabel('Newsletter date').fill('2031-05-02');
      await dialog.getByRole('button', { name: 'Insert' }).click();
      await expect(page.getByText('Newsletter of 2031-05-02 started with this answer')).toBeVisible();
      const [newsletter] = await publisher.api.get<{ document: { blocks: { type: string }[] } }[]>('/newsletters/', {
        workspaceId,
        date: '2031-05-02',
      });
      expect(newsletter?.document.blocks.map((block) => block.type)).toEqual(['paragraph']);
    });

    await test.step('rename the chat', async () => {
      await chatList(page).getByRole('button', { name: 'Rename What is on this week?' }).click();
      await chatList(page).getByLabel('Chat title').fill('Weekly events');
      await chatList(page).getByLabel('Chat title').press('Enter');
      await expect(chatList(page).getByRole('button', { name: /^Weekly events/ })).toBeVisible();
    });

    await test.step('screens at 1440 and 375 px', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: testInfo.outputPath('ai-chat-1440.png') });
      expect(await blockingViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 760 });
      await expect(chatList(page)).toBeHidden();
      await page.screenshot({ path: testInfo.outputPath('ai-chat-375.png') });
      await page.getByRole('button', { name: 'Show chats' }).click();
      await expect(page.getByRole('dialog', { name: 'Chats' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('ai-chat-375-chats.png') });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('delete with undo, then delete for good', async () => {
      const row = chatList(page).getByRole('button', { name: /^Weekly events/ });
      await chatList(page).getByRole('button', { name: 'Delete Weekly events' }).click();
      await expect(row).toBeHidden();
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(row).toBeVisible();
      await chatList(page).getByRole('button', { name: 'Delete Weekly events' }).click();
      await expect(page.getByText('No chats yet. Your conversations appear here.')).toBeVisible();
      await expect
        .poll(async () => (await publisher.api.get<{ count: number }>('/ai/chat/sessions/', { workspaceId })).count, {
          timeout: 10_000,
        })
        .toBe(0);
    });
  });

  test('provider errors are shown as their own state', async ({ page, publisher, workspaceId, fake, llmKey }) => {
    await connectLlm(publisher.api, workspaceId, fake, llmKey);
    await logIn(page, publisher.admin);
    await openAiChat(page, workspaceId);
    // The model list is read first (a queued error would answer it instead of the chat).
    await expect(page.getByLabel('Model')).toBeVisible();
    // insufficient_quota is a 429 the SDK retries twice.
    fake.script(
      llmKey,
      failWith('insufficient_quota', 10),
      failWith('insufficient_quota', 10),
      failWith('insufficient_quota', 10),
    );
    await page.getByRole('button', { name: 'What events are on this week?' }).click();
    await expect(page.getByRole('alert')).toContainText(aiErrorMessages.quota_exhausted);
    await expect(page.getByText('An error occurred.')).toHaveCount(0);
    fake.script(llmKey, text(['Back ', 'again.']));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(answers(page).last()).toContainText('Back again.');
  });

  test('a key the provider refuses is said once, inline, with the way to settings', async ({
    page,
    publisher,
    workspaceId,
    fake,
    llmKey,
  }, testInfo) => {
    await connectLlm(publisher.api, workspaceId, fake, llmKey);
    await logIn(page, publisher.admin);
    await openAiChat(page, workspaceId);
    await expect(page.getByLabel('Model')).toBeVisible();
    fake.script(llmKey, failWith('invalid_key'));
    await page.getByRole('button', { name: 'What events are on this week?' }).click();
    await expect(page.getByRole('alert')).toContainText(aiErrorMessages.invalid_key);
    await expect(page.getByRole('link', { name: 'Open Settings → LLM' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('chat-invalid-key-1280.png') });
    await expect(page.getByText(/did not accept/)).toHaveCount(1);
  });

  test('without a key the chat says where to add one', async ({ page, publisher, workspaceId }) => {
    await logIn(page, publisher.admin);
    await openAiChat(page, workspaceId);
    await expect(page.getByRole('heading', { name: 'Add an LLM key in settings' })).toBeVisible();
    await page.getByRole('link', { name: 'Open LLM settings' }).click();
    await expect(page).toHaveURL(/\/settings\?.*tab=llm/);
    await expect(page.getByRole('heading', { name: 'No LLM key yet' })).toBeVisible();
  });
});
