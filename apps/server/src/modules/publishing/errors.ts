import { DestinationError } from '../../integrations/publishing';
import { AppError } from '../../lib/errors';

export type DestinationService = 'Mailchimp' | 'Kit';

/**
 * Mailchimp's and Kit's refusals as our errors, with the dashboard's four cases (bad key, plan refused, rate
 * limited, service down) and what the publisher can do about each.
 */
export function destinationFailure(service: DestinationService, err: unknown): unknown {
  if (!(err instanceof DestinationError)) return err;
  switch (err.code) {
    case 'invalid_key':
      return new AppError(422, `${service} did not accept the API key: paste a new key in Settings → Publishing.`);
    case 'plan_refused':
      return new AppError(
        403,
        `Your ${service} account cannot send through the API (${err.message}): check its plan in ${service}, or choose Export only in Settings → Publishing.`,
      );
    case 'not_found':
      return new AppError(
        404,
        service === 'Mailchimp'
          ? 'Mailchimp has no audience with this id: choose the audience again in Settings → Publishing.'
          : 'Kit could not find the broadcast: check the account in Settings → Publishing.',
      );
    case 'rejected':
      return new AppError(422, `${service} refused the newsletter: ${err.message}`);
    case 'rate_limited':
      return new AppError(503, `${service} is limiting requests right now: the send is tried again in a minute.`);
    default:
      return new AppError(503, `${service} could not be reached: the send is tried again automatically.`);
  }
}

/** A refusal trying again cannot fix: the key, the plan, the audience or the content. */
export function isPermanentDestinationFailure(err: unknown): boolean {
  return err instanceof AppError && (err.statusCode === 403 || err.statusCode === 404 || err.statusCode === 422);
}
