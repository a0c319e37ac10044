import {
  type BusinessRegisterBody,
  businessRegisterResponseSchema,
  envelope,
  type User,
} from '@newsletter-os/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { setStoredUser } from '../../shared/storage';
import { fetchMe } from '../profile';
import { fetchMyWorkspaces } from '../workspaces';
import { currentStep, flagsFromFacts, type OnboardingFlags, type OnboardingStep, writeOnboardingFlags } from './flags';
import { onboardingKeys } from './query-keys';

const businessEnvelope = envelope(businessRegisterResponseSchema);

export interface OnboardingState {
  user: User;
  flags: OnboardingFlags;
  step: OnboardingStep;
}

/**
 * Asks the server where the user stands (their record, and whether they can see any workspace), stores the
 * fresh record as userData and the matching onboarding flags, and names the step to show.
 */
export async function loadOnboardingState(): Promise<OnboardingState> {
  const user = await fetchMe();
  setStoredUser(user);
  const workspaceCount = user.businessId ? (await fetchMyWorkspaces(1, 1)).count : 0;
  const flags = flagsFromFacts({ businessId: user.businessId, userType: user.userType, workspaceCount });
  writeOnboardingFlags(flags);
  return { user, flags, step: currentStep(flags, user.userType) };
}

/** The onboarding screens read the state fresh on every visit: the flags must follow the server. */
export function useOnboardingState() {
  return useQuery({ queryKey: onboardingKeys.state, queryFn: loadOnboardingState, staleTime: 0, gcTime: 0 });
}

/**
 * POST /business-register/. The user's businessId and userType change with it, so the stored record is
 * refreshed from GET /me/ (the answer's own copy is the fallback).
 */
export async function registerBusiness(body: BusinessRegisterBody): Promise<User> {
  const response = await http.post('/business-register/', body, { silent: true });
  const registered = businessEnvelope.parse(response.data).data;
  const user = await fetchMe().catch(() => registered.user);
  setStoredUser(user);
  return user;
}
