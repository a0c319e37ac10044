import { newsletterDocumentSchema } from '@newsletter-os/contracts';
import type { RenderableNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_BLOCKS } from './newsletter-fixture';

// Pasted links as their own text: the kinds publishers paste most (a Google Form, a Facebook event, a Zoom meeting)
// are single words of 40–200 characters. Each must wrap inside the column instead of widening it.

export const LONG_URLS = [
  'https://docs.google.com/forms/d/e/1FAIpQLSfD8kq3VbN0xYzR2mT5uW7cE9hJ4pL6sA1oG3iK8nB2vX0ZqA/viewform?usp=sf_link&entry.1234567890=Riverside',
  'https://www.facebook.com/events/1234567890123456/?acontext=%7B%22event_action_history%22%3A%5B%5D%7D',
  'https://us02web.zoom.us/j/81234567890?pwd=aBcDeFgHiJkLmNoPqRsTuVwXyZ123456.1',
];

const text = (value: string) => ({ type: 'text' as const, text: value });
const link = (href: string) => ({
  type: 'text' as const,
  text: href,
  marks: [{ type: 'link' as const, attrs: { href } }],
});

export function longLinksNewsletter(): RenderableNewsletter {
  const blocks = [
    { id: 'long-p', type: 'paragraph', content: [text('Sign up: '), link(LONG_URLS[0] as string)] },
    { id: 'long-q', type: 'blockquote', content: [link(LONG_URLS[1] as string)] },
    { id: 'long-ul', type: 'ul', items: LONG_URLS.map((url) => ({ content: [link(url)] })) },
    { id: 'long-code', type: 'code', content: [text(LONG_URLS[0] as string)] },
    {
      id: 'long-card',
      type: 'article',
      contentType: 'feed',
      sourceItemId: '00000000-0000-4000-8000-000000000099',
      snapshotAt: '2026-10-08T08:00:00.000Z',
      sourceUpdatedAt: '2026-10-08T08:00:00.000Z',
      snapshot: { title: LONG_URLS[2], summary: `Join on ${LONG_URLS[2]}`, link: LONG_URLS[2] },
    },
    {
      id: 'long-button',
      type: 'button',
      label: 'Reserve_your_place_at_the_riverside_autumn_market_today',
      href: LONG_URLS[1],
    },
    ...FIXTURE_BLOCKS,
  ];
  return {
    title: 'Links',
    subject: 'Links',
    preheader: '',
    issueDate: '2026-10-10',
    document: newsletterDocumentSchema.parse({ schemaVersion: 1, blocks }),
  };
}
