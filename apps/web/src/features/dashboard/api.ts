import type { DashboardActivity, InsightsTimePeriod } from '@newsletter-os/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { loadAfterPaint } from '../../shared/load-after-paint';
import { beehiivKeys } from '../newsletter-keys/query-keys';

/** The answers' checks load once the first screen has painted, beside the first call (see `answers.ts`). */
const answers = loadAfterPaint(() => import('./answers'));

/**
 * The dashboard's first call: the publications the key can see and the linked one, with the meta code that picks
 * the state (2 no key, 3 invalid key). Same query as the settings tab's picker (same key), kept here so this
 * route does not load the settings screens.
 */
export function usePublications(workspaceId: string) {
  return useQuery({
    queryKey: beehiivKeys.publications(workspaceId),
    queryFn: async () => {
      const [response, { publicationsAnswer }] = await Promise.all([
        http.get('/dashboard/beehive-publications/', { params: { workspaceId }, silent: true }),
        answers(),
      ]);
      return publicationsAnswer.parse(response.data);
    },
  });
}

/**
 * A publication's insights for one period, with the spec's meta code (1 ok, 0 sync, 2 no key, 3 invalid key).
 * While another period loads, the previous one stays on screen (same workspace only: the page remounts on a
 * workspace change, which resets everything).
 */
export function useInsights(workspaceId: string, publicationId: string, period: InsightsTimePeriod) {
  return useQuery({
    queryKey: beehiivKeys.insights(workspaceId, publicationId, period),
    queryFn: async () => {
      const [response, { insightsAnswer }] = await Promise.all([
        http.get('/beehiiv/insights/', {
          params: { workspaceId, publication_id: publicationId, time_period: period },
          silent: true,
        }),
        answers(),
      ]);
      return insightsAnswer.parse(response.data);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The workspace's own activity (GET /dashboard/). */
export function useWorkspaceActivity(workspaceId: string, days: number) {
  return useQuery<DashboardActivity>({
    queryKey: beehiivKeys.activity(workspaceId, days),
    queryFn: async () => {
      const [response, { activityAnswer }] = await Promise.all([
        http.get('/dashboard/', { params: { workspaceId, days }, silent: true }),
        answers(),
      ]);
      return activityAnswer.parse(response.data).data;
    },
  });
}

/**
 * Where the newsletter publishes and, for Mailchimp or Kit, its last sent issues' figures from that service. Asked
 * beside the Beehiiv publications so a Beehiiv newsletter's dashboard waits for no extra round trip.
 */
export function useDestinationFigures(workspaceId: string) {
  return useQuery({
    queryKey: ['publishing-destination', workspaceId, 'figures'] as const,
    queryFn: async () => {
      const [response, { destinationFiguresAnswer }] = await Promise.all([
        http.get('/publishing-destination/figures/', { params: { workspaceId }, silent: true }),
        answers(),
      ]);
      return destinationFiguresAnswer.parse(response.data).data;
    },
    staleTime: 60_000,
  });
}
