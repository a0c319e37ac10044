import type { ReactNode } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { LoadingState } from '../../shared/ui/Spinner';
import { type OnboardingState, useOnboardingState } from './api';
import { OnboardingLayout, RequireSession } from './OnboardingLayout';

function StateLoader({ children }: { children: (state: OnboardingState) => ReactNode }) {
  const state = useOnboardingState();
  if (state.isPending) {
    return (
      <OnboardingLayout title="Setting things up">
        <LoadingState />
      </OnboardingLayout>
    );
  }
  if (state.isError) {
    return (
      <OnboardingLayout title="Setting things up">
        <div className="flex flex-col items-start gap-3">
          <Alert>{errorMessage(state.error)}</Alert>
          <Button variant="secondary" onClick={() => state.refetch()}>
            Try again
          </Button>
        </div>
      </OnboardingLayout>
    );
  }
  return children(state.data);
}

/** Loads where the signed-in user stands in onboarding (from the server) and renders the screen for it. */
export function OnboardingGate({ children }: { children: (state: OnboardingState) => ReactNode }) {
  return (
    <RequireSession>
      <StateLoader>{children}</StateLoader>
    </RequireSession>
  );
}
