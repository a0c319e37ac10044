/** Onboarding's react-query keys. */
export const onboardingKeys = {
  state: ['onboarding-state'] as const,
};
