import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiTags, callsTo, renderContent, serveContentApi, TAG_SPORTS, WORKSPACE_ID } from '../../../test/content-api';
import { bodyOf, fail, ok } from '../../../test/helpers';
import { TagsSettingsTab } from './TagsSettingsTab';

describe('tags tab', () => {
  it('creates a tag with a colour typed as hex, after checking the value', async () => {
    const user = userEvent.setup();
    const created = {
      tagId: '8b7a6f5e-4d3c-4b2a-9f0e-8d7c6b5a4f3e',
      name: 'Food',
      color: '#10b981',
      modelName: '',
      modelType: '',
    };
    const calls = serveContentApi((config) =>
      config.url === '/tags/' ? { ...ok(created, 'Tag created'), status: 201 } : undefined,
    );
    renderContent(<TagsSettingsTab />, { path: '/settings' });
    const list = await screen.findByRole('list', { name: 'Tags' });
    expect(within(list).getByText('Sports')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    await user.type(within(dialog).getByLabelText('Tag name'), 'Food');
    const hex = within(dialog).getByLabelText('Colour hex value');
    await user.clear(hex);
    await user.type(hex, '#12');
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText('Colour must be a hex colour such as #1a2b3c')).toBeInTheDocument();
    expect(callsTo(calls, '/tags/')).toHaveLength(0);

    await user.clear(hex);
    await user.type(hex, '#10B981');
    expect(within(dialog).getByLabelText('Colour picker')).toHaveValue('#10b981');
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));

    await waitFor(() => expect(callsTo(calls, '/tags/', 'post')).toHaveLength(1));
    const post = callsTo(calls, '/tags/')[0];
    expect(post && bodyOf(post)).toEqual({ workspaceId: WORKSPACE_ID, name: 'Food', color: '#10b981' });
    expect(await within(list).findByText('Food')).toBeInTheDocument();
  });

  it('shows a taken name under the Tag name field, not above the form', async () => {
    const user = userEvent.setup();
    serveContentApi((config) =>
      config.url === '/tags/' && config.method === 'post'
        ? fail(409, 'A tag with this name already exists')
        : undefined,
    );
    renderContent(<TagsSettingsTab />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    const name = within(dialog).getByLabelText('Tag name');
    await user.type(name, 'Sports');
    await user.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A tag with this name already exists'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when a delete fails", async () => {
    const user = userEvent.setup();
    serveContentApi((config) =>
      config.url === `/tags/${TAG_SPORTS}/delete/` ? fail(404, 'Tag not found') : undefined,
    );
    renderContent(<TagsSettingsTab />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: `Delete tag ${apiTags[0]?.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    expect(await within(dialog).findByText('Tag not found')).toBeInTheDocument();
  });
});
