import type { CalendarMonth, CalendarNewsletter } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { placeInMonth, refetchIntervalFor } from './api';
import { canMove, sendTimeLabel, shiftMonth, styleOf, weeksOf } from './calendar-model';

const newsletter = (values: Partial<CalendarNewsletter> = {}): CalendarNewsletter => ({
  id: '00000000-0000-4000-8000-000000000001',
  date: '2026-03-31',
  title: 'Harbour weekly',
  subject: '',
  status: 'planned',
  version: 1,
  scheduledAt: null,
  sendTime: null,
  failureReason: null,
  handoff: null,
  publishedAt: null,
  ...values,
});

const month = (newsletters: CalendarNewsletter[]): CalendarMonth => ({
  month: 3,
  year: 2026,
  timeZone: 'UTC',
  defaultSendTime: '09:00',
  today: '2026-03-15',
  days: ['2026-03-30', '2026-03-31'].map((date) => ({
    date,
    newsletters: newsletters.filter((n) => n.date === date),
    adIds: [],
    eventIds: [],
  })),
  ads: [],
  events: [],
});

describe('calendar model', () => {
  it('lays a month out in Sunday-first weeks padded to whole weeks', () => {
    const days = Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    const weeks = weeksOf(days);
    // 1 March 2026 is a Sunday: no padding before, four days after the 31st (a Tuesday).
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ key: '2026-03-01', date: '2026-03-01' });
    expect(weeks[4]?.map((cell) => cell.date)).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      null,
      null,
      null,
      null,
    ]);
  });

  it('shows the workspace time, with the viewer’s beside it when it differs', () => {
    const scheduled = newsletter({ status: 'scheduled', scheduledAt: '2026-03-31T13:00:00.000Z', sendTime: '09:00' });
    expect(sendTimeLabel(scheduled, 'America/New_York', 'America/New_York')).toBe('09:00 America/New_York');
    expect(sendTimeLabel(scheduled, 'America/New_York', 'Europe/Berlin')).toBe(
      '09:00 America/New_York (15:00 your time)',
    );
    const late = newsletter({ status: 'scheduled', scheduledAt: '2026-04-01T03:30:00.000Z', sendTime: '23:30' });
    expect(sendTimeLabel(late, 'America/New_York', 'Asia/Kolkata')).toBe(
      '23:30 America/New_York (09:00 next day your time)',
    );
  });

  it('labels a published newsletter mailed to the admins "Ready to send", and only plans move', () => {
    expect(styleOf(newsletter({ status: 'published', handoff: 'ready-to-send' })).label).toBe('Ready to send');
    expect(styleOf(newsletter({ status: 'published', handoff: 'beehiiv' })).label).toBe('Published to Beehiiv');
    expect(styleOf(newsletter({ status: 'failed' })).label).toBe('Failed');
    expect(canMove(newsletter({ status: 'planned' }))).toBe(true);
    expect(canMove(newsletter({ status: 'scheduled' }))).toBe(false);
    expect(canMove(newsletter({ status: 'published' }))).toBe(false);
  });

  it('moves a newsletter between days of a cached month', () => {
    const moved = placeInMonth(month([newsletter()]), newsletter({ date: '2026-03-30' }));
    expect(moved.days.map((day) => day.newsletters.length)).toEqual([1, 0]);
  });

  it('reads the month every 5 s while a send is due soon, else every minute', () => {
    const now = Date.parse('2026-03-31T12:55:00Z');
    const soon = newsletter({ status: 'scheduled', scheduledAt: '2026-03-31T13:00:00.000Z', sendTime: '13:00' });
    const later = newsletter({ status: 'scheduled', scheduledAt: '2026-03-31T18:00:00.000Z', sendTime: '18:00' });
    expect(refetchIntervalFor(month([soon]), now)).toBe(5_000);
    expect(refetchIntervalFor(month([later]), now)).toBe(60_000);
  });

  it('steps months across years', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });
});
