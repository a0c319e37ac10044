import { listOfNames } from '@newsletter-os/contracts';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../shared/ui/Button';
import { type InviteResult, InviteUsersForm, landingPathForType } from '../invitations';
import { completeOnboarding, runsOnboarding, stepPaths } from './flags';
import { OnboardingGate } from './OnboardingGate';
import { OnboardingLayout } from './OnboardingLayout';

function SentSummary({ result, onMore, onDone }: { result: InviteResult; onMore: () => void; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <div
        role="status"
        className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{result.message}</p>
          {result.newsletterNames.length > 0 ? <p>To work on {listOfNames(result.newsletterNames)}:</p> : null}
          <ul className="mt-1 list-inside list-disc">
            {result.invited.map(({ email }) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
          <p className="mt-2 text-green-800">Each link works once and expires in 7 days.</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onMore}>
          Invite more people
        </Button>
        <Button onClick={onDone}>Continue to dashboard</Button>
      </div>
    </div>
  );
}

/** /invite-users: the last, skippable onboarding step (emails, user type, newsletters), then the dashboard. */
export function InviteUsersPage() {
  const navigate = useNavigate();
  const [sent, setSent] = useState<InviteResult | null>(null);
  const finish = () => {
    completeOnboarding();
    navigate('/dashboard', { replace: true });
  };
  return (
    <OnboardingGate>
      {({ user, step }) => {
        if (step === 'business' || step === 'newsletters') return <Navigate to={stepPaths[step]} replace />;
        if (!runsOnboarding(user.userType)) return <Navigate to={landingPathForType(user.userType)} replace />;
        return (
          <OnboardingLayout
            step={sent ? 'done' : 'invite'}
            title="Invite your team"
            subtitle="Editors, managers and partners get an email with a link to join. You can also do this later from Settings."
          >
            {sent ? (
              <SentSummary result={sent} onMore={() => setSent(null)} onDone={finish} />
            ) : (
              <InviteUsersForm
                callerType={user.userType}
                selectAllWorkspaces
                onInvited={(result) => {
                  completeOnboarding();
                  setSent(result);
                }}
                secondaryActions={
                  <Button variant="ghost" onClick={finish}>
                    Skip for now
                  </Button>
                }
              />
            )}
          </OnboardingLayout>
        );
      }}
    </OnboardingGate>
  );
}
