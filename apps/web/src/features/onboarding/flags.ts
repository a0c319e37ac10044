import { can, type UserType } from '@newsletter-os/contracts';
import { storageKeys } from '../../shared/storage';

/** The onboarding flags kept in local storage (docs/product-spec.md section 4 "Logout" lists them). */
export interface OnboardingFlags {
  hasBusinessProfile: boolean;
  hasWorkspaces: boolean;
  onboardingComplete: boolean;
}

/** What the server says about the signed-in user, which the flags must match. */
export interface OnboardingFacts {
  businessId: string | null;
  userType: UserType;
  /** How many workspaces the user can see. */
  workspaceCount: number;
}

/**
 * Only the people who set a business up walk through onboarding: those who may manage its users and workspaces
 * (roles table), since the steps create newsletters and invite people.
 */
export function runsOnboarding(userType: UserType): boolean {
  return can(userType, 'manageUsers') && can(userType, 'manageWorkspaces');
}

export function readOnboardingFlags(): OnboardingFlags {
  return {
    hasBusinessProfile: localStorage.getItem(storageKeys.hasBusinessProfile) === 'true',
    hasWorkspaces: localStorage.getItem(storageKeys.hasWorkspaces) === 'true',
    onboardingComplete: localStorage.getItem(storageKeys.onboardingComplete) === 'true',
  };
}

export function writeOnboardingFlags(flags: OnboardingFlags): void {
  localStorage.setItem(storageKeys.hasBusinessProfile, String(flags.hasBusinessProfile));
  localStorage.setItem(storageKeys.hasWorkspaces, String(flags.hasWorkspaces));
  localStorage.setItem(storageKeys.onboardingComplete, String(flags.onboardingComplete));
}

/**
 * The flags that match the server. The business and the workspaces are facts; "complete" is only in the browser
 * (the invitation step can be skipped), so it is kept unless the facts contradict it:
 * - no business: nothing is done;
 * - a member who is not an admin or manager (an invited user) has nothing to set up: complete;
 * - an admin or manager without workspaces still has to create them: not complete;
 * - otherwise the stored flag stands (false until the invitation step is sent or skipped).
 */
export function flagsFromFacts(
  facts: OnboardingFacts,
  stored: OnboardingFlags = readOnboardingFlags(),
): OnboardingFlags {
  const hasBusinessProfile = facts.businessId !== null;
  const hasWorkspaces = hasBusinessProfile && facts.workspaceCount > 0;
  let onboardingComplete: boolean;
  if (!hasBusinessProfile) onboardingComplete = false;
  else if (!runsOnboarding(facts.userType)) onboardingComplete = true;
  else if (!hasWorkspaces) onboardingComplete = false;
  else onboardingComplete = stored.onboardingComplete;
  return { hasBusinessProfile, hasWorkspaces, onboardingComplete };
}

export type OnboardingStep = 'business' | 'newsletters' | 'invite' | 'done';

/** The step the user is on, from the flags that match the server. */
export function currentStep(flags: OnboardingFlags, userType: UserType): OnboardingStep {
  if (!flags.hasBusinessProfile) return 'business';
  if (!runsOnboarding(userType)) return 'done';
  if (!flags.hasWorkspaces) return 'newsletters';
  return flags.onboardingComplete ? 'done' : 'invite';
}

/**
 * The route of each step. The business profile and the newsletters share the business-register route; each has its
 * own `?step=`, so the address follows the step and the browser's Back and Forward move between them.
 */
export const stepPaths: Record<Exclude<OnboardingStep, 'done'>, string> = {
  business: '/bussiness-register?step=business',
  newsletters: '/bussiness-register?step=newsletters',
  invite: '/invite-users',
};

const stepOrder: OnboardingStep[] = ['business', 'newsletters', 'invite', 'done'];

/** Whether `step` comes before `other` in the onboarding order. */
export function isStepBefore(step: OnboardingStep, other: OnboardingStep): boolean {
  return stepOrder.indexOf(step) < stepOrder.indexOf(other);
}

/** The invitation step was sent or skipped: onboarding is over. */
export function completeOnboarding(): void {
  localStorage.setItem(storageKeys.onboardingComplete, 'true');
}
