import { type ApiResponse, http } from '../../shared/api/client';
import { onAuthCleared } from '../../shared/storage';
import { WORKSPACE_ID_PATTERN } from '../workspaces/workspace-id.entry';
import { parseIssueDate, todayIssueDate } from './issue-date';

// The builder's newsletter request, started with the route's code when the app opens on the builder instead of
// after that code has downloaded, run and rendered (docs/decisions/0040). This module stays tiny (the API client
// and the address's date): it is asked for beside the builder's chunk and must arrive well before it.

/** GET /newsletters/ for one issue date: the request the builder's query makes, and the one started early. */
export function requestNewsletterOfDate(workspaceId: string, date: string, signal?: AbortSignal) {
  return http.get('/newsletters/', { params: { workspaceId, date }, signal, silent: true });
}

interface StartedRequest {
  workspaceId: string;
  date: string;
  response: Promise<ApiResponse>;
}

let started: StartedRequest | null = null;
/** Set by the builder's first query: from then on the builder asks for itself, and nothing is started for it. */
let asked = false;

// A request started for a session that has since ended belongs to no one.
onAuthCleared(() => {
  started = null;
});

/**
 * Starts the request the builder will make first at this address (`?workspaceId=…&date=…`, today without a date),
 * with the same path, parameters and auth. Nothing without a valid workspace in the address: the builder then waits
 * for the workspace list, and so does its request.
 */
export function startNewsletterRequest(search: string): void {
  if (asked) return;
  const params = new URLSearchParams(search);
  const workspaceId = params.get('workspaceId');
  if (!workspaceId || !WORKSPACE_ID_PATTERN.test(workspaceId)) return;
  const date = parseIssueDate(params.get('date')) ?? todayIssueDate();
  const response = requestNewsletterOfDate(workspaceId, date);
  // Its failure is reported by the builder's query that takes it; untaken, it must not surface as unhandled.
  response.catch(() => undefined);
  started = { workspaceId, date, response };
}

/**
 * The early request, for the builder's first newsletter query only: taken once, and dropped by the first query
 * whatever its date, so an answer can never be served later to a query it was not started for.
 */
export function takeStartedRequest(workspaceId: string, date: string): Promise<ApiResponse> | null {
  const taken = started;
  started = null;
  asked = true;
  return taken && taken.workspaceId === workspaceId && taken.date === date ? taken.response : null;
}
