/**
 * Newsletter-platform keys: `ApiKeysSettingsTab` (settings → API keys: the Beehiiv key, shown by its last four
 * characters only, and the publication linked to the workspace), and `usePublications`, the dashboard's first call.
 */

export { ApiKeysSettingsTab } from './ApiKeysSettingsTab';
export { usePublications } from './api';
