export { ModerationQueue } from './ModerationQueue';
export { PublicPortalPage } from './PublicPortalPage';
export { SubmissionLinksSettingsTab } from './SubmissionLinksSettingsTab';
export { SubmissionStatusPage } from './SubmissionStatusPage';
