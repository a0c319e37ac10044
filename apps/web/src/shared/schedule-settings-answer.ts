import { envelope, workspaceScheduleSettingsSchema } from '@newsletter-os/contracts';

// The schedule settings answer's check, in a chunk of its own so zod stays out of the screens' first chunks.

export const settingsEnvelope = envelope(workspaceScheduleSettingsSchema);
