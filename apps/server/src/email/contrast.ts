// WCAG 2.x contrast, used both to keep the renderer's own colours readable and by the readiness checks. One
// implementation, in the contracts next to the theme that uses it.
export { contrastRatio, ensureContrast, relativeLuminance, requiredContrast } from '@newsletter-os/contracts';
