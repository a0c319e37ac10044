import { useState } from 'react';
import { errorMessage, errorStatus, retryAfterSeconds } from '../../shared/api/errors';
import { showError, showSuccess } from '../../shared/toast';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { Spinner } from '../../shared/ui/Spinner';
import { formatCountdown, useCooldown } from './use-cooldown';

/** The cool-down between codes when the server names none. */
export const DEFAULT_RESEND_COOLDOWN_SECONDS = 60;

/** "Resend code", disabled with a countdown while the cool-down runs. */
export function ResendCodeButton({
  onResend,
  initialCooldown = 0,
  disabled = false,
}: {
  /**
   * Sends a new code; resolves to the server's cool-down in seconds when it names one, or to null when nothing was
   * sent (the form shows why).
   */
  onResend: () => Promise<number | undefined | null>;
  initialCooldown?: number;
  disabled?: boolean;
}) {
  const { remaining, start } = useCooldown(initialCooldown);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const cooldown = await onResend();
      if (cooldown === null) return;
      showSuccess('A new code has been sent. Check your email.');
      start(cooldown ?? DEFAULT_RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      if (errorStatus(error) === 429) start(retryAfterSeconds(error) ?? DEFAULT_RESEND_COOLDOWN_SECONDS);
      showError(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  const waiting = remaining > 0;
  return (
    <p className="text-center text-sm text-gray-600">
      Didn't get a code?{' '}
      <button
        type="button"
        onClick={resend}
        disabled={disabled || sending || waiting}
        aria-busy={sending || undefined}
        className={cn(
          'inline-flex items-center gap-1 rounded font-semibold text-indigo-700 hover:text-indigo-600 hover:underline',
          'disabled:cursor-not-allowed disabled:text-gray-400 disabled:no-underline',
          focusRing,
        )}
      >
        {sending ? <Spinner className="size-3.5" /> : null}
        {waiting ? `Resend code in ${formatCountdown(remaining)}` : 'Resend code'}
      </button>
    </p>
  );
}
