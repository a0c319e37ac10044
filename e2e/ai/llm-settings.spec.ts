import { logIn } from '../fixtures';
import { expect, openAiChat, test } from '../fixtures/ai';
import { blockingViolations, openSettings } from '../fixtures/content';

test.describe('Settings → LLM', () => {
  test('add a key (a refused one first), pick a model, create a tone, turn the assistant off, remove the key', async ({
    page,
    publisher,
    workspaceId,
    fake,
    llmKey,
  }, testInfo) => {
    await logIn(page, publisher.admin);
    await openSettings(page, workspaceId, 'llm');
    await expect(page.getByRole('tab', { name: 'LLM', exact: true })).toHaveAttribute('aria-selected', 'true');

    await test.step('a key the provider refuses is shown under the field; an accepted one is saved', async () => {
      await page.getByRole('button', { name: 'Add LLM key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add LLM key' });
      await dialog.getByLabel('Provider').selectOption({ label: 'OpenAI-compatible (e.g. Ollama)' });
      await expect(dialog.getByLabel('Default model')).toHaveValue('llama3.2');
      await dialog.getByLabel('Base URL').fill(fake.baseUrl);
      await dialog.getByLabel('API key').fill('sk-wrong-key-0000');
      await dialog.getByRole('button', { name: 'Save key' }).click();
      await expect(dialog.getByText('Invalid key: the provider did not accept it')).toBeVisible();
      // Once, under the field: no toast repeats it.
      await expect(page.getByText(/did not accept/)).toHaveCount(1);
      await dialog.getByLabel('API key').fill(llmKey);
      await dialog.getByRole('button', { name: 'Save key' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('LLM key saved')).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: llmKey.slice(-4) })).toHaveText(
        `•••• ending in ${llmKey.slice(-4)}`,
      );
      await expect(page.getByText(llmKey)).toHaveCount(0);
    });

    await test.step('choose the default model from the provider’s list', async () => {
      const models = page.getByLabel('Default model');
      await expect(models.locator('option')).toHaveText(['claude-sonnet-4-5', 'gpt-4o', 'gpt-4o-mini', 'llama3.2']);
      await models.selectOption('gpt-4o');
      await page.getByRole('button', { name: 'Save model' }).click();
      await expect(page.getByText('Default model saved')).toBeVisible();
    });

    await test.step('a tone needs only its name', async () => {
      await page.getByRole('button', { name: 'New tone' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New tone' });
      await dialog.getByLabel('Tone name').fill('Plain');
      await page.setViewportSize({ width: 375, height: 800 });
      await dialog.getByText('Follow AP style').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('tone-dialog-375.png') });
      const apBox = await dialog.getByText('Follow AP style').boundingBox();
      const numbersBox = await dialog.getByLabel('Numbers').boundingBox();
      expect(apBox && numbersBox && apBox.y >= numbersBox.y + numbersBox.height).toBe(true);
      await page.setViewportSize({ width: 1440, height: 1000 });
      await page.screenshot({ path: testInfo.outputPath('tone-dialog-1440.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole('button', { name: 'Create tone' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: 'Tones' }).getByRole('heading', { name: 'Plain' })).toBeVisible();
    });

    await test.step('create a tone', async () => {
      await page.getByRole('button', { name: 'New tone' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New tone' });
      await dialog.getByLabel('Tone name').fill('Friendly neighbour');
      const traits = [
        ['Warm', 'gushing'],
        ['Plain', 'dull'],
        ['Local', 'parochial'],
      ];
      await dialog.getByRole('button', { name: 'Add trait' }).click();
      await dialog.getByRole('button', { name: 'Add trait' }).click();
      for (const [index, [is, isNot]] of traits.entries()) {
        await dialog.getByLabel(`Trait ${index + 1} is`, { exact: true }).fill(is ?? '');
        await dialog.getByLabel(`Trait ${index + 1} is not`).fill(isNot ?? '');
      }
      await dialog.getByLabel('Banned terms').fill('synergy\nworld-class');
      await dialog.getByLabel('Default tone (used when a chat picks none)').check();
      await dialog.getByRole('button', { name: 'Create tone' }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByRole('list', { name: 'Tones' }).getByRole('listitem');
      await expect(card.getByRole('heading', { name: /Friendly neighbour/ })).toBeVisible();
      await expect(card.getByText('Default')).toBeVisible();
    });

    await test.step('the page at 1440 and 375 px, and axe', async () => {
      await page.setViewportSize({ width: 1440, height: 1000 });
      await page.screenshot({ path: testInfo.outputPath('llm-settings-1440.png'), fullPage: true });
      expect(await blockingViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: testInfo.outputPath('llm-settings-375.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the chat offers the tone and the model', async () => {
      await openAiChat(page, workspaceId);
      await expect(page.getByLabel('Tone')).toHaveValue(/.+/);
      await expect(page.getByLabel('Tone').locator('option:checked')).toHaveText('Friendly neighbour (default)');
      await expect(page.getByLabel('Model').locator('option:checked')).toHaveText('gpt-4o');
    });

    await test.step('turning the assistant off shows in the chat', async () => {
      await openSettings(page, workspaceId, 'llm');
      await page.getByLabel('AI assistant is on for this newsletter').uncheck();
      await expect(page.getByText('AI assistant turned off')).toBeVisible();
      await expect(page.getByLabel('AI assistant is off for this newsletter')).not.toBeChecked();
      await expect(page.getByText('AI assistant is on for this newsletter')).toHaveCount(0);
      await openAiChat(page, workspaceId);
      await expect(
        page.getByRole('heading', { name: 'The AI assistant is turned off for this newsletter.' }),
      ).toBeVisible();
    });

    await test.step('remove the key', async () => {
      await openSettings(page, workspaceId, 'llm');
      await page.getByRole('button', { name: 'Remove key' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove key' }).click();
      await expect(page.getByRole('heading', { name: 'No LLM key yet' })).toBeVisible();
    });
  });
});
