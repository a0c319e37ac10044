/**
 * Onboarding: `OnboardingPage` (/onboarding), `BusinessRegisterPage` (/bussiness-register: business profile,
 * then the first newsletters) and `InviteUsersPage` (/invite-users, skippable), with the local-storage flags
 * onboardingComplete, hasBusinessProfile and hasWorkspaces kept in step with the server.
 */
export { BusinessRegisterPage } from './BusinessRegisterPage';
export { completeOnboarding, flagsFromFacts, readOnboardingFlags, writeOnboardingFlags } from './flags';
export { InviteUsersPage } from './InviteUsersPage';
export { OnboardingPage } from './OnboardingPage';
