import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer, renderAt, resetAfterTest, routesServer } from '../../../test/app-server';
import { builderNewsletter } from '../../../test/builder-newsletter';
import { ok, signIn } from '../../../test/helpers';
import { NewsletterBuilderPage } from './NewsletterBuilderPage';

// The builder without a date in the address opens on today in the newsletter's zone, where its issue dates are:
// a browser west of UTC in the evening is already on the newsletter's tomorrow (or still on its yesterday).
const WORKSPACE = '0a1b2c3d-0000-4000-8000-00000000000b';
const address = `/newsletter-builder?workspaceId=${WORKSPACE}`;
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

beforeEach(() => {
  signIn();
});
afterEach(() => {
  localStorage.clear();
  resetAfterTest();
});

describe('the builder’s first issue date', () => {
  // At any hour one of these is on another calendar day than UTC.
  it.each(['Pacific/Pago_Pago', 'Pacific/Kiritimati'])('is today in the newsletter’s zone (%s)', async (zone) => {
    const day = todayIn(zone);
    const newsletter = builderNewsletter([{ id: 'p1', type: 'paragraph', content: [{ type: 'text', text: 'Ours' }] }], {
      workspaceId: WORKSPACE,
      issueDate: day,
    });
    const calls = mockServer(
      routesServer({
        'get /workspace-schedule/': ok({
          workspaceId: WORKSPACE,
          timeZone: zone,
          defaultSendTime: '07:00',
          language: 'en',
          publishingDays: [1, 2, 3, 4, 5],
        }),
        'get /newsletters/': (config) => ok(config.params?.date === day ? [newsletter] : []),
      }),
    );
    renderAt(<NewsletterBuilderPage />, address);
    expect(await screen.findByText('Ours')).toBeInTheDocument();
    expect(screen.getByLabelText('Issue date')).toHaveValue(day);
    const asked = calls.filter((call) => call.url === '/newsletters/').map((call) => call.params?.date);
    expect(new Set(asked)).toEqual(new Set([day]));
    // Kept for the next visit's first request, sent before the settings are read.
    expect(localStorage.getItem(`newsletter-zone:${WORKSPACE}`)).toBe(zone);
  });
});
