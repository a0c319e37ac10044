/** Business details: `BusinessSettingsTab` (Settings → Business) edits what onboarding asked for. */
export { BusinessSettingsTab } from './BusinessSettingsTab';
export { businessProfileKeys } from './query-keys';
