import { scheduleSettingsKey } from '../../shared/schedule-settings';

/** React Query keys of the scheduler: a month of a workspace, and the workspace's schedule settings. */
export const schedulerKeys = {
  workspace: (workspaceId: string) => ['scheduler', workspaceId] as const,
  month: (workspaceId: string, year: number, month: number) =>
    ['scheduler', workspaceId, 'month', year, month] as const,
  settings: scheduleSettingsKey,
};
