import type { SponsorReport } from '@newsletter-os/contracts';
import type { ReportCopy } from './copy/en';

/** The ad that ran, as the readers saw it: so the sponsor knows which creative these figures are for. */
export function AdCreative({ creative, copy }: { creative: NonNullable<SponsorReport['creative']>; copy: ReportCopy }) {
  return (
    <section aria-labelledby="creative-heading" className="flex flex-col gap-2">
      <h2 id="creative-heading" className="text-base font-semibold text-gray-900">
        {copy.creativeHeading}
      </h2>
      <div className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4 sm:flex-row">
        {creative.imageUrl ? (
          <img src={creative.imageUrl} alt="" className="h-32 w-full rounded-lg object-cover sm:w-48" />
        ) : null}
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">{creative.title}</p>
          {creative.text ? <p className="mt-1 whitespace-pre-line text-sm text-gray-700">{creative.text}</p> : null}
          {/* An address reads left to right even on a right-to-left page (else "/https://…"). */}
          {creative.url ? (
            <p className="mt-2 break-all text-sm text-indigo-700">
              <bdi dir="ltr">{creative.url}</bdi>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
