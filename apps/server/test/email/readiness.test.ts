import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type NewsletterDocumentInput, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedItemState, sendReadinessChecks, sendReadinessChecksWithLinks } from '../../src/email/readiness';
import { sizeChecks } from '../../src/email/readiness/output-checks';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_BLOCKS, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// The send-readiness checks: each one finds its problem, and the quality fixture passes them all.

const UPDATED = '2026-10-08T08:00:00.000Z';
const current = (ids: string[]) =>
  new Map<string, FeedItemState>(ids.map((id) => [id, { updatedAt: UPDATED, archived: false }]));
const fixtureItems = current(
  FIXTURE_30.document.blocks.flatMap((block) =>
    block.type === 'events'
      ? block.entries.map((entry) => entry.sourceItemId)
      : 'sourceItemId' in block
        ? [block.sourceItemId]
        : [],
  ),
);

function checksOf(blocks: NewsletterDocumentInput['blocks'], feedItems = fixtureItems, issueDate = '2026-10-10') {
  const newsletter = {
    ...FIXTURE_30,
    issueDate,
    document: newsletterDocumentSchema.parse({ schemaVersion: 1, blocks }),
  };
  const rendered = renderNewsletter(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS);
  return sendReadinessChecks({ newsletter, rendered, timeZone: 'Europe/London', feedItems });
}

const byId = (blocks: NewsletterDocumentInput['blocks'], id: string) => blocks.find((block) => block.id === id);

