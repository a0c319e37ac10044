import type { Block, BlockSourceChange } from '@newsletter-os/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, renderAt, resetAfterTest, routesServer } from '../../../../test/app-server';
import { builderNewsletter } from '../../../../test/builder-newsletter';
import { bodyOf, ok, signIn } from '../../../../test/helpers';
import { currentBlocks, useBuilderStore } from '../store';
import { BlockList } from './BlockList';

const WORKSPACE = '0a1b2c3d-0000-4000-8000-00000000000a';
const ITEM = '00000000-0000-4000-8000-0000000000e1';

const market: Block = {
  id: 'market',
  type: 'event',
  contentType: 'feed',
  sourceItemId: ITEM,
  snapshotAt: '2026-11-20T09:00:00.000Z',
  sourceUpdatedAt: '2026-11-20T09:00:00.000Z',
  snapshot: {
    title: 'Winter market',
    venue: 'Town Hall',
    address: '1 Market Square, Riverside',
    // 10 am to 4 pm in Chicago (16:00 and 22:00 UTC): the email says the newsletter's zone, not the browser's.
    startsAt: '2026-12-05T16:00:00.000Z',
    endsAt: '2026-12-05T22:00:00.000Z',
  },
};

const scheduleData = {
  workspaceId: WORKSPACE,
  timeZone: 'America/Chicago',
  defaultSendTime: '09:00',
  language: 'en',
  publishingDays: [5],
};
const schedule = ok(scheduleData);

function open(blocks: Block[], date = '2026-12-04') {
  useBuilderStore.getState().open(builderNewsletter(blocks, { workspaceId: WORKSPACE, version: 4 }));
  return renderAt(<BlockList />, `/newsletter?workspaceId=${WORKSPACE}&date=${date}`);
}

beforeEach(() => signIn());
afterEach(resetAfterTest);

describe('an event block on the canvas', () => {
  it('shows what the email shows: the time span in the newsletter’s zone, venue, address and "Add to calendar"', async () => {
    mockServer(
      routesServer({
        'get /workspace-schedule/': schedule,
        [`get /newsletters/${builderNewsletter([]).id}/source-changes/`]: ok({ version: 4, blocks: [] }),
      }),
    );
    open([market]);
    const frame = screen.getByRole('listitem', { name: /Event block/ });
    expect(await within(frame).findByText('Sat 5 Dec · 10 am – 4 pm · Town Hall')).toBeTruthy();
    expect(within(frame).getByText('1 Market Square, Riverside')).toBeTruthy();
    expect(within(frame).getByText('Add to calendar')).toBeTruthy();
  });

  it('writes the time in the workspace’s language, with the year when the issue is in another year', async () => {
    mockServer(
      routesServer({
        'get /workspace-schedule/': ok({ ...scheduleData, language: 'es' }),
        [`get /newsletters/${builderNewsletter([]).id}/source-changes/`]: ok({ version: 4, blocks: [] }),
      }),
    );
    open([market], '2025-12-30');
    const frame = screen.getByRole('listitem', { name: /Event block/ });
    // The email of a 2025 issue says the same (Intl.DateTimeFormat in Spanish, Chicago time).
    const expected = new Intl.DateTimeFormat('es', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'America/Chicago',
    }).format(new Date(market.snapshot.startsAt as string));
    const line = await within(frame).findByText((text) => text.startsWith(expected) && text.endsWith('Town Hall'));
    expect(line.textContent).toContain('2026');
    expect(line.textContent).not.toMatch(/\b[ap]m\b/);
  });
});

describe('a feed block whose item changed', () => {
  it('says so with what changed, and Refresh takes the new version in at the server’s version', async () => {
    const newsletterId = builderNewsletter([]).id;
    const change: BlockSourceChange = {
      blockId: 'market',
      state: 'changed',
      sourceItemIds: [ITEM],
      changes: ['address', 'end'],
    };
    const refreshed = {
      ...market,
      sourceUpdatedAt: '2026-11-21T10:00:00.000Z',
      snapshot: { ...market.snapshot, address: '2 Harbour Road' },
    } as Block;
    let asked = 0;
    const calls = mockServer(
      routesServer({
        'get /workspace-schedule/': schedule,
        [`get /newsletters/${newsletterId}/source-changes/`]: () => {
          asked += 1;
          return ok({ version: 4, blocks: asked === 1 ? [change] : [] });
        },
        [`post /newsletters/${newsletterId}/refresh-blocks/`]: ok(
          {
            newsletter: builderNewsletter([refreshed], { workspaceId: WORKSPACE, version: 5 }),
            refreshed: ['market'],
            notRefreshed: [],
          },
          '1 block refreshed from the content manager',
        ),
      }),
    );
    open([market]);
    const frame = screen.getByRole('listitem', { name: /Event block/ });
    expect(await within(frame).findByText(/Changed in the content manager —/)).toBeTruthy();
    expect(within(frame).getByText('What changed: address, end')).toBeTruthy();
    await userEvent.click(within(frame).getByRole('button', { name: 'Refresh' }));
    expect(await within(frame).findByText('2 Harbour Road')).toBeTruthy();
    const post = calls.find((call) => call.method === 'post');
    expect(bodyOf(post as NonNullable<typeof post>)).toEqual({
      workspaceId: WORKSPACE,
      version: 4,
      blockIds: ['market'],
    });
    expect(useBuilderStore.getState().version).toBe(5);
    expect(useBuilderStore.getState().saveStatus).toBe('saved');
    expect(currentBlocks()[0]).toEqual(refreshed);
  });
});
