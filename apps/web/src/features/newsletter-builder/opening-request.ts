import type { AxiosResponse } from 'axios';
import { http } from '../../shared/api/client';
import { exitSaveOf } from './exit-saves';
import { parseIssueDate, todayIssueDate } from './issue-date';

const BUILDER_PATH = '/newsletter-builder';

/** The newsletter request of the builder's first screen, started with the route's code; taken once. */
let opening: { workspaceId: string; date: string; response: Promise<AxiosResponse> } | null = null;

/**
 * Asks for the newsletter the address names while the builder's code downloads, rather than once it has run
 * (docs/decisions/0038): on a first visit the two arrive together and the blocks show with the builder. Only on the
 * builder's own address with a workspace in it (a shared or reloaded link); else the builder asks as it opens.
 */
export function requestOpeningNewsletter(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname.replace(/\/$/, '') !== BUILDER_PATH) return;
  const params = new URLSearchParams(location.search);
  const workspaceId = params.get('workspaceId');
  // Not checked here: the server refuses a malformed id, and the builder takes only the request of the workspace
  // it opens.
  if (!workspaceId) return;
  const date = parseIssueDate(params.get('date')) ?? todayIssueDate();
  const response = exitSaveOf(workspaceId, date).then(() =>
    http.get('/newsletters/', { params: { workspaceId, date }, silent: true }),
  );
  // A request nobody takes (the reader left at once) must not report an unhandled failure.
  response.catch(() => undefined);
  opening = { workspaceId, date, response };
}

/** The request started for this newsletter, if any, handed over once; any other is dropped. */
export function takeOpeningNewsletter(workspaceId: string, date: string): Promise<AxiosResponse> | null {
  const taken = opening?.workspaceId === workspaceId && opening.date === date ? opening.response : null;
  opening = null;
  return taken;
}
