import { formatMoney } from '@newsletter-os/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { http } from '../../shared/api/client';
import { errorMessage } from '../../shared/api/errors';
import { loadAfterPaint } from '../../shared/load-after-paint';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { MegaphoneIcon as Megaphone } from '../../shared/ui/shell-icons';

export const AD_REVENUE_MONTHS = 6;

const answers = loadAfterPaint(() => import('./answers'));

export function useAdRevenue(workspaceId: string) {
  return useQuery({
    queryKey: ['ad-sales', workspaceId, 'revenue', AD_REVENUE_MONTHS],
    queryFn: async () => {
      // The answer's check loads once the screen has painted (see `answers.ts`).
      const [response, { revenueAnswer }] = await Promise.all([
        http.get('/ad-revenue/', { params: { workspaceId, months: AD_REVENUE_MONTHS }, silent: true }),
        answers(),
      ]);
      return revenueAnswer.parse(response.data).data;
    },
  });
}

/** Minor units in the currency, whole units only ("$1,250"): the card compares months, not cents. */
export function money(minor: number, currency: string): string {
  return formatMoney(minor, currency, { locale: 'en-US', wholeUnits: true });
}

/** 2026-05 → "May 2026". */
export function monthName(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** The dashboard's ad revenue: per month, what was booked, paid and refunded, per currency, never converted. */
export function AdRevenueCard({ workspaceId }: { workspaceId: string }) {
  const revenue = useAdRevenue(workspaceId);
  return (
    <section
      aria-labelledby="ad-revenue-heading"
      className="mt-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="ad-revenue-heading" className="text-base font-semibold text-gray-900">
        Ad revenue
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Last {AD_REVENUE_MONTHS} months: booked by the month the ad runs, paid and refunded by the month of payment.
      </p>
      <div className="mt-4">
        {revenue.isPending ? (
          <LoadingState label="Loading ad revenue…" />
        ) : revenue.isError ? (
          <ErrorState message={errorMessage(revenue.error)} onRetry={() => void revenue.refetch()} />
        ) : revenue.data.currencies.length === 0 ? (
          <EmptyState
            icon={Megaphone}
            title="No ad bookings yet"
            description="Booked, paid and refunded ad revenue appears here once you sell an ad."
            action={
              <Link to="/ad-sales" className="text-sm font-medium text-indigo-700 underline">
                Go to Ad sales
              </Link>
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            {revenue.data.currencies.map(({ currency, months }) => (
              <div key={currency}>
                <table className="w-full text-left text-sm">
                  <caption className="pb-2 text-left text-sm font-medium text-gray-700">In {currency}</caption>
                  <thead className="border-b border-gray-200 text-gray-600">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Month
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        Booked
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        Paid
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        Refunded
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {months.map((m) => (
                      <tr key={m.month} className="border-b border-gray-100 text-gray-900">
                        <th scope="row" className="py-2 pr-3 font-medium">
                          {monthName(m.month)}
                        </th>
                        <td className="py-2 pr-3 text-right tabular-nums">{money(m.bookedCents, currency)}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">{money(m.paidCents, currency)}</td>
                        <td className="py-2 text-right tabular-nums">{money(m.refundedCents, currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
