import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, renderAt, resetAfterTest, routesServer } from '../../../test/app-server';
import { builderNewsletter } from '../../../test/builder-newsletter';
import { ok, signIn } from '../../../test/helpers';
import { NewsletterBuilderPage } from './NewsletterBuilderPage';
import { startNewsletterRequest } from './newsletter-request.entry';

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

describe("the builder's newsletter request started with its code", () => {
  it('is the one request the builder makes for its newsletter, and the builder shows its answer', async () => {
    const calls = mockServer(routesServer({ 'get /newsletters/': ok([newsletter]) }));
    const newsletterCalls = () => calls.filter((call) => call.url === '/newsletters/');
    startNewsletterRequest(`?workspaceId=${WORKSPACE}&date=${DAY}`);
    expect(newsletterCalls()).toHaveLength(1);

    renderAt(<NewsletterBuilderPage />, address);
    expect(await screen.findByText('Tides this week')).toBeInTheDocument();
    expect(screen.getByText('Ferry timetable')).toBeInTheDocument();
    expect(newsletterCalls()).toHaveLength(1);
    expect(newsletterCalls()[0]?.params).toEqual({ workspaceId: WORKSPACE, date: DAY });

    // Taken once: the next opening of a date asks the server again, and nothing is started any more.
    startNewsletterRequest(`?workspaceId=${WORKSPACE}&date=${DAY}`);
    expect(newsletterCalls()).toHaveLength(1);
  });
});
