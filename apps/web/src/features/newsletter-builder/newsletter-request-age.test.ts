import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/helpers';
import { startNewsletterRequest, takeStartedRequest } from './newsletter-request.entry';

// A file of its own: the early request is for the first query of a page, and each test file is a fresh page.
const WORKSPACE = '0a1b2c3d-0000-4000-8000-00000000000a';

afterEach(() => {
  vi.useRealTimers();
});

describe("the builder's early newsletter request, left untaken", () => {
  it('is not served once older than the data the app counts fresh, and nothing is sent again', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-12T09:00:00Z'));
    signIn();
    const calls = mockApi(() => ok([]));
    startNewsletterRequest(`?workspaceId=${WORKSPACE}&date=2026-06-12`);
    expect(calls).toHaveLength(1);
    vi.setSystemTime(new Date('2026-06-12T09:00:31Z'));
    expect(takeStartedRequest(WORKSPACE, '2026-06-12')).toBeNull();
    startNewsletterRequest(`?workspaceId=${WORKSPACE}&date=2026-06-12`);
    expect(calls).toHaveLength(1);
  });
});
