import type { ReactNode } from 'react';
import { cn } from './cn';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from './first-screen-icons';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, { box: string; Icon: typeof InfoIcon }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlertIcon },
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CircleCheckIcon },
  info: { box: 'border-indigo-200 bg-indigo-50 text-indigo-900', Icon: InfoIcon },
};

/** An inline message; errors are announced at once (role alert), others politely (role status). */
export function Alert({ tone = 'error', children }: { tone?: Tone; children: ReactNode }) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-2 rounded-lg border p-3 text-sm', box)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
