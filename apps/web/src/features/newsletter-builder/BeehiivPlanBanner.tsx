import type { Newsletter } from '@newsletter-os/contracts';
import { lazy, Suspense } from 'react';

// Only a failed issue needs it: its code (the calendar's and the archive's queries, the copy) stays off the builder's
// first paint.
const RefusedIssue = lazy(() => import('./BeehiivPlanRefusal').then((module) => ({ default: module.RefusedIssue })));

/**
 * Beehiiv's plan refusal as a path, not a dead end: a failed issue whose post Beehiiv's plan would not create offers
 * "Copy for Beehiiv" (the fragment to paste into a new post) and the RSS feed (Beehiiv can import it) right here.
 */
export function BeehiivPlanBanner({ workspaceId, newsletter }: { workspaceId: string; newsletter: Newsletter }) {
  if (newsletter.status !== 'failed') return null;
  return (
    <Suspense fallback={null}>
      <RefusedIssue workspaceId={workspaceId} newsletter={newsletter} />
    </Suspense>
  );
}
