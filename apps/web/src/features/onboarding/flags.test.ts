import { afterEach, describe, expect, it } from 'vitest';
import {
  completeOnboarding,
  currentStep,
  flagsFromFacts,
  type OnboardingFlags,
  readOnboardingFlags,
  writeOnboardingFlags,
} from './flags';

const BUSINESS = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const notComplete: OnboardingFlags = { hasBusinessProfile: true, hasWorkspaces: true, onboardingComplete: false };
const complete: OnboardingFlags = { hasBusinessProfile: true, hasWorkspaces: true, onboardingComplete: true };

afterEach(() => localStorage.clear());

describe('onboarding flags follow the server', () => {
  it('without a business nothing is done, whatever was stored', () => {
    expect(flagsFromFacts({ businessId: null, userType: 'admin', workspaceCount: 0 }, complete)).toEqual({
      hasBusinessProfile: false,
      hasWorkspaces: false,
      onboardingComplete: false,
    });
  });

  it('an admin with a business but no newsletters has not finished', () => {
    expect(flagsFromFacts({ businessId: BUSINESS, userType: 'admin', workspaceCount: 0 }, complete)).toEqual({
      hasBusinessProfile: true,
      hasWorkspaces: false,
      onboardingComplete: false,
    });
  });

  it('an admin with newsletters keeps the stored completion (the invitation step has no trace on the server)', () => {
    const facts = { businessId: BUSINESS, userType: 'manager', workspaceCount: 2 } as const;
    expect(flagsFromFacts(facts, notComplete)).toEqual(notComplete);
    expect(flagsFromFacts(facts, complete)).toEqual(complete);
  });

  it.each(['user', 'partner'] as const)('an invited %s has nothing to set up', (userType) => {
    const none: OnboardingFlags = { hasBusinessProfile: false, hasWorkspaces: false, onboardingComplete: false };
    expect(flagsFromFacts({ businessId: BUSINESS, userType, workspaceCount: 1 }, none)).toEqual(complete);
    expect(flagsFromFacts({ businessId: BUSINESS, userType, workspaceCount: 0 }, none)).toEqual({
      hasBusinessProfile: true,
      hasWorkspaces: false,
      onboardingComplete: true,
    });
  });

  it('names the step to show', () => {
    const none: OnboardingFlags = { hasBusinessProfile: false, hasWorkspaces: false, onboardingComplete: false };
    expect(currentStep(none, 'admin')).toBe('business');
    expect(currentStep({ ...none, hasBusinessProfile: true }, 'admin')).toBe('newsletters');
    expect(currentStep(notComplete, 'admin')).toBe('invite');
    expect(currentStep(complete, 'admin')).toBe('done');
    expect(currentStep({ ...none, hasBusinessProfile: true }, 'user')).toBe('done');
  });

  it('stores the flags as the strings "true" and "false"', () => {
    writeOnboardingFlags(notComplete);
    expect(localStorage.getItem('hasBusinessProfile')).toBe('true');
    expect(localStorage.getItem('hasWorkspaces')).toBe('true');
    expect(localStorage.getItem('onboardingComplete')).toBe('false');
    completeOnboarding();
    expect(localStorage.getItem('onboardingComplete')).toBe('true');
    expect(readOnboardingFlags()).toEqual(complete);
  });
});
