import { withoutWebVersionLine } from '../../email/skeleton';
import { escapeHtml } from '../../lib/html';
import { jsonForScript } from '../calendar/page';

// The archive's pages: server-rendered, every value escaped, no script to run and no external asset, so they work
// under the product's Content-Security-Policy. An issue's page is the email that was sent, with the tags that
// make a shared link show a card (Open Graph, Twitter) and search engines read it (canonical URL, NewsArticle).

export interface ArchivePageMeta {
  newsletterName: string;
  title: string;
  description: string;
  /** The page's own address, without a token (the canonical and shared URL). */
  canonicalUrl: string;
  imageUrl: string | null;
  /** Unlisted archives ask search engines to stay away. */
  noindex: boolean;
}

export interface IssuePageInput extends ArchivePageMeta {
  emailHtml: string;
  indexUrl: string;
  sentAt: Date;
  accentColor: string;
}

function headTags(meta: ArchivePageMeta, type: 'article' | 'website'): string[] {
  const e = escapeHtml;
  return [
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${e(meta.canonicalUrl)}">`,
    `<meta name="description" content="${e(meta.description)}">`,
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:site_name" content="${e(meta.newsletterName)}">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:url" content="${e(meta.canonicalUrl)}">`,
    meta.imageUrl ? `<meta property="og:image" content="${e(meta.imageUrl)}">` : '',
    `<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(meta.title)}">`,
    `<meta name="twitter:description" content="${e(meta.description)}">`,
    meta.imageUrl ? `<meta name="twitter:image" content="${e(meta.imageUrl)}">` : '',
  ].filter(Boolean);
}

/**
 * One issue: the sent email document (without its "View in browser" line), with the page's tags added to its head and a thin bar above the body that
 * leads to the archive. The email is already responsive and carries the newsletter's look (fonts, colours, logo).
 */
export function renderIssuePage(input: IssuePageInput): string {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.title,
    description: input.description,
    url: input.canonicalUrl,
    mainEntityOfPage: input.canonicalUrl,
    datePublished: input.sentAt.toISOString(),
    ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
    publisher: { '@type': 'Organization', name: input.newsletterName },
    isPartOf: { '@type': 'Periodical', name: input.newsletterName, url: input.indexUrl },
  };
  const head = [
    ...headTags(input, 'article'),
    `<meta property="article:published_time" content="${input.sentAt.toISOString()}">`,
    `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
    '<style>.archive-bar{font:14px/1.4 system-ui,sans-serif;padding:10px 16px;text-align:center;background:#fff;border-bottom:1px solid #e5e7eb}.archive-bar a{color:#1f2937;font-weight:600}</style>',
  ].join('\n');
  const bar = `<nav class="archive-bar" aria-label="Archive"><a href="${escapeHtml(input.indexUrl)}" style="border-bottom:2px solid ${escapeHtml(input.accentColor)};text-decoration:none">All issues of ${escapeHtml(input.newsletterName)}</a></nav>`;
  let html = withoutWebVersionLine(input.emailHtml);
  // The title is the subject (emails often carry none, or the newsletter's name only).
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(input.title)}</title>`)
    : html.replace(/<head([^>]*)>/i, `<head$1><title>${escapeHtml(input.title)}</title>`);
  html = /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `${head}\n</head>`) : `${head}\n${html}`;
  html = html.replace(/<body([^>]*)>/i, `<body$1>${bar}`);
  return html;
}

export interface IndexIssue {
  date: string;
  dateLabel: string;
  title: string;
  description: string;
  url: string;
}

export interface IndexPageInput extends ArchivePageMeta {
  feedUrl: string;
  accentColor: string;
  issues: IndexIssue[];
}

/** The archive's index: the issues, newest first, with the feed linked for readers and for feed readers. */
export function renderIndexPage(input: IndexPageInput): string {
  const e = escapeHtml;
  const items = input.issues
    .map(
      (issue) =>
        `<li><a href="${e(issue.url)}"><span class="title">${e(issue.title)}</span></a>` +
        `<time datetime="${e(issue.date)}">${e(issue.dateLabel)}</time>` +
        (issue.description ? `<p>${e(issue.description)}</p>` : '') +
        '</li>',
    )
    .join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${e(input.title)}</title>`,
    ...headTags(input, 'website'),
    `<link rel="alternate" type="application/rss+xml" title="${e(input.newsletterName)}" href="${e(input.feedUrl)}">`,
    `<style>body{margin:0;background:#f9fafb;color:#111827;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}main{max-width:44rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem;margin:0 0 .25rem;border-bottom:4px solid ${e(input.accentColor)};padding-bottom:.5rem}ol{list-style:none;padding:0;margin:1.5rem 0}li{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem;margin-bottom:.75rem}li a{color:#111827;font-weight:600;font-size:1.125rem}time{display:block;color:#4b5563;font-size:.875rem}li p{margin:.25rem 0 0;color:#374151}.feed{color:#1f2937}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${e(input.newsletterName)}</h1>`,
    `<p><a class="feed" href="${e(input.feedUrl)}">RSS feed</a></p>`,
    input.issues.length > 0 ? `<ol>\n${items}\n</ol>` : '<p>No issues have been published yet.</p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The whole answer for a deleted issue's address (410): a plain page leading to the archive's other issues. */
export function renderGoneIssuePage(input: { newsletterName: string; indexUrl: string }): string {
  const e = escapeHtml;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>Issue removed · ${e(input.newsletterName)}</title>`,
    '</head>',
    '<body style="margin:0;background:#f9fafb;color:#111827;font:16px/1.5 system-ui,-apple-system,\'Segoe UI\',sans-serif">',
    '<main style="max-width:36rem;margin:0 auto;padding:3rem 1rem">',
    '<h1 style="font-size:1.5rem;margin:0 0 .5rem">This issue was removed</h1>',
    `<p>${e(input.newsletterName)} no longer publishes this issue.</p>`,
    `<p><a href="${e(input.indexUrl)}" style="color:#1f2937;font-weight:600">All issues of ${e(input.newsletterName)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
