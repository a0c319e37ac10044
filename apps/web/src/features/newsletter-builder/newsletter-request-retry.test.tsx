import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, renderAt, resetAfterTest, routesServer } from '../../../test/app-server';
import { builderNewsletter } from '../../../test/builder-newsletter';
import { fail, ok, signIn } from '../../../test/helpers';
import { NewsletterBuilderPage } from './NewsletterBuilderPage';
import { startNewsletterRequest } from './newsletter-request.entry';

// A file of its own: the early request is for the first query of a page, and each test file is a fresh page.
const WORKSPACE = '0a1b2c3d-0000-4000-8000-00000000000a';
const DAY = '2026-06-12';
const address = `/newsletter-builder?workspaceId=${WORKSPACE}&date=${DAY}`;

const newsletter = builderNewsletter(
  [
    { id: 'p1', type: 'paragraph', content: [{ type: 'text', text: 'Tides this week' }] },
    { id: 'p2', type: 'paragraph', content: [{ type: 'text', text: 'Ferry timetable' }] },
  ],
  { workspaceId: WORKSPACE, issueDate: DAY },
);

beforeEach(() => {
  signIn();
});
afterEach(resetAfterTest);

describe("the builder's newsletter request started with its code, failed", () => {
  it('when it failed, is asked again through the API client, and the builder shows that answer', async () => {
    let answered = 0;
    const calls = mockServer(
      routesServer({
        'get /newsletters/': () => {
          answered += 1;
          return answered === 1 ? fail(500, 'Temporarily unavailable') : ok([newsletter]);
        },
      }),
    );
    startNewsletterRequest(`?workspaceId=${WORKSPACE}&date=${DAY}`);
    renderAt(<NewsletterBuilderPage />, address);
    expect(await screen.findByText('Tides this week')).toBeInTheDocument();
    const newsletterCalls = calls.filter((call) => call.url === '/newsletters/');
    expect(newsletterCalls.map((call) => call.params)).toEqual([
      { workspaceId: WORKSPACE, date: DAY },
      { workspaceId: WORKSPACE, date: DAY },
    ]);
  });
});
