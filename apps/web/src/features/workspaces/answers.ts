import {
  envelope,
  paginated,
  workspaceBrandSchema,
  workspaceNameSchema,
  workspaceRegisterResponseSchema,
  workspaceSchema,
} from '@newsletter-os/contracts';

/**
 * The contracts that check the workspace calls' answers and a new newsletter's name. The header is on every first
 * screen, so they are imported on first use (`await import('./answers')`) and zod loads beside the first request
 * instead of before the screen renders (docs/decisions/0029).
 */
export const workspacePageAnswer = envelope(paginated(workspaceSchema));
export const workspaceListAnswer = envelope(workspaceRegisterResponseSchema);
export const brandAnswer = envelope(workspaceBrandSchema);
export { workspaceNameSchema };
