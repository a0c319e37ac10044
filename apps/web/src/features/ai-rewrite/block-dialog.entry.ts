/** The rewrite dialog for a newsletter block alone, for the builder to load on first use. */
export { BlockRewriteDialog } from './BlockRewriteDialog';
