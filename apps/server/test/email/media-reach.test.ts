import { type NewsletterDocumentInput, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { type FeedItemState, sendReadinessChecks } from '../../src/email/readiness';
import { isPrivateHost, type MediaReachOptions } from '../../src/email/readiness/media-reach';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// Images readers can reach: one on a private or local address is told apart from a plain-http public one.

function checksOf(blocks: NewsletterDocumentInput['blocks'], media: MediaReachOptions, assetBaseUrl?: string) {
  const newsletter = { ...FIXTURE_30, document: newsletterDocumentSchema.parse({ schemaVersion: 1, blocks }) };
  const options = assetBaseUrl ? { ...FIXTURE_OPTIONS, assetBaseUrl } : FIXTURE_OPTIONS;
  const rendered = renderNewsletter(newsletter, FIXTURE_STYLE, options);
  const feedItems = new Map<string, FeedItemState>();
  return sendReadinessChecks({ newsletter, rendered, timeZone: 'UTC', feedItems, media });
}

const image = (id: string, src: string) => ({ id, type: 'image' as const, src, alt: 'A harbour', decorative: false });
const production = { production: true, demo: false };

describe('media readers can reach', () => {
  it('knows private and local hosts from public ones', () => {
    for (const url of [
      'http://localhost:3000/uploads/a.png',
      'http://127.0.0.1:8080/a.gif',
      'http://192.168.1.20/a.png',
      'http://10.0.0.5/a.png',
      'http://[::1]:3000/a.png',
      'http://nas/a.png',
      'http://printer.local/a.png',
      'https://app.localhost/a.png',
    ]) {
      expect(isPrivateHost(url), url).toBe(true);
    }
    for (const url of ['http://images.example.com/a.png', 'https://8.8.8.8/a.png', 'https://cdn.example.org/x.gif']) {
      expect(isPrivateHost(url), url).toBe(false);
    }
  });

  it('in production an upload served from localhost is an error that says how to fix it, not an insecure link', () => {
    const checks = checksOf([image('upload', '/uploads/2026/harbour.png')], production, 'http://localhost:3000');
    expect(checks).toEqual([
      {
        id: 'private-media',
        severity: 'error',
        message:
          'Readers cannot load 1 image: served from a private or local address (http://localhost:3000/uploads/2026/harbour.png). Set APP_URL to the public https address or configure S3.',
        blockIds: [],
      },
    ]);
  });

  it('a plain-http public image is still the insecure-link error, on its own', () => {
    const checks = checksOf(
      [image('public', 'http://images.example.com/a.png'), image('lan', 'http://192.168.1.20/b.png')],
      production,
    );
    expect(checks.map((check) => [check.id, check.severity])).toEqual([
      ['private-media', 'error'],
      ['insecure-links', 'error'],
    ]);
    expect(checks[1]?.message).toContain('http://images.example.com/a.png');
    expect(checks[1]?.message).not.toContain('192.168.1.20');
  });

  it('on a local install it warns, and the demo marks its own media as demo media that does not block', () => {
    const blocks = [image('upload', '/uploads/2026/harbour.png'), image('gif', 'http://127.0.0.1:41000/g/1.gif')];
    const local = checksOf(blocks, { production: false, demo: false }, 'http://localhost:3000');
    expect(local.map((check) => [check.id, check.severity])).toEqual([['private-media', 'warning']]);
    const demo = checksOf(blocks, { production: false, demo: true }, 'http://localhost:3000');
    expect(demo).toEqual([
      expect.objectContaining({
        id: 'private-media',
        severity: 'warning',
        message: expect.stringMatching(/^Demo media: 2 images are served by this demo from this computer/),
      }),
    ]);
    expect(demo.some((check) => check.severity === 'error')).toBe(false);
  });

  it('a link on a local address (the product\'s own "Add to calendar" under a local APP_URL) is told apart from an insecure one', () => {
    const blocks = [
      {
        id: 'cta',
        type: 'button' as const,
        label: 'Add the fair to your calendar',
        href: 'http://localhost:3000/api/v1/calendar/event.ics?token=abc',
      },
    ];
    const local = checksOf(blocks, { production: false, demo: false });
    expect(local.find((check) => check.id === 'insecure-links')).toBeUndefined();
    const found = local.find((check) => check.id === 'private-media');
    expect(found?.severity).toBe('warning');
    expect(found?.message).toContain(
      'Readers cannot open 1 link: on a private or local address (http://localhost:3000/api/v1/calendar/event.ics?token=abc).',
    );
    expect(checksOf(blocks, production).find((check) => check.id === 'private-media')?.severity).toBe('error');
    const publicHttp = [
      { id: 'cta', type: 'button' as const, label: 'Tickets for the fair', href: 'http://fair.example.com/tickets' },
    ];
    expect(checksOf(publicHttp, production).find((check) => check.id === 'insecure-links')?.severity).toBe('error');
  });

  it("a story's own link on a local address asks for the item's link to be changed, not for APP_URL", () => {
    const blocks = [
      {
        id: 'story',
        type: 'article' as const,
        contentType: 'feed' as const,
        sourceItemId: '00000000-0000-4000-8000-000000000011',
        snapshotAt: '2026-10-01T08:00:00.000Z',
        sourceUpdatedAt: '2026-10-01T08:00:00.000Z',
        snapshot: { title: 'Harbour news', link: 'http://127.0.0.1:4100/harbour-news', feedType: 'rss' as const },
      },
    ];
    const found = checksOf(blocks, { production: false, demo: false }).find((check) => check.id === 'private-media');
    expect(found?.message).toBe(
      "Readers cannot open 1 link of the content manager's items: on a private or local address (http://127.0.0.1:4100/harbour-news). Give the item a public link in the content manager and refresh its block, or remove the block.",
    );
    expect(found?.message).not.toContain('APP_URL');
    expect(found?.blockIds).toEqual(['story']);
  });
});
