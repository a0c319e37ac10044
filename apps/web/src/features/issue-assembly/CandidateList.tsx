import type { AssembleAdCandidate, AssembleArticleCandidate, AssembleEventCandidate } from '@newsletter-os/contracts';
import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { Checkbox } from '../../shared/ui/Checkbox';

type Entry = AssembleArticleCandidate | AssembleEventCandidate | AssembleAdCandidate;

const ALREADY_IN = 'Already in this issue';

/** "Tue 3 Dec, 19:00" in the viewer's clock (the dialog lists; the issue prints in the newsletter's zone). */
const when = (iso: string | null) => (iso ? format(parseISO(iso), 'EEE d MMM, HH:mm') : '');

function detailOf(entry: Entry): string {
  if ('publishedAt' in entry) return [entry.source, when(entry.publishedAt)].filter(Boolean).join(' · ');
  if ('startsAt' in entry) return [when(entry.startsAt), entry.venue].filter(Boolean).join(' · ');
  return `${entry.businessName} · ${entry.productName} · ${entry.position === 'any' ? 'after the stories' : entry.position}`;
}

/** One group of the dialog: its entries with a checkbox each, what was left out saying why. */
export function CandidateGroup({
  legend,
  empty,
  entries,
  chosen,
  onToggle,
}: {
  legend: ReactNode;
  empty: string;
  entries: Entry[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      {entries.length === 0 ? <p className="text-sm text-gray-600">{empty}</p> : null}
      <ul
        className={
          entries.length ? 'flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200' : 'hidden'
        }
      >
        {entries.map((entry) => {
          const inIssue = entry.reason === ALREADY_IN;
          return (
            <li key={entry.id} className="flex flex-col gap-0.5 px-3 py-2">
              <Checkbox
                label={<span className="font-medium">{entry.title}</span>}
                checked={inIssue || chosen.has(entry.id)}
                disabled={inIssue}
                onChange={(event) => onToggle(entry.id, event.target.checked)}
                className="items-start [&>input]:mt-0.5"
              />
              <p className="pl-6 text-xs text-gray-600">{detailOf(entry)}</p>
              {entry.reason ? <p className="pl-6 text-xs text-amber-800">Left out: {entry.reason}</p> : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
