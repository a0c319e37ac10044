import type { User } from '@newsletter-os/contracts';

/** After signing in: a user without a business starts onboarding, everyone else lands on the dashboard. */
export function landingPathFor(user: Pick<User, 'businessId'>): string {
  return user.businessId ? '/dashboard' : '/onboarding';
}

/** What the verification screen is told when it is opened right after a code was sent. */
export interface CodeSentState {
  codeSent?: boolean;
  /** Seconds before another code may be requested. */
  resendAfter?: number;
  /** A message to show above the form (e.g. why the user was sent here). */
  notice?: string;
}

export function readCodeSentState(state: unknown): CodeSentState {
  if (!state || typeof state !== 'object') return {};
  const { codeSent, resendAfter, notice } = state as Record<string, unknown>;
  return {
    codeSent: codeSent === true,
    resendAfter: typeof resendAfter === 'number' ? resendAfter : undefined,
    notice: typeof notice === 'string' ? notice : undefined,
  };
}
