import { useQuery } from '@tanstack/react-query';
import { http } from './api/client';

// The workspace's scheduling settings (time zone, default send time) live here, below the features: the content
// manager and the review queue show days in the newsletter's zone, and the scheduler itself shows ad sales, so a
// feature-to-feature import would close a cycle.

/** The React Query key of a workspace's schedule settings (the scheduler's keys extend the same prefix). */
export const scheduleSettingsKey = (workspaceId: string) => ['scheduler', workspaceId, 'settings'] as const;

/** The answer's check (zod) loads with the first answer: the builder's first paint reads these settings. */
const answer = () => import('./schedule-settings-answer');

/** GET /workspace-schedule/?workspaceId */
export function useScheduleSettings(workspaceId: string) {
  return useQuery({
    queryKey: scheduleSettingsKey(workspaceId),
    queryFn: async () => {
      const response = await http.get('/workspace-schedule/', { params: { workspaceId }, silent: true });
      return (await answer()).settingsEnvelope.parse(response.data).data;
    },
  });
}
