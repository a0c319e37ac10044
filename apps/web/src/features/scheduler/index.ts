/**
 * Scheduler: `SchedulerPage` (/Scheduler: the month calendar of newsletters with ads and events, moving by drag or
 * "Move to…", scheduling and unscheduling) and `ScheduleSettingsTab` (settings → Scheduling: time zone and default
 * send time).
 */

export { useScheduleSettings } from './api';
export { SchedulerPage } from './SchedulerPage';
export { ScheduleSettingsTab } from './ScheduleSettingsTab';
