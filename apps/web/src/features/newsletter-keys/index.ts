/**
 * Newsletter-platform keys: `ApiKeysSettingsTab` (settings → API keys: the Beehiiv key, shown by its last four
 * characters only, and the publication linked to the workspace).
 */

export { ApiKeysSettingsTab } from './ApiKeysSettingsTab';