describe('send-readiness checks', () => {
  it("finds nothing on the quality fixture but its red's forced-dark warning", () => {
    // #dc2626 on white is 4.83:1; a forced-dark client keeps it (it is light) on a black page: 4.35:1.
    expect(checksOf(FIXTURE_BLOCKS)).toEqual([
      {
        id: 'forced-dark-contrast',
        severity: 'warning',
        message: expect.stringMatching(/^In forced dark mode .* text in #dc2626 becomes #dc2626 on #000000: 4\.35:1\./),
        blockIds: ['intro'],
      },
    ]);
  });

  it('warns from 90 KB and errs from 102 KB, counting rewritten links', () => {
    expect(sizeChecks({ bytes: 80_000, estimatedBytesAfterLinkRewriting: 89_999, links: 1, images: 0 })).toEqual([]);
    expect(sizeChecks({ bytes: 80_000, estimatedBytesAfterLinkRewriting: 95_000, links: 1, images: 0 })).toEqual([
      expect.objectContaining({ id: 'size', severity: 'warning' }),
    ]);
    expect(sizeChecks({ bytes: 80_000, estimatedBytesAfterLinkRewriting: 102_000, links: 1, images: 0 })).toEqual([
      expect.objectContaining({ id: 'size', severity: 'error' }),
    ]);
  });

  it('errs on images without alt, low contrast and http links; warns on empty blocks', () => {
    const checks = checksOf([
      { id: 'img', type: 'image', src: 'https://e.com/a.jpg', alt: '', decorative: false },
      {
        id: 'faint',
        type: 'paragraph',
        content: [{ type: 'text', text: 'Pale', marks: [{ type: 'textStyle', attrs: { color: '#fde68a' } }] }],
      },
      {
        id: 'old',
        type: 'paragraph',
        content: [{ type: 'text', text: 'old', marks: [{ type: 'link', attrs: { href: 'http://e.com/old' } }] }],
      },
      { id: 'blank', type: 'h2', content: [] },
    ]);
    expect(checks.map((check) => [check.id, check.severity])).toEqual([
      ['image-alt', 'error'],
      ['contrast', 'error'],
      ['insecure-links', 'error'],
      ['empty-blocks', 'warning'],
    ]);
    expect(checks[0]?.blockIds).toEqual(['img']);
    expect(checks.find((check) => check.id === 'empty-blocks')?.blockIds).toEqual(['blank']);
    expect(checks.find((check) => check.id === 'contrast')?.message).toContain('"Pale" is #fde68a');
  });

  it('errs on an event that ended before the issue date and an ad outside its dates', () => {
    const concert = byId(FIXTURE_BLOCKS, 'concert');
    const sponsor = byId(FIXTURE_BLOCKS, 'sponsor-1');
    const checks = checksOf(
      [concert, sponsor].filter((block) => block !== undefined),
      fixtureItems,
      '2026-11-02',
    );
    expect(checks).toEqual([
      expect.objectContaining({ id: 'event-ended', severity: 'error', blockIds: ['concert'] }),
      expect.objectContaining({ id: 'ad-out-of-dates', severity: 'error', blockIds: ['sponsor-1'] }),
    ]);
    expect(checks[0]?.message).toBe('1 event block has an event that ends before the issue date.');
    // The fixture's ad has no booking: its dates are the ad's run dates.
    expect(checks[1]?.message).toBe('1 ad is outside its run dates on the issue date.');
    const booked = { ...sponsor, bookingId: '00000000-0000-4000-8000-0000000000b1' } as typeof sponsor;
    const bookedChecks = checksOf(
      [booked].filter((block) => block !== undefined),
      fixtureItems,
      '2026-11-02',
    );
    // A booked ad runs on its booking's days, which the booking checks compare with the issue: its creative's own
    // dates do not refuse it a second time.
    expect(bookedChecks).toEqual([]);
  });

  it('warns when a feed block source was edited, archived or deleted since it was added', () => {
    const blocks = ['story-1', 'story-2', 'story-3']
      .map((id) => byId(FIXTURE_BLOCKS, id))
      .filter((block) => block !== undefined);
    const items = new Map(fixtureItems);
    items.set('00000000-0000-4000-8000-000000000001', { updatedAt: '2026-10-09T08:00:00.000Z', archived: false });
    items.set('00000000-0000-4000-8000-000000000002', { updatedAt: UPDATED, archived: true });
    items.delete('00000000-0000-4000-8000-000000000003');
    expect(checksOf(blocks, items)).toEqual([
      expect.objectContaining({ id: 'feed-changed', severity: 'warning', blockIds: ['story-1', 'story-2', 'story-3'] }),
    ]);
  });
});

describe('inbox and link-text checks', () => {
  const link = (text: string, href = 'https://e.com/story') => ({
    type: 'text' as const,
    text,
    marks: [{ type: 'link' as const, attrs: { href } }],
  });
  const checksFor = (envelope: { subject?: string; preheader?: string; title?: string }, blocks = FIXTURE_BLOCKS) => {
    const newsletter = {
      ...FIXTURE_30,
      ...envelope,
      document: newsletterDocumentSchema.parse({ schemaVersion: 1, blocks }),
    };
    const rendered = renderNewsletter(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS);
    return sendReadinessChecks({ newsletter, rendered, timeZone: 'Europe/London', feedItems: fixtureItems });
  };

  it('warns about an empty subject (naming the title used instead) and an empty preview text', () => {
    expect(checksFor({ subject: ' ', preheader: '' }).filter((check) => check.id.startsWith('empty-'))).toEqual([
      {
        id: 'empty-subject',
        severity: 'warning',
        message: 'The subject line is empty: the email goes out with the title "Riverside this week" as its subject.',
        blockIds: [],
      },
      {
        id: 'empty-preheader',
        severity: 'warning',
        message: 'The preview text is empty: inboxes show the first words of the email beside the subject instead.',
        blockIds: [],
      },
    ]);
    expect(checksFor({ subject: '', title: '' }).find((check) => check.id === 'empty-subject')?.message).toBe(
      'The subject line is empty: write what readers see first in their inbox.',
    );
  });

  it('warns about links that say only "click here" or "read more", in text, lists and buttons', () => {
    const checks = checksFor({}, [
      { id: 'p', type: 'paragraph', content: [{ type: 'text', text: 'The bridge reopens. ' }, link('Click here!')] },
      { id: 'l', type: 'ul', items: [{ content: [link('Read '), link('more…')] }] },
      { id: 'b', type: 'button', label: 'Learn more', href: 'https://e.com/b' },
      // Named links are fine, even when they contain the words.
      {
        id: 'ok',
        type: 'paragraph',
        content: [link('Read more about the bridge'), link('Email the editor', 'mailto:a@e.com')],
      },
    ]);
    expect(checks.filter((check) => check.id === 'vague-link-text')).toEqual([
      {
        id: 'vague-link-text',
        severity: 'warning',
        message:
          '3 links say only "click here" or "read more". Name where it goes: screen readers list links without the text around them.',
        blockIds: ['p', 'l', 'b'],
      },
    ]);
  });
});

describe('link reachability', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.statusCode = request.url === '/missing' ? 404 : request.url === '/moved' ? 301 : 200;
      if (request.url === '/moved') response.setHeader('location', '/ok');
      response.end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('warns about links that do not answer, following redirects', async () => {
    const link = (href: string) => ({
      type: 'text' as const,
      text: href,
      marks: [{ type: 'link' as const, attrs: { href } }],
    });
    const newsletter = {
      ...FIXTURE_30,
      document: newsletterDocumentSchema.parse({
        schemaVersion: 1,
        blocks: [
          {
            id: 'p',
            type: 'paragraph',
            content: [link(`${origin}/ok`), link(`${origin}/moved`), link(`${origin}/missing`)],
          },
        ],
      }),
    };
    const rendered = renderNewsletter(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS);
    const checks = await sendReadinessChecksWithLinks(
      { newsletter, rendered, timeZone: 'UTC', feedItems: new Map() },
      { allowPrivate: true },
    );
    const unreachable = checks.filter((check) => check.id === 'unreachable-links');
    expect(unreachable).toEqual([expect.objectContaining({ severity: 'warning' })]);
    expect(unreachable[0]?.message).toContain(`${origin}/missing does not answer`);
  });

  it('refuses private addresses without the test permission', async () => {
    const newsletter = {
      ...FIXTURE_30,
      document: newsletterDocumentSchema.parse({
        schemaVersion: 1,
        blocks: [
          {
            id: 'p',
            type: 'paragraph',
            content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: `${origin}/ok` } }] }],
          },
        ],
      }),
    };
    const rendered = renderNewsletter(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS);
    const checks = await sendReadinessChecksWithLinks(
      { newsletter, rendered, timeZone: 'UTC', feedItems: new Map() },
      {},
    );
    expect(checks.filter((check) => check.id === 'unreachable-links')).toHaveLength(1);
  });
});
