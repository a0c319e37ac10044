import { randomUUID } from 'node:crypto';
import { instantOfZoned, type ReadinessCheck, zonedDateOf } from '@newsletter-os/contracts';
import type { PgBoss } from 'pg-boss';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { moveIssuePlacements } from '../ad-sales/placement';
import { renderWithChecks } from '../newsletter-output/render-service';
import { presentNewsletter } from '../newsletters/presenter';
import { findClaim } from './beehiiv-claims';
import { inSharedTransaction } from './client-transaction';
import { enqueuePublish, removePublishJob } from './queue';
import {
  type CalendarNewsletterRow,
  countScheduledNewsletters,
  findCalendarNewsletter,
  findScheduleSettings,
  isDateTaken,
  lockNewsletter,
  type ScheduleSettings,
  updateNewsletterSchedule,
  updateScheduleSettings,
} from './repository';
import { refusalOf } from './state';

export interface SchedulerDeps {
  db: Db;
  config: Config;
  /** Absent only in test apps without job workers: the state changes, no job is queued. */
  boss?: PgBoss;
}

export type ScheduleOutcome =
  | { kind: 'scheduled'; newsletter: CalendarNewsletterRow; timeZone: string }
  /** Send-readiness errors: nothing changed. */
  | { kind: 'not-ready'; checks: ReadinessCheck[] };

async function settingsOf(db: DbOrTx, scope: WorkspaceScope): Promise<ScheduleSettings> {
  const settings = await findScheduleSettings(db, scope);
  if (!settings) throw notFound('Workspace not found');
  return settings;
}

async function lockedOrNotFound(tx: DbOrTx, scope: WorkspaceScope, id: string) {
  const row = await lockNewsletter(tx, scope, id);
  if (!row) throw notFound('Newsletter not found');
  return row;
}

/**
 * Once a publish attempt has claimed the schedule for Beehiiv, a post may exist there: the newsletter can no longer
 * be rescheduled or unscheduled (the job finishes it, or fails it after its last retry).
 */
async function refuseWhileBeehiivClaimed(
  tx: DbOrTx,
  scope: WorkspaceScope,
  row: { id: string; status: string; scheduleToken: string | null },
) {
  if (row.status !== 'scheduled') return;
  if (await findClaim(tx, scope, row.id, row.scheduleToken)) {
    throw conflict('This newsletter is being published to Beehiiv right now. Try again in a moment.');
  }
}

async function requireFreeDay(tx: DbOrTx, scope: WorkspaceScope, date: string, id: string) {
  if (await isDateTaken(tx, scope, date, id)) {
    throw conflict(`Another newsletter is already on ${date}. Move that one first.`, 'date');
  }
}

async function reread(db: DbOrTx, scope: WorkspaceScope, id: string): Promise<CalendarNewsletterRow> {
  const row = await findCalendarNewsletter(db, scope, id);
  if (!row) throw notFound('Newsletter not found');
  return row;
}

/** Moves a draft, planned or failed newsletter to another free day (a scheduled one is rescheduled instead). */
export async function moveNewsletter(db: Db, scope: WorkspaceScope, id: string, date: string) {
  return db.transaction(async (tx) => {
    const row = await lockedOrNotFound(tx, scope, id);
    const refusal = refusalOf('move', row.status);
    if (refusal) throw conflict(refusal);
    if (date !== row.issueDate) {
      await requireFreeDay(tx, scope, date, id);
      await updateNewsletterSchedule(tx, scope, id, { issueDate: date });
      await moveIssuePlacements(tx, scope, row.issueDate, date, row.document);
    }
    return reread(tx, scope, id);
  });
}

/**
 * Schedules (or reschedules) a newsletter to send on `date` at `time` in the workspace's zone. The newsletter must
 * pass the send-readiness errors; its state and its one publish job change in one transaction, under the row lock,
 * so concurrent requests (on any process) queue one job after the other and the last one wins.
 */
