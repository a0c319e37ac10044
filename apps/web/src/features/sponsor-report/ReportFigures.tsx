import type { SponsorReport } from '@newsletter-os/contracts';
import { AD_REPORT_READ_DAYS } from '@newsletter-os/contracts';
import { Alert } from '../../shared/ui/Alert';
import { ENGLISH, fill, type ReportText } from './format';

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
export function ReportFigures({
  report,
  headingLevel = 2,
  text = ENGLISH,
}: {
  report: SponsorReport;
  headingLevel?: 2 | 3;
  /** The sponsor's page passes the newsletter's language; the staff dialog stays English. */
  text?: ReportText;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { copy, count, percent, issueDay } = text;
  const totals = report.totals;
  return (
    <div className="flex flex-col gap-5">
      {report.notice ? <Alert tone="info">{report.notice}</Alert> : null}
      {totals ? (
        <section aria-labelledby="report-totals-heading" className="flex flex-col gap-3">
          <Heading id="report-totals-heading" className="text-base font-semibold text-gray-900">
            {report.final ? copy.finalFigures : copy.figuresSoFar}
          </Heading>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:grid-cols-3">
            <Figure
              label={copy.delivered}
              value={count(totals.delivered)}
              hint={fill(copy.ofRecipients, { count: count(totals.recipients) })}
            />
            <Figure label={copy.uniqueOpens} value={count(totals.estimatedUniqueOpens)} hint={copy.opensHint} />
            <Figure label={copy.adClicks} value={count(totals.clicks)} />
            <Figure
              label={copy.adUniqueClicks}
              value={count(totals.uniqueClicks)}
              hint={
                totals.verifiedUniqueClicks === null
                  ? undefined
                  : fill(copy.verifiedHint, { count: count(totals.verifiedUniqueClicks) })
              }
            />
            <Figure
              label={copy.clickThroughRate}
              value={percent(totals.clickThroughRate)}
              hint={copy.clickThroughHint}
            />
          </dl>
        </section>
      ) : null}
      {report.issues.length > 0 ? (
        <section aria-labelledby="report-issues-heading" className="flex flex-col gap-2">
          <Heading id="report-issues-heading" className="text-base font-semibold text-gray-900">
            {copy.byIssue}
          </Heading>
          {/* The six columns do not fit a phone: the table scrolls in its own box (never the page), and says so. */}
          <p id="report-issues-hint" className="text-xs text-gray-600 sm:hidden print:hidden">
            {copy.scrollHint}
          </p>
          {/* Focusable so the keyboard can scroll it too. */}
          <section
            className="max-w-full min-w-0 overflow-x-auto"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            aria-label={copy.figuresByIssue}
            aria-describedby="report-issues-hint"
          >
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="border-b border-gray-200 text-gray-600">
                <tr>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {copy.columnIssue}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {copy.columnDelivered}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {copy.columnOpens}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {copy.columnClicks}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {copy.columnUniqueClicks}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {copy.columnRate}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.issues.map((issue) => (
                  <tr key={issue.date} className="border-b border-gray-100 text-gray-900">
                    <th scope="row" className="py-2 pe-3 text-start font-medium">
                      {issueDay(issue.date)}
                      <span className="block text-xs font-normal text-gray-600">
                        {issue.final
                          ? copy.issueFinal
                          : fill(copy.issueRead, { count: count(issue.readCount), days: count(AD_REPORT_READ_DAYS) })}
                      </span>
                    </th>
                    <td className="py-2 pe-3 text-end tabular-nums">{count(issue.delivered)}</td>
                    <td className="py-2 pe-3 text-end tabular-nums">{count(issue.estimatedUniqueOpens)}</td>
                    <td className="py-2 pe-3 text-end tabular-nums">{count(issue.clicks)}</td>
                    <td className="py-2 pe-3 text-end tabular-nums">{count(issue.uniqueClicks)}</td>
                    <td className="py-2 text-end tabular-nums">{percent(issue.clickThroughRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
      ) : null}
      {report.adLinks.length > 0 ? (
        <p className="text-xs text-gray-600 wrap-anywhere">
          {/* The addresses keep left-to-right order inside a right-to-left sentence. */}
          {copy.adLinks.split('{links}')[0]}
          <bdi dir="ltr">{report.adLinks.join(', ')}</bdi>
          {copy.adLinks.split('{links}')[1]}
        </p>
      ) : null}
    </div>
  );
}
