import type { CalendarMonth, CalendarNewsletter } from '@newsletter-os/contracts';
import { PackagePlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import type { DayBookings } from '../ad-sales';
import { canMove, layersOf, longDate, monthTitle, WEEKDAYS, weeksOf } from './calendar-model';
import { type IssueAction, IssueCard } from './IssueCard';
import { LayerChips } from './LayerChips';

export interface CalendarViewProps {
  month: CalendarMonth;
  showLayers: boolean;
  canEdit: boolean;
  builderHref: (date: string) => string;
  onAction: (action: IssueAction, newsletter: CalendarNewsletter) => void;
  onDropMove: (newsletter: CalendarNewsletter, date: string) => void;
  /** "Assemble this issue" for a day without a newsletter. */
  onAssemble: (date: string) => void;
  /** The ads layer's bookings per day (Ad sales). */
  dayBookings?: Map<string, DayBookings>;
}

const DRAG_TYPE = 'application/x-newsletter-id';

/**
 * The month as a table of weeks (Sunday first). A movable newsletter is dragged onto another day; a day without a
 * newsletter offers to start one there. On a phone the seven columns share the screen's width (about 50 px each):
 * headers shrink to one letter, titles wrap inside their day and the hover-only words fold away, so the page never
 * scrolls sideways.
 */
export function MonthGrid({
  month,
  showLayers,
  canEdit,
  builderHref,
  onAction,
  onDropMove,
  onAssemble,
  dayBookings,
}: CalendarViewProps) {
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const byId = new Map(month.days.flatMap((day) => day.newsletters).map((n) => [n.id, n]));
  const dayOf = new Map(month.days.map((day) => [day.date, day]));

  return (
    <table className="w-full table-fixed border-collapse overflow-hidden rounded-xl border border-gray-200 bg-white">
      <caption className="sr-only">
        {monthTitle(month.year, month.month)}, newsletters by day (times in {month.timeZone})
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th
              key={weekday}
              scope="col"
              className="border-b border-gray-200 bg-gray-50 px-1 py-2 text-left text-xs font-semibold text-gray-600 sm:px-2"
            >
              {/* Screen readers hear the full name; the eye gets "S M T…" on a phone and "Sun Mon…" above. */}
              <span className="sr-only">{weekday}</span>
              <span aria-hidden="true" className="sm:hidden">
                {weekday.slice(0, 1)}
              </span>
              <span aria-hidden="true" className="max-sm:hidden">
                {weekday.slice(0, 3)}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month.days.map((day) => day.date)).map((week) => (
          <tr key={week[0]?.key}>
            {week.map(({ key, date }) => {
              if (!date) return <td key={key} className="border border-gray-100 bg-gray-50/60" />;
              const day = dayOf.get(date);
              const newsletters = day?.newsletters ?? [];
              const isToday = date === month.today;
              const { ads, events } = showLayers ? layersOf(month, date) : { ads: [], events: [] };
              return (
                <td
                  key={date}
                  data-date={date}
                  onDragOver={(event) => {
                    if (!canEdit || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setDropTarget(date);
                  }}
                  onDragLeave={() => setDropTarget((current) => (current === date ? null : current))}
                  onDrop={(event) => {
                    event.preventDefault();
                    setDropTarget(null);
                    const newsletter = byId.get(event.dataTransfer.getData(DRAG_TYPE));
                    if (newsletter && canMove(newsletter) && newsletter.date !== date) onDropMove(newsletter, date);
                  }}
                  className={cn(
                    'group h-24 border border-gray-100 p-0.5 align-top sm:h-32 sm:p-1.5',
                    isToday && 'bg-indigo-50/40',
                    dropTarget === date &&
                      'bg-indigo-100 outline-2 -outline-offset-2 outline-indigo-500 outline-dashed',
                  )}
                >
                  <div className="mb-1 flex min-w-0 items-center justify-between">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-6 items-center justify-center rounded-full text-xs font-semibold',
                        isToday ? 'bg-indigo-600 text-white' : 'text-gray-700',
                      )}
                    >
                      {Number(date.slice(8))}
                    </span>
                    <span className="sr-only">{longDate(date)}</span>
                    {/* On a phone the filled day number alone marks today; the word stays for screen readers. */}
                    {isToday ? (
                      <span className="text-[11px] font-semibold text-indigo-700 max-sm:sr-only">Today</span>
                    ) : null}
                  </div>
                  <div className="flex min-w-0 flex-col gap-1">
                    {newsletters.map((newsletter) => (
                      <IssueCard
                        key={newsletter.id}
                        newsletter={newsletter}
                        timeZone={month.timeZone}
                        builderHref={builderHref(newsletter.date)}
                        canEdit={canEdit}
                        compact
                        onAction={onAction}
                      />
                    ))}
                    {newsletters.length === 0 && canEdit ? (
                      <Link
                        to={builderHref(date)}
                        aria-label={`Start a newsletter on ${longDate(date)}`}
                        className={cn(
                          'flex items-center justify-center gap-1 rounded-md border border-dashed border-transparent py-1 text-xs text-gray-500 hover:border-gray-300 hover:text-indigo-700',
                          focusRing,
                        )}
                      >
                        <Plus aria-hidden="true" className="size-3.5" />
                        <span className="opacity-0 group-hover:opacity-100 max-sm:hidden">New</span>
                      </Link>
                    ) : null}
                    {newsletters.length === 0 && canEdit ? (
                      <button
                        type="button"
                        onClick={() => onAssemble(date)}
                        aria-label={`Assemble the issue of ${longDate(date)}`}
                        className={cn(
                          'flex items-center justify-center gap-1 rounded-md py-1 text-xs text-gray-500 hover:text-indigo-700',
                          focusRing,
                        )}
                      >
                        <PackagePlus aria-hidden="true" className="size-3.5" />
                        <span className="opacity-0 group-hover:opacity-100 max-sm:hidden">Assemble</span>
                      </button>
                    ) : null}
                    {showLayers ? (
                      <LayerChips
                        ads={ads}
                        events={events}
                        limit={3}
                        bookings={dayBookings?.get(date)?.bookings}
                        soldOut={dayBookings?.get(date)?.soldOut}
                      />
                    ) : null}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
