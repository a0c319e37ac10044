import type { ReadinessCheck } from '@newsletter-os/contracts';
import { OutboundError, type SafeFetchOptions, safeFetch } from '../../integrations/safe-http';

// Whether the email's links answer, fetched through the SSRF-safe client: a few at a time, each with a short
// timeout, and only the first kilobytes read (a page that answers is enough).

export const LINK_CHECK_CONCURRENCY = 4;
export const LINK_CHECK_TIMEOUT_MS = 5_000;
export const LINK_CHECK_MAX = 100;

export interface LinkCheckOptions {
  allowPrivate?: boolean;
  permit?: SafeFetchOptions['permit'];
}

export interface UnreachableLink {
  url: string;
  reason: string;
}

async function reachability(url: string, options: LinkCheckOptions): Promise<UnreachableLink | null> {
  try {
    await safeFetch(url, {
      allowPrivate: options.allowPrivate,
      permit: options.permit,
      timeoutMs: LINK_CHECK_TIMEOUT_MS,
      maxBytes: 256 * 1024,
      retries: 0,
    });
    return null;
  } catch (error) {
    // A page too large to read whole did answer.
    if (error instanceof OutboundError && error.code === 'too_large') return null;
    return { url, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The http(s) links among `targets` that do not answer with a success (after redirects). */
export async function unreachableLinks(targets: readonly string[], options: LinkCheckOptions = {}) {
  const queue = [...new Set(targets.filter((url) => /^https?:/.test(url)))].slice(0, LINK_CHECK_MAX);
  const failures: UnreachableLink[] = [];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const failure = await reachability(url, options);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: LINK_CHECK_CONCURRENCY }, worker));
  return failures.sort((a, b) => a.url.localeCompare(b.url));
}

export function unreachableLinkChecks(failures: readonly UnreachableLink[]): ReadinessCheck[] {
  return failures.map((failure) => ({
    id: 'unreachable-links' as const,
    severity: 'warning' as const,
    message: `${failure.url} does not answer: ${failure.reason}`,
    blockIds: [],
  }));
}
