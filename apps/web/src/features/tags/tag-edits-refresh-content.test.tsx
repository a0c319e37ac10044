import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiTags, makeItem, pageOf, renderContent, serveContentApi, TAG_SPORTS } from '../../../test/content-api';
import { bodyOf, ok } from '../../../test/helpers';
import { ContentManagerPage } from '../content-manager';
import { TagsSettingsTab } from './TagsSettingsTab';

/**
 * A server whose content items carry the Sports tag under its current name: a rename or a delete changes what the
 * next list answer says, as the real server's join does.
 */
function serveTaggedContent() {
  let sports: { name: string; color: string } | null = { name: 'Sports', color: '#ef4444' };
  const item = makeItem({ title: 'Harbour regatta' });
  return serveContentApi((config) => {
    if (config.url === '/feeds/list/' && config.method === 'get') {
      const tags = sports ? [{ tagId: TAG_SPORTS, ...sports }] : [];
      return ok(pageOf([{ ...item, tags }]));
    }
    if (config.url === '/tags/list') {
      const rest = apiTags.filter((tag) => tag.tagId !== TAG_SPORTS);
      return ok(pageOf(sports ? [{ ...apiTags[0], ...sports }, ...rest] : rest, 1, 2, 100));
    }
    if (config.url === `/tags/${TAG_SPORTS}/` && config.method === 'put') {
      const body = bodyOf(config) as { name: string };
      sports = { name: body.name, color: sports?.color ?? '#ef4444' };
      return ok({ ...apiTags[0], ...sports });
    }
    if (config.url === `/tags/${TAG_SPORTS}/delete/`) {
      sports = null;
      return ok(null, 'Tag deleted');
    }
    return undefined;
  });
}

function contentTags() {
  const card = screen.getByRole('heading', { name: 'Harbour regatta' }).closest('article');
  if (!card) throw new Error('no content card');
  const list = within(card).queryByRole('list', { name: 'Tags' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent)
    : [];
}

describe('tag edits refresh the content lists', () => {
  it('shows a renamed tag in the content list without a reload', async () => {
    const user = userEvent.setup();
    serveTaggedContent();
    renderContent(
      <>
        <TagsSettingsTab />
        <ContentManagerPage />
      </>,
    );
    await screen.findByRole('heading', { name: 'Harbour regatta' });
    await waitFor(() => expect(contentTags()).toEqual(['Sports']));

    await user.click(await screen.findByRole('button', { name: 'Edit tag Sports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag' });
    const name = within(dialog).getByLabelText('Tag name');
    await user.clear(name);
    await user.type(name, 'Sailing');
    await user.click(within(dialog).getByRole('button', { name: 'Save tag' }));

    await waitFor(() => expect(contentTags()).toEqual(['Sailing']));
  });

  it('drops a deleted tag from the content list without a reload', async () => {
    const user = userEvent.setup();
    serveTaggedContent();
    renderContent(
      <>
        <TagsSettingsTab />
        <ContentManagerPage />
      </>,
    );
    await screen.findByRole('heading', { name: 'Harbour regatta' });
    await waitFor(() => expect(contentTags()).toEqual(['Sports']));

    await user.click(await screen.findByRole('button', { name: 'Delete tag Sports' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete tag' }));

    await waitFor(() => expect(contentTags()).toEqual([]));
  });
});
