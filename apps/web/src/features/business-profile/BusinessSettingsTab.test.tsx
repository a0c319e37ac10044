import type { Business } from '@newsletter-os/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer, renderAt, resetAfterTest, routesServer } from '../../../test/app-server';
import { bodyOf, fail, ok, signIn } from '../../../test/helpers';
import { BusinessSettingsTab } from './BusinessSettingsTab';

afterEach(resetAfterTest);

const business: Business = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Millbrook Media',
  website: null,
  phone: '+44 1632 960000',
  address: null,
  city: null,
  country: null,
  industry: null,
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('business tab', () => {
  it('sends every detail with the website given https://, and shows what was stored', async () => {
    signIn();
    const calls = mockServer(
      routesServer({
        'get /business/': ok(business),
        'put /business/': (config) => {
          const body = bodyOf(config) as Record<string, string>;
          return ok({ ...business, ...body, phone: body.phone || null }, 'Business updated');
        },
      }),
    );
    const user = userEvent.setup();
    renderAt(<BusinessSettingsTab />, '/settings?tab=business');
    const name = await screen.findByLabelText('Business name');
    expect(name).toHaveValue('Millbrook Media');
    await user.type(screen.getByLabelText('Website'), 'millbrookgazette.com');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'put')).toBe(true));
    const put = calls.find((call) => call.method === 'put');
    expect(put && bodyOf(put)).toMatchObject({
      name: 'Millbrook Media',
      website: 'https://millbrookgazette.com',
      phone: '',
    });
    await waitFor(() => expect(screen.getByLabelText('Website')).toHaveValue('https://millbrookgazette.com'));
  });

  it('puts a refused field under its input', async () => {
    signIn();
    mockServer(
      routesServer({
        'get /business/': ok(business),
        'put /business/': fail(409, 'name: This name is taken'),
      }),
    );
    const user = userEvent.setup();
    renderAt(<BusinessSettingsTab />, '/settings?tab=business');
    await user.type(await screen.findByLabelText('City'), 'Millbrook');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This name is taken')).toBeInTheDocument();
  });
});
