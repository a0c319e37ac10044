/**
 * Newsletter builder: `NewsletterBuilderPage` for /newsletter-builder — the workspace's newsletter of an issue date
 * built from blocks (rich text with the selection toolbar, media, content-manager cards), autosaved with optimistic
 * versions, templates, and the email preview with readiness checks, export and test sends.
 */
export { NewsletterBuilderPage } from './NewsletterBuilderPage';
