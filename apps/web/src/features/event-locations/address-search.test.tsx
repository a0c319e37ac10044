import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callPath, mockServer, renderAt, resetAfterTest, routesServer, WORKSPACE_A } from '../../../test/app-server';
import { fail, ok, signIn } from '../../../test/helpers';
import { AddressSearch } from './AddressSearch';

afterEach(resetAfterTest);

const harbor = { label: 'Harbor promenade, Millbrook, United Kingdom', latitude: 51.4613, longitude: -2.5891 };

describe('address search', () => {
  it('searches on Enter and hands the picked place to the form', async () => {
    signIn();
    const calls = mockServer(routesServer({ 'get /geocode/': ok({ results: [harbor] }, 'Places found') }));
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderAt(<AddressSearch workspaceId={WORKSPACE_A} onPick={onPick} />, '/settings');
    await user.type(screen.getByLabelText('Find by address'), 'Harbor promenade{Enter}');
    const place = await screen.findByRole('button', { name: /Harbor promenade, Millbrook/ });
    const call = calls[0];
    expect(call && callPath(call)).toBe(`/geocode/?q=Harbor+promenade&workspaceId=${WORKSPACE_A}`);
    await user.click(place);
    expect(onPick).toHaveBeenCalledWith(harbor);
    expect(screen.queryByRole('list', { name: 'Places found' })).toBeNull();
  });

  it('says when nothing was found, and shows why a search failed next to the field', async () => {
    signIn();
    let answer = ok({ results: [] }, 'No place found');
    mockServer(routesServer({ 'get /geocode/': () => answer }));
    const user = userEvent.setup();
    renderAt(<AddressSearch workspaceId={WORKSPACE_A} onPick={() => {}} />, '/settings');
    await user.type(screen.getByLabelText('Find by address'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/No place found for this address/)).toBeInTheDocument();

    answer = fail(503, 'Address search is not set up on this server. Enter the latitude and longitude.');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Find by address')).toHaveAccessibleDescription(
        'Address search is not set up on this server. Enter the latitude and longitude.',
      ),
    );
  });
});
