import { Link } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { CircleAlertIcon as CircleAlert, RefreshCwIcon as RefreshCw } from '../../shared/ui/first-screen-icons';
import { EmptyState } from '../../shared/ui/States';
import { KeyRoundIcon as KeyRound } from '../../shared/ui/shell-icons';
import { useCan } from '../../shared/use-can';

export type InsightErrorKind = 'api_key' | 'sync' | 'auth';

/** docs/product-spec.md section 2 "Empty and error states", word for word. */
const states = {
  api_key: {
    icon: KeyRound,
    title: 'No Beehiiv Insights Yet',
    text: 'No Beehiiv API key found. Please add your API key in settings to start fetching insights and buzzing activity.',
    button: 'Add API Key',
  },
  sync: {
    icon: RefreshCw,
    title: 'Please sync your publication with newsletter',
    text: 'Please sync your publication with newsletter or please check your beehiiv api key',
    button: 'Check your API key',
  },
  auth: {
    icon: CircleAlert,
    title: 'Invalid API key provided',
    text: 'The provided Beehiiv API key is invalid. Please check your API key in settings to start fetching insights and buzzing activity.',
    button: 'Check your API key',
  },
} as const;

const linkButton = cn(
  'inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500',
  focusRing,
);

/** The button leads to /settings?tab=api, and is not offered to whoever may not open settings (userType user). */
export function InsightErrorState({ kind, search }: { kind: InsightErrorKind; search: string }) {
  const canOpenSettings = useCan('manageWorkspaces');
  const state = states[kind];
  const params = new URLSearchParams(search);
  params.set('tab', 'api');
  return (
    <EmptyState
      headingLevel={2}
      icon={state.icon}
      title={state.title}
      description={state.text}
      action={
        canOpenSettings ? (
          <Link to={`/settings?${params.toString()}`} className={linkButton}>
            {state.button}
          </Link>
        ) : undefined
      }
    />
  );
}
