import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SubmissionSuccessPage } from './SubmissionSuccessPage';

describe('the submission-success page', () => {
  it('shows the spec’s texts and leads back to the upload page, keeping the newsletter', () => {
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/form-submission', search: '?workspaceId=w1', state: { trackingId: 'SUB-0123456789' } },
        ]}
      >
        <SubmissionSuccessPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Submission Successful!', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/It can now be seen on the Content management page\./)).toBeInTheDocument();
    expect(screen.getByText('SUB-0123456789')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to content page' })).toHaveAttribute(
      'href',
      '/content-upload-portal?workspaceId=w1',
    );
  });
});
