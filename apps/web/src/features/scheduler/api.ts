import {
  type CalendarMonth,
  type CalendarNewsletter,
  calendarMonthSchema,
  calendarNewsletterSchema,
  envelope,
  type ReadinessCheck,
  readinessCheckSchema,
  type WorkspaceScheduleSettings,
  workspaceScheduleSettingsSchema,
} from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/api/client';
import { isHttpError } from '../../shared/api/request';
import { schedulerKeys } from './query-keys';

const monthEnvelope = envelope(calendarMonthSchema);
const newsletterEnvelope = envelope(calendarNewsletterSchema);
const settingsEnvelope = envelope(workspaceScheduleSettingsSchema);
const notReadySchema = z.object({ data: z.object({ checks: z.array(readinessCheckSchema) }) });

const MINUTE_MS = 60_000;

/**
 * How often the month is read again: every 5 s while a scheduled send is due within 15 minutes (so "published" shows
 * without a reload), otherwise every minute.
 */
export function refetchIntervalFor(month: CalendarMonth | undefined, now = Date.now()): number {
  const dueSoon = month?.days.some((day) =>
    day.newsletters.some(
      (n) => n.status === 'scheduled' && n.scheduledAt && new Date(n.scheduledAt).getTime() - now < 15 * MINUTE_MS,
    ),
  );
  return dueSoon ? 5_000 : MINUTE_MS;
}

/** GET /calendar/?workspaceId&month&year */
export function useCalendarMonth(workspaceId: string, year: number, month: number) {
  return useQuery({
    queryKey: schedulerKeys.month(workspaceId, year, month),
    queryFn: async () => {
      const response = await http.get('/calendar/', { params: { workspaceId, month, year }, silent: true });
      return monthEnvelope.parse(response.data).data;
    },
    refetchInterval: (query) => refetchIntervalFor(query.state.data),
  });
}

/** A refused schedule: the send-readiness errors to fix, when that was the reason. */
export function readinessErrorsOf(error: unknown): ReadinessCheck[] {
  if (!isHttpError(error) || error.response?.status !== 409) return [];
  const parsed = notReadySchema.safeParse(error.response.data);
  return parsed.success ? parsed.data.data.checks : [];
}

/** Puts the newsletter on its (new) day in a cached month, taking it off any other day. */
export function placeInMonth(month: CalendarMonth, newsletter: CalendarNewsletter): CalendarMonth {
  return {
    ...month,
    days: month.days.map((day) => {
      const others = day.newsletters.filter((n) => n.id !== newsletter.id);
      return { ...day, newsletters: day.date === newsletter.date ? [...others, newsletter] : others };
    }),
  };
}

export interface MoveRequest {
  newsletter: CalendarNewsletter;
  date: string;
}

/**
 * Moves a newsletter to another day at once on screen; when the server refuses, the month goes back as it was
 * (the caller says why).
 */
export function useMoveNewsletter(workspaceId: string, year: number, month: number) {
  const queryClient = useQueryClient();
  const key = schedulerKeys.month(workspaceId, year, month);
  return useMutation({
    mutationFn: async ({ newsletter, date }: MoveRequest) => {
      const response = await http.post(`/newsletters/${newsletter.id}/move/`, { workspaceId, date }, { silent: true });
      return newsletterEnvelope.parse(response.data).data;
    },
    onMutate: async ({ newsletter, date }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CalendarMonth>(key);
      if (previous) queryClient.setQueryData(key, placeInMonth(previous, { ...newsletter, date }));
      return { previous };
    },
    onError: (_error, _request, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulerKeys.workspace(workspaceId) }),
  });
}

export interface ScheduleRequest {
  newsletter: CalendarNewsletter;
  action: 'schedule' | 'reschedule';
  date: string;
  time: string;
}

export function useScheduleNewsletter(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ newsletter, action, date, time }: ScheduleRequest) => {
      const response = await http.post(
        `/newsletters/${newsletter.id}/${action}/`,
        { workspaceId, date, time },
        { silent: true },
      );
      const parsed = newsletterEnvelope.parse(response.data);
      return { newsletter: parsed.data, message: parsed.meta.message };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulerKeys.workspace(workspaceId) }),
  });
}

export function useUnscheduleNewsletter(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (newsletter: CalendarNewsletter) => {
      const response = await http.post(`/newsletters/${newsletter.id}/unschedule/`, { workspaceId }, { silent: true });
      return newsletterEnvelope.parse(response.data).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulerKeys.workspace(workspaceId) }),
  });
}

export { useScheduleSettings } from '../../shared/schedule-settings';

export function useSaveScheduleSettings(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Omit<WorkspaceScheduleSettings, 'workspaceId'>) => {
      const response = await http.put('/workspace-schedule/', { workspaceId, ...values }, { silent: true });
      return settingsEnvelope.parse(response.data).data;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(schedulerKeys.settings(workspaceId), saved);
      void queryClient.invalidateQueries({ queryKey: schedulerKeys.workspace(workspaceId) });
    },
  });
}
