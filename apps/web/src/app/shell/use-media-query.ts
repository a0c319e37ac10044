export { useMediaQuery } from '../../shared/use-media-query';

/** docs/product-spec.md section 9: below 1024px the shell hides the inline sidebar; navigation moves into the drawer. */
export const DESKTOP_SIDEBAR_QUERY = '(min-width: 1024px)';
