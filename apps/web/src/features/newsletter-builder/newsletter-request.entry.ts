import { type ApiRequest, type ApiResponse, send } from '../../shared/api/request';
import { getToken, onAuthCleared } from '../../shared/storage';
import { WORKSPACE_ID_PATTERN } from '../workspaces/workspace-id.entry';
import { parseIssueDate, todayIssueDate } from './issue-date';

// The builder's newsletter request, sent by the app's entry when it opens on the builder, before a single chunk of
// code is asked for, instead of after the builder's code has downloaded, run and rendered (docs/decisions/0040).
// Sent after the chunks, it waited behind forty of them for one of the browser's six connections to the server.
// Hence the bare transport here (≈ 1 KB in the entry) rather than the API client: a failed early request is asked
// again through the client, which refreshes an expired session and reports failures as for every other call.

/** GET /newsletters/ for one issue date: what the builder's query asks for, early or not. */
export function newsletterOfDateRequest(workspaceId: string, date: string): ApiRequest {
  return { method: 'get', url: '/newsletters/', params: { workspaceId, date }, silent: true };
}

interface StartedRequest {
  workspaceId: string;
  date: string;
  response: Promise<ApiResponse>;
  sentAt: number;
}

/**
 * An early answer older than this is not served (the app's queries count data fresh for as long): the builder's
 * first query normally comes within a second, but a guard (onboarding, a redirect) may have kept it from showing.
 */
const SERVED_WITHIN_MS = 30_000;

let started: StartedRequest | null = null;
/** Set by the builder's first query: from then on the builder asks for itself, and nothing is started for it. */
let asked = false;

// A request started for a session that has since ended belongs to no one.
onAuthCleared(() => {
  started = null;
});

/**
 * Sends the request the builder will make first at this address (`?workspaceId=…&date=…`, today without a date),
 * with the same path, parameters, session token and XSRF header as the API client. Nothing without a valid
 * workspace in the address (the builder then waits for the workspace list, and so does its request) or a session.
 */
export function startNewsletterRequest(search: string): void {
  const token = getToken();
  if (asked || !token) return;
  const params = new URLSearchParams(search);
  const workspaceId = params.get('workspaceId');
  if (!workspaceId || !WORKSPACE_ID_PATTERN.test(workspaceId)) return;
  const date = parseIssueDate(params.get('date')) ?? todayIssueDate();
  const response = send(newsletterOfDateRequest(workspaceId, date), `Bearer ${token}`);
  // A failure is handled by the query that takes it (it asks again); untaken, it must not surface as unhandled.
  response.catch(() => undefined);
  started = { workspaceId, date, response, sentAt: Date.now() };
}

/**
 * The early request, for the builder's first newsletter query only: taken once, and dropped by the first query
 * whatever its date (or age), so an answer can never be served later to a query it was not started for.
 */
export function takeStartedRequest(workspaceId: string, date: string): Promise<ApiResponse> | null {
  const taken = started;
  started = null;
  asked = true;
  const served =
    taken?.workspaceId === workspaceId && taken.date === date && Date.now() - taken.sentAt < SERVED_WITHIN_MS;
  return served ? taken.response : null;
}
