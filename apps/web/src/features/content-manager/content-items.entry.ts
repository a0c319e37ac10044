/**
 * The content lists with the manager's own filters, for pickers elsewhere (the newsletter builder, ad sales), without the
 * content manager's screens and dialogs that index.ts brings.
 */
export { useContentItems } from './api';
export { type ContentFilters, defaultFilters, listParams } from './filters';
