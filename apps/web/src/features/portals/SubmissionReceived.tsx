import type { SubmissionReceipt } from '@newsletter-os/contracts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../shared/ui/Alert';
import { Button, focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';

/** The confirmation after sending: the reference and the private status link (also sent by email). */
export function SubmissionReceived({ receipt }: { receipt: SubmissionReceipt & { message: string } }) {
  const [copied, setCopied] = useState(false);
  const statusPath = (() => {
    const url = new URL(receipt.statusUrl, window.location.origin);
    return `${url.pathname}${url.search}`;
  })();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receipt.statusUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success">{receipt.message}</Alert>
      <p className="text-sm text-gray-700">
        Your reference is <strong className="font-mono text-gray-900">{receipt.trackingId}</strong>.
      </p>
      <div className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-gray-900">Your status link</h2>
        <p className="text-sm text-gray-600">
          Follow your submission, change it while it waits for review, or withdraw it. We also emailed you this link.
          Keep it private: anyone with it can change your submission.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={statusPath}
            className={cn(
              'inline-flex items-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-indigo-500',
              focusRing,
            )}
          >
            See the status of your submission
          </Link>
          <Button variant="secondary" onClick={copy}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? 'Link copied' : 'Copy status link'}
          </Button>
        </div>
      </div>
    </div>
  );
}
