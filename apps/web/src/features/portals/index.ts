export { useModerationQueue } from './api';
export { ImagePicker, imageProblem } from './form/ImagePicker';
export { ModerationQueue } from './ModerationQueue';
export { PublicPortalPage } from './PublicPortalPage';
export { SubmissionLinksSettingsTab } from './SubmissionLinksSettingsTab';
export { SubmissionStatusBadge } from './SubmissionStatusBadge';
export { SubmissionStatusPage } from './SubmissionStatusPage';
