import { type CalendarNewsletter, isBeehiivPlanRefusal } from '@newsletter-os/contracts';
import { MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { BEEHIIV_PLAN_SHORT } from './BeehiivPlanNotice';
import { canMove, sendTimeLabel, styleOf } from './calendar-model';

export type IssueAction = 'move' | 'schedule' | 'reschedule' | 'unschedule' | 'assemble';

export interface IssueCardProps {
  newsletter: CalendarNewsletter;
  timeZone: string;
  builderHref: string;
  canEdit: boolean;
  compact?: boolean;
  onAction: (action: IssueAction, newsletter: CalendarNewsletter) => void;
}

/** The actions the newsletter's state allows (the server's state machine, mirrored). */
function actionsFor(newsletter: CalendarNewsletter): { action: IssueAction; label: string }[] {
  const { status } = newsletter;
  const actions: { action: IssueAction; label: string }[] = [];
  if (canMove(newsletter)) actions.push({ action: 'move', label: 'Move to…' });
  if (status === 'draft' || status === 'planned') actions.push({ action: 'assemble', label: 'Assemble this issue…' });
  if (status === 'draft' || status === 'planned') actions.push({ action: 'schedule', label: 'Schedule…' });
  if (status === 'scheduled' || status === 'failed') actions.push({ action: 'reschedule', label: 'Reschedule…' });
  if (status === 'scheduled' || status === 'failed') actions.push({ action: 'unschedule', label: 'Unschedule' });
  return actions;
}

/**
 * One newsletter on the calendar: status (icon and words, not colour alone), title linking to the builder, send
 * time, a failure's reason, and its actions. Movable ones can be dragged; "Move to…" does the same without
 * dragging (WCAG 2.5.7).
 */
export function IssueCard({ newsletter, timeZone, builderHref, canEdit, compact = false, onAction }: IssueCardProps) {
  const style = styleOf(newsletter);
  const Icon = style.icon;
  const title = newsletter.title || 'Untitled newsletter';
  const draggable = canEdit && canMove(newsletter);
  const actions = canEdit ? actionsFor(newsletter) : [];
  const time = sendTimeLabel(newsletter, timeZone);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer shortcut; "Move to…" in the actions menu is the keyboard and single-pointer way.
    <div
      data-testid="calendar-issue"
      data-newsletter-id={newsletter.id}
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.setData('application/x-newsletter-id', newsletter.id);
        event.dataTransfer.setData('text/plain', newsletter.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      className={cn(
        'group relative flex items-start gap-1.5 rounded-md border px-2 py-1.5 text-xs',
        // A phone's month grid leaves about 45 px a day: the actions button goes under the title, not beside it.
        compact && 'max-sm:flex-col max-sm:gap-0.5 max-sm:px-1 max-sm:py-1',
        style.chip,
        draggable && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-3.5 shrink-0', compact && 'max-sm:hidden')} />
      <div className={cn('min-w-0 flex-1', compact && 'max-sm:w-full')}>
        <Link
          to={builderHref}
          className={cn(
            'block truncate font-semibold hover:underline',
            // Wrapped over up to three lines, a narrow day still shows most of the title.
            compact && 'max-sm:line-clamp-3 max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]',
            focusRing,
            'rounded-sm',
          )}
          title={title}
        >
          {title}
        </Link>
        <p className="truncate">
          <span>{style.label}</span>
          {time ? <span className={compact ? 'sr-only' : undefined}> · {time}</span> : null}
        </p>
        {compact && time ? (
          <p className="truncate" aria-hidden="true">
            {newsletter.sendTime}
          </p>
        ) : null}
        {newsletter.status === 'failed' && newsletter.failureReason ? (
          <p className={cn('mt-0.5 text-red-800', compact ? 'line-clamp-2' : undefined)}>
            {/* The calendar explains Beehiiv's plan refusal once, above the month (BeehiivPlanNotice). */}
            {isBeehiivPlanRefusal(newsletter.failureReason) ? BEEHIIV_PLAN_SHORT : newsletter.failureReason}
          </p>
        ) : null}
      </div>
      {actions.length > 0 ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={`Actions for ${title}`}
            className={cn(
              '-mr-1 shrink-0 rounded p-1 hover:bg-black/5',
              compact && 'max-sm:-my-0.5 max-sm:mr-0 max-sm:self-end',
              focusRing,
            )}
          >
            <MoreHorizontal aria-hidden="true" className="size-4" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-50 min-w-40 rounded-lg border border-gray-200 bg-white p-1 text-sm shadow-lg"
            >
              {actions.map(({ action, label }) => (
                <DropdownMenu.Item
                  key={action}
                  onSelect={() => onAction(action, newsletter)}
                  className="cursor-pointer rounded-md px-3 py-2 text-gray-800 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900"
                >
                  {label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
    </div>
  );
}
