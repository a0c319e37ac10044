/** Settings → Publishing: Beehiiv, Mailchimp, Kit or export only, per newsletter. */
export { PublishingSettingsTab } from './PublishingSettingsTab';
