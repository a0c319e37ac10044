/**
 * Content manager: `ContentManagerPage` for /content-manager (pass `initialTab="ads"` for /Ads): tabs for RSS,
 * Original, User submitted, Ads and Events with filters, paging, bulk approve/archive/tag and create/edit dialogs.
 */
export { ContentManagerPage } from './ContentManagerPage';
