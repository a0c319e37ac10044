/**
 * The workspace's scheduling settings (time zone, default send time) without the calendar: the newsletter builder
 * shows a scheduled issue's send time, and through index.ts it would download the scheduler's screens first.
 */
export { useScheduleSettings } from '../../shared/schedule-settings';
