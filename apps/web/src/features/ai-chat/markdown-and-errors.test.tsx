import { aiErrorMessages } from '@newsletter-os/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aiErrorCodeOfMessage, aiErrorSentence } from './errors';
import { Markdown } from './Markdown';

describe('answer rendering', () => {
  it('renders Markdown as elements, never as HTML, with safe links only and no images', () => {
    const { container } = render(
      <Markdown
        text={
          '## Events\n\n- **Lantern walk** [tickets](https://walk.example/t)\n- [bad](javascript:alert(1))\n\n<img src=x onerror=alert(1)> ![cat](https://img.example/cat.png)'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText('Lantern walk').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'tickets' });
    expect(link).toHaveAttribute('href', 'https://walk.example/t');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('‹img src=x onerror=alert(1)> cat');
  });
});

describe('chat error states', () => {
  it('maps a stream’s code and a refusal’s sentence to the same state, never the SDK’s masked text', () => {
    expect(aiErrorCodeOfMessage('quota_exhausted')).toBe('quota_exhausted');
    expect(aiErrorCodeOfMessage(aiErrorMessages.no_key)).toBe('no_key');
    expect(aiErrorCodeOfMessage('An error occurred.')).toBe('failed');
    expect(aiErrorSentence(new Error('rate_limited'))).toBe(aiErrorMessages.rate_limited);
  });
});
