import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, renderContent, serveContentApi } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { PublicPortalPage } from './PublicPortalPage';

// The proof of work runs in a real browser (e2e); here it reports a payload at once.
vi.mock('./form/AltchaField', () => ({
  AltchaField: ({ onPayload }: { onPayload: (payload: string) => void }) => {
    useEffect(() => onPayload('solved-proof'), [onPayload]);
    return <p>Anti-spam check</p>;
  },
}));

const info = {
  kind: 'events',
  workspaceName: 'Harbour Weekly',
  logoUrl: null,
  brandColor: null,
  timeZone: 'America/Chicago',
  business: null,
  formToken: 'signed-form-token',
  minFillSeconds: 3,
  maxImageBytes: 10485760,
};

// Typing a whole form with user-event takes seconds on a busy machine.
describe('the public event form', { timeout: 20_000 }, () => {
  it('shows the newsletter, puts the server’s field errors under the fields, then the status link', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = serveContentApi((config) => {
      if (config.url === '/portal/') return ok(info);
      if (config.url === '/feeds-events-public/') {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 400,
            data: {
              meta: { code: 0, message: 'Venue or location: is too vague.' },
              data: { errors: [{ field: 'venue', message: 'Venue or location is too vague.' }] },
            },
          };
        }
        return {
          status: 201,
          data: {
            meta: { code: 1, message: 'Thank you! Your submission was received and will be reviewed.' },
            data: {
              trackingId: 'SUB-ABCDEFGHJK',
              statusUrl: 'http://localhost:3000/submission-status?token=status-token',
              status: 'pending',
            },
          },
        };
      }
      return undefined;
    });
    renderContent(<PublicPortalPage kind="events" />, { path: '/event?token=link-token' });

    expect(await screen.findByText('Harbour Weekly')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Submit an event', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit event' }));
    expect(screen.getByLabelText('Event name')).toHaveAccessibleDescription('Event name is required');
    expect(callsTo(calls, '/feeds-events-public/')).toHaveLength(0);

    await user.type(screen.getByLabelText('Event name'), 'Harvest fair');
    await user.type(screen.getByLabelText('Description'), 'Stalls and music.');
    await user.type(screen.getByLabelText('Starts'), '2030-09-12T10:00');
    await user.type(screen.getByLabelText('Venue or location'), 'Somewhere');
    await user.type(screen.getByLabelText('Your name'), 'Fran');
    await user.type(screen.getByLabelText('Your email'), 'fran@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit event' }));
    expect(await screen.findByText('Venue or location is too vague.')).toBeInTheDocument();

    const sent = callsTo(calls, '/feeds-events-public/')[0];
    expect(sent?.params).toEqual({ token: 'link-token' });
    const form = sent?.data as FormData;
    expect(form.get('formToken')).toBe('signed-form-token');
    expect(form.get('altcha')).toBe('solved-proof');
    expect(form.get('website')).toBeNull();
    // Typed on the newsletter's clock (Chicago, UTC−5 in September), whatever the visitor's own zone.
    expect(form.get('eventStartsAt')).toBe('2030-09-12T15:00:00.000Z');
    expect(screen.getByLabelText('Starts')).toHaveAccessibleDescription(
      expect.stringMatching(/^Times in America\/Chicago, the newsletter’s time zone\./),
    );

    await user.click(screen.getByRole('button', { name: 'Submit event' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText('SUB-ABCDEFGHJK')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'See the status of your submission' });
    expect(link).toHaveAttribute('href', '/submission-status?token=status-token');
  });

  it('says why a turned-off link does not work', async () => {
    serveContentApi((config) =>
      config.url === '/portal/'
        ? {
            status: 410,
            data: {
              meta: {
                code: 0,
                message: 'This submission link has been turned off or has expired. Ask the publisher for a new one.',
              },
              data: null,
            },
          }
        : undefined,
    );
    renderContent(<PublicPortalPage kind="ugc" />, { path: '/ugc?token=old' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/turned off or has expired/)).toBeInTheDocument();
  });
});
