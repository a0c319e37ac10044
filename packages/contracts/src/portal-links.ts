/** The workspace's submission portal links (docs/product-spec.md section 2, "Submission portal links"). */
import { z } from 'zod';
import { workspaceIdSchema } from './common';

// ---- portal links (docs/product-spec.md section 2, "Submission portal links") ----

/** The four submission links of a workspace. */
export const portalKinds = ['partner', 'ugc', 'events', 'ads'] as const;
export const portalKindSchema = z.enum(portalKinds, { message: `Use one of ${portalKinds.join(', ')}` });
export type PortalKind = z.infer<typeof portalKindSchema>;

/** Where each kind of link leads on the app host. */
export const PORTAL_PATHS: Readonly<Record<PortalKind, string>> = {
  partner: '/content-upload-portal',
  ugc: '/ugc',
  events: '/event',
  ads: '/ad',
};

export const PORTAL_LABELS: Readonly<Record<PortalKind, string>> = {
  partner: 'Partner',
  ugc: 'UGC',
  events: 'Events',
  ads: 'Ads',
};

/** The path of a submission type; any other type yields an empty link (spec). */
export function portalPathOf(kind: string): string {
  return (portalKinds as readonly string[]).includes(kind) ? PORTAL_PATHS[kind as PortalKind] : '';
}

export const portalLinkStates = ['active', 'revoked', 'expired'] as const;

export const portalLinkSchema = z.object({
  id: z.uuid(),
  kind: portalKindSchema,
  label: z.string(),
  /** The full link with its signed `token`; empty when the link is turned off. */
  url: z.string(),
  state: z.enum(portalLinkStates),
  businessCompanyId: z.uuid().nullable(),
  businessName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PortalLink = z.infer<typeof portalLinkSchema>;

/** GET /portal-links/: the workspace's four links, then any per-company ad links. */
export const portalLinksSchema = z.object({ links: z.array(portalLinkSchema) });
export type PortalLinks = z.infer<typeof portalLinksSchema>;

export const PORTAL_LINK_MAX_DAYS = 365;

/** POST /portal-links/rotate/: a new link replaces the current one of its kind (and company); the old one stops. */
export const rotatePortalLinkBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  kind: portalKindSchema,
  businessCompanyId: z.uuid({ message: 'businessCompanyId must be a valid id' }).optional(),
  expiresInDays: z.coerce
    .number()
    .int({ message: 'expiresInDays must be a whole number' })
    .min(1, { message: 'expiresInDays must be at least 1' })
    .max(PORTAL_LINK_MAX_DAYS, { message: `expiresInDays must be at most ${PORTAL_LINK_MAX_DAYS}` })
    .optional(),
});
export type RotatePortalLinkBody = z.input<typeof rotatePortalLinkBodySchema>;

/** POST /portal-links/revoke/: the link stops working at once. */
export const revokePortalLinkBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  linkId: z.uuid({ message: 'linkId must be a valid id' }),
});
export type RevokePortalLinkBody = z.input<typeof revokePortalLinkBodySchema>;
