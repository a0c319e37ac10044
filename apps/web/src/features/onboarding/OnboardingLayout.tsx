import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getToken } from '../../shared/storage';
import { cn } from '../../shared/ui/cn';
import { PRODUCT_LOGO } from '../../shared/ui/Logo';
import type { OnboardingStep } from './flags';

const steps: { id: Exclude<OnboardingStep, 'done'>; label: string }[] = [
  { id: 'business', label: 'Business profile' },
  { id: 'newsletters', label: 'Newsletters' },
  { id: 'invite', label: 'Invite your team' },
];

const indexOf = (step: OnboardingStep) =>
  step === 'done' ? steps.length : steps.findIndex((candidate) => candidate.id === step);

/**
 * The step shown is the current one; the steps before how far the user has got are done. A finished step reached
 * again with Back is both: current, and ticked.
 */
function Stepper({ current, reached }: { current: OnboardingStep; reached: OnboardingStep }) {
  const currentIndex = indexOf(current);
  const reachedIndex = Math.max(indexOf(reached), currentIndex);
  return (
    <ol aria-label="Setup progress" className="mb-8 flex items-center justify-center gap-2 sm:gap-3">
      {steps.map((step, index) => {
        const done = index < reachedIndex;
        const active = index === currentIndex;
        return (
          <li key={step.id} aria-current={active ? 'step' : undefined} className="flex items-center gap-2 sm:gap-3">
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                done && 'bg-indigo-600 text-white',
                done && active && 'ring-2 ring-indigo-600 ring-offset-2',
                !done && active && 'bg-white text-indigo-700 ring-2 ring-indigo-600',
                !done && !active && 'bg-white text-gray-500 ring-1 ring-gray-300',
              )}
            >
              {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
            </span>
            <span className={cn('hidden text-sm sm:inline', active ? 'font-semibold text-gray-900' : 'text-gray-600')}>
              {step.label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
            {index < steps.length - 1 ? <span aria-hidden="true" className="h-px w-6 bg-gray-300 sm:w-10" /> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The frame of the onboarding screens: product logo, progress through the three steps, title and a card. */
export function OnboardingLayout({
  step,
  reached,
  title,
  subtitle,
  children,
}: {
  /** The step to mark in the progress bar; none while it is not known yet. */
  step?: OnboardingStep;
  /** How far the user has got, when a step behind it is shown again (Back); the shown step otherwise. */
  reached?: OnboardingStep;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center px-4 py-10 sm:px-6 sm:py-14">
      <div className="w-full max-w-xl">
        <div className="mb-8 flex items-center justify-center gap-2">
          <img src={PRODUCT_LOGO} alt="" className="size-9" />
          <span className="text-lg font-semibold tracking-tight text-gray-900">Newsletter OS</span>
        </div>
        {step ? <Stepper current={step} reached={reached ?? step} /> : null}
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-gray-600">{subtitle}</p> : null}
        </div>
        <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </div>
    </main>
  );
}

/** Onboarding needs an account: without a stored session the visitor logs in first. */
export function RequireSession({ children }: { children: ReactNode }) {
  if (!getToken()) return <Navigate to="/login" replace />;
  return children;
}
