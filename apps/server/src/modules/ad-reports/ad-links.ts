import type { WireClickStats } from '../../integrations/beehiiv';

/**
 * The ad's own links and their clicks (docs/decisions/0028). Beehiiv sends one `stats.clicks[]` row per URL variant
 * (per-subscriber query parameters), so rows are grouped by their base URL, which is compared with the ad's links
 * normalised the same way: scheme and host in lower case, no query, no fragment, no trailing slash.
 */

export function baseUrlOf(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host.toLowerCase()}${path}`;
}

/** The links of an ad item: its link, its button (call to action) and every href in its creative. */
export function adLinksOf(item: { link: string | null; ctaUrl: string | null; content: string | null }): string[] {
  const hrefs = [...(item.content ?? '').matchAll(/\bhref\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1] ?? '');
  const links = [item.link, item.ctaUrl, ...hrefs].flatMap((raw) => {
    const base = raw ? baseUrlOf(raw.replaceAll('&amp;', '&')) : null;
    return base ? [base] : [];
  });
  return [...new Set(links)];
}

export interface AdClicks {
  clicks: number;
  uniqueClicks: number;
  /** Null when no matching row carried verified counts (older Beehiiv answers). */
  verifiedUniqueClicks: number | null;
}

/** Sums the email clicks of every row whose base URL is one of the ad's links; null when the ad has no link. */
export function adClicksOf(rows: readonly WireClickStats[], adLinks: readonly string[]): AdClicks | null {
  if (adLinks.length === 0) return null;
  const wanted = new Set(adLinks);
  const total: AdClicks = { clicks: 0, uniqueClicks: 0, verifiedUniqueClicks: null };
  for (const row of rows) {
    const base = baseUrlOf(row.base_url ?? row.url);
    if (!base || !wanted.has(base) || !row.email) continue;
    total.clicks += row.email.clicks;
    total.uniqueClicks += row.email.unique_clicks;
    if (row.email.unique_verified_clicks !== undefined) {
      total.verifiedUniqueClicks = (total.verifiedUniqueClicks ?? 0) + row.email.unique_verified_clicks;
    }
  }
  return total;
}
