import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { landingPathForType } from '../invitations';
import type { OnboardingState } from './api';
import { BusinessProfileForm } from './BusinessProfileForm';
import {
  currentStep,
  flagsFromFacts,
  isStepBefore,
  type OnboardingStep,
  stepPaths,
  writeOnboardingFlags,
} from './flags';
import { NewslettersForm } from './NewslettersForm';
import { OnboardingGate } from './OnboardingGate';
import { OnboardingLayout } from './OnboardingLayout';
import { onboardingKeys } from './query-keys';

type RegisterStep = 'business' | 'newsletters';

function stepOfUrl(value: string | null): RegisterStep | null {
  return value === 'business' || value === 'newsletters' ? value : null;
}

/** A step already done, reached again with Back: what was set up, and the way on to where the user stands. */
function DoneStep({ next, children }: { next: Exclude<OnboardingStep, 'done'>; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{children}</p>
      </div>
      <Link
        to={stepPaths[next]}
        className={cn(
          'flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500',
          focusRing,
        )}
      >
        Continue setup
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/**
 * /bussiness-register?step=business|newsletters: the business profile, then the first newsletters. The address
 * names the step shown; the server says how far the user is: a step ahead of that is not open yet (the address is
 * corrected), a step behind it shows what was done (Back after a step).
 */
export function BusinessRegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const asked = stepOfUrl(searchParams.get('step'));
  return (
    <OnboardingGate>
      {({ user, step }) => {
        if (step === 'done') return <Navigate to={landingPathForType(user.userType)} replace />;
        if (!asked || isStepBefore(step, asked)) return <Navigate to={stepPaths[step]} replace />;
        if (asked === 'business') {
          if (step !== 'business') {
            return (
              <OnboardingLayout step="business" reached={step} title="Tell us about your business">
                <DoneStep next={step}>
                  {user.businessName ? `${user.businessName} is set up.` : 'Your business is set up.'} You can change
                  its details later in Settings → Business.
                </DoneStep>
              </OnboardingLayout>
            );
          }
          return (
            <OnboardingLayout
              step="business"
              title="Tell us about your business"
              subtitle="This is the publisher behind your newsletters. You can change the details later."
            >
              <BusinessProfileForm
                onRegistered={(registered) => {
                  // A new business has no newsletters yet: the next step is creating them.
                  const flags = flagsFromFacts({
                    businessId: registered.businessId,
                    userType: registered.userType,
                    workspaceCount: 0,
                  });
                  writeOnboardingFlags(flags);
                  const next: OnboardingState = {
                    user: registered,
                    flags,
                    step: currentStep(flags, registered.userType),
                  };
                  queryClient.setQueryData(onboardingKeys.state, next);
                  navigate(next.step === 'done' ? landingPathForType(registered.userType) : stepPaths[next.step]);
                }}
              />
            </OnboardingLayout>
          );
        }
        if (step !== 'newsletters') {
          return (
            <OnboardingLayout step="newsletters" reached={step} title="Create your first newsletters">
              <DoneStep next={step}>
                Your newsletters are created. You can add more later from the newsletter menu.
              </DoneStep>
            </OnboardingLayout>
          );
        }
        return (
          <OnboardingLayout
            step="newsletters"
            title="Create your first newsletters"
            subtitle="Each newsletter has its own content, brand and schedule. Add as many as you publish."
          >
            <NewslettersForm
              onCreated={() => {
                const flags = flagsFromFacts({
                  businessId: user.businessId,
                  userType: user.userType,
                  workspaceCount: 1,
                });
                writeOnboardingFlags(flags);
                // The invitation step reads this state first: without it, the one stored before the newsletters
                // existed would send the user back here until the fresh state arrives.
                const next: OnboardingState = { user, flags, step: currentStep(flags, user.userType) };
                queryClient.setQueryData(onboardingKeys.state, next);
                navigate(stepPaths.invite);
              }}
            />
          </OnboardingLayout>
        );
      }}
    </OnboardingGate>
  );
}
