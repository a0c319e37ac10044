import type { CalendarNewsletter } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, ChevronLeft, ChevronRight, List, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { showError, showSuccess } from '../../shared/toast';
import { Button, focusRing } from '../../shared/ui/Button';
import { PageHeader } from '../../shared/ui/Card';
import { cn } from '../../shared/ui/cn';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useCan } from '../../shared/use-can';
import { PHONE_QUERY, useMediaQuery } from '../../shared/use-media-query';
import { useDayBookings } from '../ad-sales';
import { LazyAssembleDialog } from '../issue-assembly';
import { useWorkspaceId } from '../workspaces';
import { useCalendarMonth, useMoveNewsletter, useUnscheduleNewsletter } from './api';
import { BeehiivPlanNotice } from './BeehiivPlanNotice';
import { longDate, monthTitle, shiftMonth, viewerTimeZone } from './calendar-model';
import type { IssueAction } from './IssueCard';
import { MonthGrid } from './MonthGrid';
import { MonthList } from './MonthList';
import { MoveDialog } from './MoveDialog';
import { schedulerKeys } from './query-keys';
import { ScheduleDialog } from './ScheduleDialog';

const MONTH_PARAM = 'month';
const VIEW_PARAM = 'view';

/** The builder for a day: the spec gives it workspaceId only; the day travels as `date`. */
export function builderHrefFor(workspaceId: string, date: string): string {
  return `/newsletter-builder?${new URLSearchParams({ workspaceId, date })}`;
}

function monthFromParam(value: string | null): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  const month = Number(match?.[2]);
  if (match && month >= 1 && month <= 12) return { year: Number(match[1]), month };
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

const paramOf = ({ year, month }: { year: number; month: number }) => `${year}-${String(month).padStart(2, '0')}`;

/** /Scheduler: the editorial calendar of the selected workspace. */
export function SchedulerPage() {
  const workspaceId = useWorkspaceId();
  return (
    <div>
      <PageHeader
        title="Scheduler"
        subtitle="Plan newsletters by day, schedule their sending, and see the ads and events each one has to carry."
        actions={
          workspaceId ? (
            // Ad sales is opened from here: the spec fixes the sidebar's items, and bookings are per issue day.
            <Link
              to={`/ad-sales?${new URLSearchParams({ workspaceId })}`}
              className={cn(
                'inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50',
                focusRing,
              )}
            >
              <Megaphone aria-hidden="true" className="h-4 w-4" />
              Ad sales
            </Link>
          ) : null
        }
      />
      {workspaceId ? (
        <SchedulerCalendar key={workspaceId} workspaceId={workspaceId} />
      ) : (
        <NoWorkspaceState what="calendar" headingLevel={2} />
      )}
    </div>
  );
}

type Dialog =
  | { kind: 'move'; newsletter: CalendarNewsletter }
  | { kind: 'schedule' | 'reschedule'; newsletter: CalendarNewsletter };

