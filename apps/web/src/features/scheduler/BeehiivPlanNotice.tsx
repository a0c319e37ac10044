import { type CalendarMonth, isBeehiivPlanRefusal } from '@newsletter-os/contracts';
import { Link } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { longDate } from './calendar-model';

/** What a refused issue's card says; the notice above the month says the rest, once. */
export const BEEHIIV_PLAN_SHORT = 'Beehiiv plan refused: use “Copy for Beehiiv”.';

const linkClass = cn('rounded font-medium text-amber-900 underline hover:text-amber-950', focusRing);

/**
 * Beehiiv lets only its Max and Enterprise plans create posts through the API. When it refused issues of this
 * month, the calendar says so once, with the way on: the issue's "Copy for Beehiiv", or another destination.
 */
export function BeehiivPlanNotice({ month, workspaceId }: { month: CalendarMonth; workspaceId: string }) {
  const refused = month.days.flatMap((day) =>
    day.newsletters
      .filter((newsletter) => newsletter.status === 'failed' && isBeehiivPlanRefusal(newsletter.failureReason))
      .map(() => day.date),
  );
  const first = refused[0];
  if (!first) return null;
  return (
    <div role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Your Beehiiv plan cannot create posts through the API.</p>
      <p className="mt-1">
        {refused.length === 1
          ? `The issue of ${longDate(first)} was not published.`
          : `${refused.length} issues this month were not published.`}{' '}
        Open the issue and use “Copy for Beehiiv” to paste it into a new Beehiiv post, or{' '}
        <Link to={`/settings?${new URLSearchParams({ tab: 'publishing', workspaceId })}`} className={linkClass}>
          choose another destination
        </Link>
        .{' '}
        <Link to={`/newsletter-builder?${new URLSearchParams({ workspaceId, date: first })}`} className={linkClass}>
          Open the issue of {longDate(first)}
        </Link>
      </p>
    </div>
  );
}
