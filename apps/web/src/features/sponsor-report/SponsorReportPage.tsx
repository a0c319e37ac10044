import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Logo } from '../../shared/ui/Logo';
import { LoadingState } from '../../shared/ui/Spinner';
import { AdCreative } from './AdCreative';
import { useSponsorReport } from './api';
import { ENGLISH, fill, type ReportText, reportText, translatedLanguageOf } from './format';
import { ReportFigures } from './ReportFigures';

/** A brand colour is used only when it is a plain hex colour (it comes from the publisher's settings). */
const safeColor = (color: string | null) => (color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : undefined);

/**
 * The page's words in the newsletter's language. The other languages' tables are a separate chunk loaded only
 * here (the staff dialog shares ReportFigures but stays English); null while that chunk loads, so English never
 * flashes first. A language without a table falls back to English entirely, `lang` included.
 */
function useReportText(language: string | undefined): ReportText | null {
  const table = language ? translatedLanguageOf(language) : null;
  const translations = useQuery({
    queryKey: ['sponsor-report-copy'],
    enabled: table !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => (await import('./copy/translations')).TRANSLATIONS,
  });
  if (!language || table === null) return ENGLISH;
  const copy = translations.data?.[table];
  if (copy) return reportText(language, copy);
  return translations.isError ? ENGLISH : null;
}

/**
 * /sponsor-report: the sponsor's report through the link the publisher shared (no login). The publication's logo,
 * name and colour; print-friendly, so the browser's "Save as PDF" gives a clean page (no buttons, no shadows, no
 * grey background). No referrer leaves the page: its URL carries a capability token.
 */
export function SponsorReportPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const report = useSponsorReport(token);
  const data = report.data;
  const accent = safeColor(data?.publication.brandColor ?? null);
  const text = useReportText(data?.language);
  const copy = (text ?? ENGLISH).copy;

  return (
    <main
      lang={text?.language ?? 'en'}
      dir={text?.dir ?? 'ltr'}
      className="min-h-dvh bg-gray-50 px-4 py-8 sm:py-12 print:min-h-0 print:bg-white print:p-0"
    >
      <meta name="referrer" content="no-referrer" />
      <div className="mx-auto w-full max-w-3xl">
        <header
          className="mb-6 flex items-center gap-3 border-b-4 pb-4 print:mb-4"
          style={{ borderColor: accent ?? '#e5e7eb' }}
        >
          <Logo src={data?.publication.logoUrl} alt="" className="size-12 rounded-lg bg-white" />
          <p className="text-lg font-semibold tracking-tight text-gray-900">
            {data?.publication.name ?? 'Newsletter OS'}
          </p>
        </header>
        <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none">
          {!token || report.isError ? (
            <>
              <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{copy.title}</h1>
              <div className="mt-4">
                <Alert>{token ? errorMessage(report.error) : copy.openFromLink}</Alert>
              </div>
            </>
          ) : report.isPending || !data || !text ? (
            <>
              <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{copy.title}</h1>
              <LoadingState label={copy.loading} />
            </>
          ) : (
            <div className="flex flex-col gap-6">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div>
                  <h1 className="text-2xl font-semibold tracking-tight text-gray-900">
                    {fill(text.copy.titleFor, { advertiser: data.advertiser })}
                  </h1>
                  <p className="mt-1 text-sm text-gray-600">
                    {data.productName} ·{' '}
                    {new Intl.ListFormat(text.language, { type: 'unit' }).format(data.dates.map(text.issueDay))}
                  </p>
                </div>
                <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
                  <Printer aria-hidden className="size-4" />
                  {text.copy.print}
                </Button>
              </div>
              {data.creative ? <AdCreative creative={data.creative} copy={text.copy} /> : null}
              <ReportFigures report={data} text={text} />
            </div>
          )}
        </div>
      </div>
    </main>
  );
}
