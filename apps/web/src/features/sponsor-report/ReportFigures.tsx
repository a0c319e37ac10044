import type { SponsorReport } from '@newsletter-os/contracts';
import { Alert } from '../../shared/ui/Alert';
import { count, issueDay, percent } from './format';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 p-4 print:break-inside-avoid print:border-gray-400">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-gray-900">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-gray-600">{hint}</dd> : null}
    </div>
  );
}

/**
 * A booking's figures, for the staff dialog and the sponsor's page alike: the headline totals, what the report
 * cannot know, and one row per issue. Opens are always labelled as estimates.
 */
export function ReportFigures({ report, headingLevel = 2 }: { report: SponsorReport; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const totals = report.totals;
  return (
    <div className="flex flex-col gap-5">
      {report.notice ? <Alert tone="info">{report.notice}</Alert> : null}
      {totals ? (
        <section aria-labelledby="report-totals-heading" className="flex flex-col gap-3">
          <Heading id="report-totals-heading" className="text-base font-semibold text-gray-900">
            {report.final ? 'Final figures' : 'Figures so far'}
          </Heading>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3">
            <Figure
              label="Delivered"
              value={count(totals.delivered)}
              hint={`of ${count(totals.recipients)} recipients`}
            />
            <Figure
              label="Unique opens (estimated)"
              value={count(totals.estimatedUniqueOpens)}
              hint="Apple Mail Privacy Protection opens mail by itself, so opens run high."
            />
            <Figure label="Ad clicks" value={count(totals.clicks)} />
            <Figure
              label="Ad unique clicks"
              value={count(totals.uniqueClicks)}
              hint={
                totals.verifiedUniqueClicks === null
                  ? undefined
                  : `${count(totals.verifiedUniqueClicks)} passed Beehiiv’s bot check`
              }
            />
            <Figure
              label="Click-through rate"
              value={percent(totals.clickThroughRate)}
              hint="Unique clicks on the ad ÷ delivered"
            />
          </dl>
        </section>
      ) : null}
      {report.issues.length > 0 ? (
        <section aria-labelledby="report-issues-heading" className="flex flex-col gap-2">
          <Heading id="report-issues-heading" className="text-base font-semibold text-gray-900">
            By issue
          </Heading>
          {/* The six columns do not fit a phone: the table scrolls in its own box (never the page), and says so. */}
          <p id="report-issues-hint" className="text-xs text-gray-600 sm:hidden print:hidden">
            Scroll sideways for every column.
          </p>
          {/* Focusable so the keyboard can scroll it too. */}
          <section
            className="max-w-full min-w-0 overflow-x-auto"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            aria-label="Figures by issue"
            aria-describedby="report-issues-hint"
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Issue
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Delivered
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Opens (est.)
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Clicks
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Unique clicks
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    CTR
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.issues.map((issue) => (
                  <tr key={issue.date} className="border-b border-gray-100 text-gray-900">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {issueDay(issue.date)}
                      <span className="block text-xs font-normal text-gray-600">
                        {issue.final ? 'Final' : `Read ${issue.readCount} of 7 days`}
                      </span>
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{count(issue.delivered)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{count(issue.estimatedUniqueOpens)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{count(issue.clicks)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{count(issue.uniqueClicks)}</td>
                    <td className="py-2 text-right tabular-nums">{percent(issue.clickThroughRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
      ) : null}
      {report.adLinks.length > 0 ? (
        <p className="text-xs text-gray-600 wrap-anywhere">
          Clicks counted on the ad’s own links: {report.adLinks.join(', ')}. Figures come from Beehiiv.
        </p>
      ) : null}
    </div>
  );
}
