/**
 * RSS fetchers: `RssFetchersSettingsTab` (settings → RSS fetchers: list with last run, status, last error and item
 * count; add, edit, delete; "Fetch now" with progress; "Import once"), plus `ImportFeedDialog` for a one-off import
 * from other screens.
 */
export { ImportFeedDialog } from './ImportFeedDialog';
export { RssFetchersSettingsTab } from './RssFetchersSettingsTab';
