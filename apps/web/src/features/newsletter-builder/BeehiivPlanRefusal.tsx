import { isBeehiivPlanRefusal, type Newsletter } from '@newsletter-os/contracts';
import { Copy, Rss } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { useWorkspaceArchive } from '../publishing/archive.entry';
import { useCalendarMonth } from '../scheduler/calendar-month.entry';
import { useRenderedNewsletter } from './api';
import { copyForBeehiiv } from './panels/copy-for-beehiiv';

const linkClass = 'font-medium text-amber-900 underline hover:text-amber-950';

/** A failed issue: when Beehiiv's plan refused its post, the way on (loaded only for failed issues). */
export function RefusedIssue({ workspaceId, newsletter }: { workspaceId: string; newsletter: Newsletter }) {
  // Why it failed is on the calendar's answer (the newsletter's own carries no failure reason).
  const [year, month] = newsletter.issueDate.split('-').map(Number);
  const calendar = useCalendarMonth(workspaceId, year ?? 0, month ?? 0);
  const entry = calendar.data?.days
    .find((day) => day.date === newsletter.issueDate)
    ?.newsletters.find((item) => item.id === newsletter.id);
  if (!entry || !isBeehiivPlanRefusal(entry.failureReason)) return null;
  return <PlanRefusal workspaceId={workspaceId} newsletter={newsletter} />;
}

function PlanRefusal({ workspaceId, newsletter }: { workspaceId: string; newsletter: Newsletter }) {
  const rendered = useRenderedNewsletter(workspaceId, newsletter.id, newsletter.version, false);
  const archive = useWorkspaceArchive(workspaceId);
  const feedUrl = archive.data?.feedUrl ?? null;
  const fragment = rendered.data?.beehiiv.html;
  return (
    <section
      aria-labelledby="beehiiv-plan-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="beehiiv-plan-title" className="font-semibold">
        Beehiiv did not publish this issue: your plan cannot create posts through the API
      </h2>
      <p className="mt-1">Copy it for Beehiiv and paste it into a new Beehiiv post, or let Beehiiv import your feed.</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button disabled={!fragment} onClick={() => fragment && void copyForBeehiiv(fragment)}>
          <Copy aria-hidden="true" className="size-4" />
          Copy for Beehiiv
        </Button>
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-1 break-all">
        <Rss aria-hidden="true" className="size-4 shrink-0" />
        {feedUrl ? (
          <>
            <span>RSS feed:</span>
            <a href={feedUrl} className={linkClass}>
              {feedUrl}
            </a>
          </>
        ) : (
          <Link to={`/settings?${new URLSearchParams({ tab: 'publishing', workspaceId })}`} className={linkClass}>
            Turn on the archive for an RSS feed
          </Link>
        )}
      </p>
    </section>
  );
}
