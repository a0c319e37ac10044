// Apart from the Beehiiv schemas so that a screen reading the codes (the dashboard, on the first screen) does not
// load zod with them (docs/decisions/0029).

/** docs/product-spec.md section 4: the meta codes of every insight answer (HTTP 200 for each). */
export const INSIGHT_META = {
  ok: 1,
  /** The workspace has a key, but no linked publication, or one the key cannot see (Beehiiv answers 404 for both). */
  syncError: 0,
  /** No Beehiiv key is stored for the workspace. */
  apiKeyError: 2,
  /** Beehiiv refused the stored key (401/403). */
  authError: 3,
} as const;
