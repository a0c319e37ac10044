/**
 * A new newsletter's name rules, from the contracts: imported on first use (`await import('./name-rule')`), since the
 * input sits in the header of every first screen and the schema brings zod with it.
 */
export { workspaceNameSchema } from '@newsletter-os/contracts';
