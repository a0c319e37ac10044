import type { EventFromUrl } from '@newsletter-os/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, pageOf, renderContent, serveContentApi, WORKSPACE_ID } from '../../../test/content-api';
import { fail, ok } from '../../../test/helpers';
import { ContentManagerPage } from './ContentManagerPage';

const jazz: EventFromUrl = {
  title: 'Winter Jazz Night with The Harbour Quartet',
  summary: 'Standards and new songs. Doors at 7pm.',
  eventStartsAt: '2026-12-13T00:30:00.000Z',
  eventEndsAt: '2026-12-13T03:30:00.000Z',
  venue: 'The Bowery Room',
  address: '6 Delancey St, New York, NY 10002, US',
  imageUrl: 'https://img.tickets.example/images/129384/original.jpg',
  price: '$25.00–$40.00',
  ticketUrl: 'https://www.tickets.example/e/winter-jazz-night',
  link: 'https://www.tickets.example/e/winter-jazz-night',
  foundIn: 'json-ld',
  timeZone: 'America/New_York',
};

const newYorkSettings = {
  workspaceId: WORKSPACE_ID,
  timeZone: 'America/New_York',
  defaultSendTime: '07:00',
  language: 'en',
  publishingDays: [1, 2, 3, 4, 5],
};

async function openNewEvent() {
  const user = userEvent.setup();
  renderContent(<ContentManagerPage initialTab="events" />);
  await user.click(await screen.findByRole('button', { name: 'New event' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('a new event from a link', () => {
  it('fills the form from the page and saves nothing until the user creates the event', async () => {
    const calls = serveContentApi((config) => {
      if (config.url === '/events/list/') return ok(pageOf([]));
      if (config.url === '/events/from-url/') return ok(jazz, 'Event read from the page');
      if (config.url === '/workspace-schedule/') return ok(newYorkSettings);
      return undefined;
    });
    const { user, dialog } = await openNewEvent();
    const link = within(dialog).getByLabelText('Event page or .ics link');
    await user.type(link, 'https://www.tickets.example/e/winter-jazz-night{Enter}');
    expect(
      await within(dialog).findByText('Filled from the page. Check the details, then create the event.'),
    ).toBeTruthy();
    expect(JSON.parse(String(callsTo(calls, '/events/from-url/')[0]?.data))).toEqual({
      workspaceId: WORKSPACE_ID,
      url: 'https://www.tickets.example/e/winter-jazz-night',
    });
    expect(within(dialog).getByLabelText('Title')).toHaveValue(jazz.title);
    // On the newsletter's clock, whatever the browser's zone.
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('2026-12-12T19:30');
    expect(within(dialog).getByLabelText('Ends')).toHaveValue('2026-12-12T22:30');
    expect(within(dialog).getByLabelText('Venue')).toHaveValue('The Bowery Room');
    expect(within(dialog).getByLabelText('Address')).toHaveValue(jazz.address);
    expect(within(dialog).getByLabelText('Price')).toHaveValue('$25.00–$40.00');
    expect(within(dialog).getByLabelText('Ticket link')).toHaveValue(jazz.ticketUrl);
    // Enter read the link; it did not submit the item form.
    expect(callsTo(calls, '/feeds-events/')).toHaveLength(0);
  });

  it('says when the page names no event', async () => {
    serveContentApi((config) => {
      if (config.url === '/events/list/') return ok(pageOf([]));
      if (config.url === '/events/from-url/') return fail(422, 'No event found on this page');
      return undefined;
    });
    const { user, dialog } = await openNewEvent();
    await user.type(within(dialog).getByLabelText('Event page or .ics link'), 'https://news.example/bridge');
    await user.click(within(dialog).getByRole('button', { name: 'Fill the form' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Event page or .ics link')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getByText('No event found on this page')).toBeTruthy();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  });
});
