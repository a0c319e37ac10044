import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, makeItem, pageOf, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { ok } from '../../../test/helpers';
import { ContentManagerPage } from './ContentManagerPage';

// The publisher's browser is in Los Angeles; the newsletters are elsewhere. Node reads TZ when it changes.
const browserZone = process.env.TZ;
process.env.TZ = 'America/Los_Angeles';

// 18:30–21:00 in Chicago on Sat 12 Dec 2026 (16:30 in Los Angeles, 09:30 on Sunday in Tokyo).
const concert = makeItem({
  feedType: 'events',
  title: 'Winter concert',
  eventStartsAt: '2026-12-13T00:30:00.000Z',
  eventEndsAt: '2026-12-13T03:00:00.000Z',
});

function settingsIn(timeZone: string) {
  return { workspaceId: WORKSPACE_ID, timeZone, defaultSendTime: '07:00', language: 'en', publishingDays: [5] };
}

function serveEvents(timeZone: string) {
  return serveContentApi((config) => {
    if (config.url === '/events/list/') return ok(pageOf([concert]));
    if (config.url === '/workspace-schedule/') return ok(settingsIn(timeZone));
    if (config.url === '/feeds-update/') return ok(concert, 'Item updated');
    return undefined;
  });
}

function formFields(data: unknown): Record<string, string> {
  expect(data).toBeInstanceOf(FormData);
  const fields: Record<string, string> = {};
  for (const [key, value] of (data as FormData).entries()) fields[key] = typeof value === 'string' ? value : value.name;
  return fields;
}

describe('event times on the Events tab', () => {
  beforeEach(() => {
    // Only the clock's date is fixed (this year's events show no year); timers stay real for the user events.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => {
    process.env.TZ = browserZone;
  });

  it('shows a Chicago event at its Chicago time to a browser in Los Angeles, and names the zone', async () => {
    expect(new Date(concert.eventStartsAt ?? '').getHours()).toBe(16);
    serveEvents('America/Chicago');
    renderContent(<ContentManagerPage initialTab="events" />);
    const card = (await screen.findByRole('heading', { name: 'Winter concert' })).closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Sat 12 Dec · 6:30 – 9 pm')).toBeInTheDocument();
    expect(screen.getByText('Times in America/Chicago, the newsletter’s time zone.')).toBeInTheDocument();
  });

  it('shows the same event on the Tokyo clock for a newsletter east of UTC', async () => {
    serveEvents('Asia/Tokyo');
    renderContent(<ContentManagerPage initialTab="events" />);
    const card = (await screen.findByRole('heading', { name: 'Winter concert' })).closest('li');
    expect(within(card as HTMLElement).getByText('Sun 13 Dec · 9:30 am – 12 pm')).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Tokyo, the newsletter’s time zone.')).toBeInTheDocument();
  });

  it('edits the times on the Chicago clock and sends the instants they are there', async () => {
    const user = userEvent.setup();
    const calls = serveEvents('America/Chicago');
    renderContent(<ContentManagerPage initialTab="events" />);
    await user.click(await screen.findByRole('button', { name: 'Edit Winter concert' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Times in America/Chicago, the newsletter’s time zone.')).toBeInTheDocument();
    const starts = await within(dialog).findByLabelText('Starts');
    await waitFor(() => expect(starts).toHaveValue('2026-12-12T18:30'));
    expect(within(dialog).getByLabelText('Ends')).toHaveValue('2026-12-12T21:00');

    await user.clear(starts);
    await user.type(starts, '2026-12-12T19:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(calls, '/feeds-update/', 'post')).toHaveLength(1));
    const fields = formFields(callsTo(calls, '/feeds-update/')[0]?.data);
    // 19:00 in Chicago (CST, UTC−6), not 19:00 in Los Angeles (03:00Z).
    expect(fields.eventStartsAt).toBe('2026-12-13T01:00:00.000Z');
    expect(fields.eventEndsAt).toBe('2026-12-13T03:00:00.000Z');
  });
});
