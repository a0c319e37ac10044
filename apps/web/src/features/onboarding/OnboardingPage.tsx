import { ArrowRight, Building2, Newspaper, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { landingPathForType } from '../invitations';
import { stepPaths } from './flags';
import { OnboardingGate } from './OnboardingGate';
import { OnboardingLayout } from './OnboardingLayout';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-gray-900">{title}</p>
        <p className="text-sm text-gray-600">{children}</p>
      </div>
    </li>
  );
}

/** /onboarding: where a signed-in user without a finished setup starts (or resumes) it. */
export function OnboardingPage() {
  return (
    <OnboardingGate>
      {({ user, step }) => {
        if (step === 'done') return <Navigate to={landingPathForType(user.userType)} replace />;
        const firstName = user.name.trim().split(/\s+/)[0] ?? '';
        return (
          <OnboardingLayout
            step={step}
            title={firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
            subtitle="Let's set up your publication. It only takes a couple of minutes."
          >
            <ul className="flex flex-col gap-5">
              <Item icon={<Building2 aria-hidden="true" className="size-5" />} title="Your business">
                The name and details of the business that publishes your newsletters.
              </Item>
              <Item icon={<Newspaper aria-hidden="true" className="size-5" />} title="Your newsletters">
                One or more newsletters, each with its own content, brand and schedule.
              </Item>
              <Item icon={<UsersRound aria-hidden="true" className="size-5" />} title="Your team">
                Invite editors and partners now, or later from Settings.
              </Item>
            </ul>
            <Link
              to={stepPaths[step]}
              className={cn(
                'mt-8 flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500',
                focusRing,
              )}
            >
              {step === 'business' ? 'Get started' : 'Continue setup'}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </OnboardingLayout>
        );
      }}
    </OnboardingGate>
  );
}
