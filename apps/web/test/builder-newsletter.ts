import { type Block, DEFAULT_NEWSLETTER_STYLE, type Newsletter } from '@newsletter-os/contracts';

/** A draft newsletter as the API answers it, holding `blocks`: what the builder's tests open. */
export function builderNewsletter(blocks: Block[], overrides: Partial<Newsletter> = {}): Newsletter {
  return {
    id: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    workspaceId: '1f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    issueDate: '2026-06-12',
    title: 'Weekly',
    subject: '',
    preheader: '',
    webTitle: null,
    thumbnailUrl: null,
    beehiivHeaderFooter: false,
    document: { schemaVersion: 1, blocks },
    style: DEFAULT_NEWSLETTER_STYLE,
    status: 'draft',
    version: 3,
    scheduledAt: null,
    createdBy: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    updatedAt: '2026-06-01T08:00:00.000Z',
    ...overrides,
  };
}
