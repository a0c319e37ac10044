import { NEWSLETTER_PREHEADER_MAX, NEWSLETTER_SUBJECT_MAX, NEWSLETTER_TITLE_MAX } from '@newsletter-os/contracts';
import { useId } from 'react';
import { cn } from '../../shared/ui/cn';
import { useBuilderStore } from './store';

const input =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-500 focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500';

/** The newsletter's title and the email's subject and preheader. */
export function DetailsFields() {
  const title = useBuilderStore((state) => state.title);
  const subject = useBuilderStore((state) => state.subject);
  const preheader = useBuilderStore((state) => state.preheader);
  const setDetails = useBuilderStore((state) => state.setDetails);
  const ids = { title: useId(), subject: useId(), preheader: useId() };
  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor={ids.title} className="sr-only">
          Newsletter title
        </label>
        <input
          id={ids.title}
          value={title}
          maxLength={NEWSLETTER_TITLE_MAX}
          placeholder="Newsletter title"
          onChange={(event) => setDetails({ title: event.target.value })}
          className="block w-full rounded-lg border border-transparent bg-transparent px-2 py-1 text-2xl font-bold text-gray-900 placeholder:text-gray-500 hover:border-gray-300 focus-visible:border-indigo-500 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-indigo-500 sm:text-3xl"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
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
            className={cn(input)}
          />
        </div>
      </div>
    </div>
  );
}
