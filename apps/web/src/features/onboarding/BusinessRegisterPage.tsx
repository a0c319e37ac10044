import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { landingPathForType } from '../invitations';
import type { OnboardingState } from './api';
import { BusinessProfileForm } from './BusinessProfileForm';
import { currentStep, flagsFromFacts, stepPaths, writeOnboardingFlags } from './flags';
import { NewslettersForm } from './NewslettersForm';
import { OnboardingGate } from './OnboardingGate';
import { OnboardingLayout } from './OnboardingLayout';
import { onboardingKeys } from './query-keys';

/**
 * /bussiness-register: the business profile, then the first newsletters. Which of the two shows follows the
 * server: a user who already has a business continues with the newsletters.
 */
export function BusinessRegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <OnboardingGate>
      {({ user, step }) => {
        if (step === 'done') return <Navigate to={landingPathForType(user.userType)} replace />;
        if (step === 'invite') return <Navigate to={stepPaths.invite} replace />;
        if (step === 'business') {
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
                }}
              />
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
                writeOnboardingFlags(
                  flagsFromFacts({ businessId: user.businessId, userType: user.userType, workspaceCount: 1 }),
                );
                navigate(stepPaths.invite);
              }}
            />
          </OnboardingLayout>
        );
      }}
    </OnboardingGate>
  );
}
