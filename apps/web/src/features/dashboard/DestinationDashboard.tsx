import type { DestinationFigures } from '@newsletter-os/contracts';
import { Link } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { useCan } from '../../shared/use-can';
import { formatDay, formatMetric } from './format';

const panel = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm';
const serviceName = { mailchimp: 'Mailchimp', kit: 'Kit' } as const;

/** A heading per problem code; the server's message under it says what to do. */
const problemTitles = {
  invalid_key: (service: string) => `${service} refused the API key`,
  plan_refused: (service: string) => `${service}'s plan does not allow reading reports`,
  rate_limited: (service: string) => `${service} is limiting requests`,
  unavailable: (service: string) => `${service} cannot be reached right now`,
} as const;

/** Unique opens or clicks over delivered emails, as a percentage; a dash when nothing was delivered. */
function rate(part: number, delivered: number): string {
  return delivered > 0 ? formatMetric(Math.round((part / delivered) * 1000) / 10, 'rate') : '—';
}

function ProblemNotice({ problem, service, workspaceId }: ProblemProps & { workspaceId: string }) {
  const canOpenSettings = useCan('manageWorkspaces');
  // A key or plan problem is fixed in Settings → Publishing; waiting fixes the other two.
  const fixInSettings = problem.code === 'invalid_key' || problem.code === 'plan_refused';
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-amber-900">{problemTitles[problem.code](service)}</h3>
      <p className="mt-1 text-sm text-amber-900">{problem.message}</p>
      {fixInSettings && canOpenSettings ? (
        <Link
          to={`/settings?${new URLSearchParams({ tab: 'publishing', workspaceId })}`}
          className={cn('mt-2 inline-block text-sm font-semibold text-amber-900 underline', focusRing)}
        >
          Open publishing settings
        </Link>
      ) : null}
    </div>
  );
}

type ProblemProps = { problem: NonNullable<DestinationFigures['problem']>; service: string };
type Props = { figures: DestinationFigures & { kind: 'mailchimp' | 'kit' }; workspaceId: string };

/**
 * The dashboard of a newsletter that publishes with Mailchimp or Kit: the last issues sent there with that
 * service's own figures (sent, opens, clicks), and why they could not be read when they could not.
 */
export function DestinationDashboard({ figures, workspaceId }: Props) {
  const service = serviceName[figures.kind];
  return (
    <section aria-labelledby="destination-figures-heading" className={cn(panel, 'flex flex-col gap-4')}>
      <div>
        <h2 id="destination-figures-heading" className="text-base font-semibold text-gray-900">
          Last issues sent with {service}
        </h2>
        <p className="text-sm text-gray-600">Figures as {service} reports them, newest first.</p>
      </div>
      {figures.problem ? <ProblemNotice problem={figures.problem} service={service} workspaceId={workspaceId} /> : null}
      {figures.issues.length === 0 ? (
        figures.problem ? null : (
          <p className="text-sm text-gray-600">
            No issue has been sent with {service} yet. Figures appear here after the first one goes out.
          </p>
        )
      ) : (
        <div className="-mx-5 overflow-x-auto px-5">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">Sent issues with {service}</caption>
            <thead className="text-xs text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Issue
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Sent
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Opens
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Open rate
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Clicks
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Click rate
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 tabular-nums">
              {figures.issues.map((issue) => (
                <tr key={issue.newsletterId}>
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="block font-medium text-gray-900">{issue.subject}</span>
                    <span className="text-xs text-gray-600">{formatDay(issue.issueDate)}</span>
                  </th>
                  <td className="py-2 pr-3 text-right">{formatMetric(issue.delivered, 'subscribers')}</td>
                  <td className="py-2 pr-3 text-right">{formatMetric(issue.uniqueOpens, 'subscribers')}</td>
                  <td className="py-2 pr-3 text-right">{rate(issue.uniqueOpens, issue.delivered)}</td>
                  <td className="py-2 pr-3 text-right">{formatMetric(issue.clicks, 'subscribers')}</td>
                  <td className="py-2 text-right">{rate(issue.uniqueClicks, issue.delivered)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