export async function scheduleNewsletter(
  deps: SchedulerDeps,
  scope: WorkspaceScope,
  id: string,
  request: { action: 'schedule' | 'reschedule'; date?: string; time?: string },
  now = new Date(),
): Promise<ScheduleOutcome> {
  const { timeZone, defaultSendTime } = await settingsOf(deps.db, scope);
  return inSharedTransaction(deps.db, async (tx, jobs) => {
    const row = await lockedOrNotFound(tx, scope, id);
    const refusal = refusalOf(request.action, row.status);
    if (refusal) throw conflict(refusal);
    await refuseWhileBeehiivClaimed(tx, scope, row);
    const date = request.date ?? row.issueDate;
    const time = request.time ?? defaultSendTime;
    const sendAt = instantOfZoned(date, time, timeZone);
    if (sendAt.getTime() <= now.getTime()) {
      const field = date < zonedDateOf(now, timeZone) ? 'date' : 'time';
      throw badRequest(`${field}: The send time has already passed. Pick a later ${field}.`, field);
    }
    if (date !== row.issueDate) await requireFreeDay(tx, scope, date, id);

    // Checked as it will go out: on the day it is scheduled for (its ads are that day's bookings).
    const rendered = await renderWithChecks(
      tx,
      scope,
      deps.config,
      { ...presentNewsletter(row), issueDate: date },
      { checkLinks: false },
    );
    const errors = rendered.checks.filter((check) => check.severity === 'error');
    if (errors.length > 0) return { kind: 'not-ready', checks: errors };

    const token = randomUUID();
    let jobId: string | null = null;
    if (deps.boss) {
      if (row.publishJobId) await removePublishJob(deps.boss, jobs, row.publishJobId);
      jobId = await enqueuePublish(
        deps.boss,
        jobs,
        { newsletterId: id, workspaceId: scope.workspaceId, token },
        sendAt,
        deps.config,
      );
      if (!jobId) throw conflict('This newsletter is being published right now. Try again in a moment.');
    }
    await updateNewsletterSchedule(tx, scope, id, {
      issueDate: date,
      status: 'scheduled',
      scheduledAt: sendAt,
      scheduleToken: token,
      publishJobId: jobId,
      publishAttempts: 0,
      failureReason: null,
    });
    await moveIssuePlacements(tx, scope, row.issueDate, date, row.document);
    return { kind: 'scheduled', newsletter: await reread(tx, scope, id), timeZone };
  });
}

/** Returns a scheduled (or failed) newsletter to planned and removes its publish job. */
export async function unscheduleNewsletter(deps: SchedulerDeps, scope: WorkspaceScope, id: string) {
  const { timeZone } = await settingsOf(deps.db, scope);
  const newsletter = await inSharedTransaction(deps.db, async (tx, jobs) => {
    const row = await lockedOrNotFound(tx, scope, id);
    const refusal = refusalOf('unschedule', row.status);
    if (refusal) throw conflict(refusal);
    await refuseWhileBeehiivClaimed(tx, scope, row);
    if (deps.boss && row.publishJobId) await removePublishJob(deps.boss, jobs, row.publishJobId);
    await updateNewsletterSchedule(tx, scope, id, {
      status: 'planned',
      scheduledAt: null,
      scheduleToken: null,
      publishJobId: null,
      publishAttempts: 0,
      failureReason: null,
    });
    return reread(tx, scope, id);
  });
  return { newsletter, timeZone };
}

export async function scheduleSettings(db: Db, scope: WorkspaceScope): Promise<ScheduleSettings> {
  return settingsOf(db, scope);
}

/**
 * Changes the workspace's zone, default send time and email language. A committed send is never moved silently:
 * while a newsletter is scheduled the zone stays (unschedule, change, schedule again); the time and language can
 * always change. A left-out language or set of publishing days stays as it is.
 */
export async function changeScheduleSettings(
  db: Db,
  scope: WorkspaceScope,
  changes: Omit<ScheduleSettings, 'language' | 'publishingDays'> & { language?: string; publishingDays?: number[] },
): Promise<ScheduleSettings> {
  return db.transaction(async (tx) => {
    const current = await settingsOf(tx, scope);
    const values = {
      ...changes,
      language: changes.language ?? current.language,
      publishingDays: changes.publishingDays ?? current.publishingDays,
    };
    if (current.timeZone !== values.timeZone && (await countScheduledNewsletters(tx, scope)) > 0) {
      throw conflict(
        'Scheduled newsletters send at times in the current zone. Unschedule them before changing the time zone.',
        'timeZone',
      );
    }
    const saved = await updateScheduleSettings(tx, scope, values);
    if (!saved) throw notFound('Workspace not found');
    return saved;
  });
}
