/**
 * Placeholders: the screens whose feature is not built yet (`PlaceholderScreen` inside the shell, `ComingSoonScreen`
 * for the coming-soon areas, `PublicPlaceholder` for the public portals) with their texts in screens.tsx, and the
 * not-found and route-error screens.
 */
export { NotFoundPage, RouteErrorScreen } from './NotFoundPage';
export { ComingSoonScreen, PlaceholderScreen } from './PlaceholderScreen';
export { PublicPlaceholder } from './PublicPlaceholder';
export { comingSoonAreas, publicPlaceholders, shellPlaceholders } from './screens';
