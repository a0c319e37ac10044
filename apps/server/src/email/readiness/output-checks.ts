import {
  EMAIL_SIZE_ERROR_BYTES,
  EMAIL_SIZE_WARNING_BYTES,
  type ReadinessCheck,
  type RenderStats,
} from '@newsletter-os/contracts';
import type { Element } from 'domhandler';
import { type ClientSupportProblem, clientSupportProblems } from '../client-support';
import { darkOverrideOf, parseDarkRules } from '../dark-inspect';
import { contrastProblems, type EmailDom, elements, imagesWithoutAlt, type StyleOverride } from '../inspect';

// Checks read from the rendered HTML: what a mail client will actually receive.

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function sizeChecks(stats: RenderStats): ReadinessCheck[] {
  const largest = Math.max(stats.bytes, stats.estimatedBytesAfterLinkRewriting);
  if (largest < EMAIL_SIZE_WARNING_BYTES) return [];
  const error = largest >= EMAIL_SIZE_ERROR_BYTES;
  return [
    {
      id: 'size',
      severity: error ? 'error' : 'warning',
      message:
        `The email is ${kilobytes(stats.bytes)}, about ${kilobytes(stats.estimatedBytesAfterLinkRewriting)} once links are rewritten for tracking. ` +
        (error ? 'Gmail clips messages above 102 KB: shorten it.' : 'Gmail clips messages above 102 KB.'),
      blockIds: [],
    },
  ];
}

/** From the problems found off the event loop when the caller has them (client-support-pool.ts), else found here. */
export function clientSupportChecks(
  html: string,
  problems: ClientSupportProblem[] = clientSupportProblems(html),
): ReadinessCheck[] {
  return problems.map((problem) => ({
    id: 'client-support' as const,
    severity: 'warning' as const,
    message: `${problem.feature} is not supported by ${problem.clients.join(', ')}.`,
    blockIds: [],
  }));
}

export function renderedAltChecks(dom: EmailDom): ReadinessCheck[] {
  const missing = imagesWithoutAlt(dom);
  if (missing.length === 0) return [];
  return [
    {
      id: 'image-alt',
      severity: 'error',
      message: `${missing.length} linked or content image${missing.length === 1 ? ' has' : 's have'} no alt text in the email.`,
      blockIds: [],
    },
  ];
}

export function contrastChecks(dom: EmailDom): ReadinessCheck[] {
  return contrastProblems(dom).map((problem) => ({
    id: 'contrast' as const,
    severity: 'error' as const,
    message: `"${problem.text}" is ${problem.color} on ${problem.background}: contrast ${problem.ratio.toFixed(2)}:1, needs ${problem.required}:1.`,
    blockIds: [],
  }));
}

/** The same measure with the email's dark-mode rules applied, as Apple Mail and Outlook show it in dark mode. */
export function darkContrastChecks(dom: EmailDom): ReadinessCheck[] {
  const rules = parseDarkRules(dom);
  if (rules.length === 0) return [];
  const cache = new Map<Element, ReturnType<StyleOverride>>();
  const override: StyleOverride = (element) => {
    let found = cache.get(element);
    if (!found) {
      found = darkOverrideOf(rules, element);
      cache.set(element, found);
    }
    return found;
  };
  return contrastProblems(dom, override).map((problem) => ({
    id: 'dark-contrast' as const,
    severity: 'error' as const,
    message: `In dark mode, "${problem.text}" is ${problem.color} on ${problem.background}: contrast ${problem.ratio.toFixed(2)}:1, needs ${problem.required}:1.`,
    blockIds: [],
  }));
}

/** The distinct link targets of the rendered email (anchors; the VML button repeats its anchor's target). */
export function linkTargetsOf(dom: EmailDom): string[] {
  return [
    ...new Set(
      elements(dom)
        .filter((element) => element.name === 'a' && element.attribs.href)
        .map((element) => element.attribs.href as string),
    ),
  ];
}

export function insecureLinkChecks(targets: readonly string[], imageSources: readonly string[]): ReadinessCheck[] {
  const insecure = [...targets, ...imageSources].filter((url) => url.startsWith('http:'));
  if (insecure.length === 0) return [];
  const listed = insecure.slice(0, 5).join(', ') + (insecure.length > 5 ? ` and ${insecure.length - 5} more` : '');
  return [
    {
      id: 'insecure-links',
      severity: 'error',
      message: `${insecure.length} link${insecure.length === 1 ? ' or image uses' : 's or images use'} http: instead of https: ${listed}.`,
      blockIds: [],
    },
  ];
}

export function imageSourcesOf(dom: EmailDom): string[] {
  return elements(dom)
    .filter((element) => element.name === 'img' && element.attribs.src)
    .map((element) => element.attribs.src as string);
}
