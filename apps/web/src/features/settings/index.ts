/**
 * Settings: `SettingsPage` (/settings, the tab frame with the tab from ?tab=) and the tab list `settingsTabs` in
 * tabs.ts, where each later settings tab is added with one line.
 */
export { SETTINGS_TAB_PARAM, SettingsPage } from './SettingsPage';
export { resolveSettingsTab, type SettingsTab, type SettingsTabId, settingsTabs } from './tabs';
