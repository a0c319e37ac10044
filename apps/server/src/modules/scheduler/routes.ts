import {
  calendarMonthSchema,
  calendarNewsletterSchema,
  calendarQuerySchema,
  envelope,
  idParamsSchema,
  moveNewsletterBodySchema,
  scheduleConflictSchema,
  scheduleNewsletterBodySchema,
  unscheduleNewsletterBodySchema,
  updateWorkspaceScheduleBodySchema,
  workspaceQuerySchema,
  workspaceScheduleSettingsSchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { calendarMonth } from './calendar';
import { presentCalendarNewsletter } from './presenter';
import { findScheduleSettings } from './repository';
import {
  changeScheduleSettings,
  moveNewsletter,
  scheduleNewsletter,
  scheduleSettings,
  unscheduleNewsletter,
} from './service';

const NOT_READY_MESSAGE = 'Fix the send-readiness errors before scheduling this newsletter.';

/** The editorial calendar, moving and scheduling newsletters, and the workspace's zone and default send time. */
export async function schedulerRoutes(app: App, { db, boss, config }: ModuleDeps) {
  const tags = ['scheduler'];
  const newsletterResponse = { 200: envelope(calendarNewsletterSchema) };

  app.get(
    '/calendar',
    { schema: { tags, querystring: calendarQuerySchema, response: { 200: envelope(calendarMonthSchema) } } },
    async (request) => {
      const { workspaceId, year, month } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok(await calendarMonth(db, scope, year, month));
    },
  );

  app.post(
    '/newsletters/:id/move',
    { schema: { tags, params: idParamsSchema, body: moveNewsletterBodySchema, response: newsletterResponse } },
    async (request) => {
      const { workspaceId, date } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'editNewsletters');
      const row = await moveNewsletter(db, scope, request.params.id, date);
      const settings = await findScheduleSettings(db, scope);
      return ok(presentCalendarNewsletter(row, settings?.timeZone ?? 'UTC'), `Moved to ${date}`);
    },
  );

  for (const action of ['schedule', 'reschedule'] as const) {
    app.post(
      `/newsletters/:id/${action}`,
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: scheduleNewsletterBodySchema,
          response: { ...newsletterResponse, 409: envelope(scheduleConflictSchema) },
        },
      },
      async (request, reply) => {
        const { workspaceId, date, time } = request.body;
        const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'editNewsletters');
        const outcome = await scheduleNewsletter({ db, boss, config }, scope, request.params.id, {
          action,
          date,
          time,
        });
        if (outcome.kind === 'not-ready') {
          return reply
            .status(409)
            .send({ meta: { code: 0, message: NOT_READY_MESSAGE }, data: { checks: outcome.checks } });
        }
        const newsletter = presentCalendarNewsletter(outcome.newsletter, outcome.timeZone);
        return ok(newsletter, `Scheduled for ${newsletter.date} at ${newsletter.sendTime} (${outcome.timeZone})`);
      },
    );
  }

  app.post(
    '/newsletters/:id/unschedule',
    { schema: { tags, params: idParamsSchema, body: unscheduleNewsletterBodySchema, response: newsletterResponse } },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.body.workspaceId, 'editNewsletters');
      const { newsletter, timeZone } = await unscheduleNewsletter({ db, boss, config }, scope, request.params.id);
      return ok(presentCalendarNewsletter(newsletter, timeZone), 'Unscheduled: back to planned');
    },
  );

  app.get(
    '/workspace-schedule',
    {
      schema: { tags, querystring: workspaceQuerySchema, response: { 200: envelope(workspaceScheduleSettingsSchema) } },
    },
    async (request) => {
      const { workspaceId } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      return ok({ workspaceId, ...(await scheduleSettings(db, scope)) });
    },
  );

  app.put(
    '/workspace-schedule',
    {
      schema: {
        tags,
        body: updateWorkspaceScheduleBodySchema,
        response: { 200: envelope(workspaceScheduleSettingsSchema) },
      },
    },
    async (request) => {
      const { workspaceId, timeZone, defaultSendTime, language, publishingDays } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const saved = await changeScheduleSettings(db, scope, { timeZone, defaultSendTime, language, publishingDays });
      return ok({ workspaceId, ...saved }, 'Schedule settings saved');
    },
  );
}