function SchedulerCalendar({ workspaceId }: { workspaceId: string }) {
  const [params, setParams] = useSearchParams();
  const { year, month } = monthFromParam(params.get(MONTH_PARAM));
  const phone = useMediaQuery(PHONE_QUERY);
  const view = (params.get(VIEW_PARAM) ?? (phone ? 'list' : 'month')) === 'list' ? 'list' : 'month';
  const [showLayers, setShowLayers] = useState(true);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [assembleDate, setAssembleDate] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const canEdit = useCan('editNewsletters');
  // The time zone is a setting: only whoever may open Settings gets the link there.
  const canChangeZone = useCan('manageWorkspaces');
  const calendar = useCalendarMonth(workspaceId, year, month);
  const monthStart = `${year}-${String(month).padStart(2, '0')}-01`;
  const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const dayBookings = useDayBookings(workspaceId, monthStart, monthEnd);
  const move = useMoveNewsletter(workspaceId, year, month);
  const unschedule = useUnscheduleNewsletter(workspaceId);

  const setParam = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: name === VIEW_PARAM },
    );
  const goTo = (target: { year: number; month: number }) => {
    setParam(MONTH_PARAM, paramOf(target));
    setAnnouncement(`Showing ${monthTitle(target.year, target.month)}`);
  };
  const today = calendar.data?.today;
  const goToday = () => {
    const [y, m] = (today ?? '').split('-').map(Number);
    goTo(y && m ? { year: y, month: m } : monthFromParam(null));
  };

  const moveTo = (newsletter: CalendarNewsletter, date: string) => {
    const title = newsletter.title || 'Untitled newsletter';
    setAnnouncement(`Moving “${title}” to ${longDate(date)}…`);
    move.mutate(
      { newsletter, date },
      {
        onSuccess: () => setAnnouncement(`Moved “${title}” to ${longDate(date)}.`),
        onError: (error) => {
          const reason = errorMessage(error);
          setAnnouncement(`“${title}” was not moved: ${reason}`);
          showError(`Not moved: ${reason}`);
        },
      },
    );
  };

  const onAction = (action: IssueAction, newsletter: CalendarNewsletter) => {
    if (action === 'unschedule') {
      unschedule.mutate(newsletter, {
        onSuccess: () => {
          const message = `“${newsletter.title || 'Untitled newsletter'}” is unscheduled and back to planned.`;
          setAnnouncement(message);
          showSuccess(message);
        },
        onError: (error) => showError(errorMessage(error)),
      });
      return;
    }
    if (action === 'assemble') {
      setAssembleDate(newsletter.date);
      return;
    }
    setDialog(action === 'move' ? { kind: 'move', newsletter } : { kind: action, newsletter });
  };

  const viewer = viewerTimeZone();
  const data = calendar.data;
  return (
    <section aria-labelledby="scheduler-month">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            aria-label="Previous month"
            className="px-2.5"
            onClick={() => goTo(shiftMonth(year, month, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" onClick={goToday}>
            Today
          </Button>
          <Button
            variant="secondary"
            aria-label="Next month"
            className="px-2.5"
            onClick={() => goTo(shiftMonth(year, month, 1))}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          <h2 id="scheduler-month" className="ml-2 text-lg font-semibold text-gray-900">
            {monthTitle(year, month)}
          </h2>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-gray-700">
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 text-indigo-600"
              checked={showLayers}
              onChange={(event) => setShowLayers(event.target.checked)}
            />
            Show ads and events
          </label>
          <fieldset className="flex rounded-lg border border-gray-300 p-0.5">
            <legend className="sr-only">View</legend>
            {(
              [
                ['month', 'Month', CalendarDays],
                ['list', 'List', List],
              ] as const
            ).map(([value, label, Icon]) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => setParam(VIEW_PARAM, value)}
                className={cn(
                  'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium',
                  view === value ? 'bg-indigo-600 text-white' : 'text-gray-700 hover:bg-gray-100',
                  focusRing,
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </button>
            ))}
          </fieldset>
        </div>
      </div>

      {data ? (
        <p className="mb-3 text-xs text-gray-600">
          <span className="font-medium text-gray-800">Times in {data.timeZone}</span>
          {canChangeZone ? (
            <>
              {' · '}
              <Link
                to={`/settings?${new URLSearchParams({ tab: 'schedule', workspaceId })}`}
                aria-label={`Change the time zone (${data.timeZone}) in Settings → Scheduling`}
                className={cn('rounded font-medium text-indigo-700 underline hover:text-indigo-900', focusRing)}
              >
                Change
              </Link>
            </>
          ) : null}
          {viewer !== data.timeZone ? `. Your own time (${viewer}) is shown beside send times.` : '.'}{' '}
          {canEdit ? 'Drag a planned newsletter to another day, or use its “Move to…” action.' : null}
        </p>
      ) : null}

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {data ? <BeehiivPlanNotice month={data} workspaceId={workspaceId} /> : null}

      {calendar.isPending ? (
        <LoadingState label="Loading the calendar…" />
      ) : calendar.isError ? (
        <ErrorState message={errorMessage(calendar.error)} onRetry={() => void calendar.refetch()} />
      ) : view === 'month' ? (
        <MonthGrid
          month={calendar.data}
          showLayers={showLayers}
          canEdit={canEdit}
          builderHref={(date) => builderHrefFor(workspaceId, date)}
          onAction={onAction}
          onDropMove={moveTo}
          onAssemble={setAssembleDate}
          dayBookings={dayBookings}
        />
      ) : (
        <MonthList
          month={calendar.data}
          showLayers={showLayers}
          canEdit={canEdit}
          builderHref={(date) => builderHrefFor(workspaceId, date)}
          onAction={onAction}
          onAssemble={setAssembleDate}
          dayBookings={dayBookings}
        />
      )}
      {assembleDate ? (
        <LazyAssembleDialog
          workspaceId={workspaceId}
          date={assembleDate}
          onOpenChange={(open) => {
            if (!open) setAssembleDate(null);
          }}
          onAssembled={async (assembly) => {
            await queryClient.invalidateQueries({ queryKey: schedulerKeys.workspace(workspaceId) });
            setAnnouncement(`The issue of ${longDate(assembly.date)} was assembled.`);
          }}
        />
      ) : null}

      {dialog?.kind === 'move' ? (
        <MoveDialog
          newsletter={dialog.newsletter}
          onClose={() => setDialog(null)}
          onMove={(date) => {
            setDialog(null);
            moveTo(dialog.newsletter, date);
          }}
        />
      ) : null}
      {dialog && dialog.kind !== 'move' && data ? (
        <ScheduleDialog
          workspaceId={workspaceId}
          newsletter={dialog.newsletter}
          action={dialog.kind}
          timeZone={data.timeZone}
          defaultSendTime={data.defaultSendTime}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            setAnnouncement(message);
          }}
        />
      ) : null}
    </section>
  );
}
