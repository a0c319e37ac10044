import type { SponsorReport } from '@newsletter-os/contracts';

/**
 * The report as CSV (RFC 4180, CRLF): one row per issue and a total row. Opens are labelled as estimates; an
 * unknown figure is an empty cell, never a zero. Text cells that a spreadsheet would run as a formula are quoted
 * with a leading apostrophe.
 */
const HEADER = [
  'Issue date',
  'Recipients',
  'Delivered',
  'Unique opens (estimated)',
  'Ad clicks',
  'Ad unique clicks',
  'Ad unique clicks (verified)',
  'Click-through rate (%)',
];

function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function reportCsv(report: SponsorReport): string {
  const rows: (string | number | null)[][] = [HEADER];
  for (const i of report.issues) {
    rows.push([
      i.date,
      i.recipients,
      i.delivered,
      i.estimatedUniqueOpens,
      i.clicks,
      i.uniqueClicks,
      i.verifiedUniqueClicks,
      i.clickThroughRate,
    ]);
  }
  const t = report.totals;
  if (t) {
    rows.push([
      'Total',
      t.recipients,
      t.delivered,
      t.estimatedUniqueOpens,
      t.clicks,
      t.uniqueClicks,
      t.verifiedUniqueClicks,
      t.clickThroughRate,
    ]);
  }
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** `sponsor-report-harbor-coffee-2026-05-05.csv`: the advertiser and the first issue day, ASCII only. */
export function reportFilename(report: SponsorReport): string {
  const slug =
    report.advertiser
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'advertiser';
  return `sponsor-report-${slug}-${report.dates[0] ?? 'undated'}.csv`;
}
