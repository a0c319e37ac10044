export { EventsFeedSettingsTab } from './EventsFeedSettingsTab';
