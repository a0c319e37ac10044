import { useEffect } from 'react';
import { useScheduleSettings } from '../../shared/schedule-settings';
import { parseIssueDate, todayIssueDate } from './issue-date';
import { rememberedZone, rememberZone, todayIssueDateIn } from './zone-day';

/**
 * The builder's issue date: the address's `date`, else today in the newsletter's zone (issue dates are calendar days
 * there), read from its schedule settings or, until they arrive, as last read. Null while the zone is not known yet;
 * the browser's own day only when the settings cannot be read.
 */
export function useIssueDate(workspaceId: string, given: string | null): string | null {
  const settings = useScheduleSettings(workspaceId);
  const zone = settings.data?.timeZone;
  useEffect(() => {
    if (zone) rememberZone(workspaceId, zone);
  }, [workspaceId, zone]);
  const parsed = parseIssueDate(given);
  if (parsed) return parsed;
  const known = zone ?? rememberedZone(workspaceId);
  if (known) return todayIssueDateIn(known);
  return settings.isError ? todayIssueDate() : null;
}
