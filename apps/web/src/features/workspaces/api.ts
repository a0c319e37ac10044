import type { Paginated, Workspace, WorkspaceBrand } from '@newsletter-os/contracts';
import { useQuery } from '@tanstack/react-query';
import { http, type RequestOptions } from '../../shared/api/client';
import { loadAfterPaint } from '../../shared/load-after-paint';
import { workspaceKeys } from './query-keys';

/** The answers' checks load once the first screen has painted, beside the first call (see `answers.ts`). */
const answers = loadAfterPaint(() => import('./answers'));

/** The header fetches up to this many workspaces: page 1, size 50 (docs/product-spec.md sections 4 and 9). */
export const WORKSPACE_LIST_PAGE_SIZE = 50;
/** Pickers of every workspace of the business (invitations, user edits) ask for the API's largest page. */
export const BUSINESS_WORKSPACES_PAGE_SIZE = 100;

/** GET /workspaces/: the caller's workspaces, newest first. */
export async function fetchMyWorkspaces(page = 1, pageSize = WORKSPACE_LIST_PAGE_SIZE): Promise<Paginated<Workspace>> {
  const [response, { workspacePageAnswer }] = await Promise.all([
    http.get('/workspaces/', { params: { page, pageSize } }),
    answers(),
  ]);
  return workspacePageAnswer.parse(response.data).data;
}

/** GET /workspaces/business/: every workspace of the business (admins and managers). */
export async function fetchBusinessWorkspaces(): Promise<Workspace[]> {
  const [response, { workspacePageAnswer }] = await Promise.all([
    http.get('/workspaces/business/', { params: { page: 1, pageSize: BUSINESS_WORKSPACES_PAGE_SIZE } }),
    answers(),
  ]);
  return workspacePageAnswer.parse(response.data).data.results;
}

/** GET /get-workspaces-brands: quiet on failure, because the header then keeps the list entry's values. */
export async function fetchWorkspaceBrand(workspaceId: string): Promise<WorkspaceBrand> {
  const [response, { brandAnswer }] = await Promise.all([
    http.get('/get-workspaces-brands', { params: { workspaceId }, silent: true }),
    answers(),
  ]);
  return brandAnswer.parse(response.data).data;
}

/** The browser's IANA zone: a new newsletter's days and send times start in it (changeable in settings). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /workspace-register/ with the names of the newsletters to create, in the browser's time zone. */
export async function registerWorkspaces(names: string[], config: RequestOptions = {}): Promise<Workspace[]> {
  const [response, { workspaceListAnswer }] = await Promise.all([
    http.post('/workspace-register/', { workspaces: names, timeZone: browserTimeZone() }, config),
    answers(),
  ]);
  return workspaceListAnswer.parse(response.data).data;
}

/** The brand settings form, sent as multipart: an empty text clears its value; no file keeps the logo. */
export interface BrandUpdate {
  workspaceId: string;
  brandName: string;
  brandColor: string;
  logo: File | null;
}

/** POST /update-workspaces-brands/ (multipart). */
export async function updateWorkspaceBrand(update: BrandUpdate): Promise<WorkspaceBrand> {
  const form = new FormData();
  form.append('workspaceId', update.workspaceId);
  form.append('brandName', update.brandName.trim());
  form.append('brandColor', update.brandColor.trim());
  if (update.logo) form.append('logo', update.logo, update.logo.name);
  const [response, { brandAnswer }] = await Promise.all([
    http.post('/update-workspaces-brands/', form, { silent: true }),
    answers(),
  ]);
  return brandAnswer.parse(response.data).data;
}

/** The header's list: up to 50 of the caller's workspaces. */
export function useMyWorkspaces(enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.mine(),
    queryFn: () => fetchMyWorkspaces(),
    enabled,
    select: (page) => page.results,
  });
}

/** Every workspace of the business, for the invitation and user-edit pickers. */
export function useBusinessWorkspaces(enabled = true) {
  return useQuery({ queryKey: workspaceKeys.business(), queryFn: fetchBusinessWorkspaces, enabled });
}

/** A workspace's brand (logo, name, colour). */
export function useWorkspaceBrand(workspaceId: string | null) {
  return useQuery({
    queryKey: workspaceKeys.brand(workspaceId ?? ''),
    queryFn: () => fetchWorkspaceBrand(workspaceId ?? ''),
    enabled: workspaceId !== null,
    retry: false,
  });
}
