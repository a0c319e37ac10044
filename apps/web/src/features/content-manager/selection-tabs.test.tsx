import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeItem, pageOf, renderContent, serveContentApi } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { ContentManagerPage } from './ContentManagerPage';

describe('selections across tabs', () => {
  it('keeps each tab’s selection while the tabs switch, and counts the other tabs’ for a draft', async () => {
    const user = userEvent.setup();
    const story = makeItem({ title: 'Harbour reopens' });
    const event = makeItem({ title: 'Lantern walk', feedType: 'events', eventStartsAt: '2031-05-02T18:00:00.000Z' });
    serveContentApi((config) => {
      if (config.url === '/events/list/') return ok(pageOf([event]));
      if (config.url === '/location-dropdown/') return ok([]);
      return config.url === '/feeds/list/' && config.method === 'get' ? ok(pageOf([story])) : undefined;
    });
    renderContent(<ContentManagerPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Harbour reopens' }));

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Lantern walk' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(toolbar).getByText('1 item selected (1 more on other tabs for a draft)')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'RSS' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Harbour reopens' })).toBeChecked();
  });
});
