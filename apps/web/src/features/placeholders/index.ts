/**
 * Placeholders: the coming-soon areas (`ComingSoonScreen`, their texts in screens.tsx), and the not-found and
 * route-error screens.
 */
export { NotFoundPage, RouteErrorScreen } from './NotFoundPage';
export { ComingSoonScreen } from './PlaceholderScreen';
export { comingSoonAreas } from './screens';
