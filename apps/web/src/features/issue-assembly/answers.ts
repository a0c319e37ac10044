import { assembleCandidatesSchema, assemblySchema, assemblyStartedSchema, envelope } from '@newsletter-os/contracts';

// The assembly answers' checks, in a chunk of their own so zod stays out of the builder's first chunks (api.ts).

export const candidatesEnvelope = envelope(assembleCandidatesSchema);
export const startedEnvelope = envelope(assemblyStartedSchema);
export const assemblyEnvelope = envelope(assemblySchema);
