import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { cn } from '../../shared/ui/cn';

/** /form-submission: the spec's submission-success page, shown after a partner upload. */
export function SubmissionSuccessPage() {
  const location = useLocation();
  const trackingId = (location.state as { trackingId?: string } | null)?.trackingId;
  return (
    <Card className="mx-auto mt-6 flex max-w-xl flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-green-50 text-green-600">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Submission Successful!</h1>
      <p className="text-sm text-gray-600">
        Thank you for submitting your content. It can now be seen on the Content management page.
      </p>
      {trackingId ? (
        <p className="text-sm text-gray-600">
          Your reference is <strong className="font-mono text-gray-900">{trackingId}</strong>.
        </p>
      ) : null}
      <Link
        to={`/content-upload-portal${location.search}`}
        className={cn(
          'inline-flex items-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-indigo-500',
          focusRing,
        )}
      >
        Go back to content page
      </Link>
    </Card>
  );
}
