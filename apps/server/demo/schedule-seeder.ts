import { eq } from 'drizzle-orm';
import { workspaces } from '../src/db/schema/index';
import type { DemoSeeder } from './seeders';

/**
 * The demo newsletters' clocks: a local publisher's own zones and morning send times, not the column's UTC default,
 * so the scheduler, the public event form and the send times read as they would for a real newsletter.
 */
export const DEMO_SCHEDULES = [
  { timeZone: 'America/Chicago', defaultSendTime: '07:00' },
  { timeZone: 'America/New_York', defaultSendTime: '06:30' },
] as const;

export const scheduleDemoSeeder: DemoSeeder = {
  name: 'Time zones and send times',
  async seed({ db, workspaceIds }) {
    for (const [index, workspaceId] of workspaceIds.entries()) {
      const schedule = DEMO_SCHEDULES[index % DEMO_SCHEDULES.length] ?? DEMO_SCHEDULES[0];
      await db.update(workspaces).set(schedule).where(eq(workspaces.id, workspaceId));
    }
  },
};
