import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, renderContent, serveContentApi } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { ContentUploadPage } from './ContentUploadPage';

describe('partner upload', () => {
  it('sends a link typed without https:// (the server adds it) instead of refusing it', async () => {
    const calls = serveContentApi((config) => {
      if (config.url === '/partner-content/upload/' && config.method === 'get') return ok({ tags: [] });
      if (config.url === '/partner-content/upload/') {
        return { ...ok({ trackingId: 'SUB-1', status: 'pending' }, 'Submission Successful!'), status: 201 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderContent(<ContentUploadPage />, { path: '/content-upload-portal' });
    await user.type(await screen.findByLabelText(/^Title/), 'Market day');
    await user.type(screen.getByLabelText(/^Text/), 'Stalls all morning.');
    await user.type(screen.getByLabelText('Link (optional)'), 'example.com/market');
    expect(screen.getByText('https:// is added when you leave it out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit content' }));

    await waitFor(() => expect(callsTo(calls, '/partner-content/upload/', 'post')).toHaveLength(1));
    const form = callsTo(calls, '/partner-content/upload/', 'post')[0]?.data as FormData;
    expect(form.get('link')).toBe('example.com/market');
    expect(screen.queryByText('Enter a full http or https URL')).not.toBeInTheDocument();
  });
});
