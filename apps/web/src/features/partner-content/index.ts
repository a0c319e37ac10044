export { ContentHistoryPage } from './ContentHistoryPage';
export { ContentUploadPage } from './ContentUploadPage';
export { SubmissionSuccessPage } from './SubmissionSuccessPage';
