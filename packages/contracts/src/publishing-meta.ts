// Apart from the publishing schemas so that the calendar reading them does not load zod with them (as beehiiv-meta.ts).

/** The words the publish job's failure reason carries when Beehiiv's plan refused to create posts through the API. */
export const BEEHIIV_PLAN_REFUSAL_TEXT = 'Your Beehiiv plan cannot create posts through the API';

export function isBeehiivPlanRefusal(reason: string | null | undefined): boolean {
  return Boolean(reason?.includes(BEEHIIV_PLAN_REFUSAL_TEXT));
}
