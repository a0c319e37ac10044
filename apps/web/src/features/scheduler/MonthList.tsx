import { PackagePlus, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { layersOf, longDate, monthTitle } from './calendar-model';
import { IssueCard } from './IssueCard';
import { LayerChips } from './LayerChips';
import type { CalendarViewProps } from './MonthGrid';

/** The same month as a list of days: for small screens and for reading top to bottom. */
export function MonthList({
  month,
  showLayers,
  canEdit,
  builderHref,
  onAction,
  onAssemble,
  dayBookings,
}: Omit<CalendarViewProps, 'onDropMove'>) {
  // The list opens at today (a phone shows a few days a screen; the 1st is usually in the past), once per month shown.
  const todayRow = useRef<HTMLLIElement>(null);
  const monthKey = `${month.year}-${month.month}`;
  useEffect(() => {
    if (monthKey) todayRow.current?.scrollIntoView?.({ block: 'start' });
  }, [monthKey]);
  return (
    <section aria-label={`${monthTitle(month.year, month.month)} as a list`}>
      <ol className="divide-y divide-gray-100 overflow-hidden rounded-xl border border-gray-200 bg-white">
        {month.days.map((day) => {
          const isToday = day.date === month.today;
          const { ads, events } = showLayers ? layersOf(month, day.date) : { ads: [], events: [] };
          const booked = showLayers ? dayBookings?.get(day.date) : undefined;
          const empty =
            day.newsletters.length === 0 &&
            ads.length === 0 &&
            events.length === 0 &&
            !booked?.bookings.length &&
            !booked?.soldOut.length;
          return (
            <li
              key={day.date}
              data-date={day.date}
              ref={isToday ? todayRow : undefined}
              aria-current={isToday ? 'date' : undefined}
              className={cn('flex scroll-mt-20 gap-3 px-3 py-2.5', isToday && 'bg-indigo-50/50', empty && 'py-1.5')}
            >
              <h3 className="w-24 shrink-0 pt-1 text-xs font-semibold text-gray-700">
                {longDate(day.date).split(' ').slice(0, 3).join(' ')}
                {isToday ? <span className="block font-semibold text-indigo-700">Today</span> : null}
              </h3>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                {day.newsletters.map((newsletter) => (
                  <IssueCard
                    key={newsletter.id}
                    newsletter={newsletter}
                    timeZone={month.timeZone}
                    builderHref={builderHref(newsletter.date)}
                    canEdit={canEdit}
                    onAction={onAction}
                  />
                ))}
                {day.newsletters.length === 0 && canEdit ? (
                  <Link
                    to={builderHref(day.date)}
                    aria-label={`Start a newsletter on ${longDate(day.date)}`}
                    className={cn(
                      'inline-flex w-fit items-center gap-1 rounded-md px-1.5 py-1 text-xs text-gray-600 hover:bg-gray-50 hover:text-indigo-700',
                      focusRing,
                    )}
                  >
                    <Plus aria-hidden="true" className="size-3.5" />
                    New newsletter
                  </Link>
                ) : null}
                {day.newsletters.length === 0 && canEdit ? (
                  <button
                    type="button"
                    onClick={() => onAssemble(day.date)}
                    aria-label={`Assemble the issue of ${longDate(day.date)}`}
                    className={cn(
                      'inline-flex w-fit items-center gap-1 rounded-md px-1.5 py-1 text-xs text-gray-600 hover:bg-gray-50 hover:text-indigo-700',
                      focusRing,
                    )}
                  >
                    <PackagePlus aria-hidden="true" className="size-3.5" />
                    Assemble
                  </button>
                ) : null}
                {showLayers ? (
                  <LayerChips ads={ads} events={events} bookings={booked?.bookings} soldOut={booked?.soldOut} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
