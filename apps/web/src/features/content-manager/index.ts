/**
 * Content manager: `ContentManagerPage` for /content-manager (pass `initialTab="ads"` for /Ads): tabs for RSS,
 * Original, User submitted, Ads and Events with filters, paging, bulk approve/archive/tag and create/edit dialogs.
 */

/** For pickers elsewhere (the newsletter builder): the content lists with the manager's own filters. */
export { useContentItems } from './api';
export { ContentManagerPage } from './ContentManagerPage';
export { CONTENT_PAGE_SIZE, type ContentFilters, defaultFilters, listParams } from './filters';
export { contentKinds, kindOf } from './kinds';
