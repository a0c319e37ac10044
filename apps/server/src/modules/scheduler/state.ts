import type { NewsletterStatus } from '@newsletter-os/contracts';

// The scheduler's state machine. draft and planned are plans: they move freely. scheduled has committed a send:
// it moves only by rescheduling (which re-plans its job). published never changes. failed keeps its reason until it
// is rescheduled or unscheduled.

export type SchedulerAction = 'move' | 'schedule' | 'reschedule' | 'unschedule';

const allowedFrom: Record<SchedulerAction, readonly NewsletterStatus[]> = {
  move: ['draft', 'planned', 'failed'],
  schedule: ['draft', 'planned', 'failed'],
  reschedule: ['scheduled', 'failed'],
  unschedule: ['scheduled', 'failed'],
};

const refusals: Record<SchedulerAction, Partial<Record<NewsletterStatus, string>>> = {
  move: {
    scheduled: 'This newsletter is scheduled. Reschedule it to send on another day.',
    published: 'A published newsletter cannot be moved.',
  },
  schedule: {
    scheduled: 'This newsletter is already scheduled. Reschedule it to change the send time.',
    published: 'This newsletter has already been published.',
  },
  reschedule: {
    draft: 'This newsletter is not scheduled yet. Schedule it first.',
    planned: 'This newsletter is not scheduled yet. Schedule it first.',
    published: 'A published newsletter cannot be rescheduled.',
  },
  unschedule: {
    draft: 'This newsletter is not scheduled.',
    planned: 'This newsletter is not scheduled.',
    published: 'A published newsletter cannot be unscheduled.',
  },
};

/** Null when the action is allowed from the status, else the reason it is not (the 409's message). */
export function refusalOf(action: SchedulerAction, status: NewsletterStatus): string | null {
  if (allowedFrom[action].includes(status)) return null;
  return refusals[action][status] ?? 'This newsletter cannot be changed in its current state.';
}

/** Statuses a builder save leaves as they are: only the scheduler changes them. */
export const SCHEDULER_OWNED_STATUSES: readonly NewsletterStatus[] = ['scheduled', 'published', 'failed'];
