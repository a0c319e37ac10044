import {
  NEWSLETTER_PREHEADER_MAX,
  NEWSLETTER_SUBJECT_MAX,
  NEWSLETTER_TITLE_MAX,
  NEWSLETTER_WEB_TITLE_MAX,
} from '@newsletter-os/contracts';
import { lazy, Suspense, useId } from 'react';
import { useBuilderStore } from './store';

// The thumbnail picker and the Beehiiv switch after the first paint: the builder's first screen is within its JS
// ceiling only without them, and they are not what a publisher reaches for first.
const WebFields = lazy(async () => ({ default: (await import('./WebFields')).WebFields }));

const input =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-500 focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500';

/**
 * The internal name (calendar, lists, search; readers never see it), the email's subject and preheader
 * (what the inbox shows) and its web title (the headline of the web post, the archive and the feed; empty: the
 * subject). The email itself starts with the blocks, which the canvas below shows as readers get them.
 */
export function DetailsFields() {
  const title = useBuilderStore((state) => state.title);
  const subject = useBuilderStore((state) => state.subject);
  const preheader = useBuilderStore((state) => state.preheader);
  const webTitle = useBuilderStore((state) => state.webTitle);
  const setDetails = useBuilderStore((state) => state.setDetails);
  const ids = { title: useId(), subject: useId(), preheader: useId(), webTitle: useId() };
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.title} className="text-xs font-medium text-gray-700">
            Internal name
          </label>
          <input
            id={ids.title}
            value={title}
            maxLength={NEWSLETTER_TITLE_MAX}
            placeholder="Shown on the calendar, not to readers"
            aria-describedby={`${ids.title}-hint`}
            onChange={(event) => setDetails({ title: event.target.value })}
            className={input}
          />
          <p id={`${ids.title}-hint`} className="sr-only">
            Shown on the calendar and in lists. Readers see the email subject.
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.subject} className="text-xs font-medium text-gray-700">
            Email subject
          </label>
          <input
            id={ids.subject}
            value={subject}
            maxLength={NEWSLETTER_SUBJECT_MAX}
            onChange={(event) => setDetails({ subject: event.target.value })}
            className={input}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.preheader} className="text-xs font-medium text-gray-700">
            Preheader
          </label>
          <input
            id={ids.preheader}
            value={preheader}
            maxLength={NEWSLETTER_PREHEADER_MAX}
            placeholder="The line shown after the subject in the inbox"
            onChange={(event) => setDetails({ preheader: event.target.value })}
            className={input}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.webTitle} className="text-xs font-medium text-gray-700">
            Web title
          </label>
          <input
            id={ids.webTitle}
            value={webTitle}
            maxLength={NEWSLETTER_WEB_TITLE_MAX}
            placeholder={subject.trim() || 'Same as the email subject'}
            aria-describedby={`${ids.webTitle}-hint`}
            onChange={(event) => setDetails({ webTitle: event.target.value })}
            className={input}
          />
          <p id={`${ids.webTitle}-hint`} className="text-xs text-gray-600">
            Headline on the web and in the archive. Empty: the subject.
          </p>
        </div>
      </div>
      <Suspense fallback={null}>
        <WebFields />
      </Suspense>
    </div>
  );
}
