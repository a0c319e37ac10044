import {
  adOfferSchema,
  envelope,
  type ModerateBody,
  moderationItemSchema,
  moderationPageSchema,
  type PortalKind,
  portalInfoSchema,
  portalLinksSchema,
  submissionReceiptSchema,
  submissionStatusViewSchema,
} from '@newsletter-os/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { contentKeys } from '../../shared/query-keys';
import { portalKeys } from './query-keys';

const infoEnvelope = envelope(portalInfoSchema);
const receiptEnvelope = envelope(submissionReceiptSchema);
const statusEnvelope = envelope(submissionStatusViewSchema);
const linksEnvelope = envelope(portalLinksSchema);
const queueEnvelope = envelope(moderationPageSchema);
const moderatedEnvelope = envelope(moderationItemSchema);

/** Public calls carry no session: a refusal is about the link, never a reason to sign anyone out. */
const publicCall = { skipAuth: true, silent: true } as const;

export const submitPaths = { ugc: '/feeds-ugc-public/', events: '/feeds-events-public/', ads: '/feeds-ads-public/' };

/** The challenge URL the proof-of-work widget fetches for a link. */
export function challengeUrl(token: string): string {
  return `/api/v1/portal/challenge/?token=${encodeURIComponent(token)}`;
}

export function usePortalInfo(token: string) {
  return useQuery({
    queryKey: portalKeys.info(token),
    queryFn: async () => {
      const response = await http.get('/portal/', { params: { token }, ...publicCall });
      return infoEnvelope.parse(response.data).data;
    },
    enabled: token !== '',
    retry: false,
    // The form token inside is signed at load time: a refetch would restart the minimum fill time.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

const offerEnvelope = envelope(adOfferSchema);

/** The public ad page's products and next 8 weeks of free seats (an ads link only). */
export function useAdOffer(token: string, enabled: boolean) {
  return useQuery({
    queryKey: [...portalKeys.info(token), 'ad-offer'],
    queryFn: async () => {
      const response = await http.get('/portal/ad-offer/', { params: { token }, ...publicCall });
      return offerEnvelope.parse(response.data).data;
    },
    enabled: enabled && token !== '',
    retry: false,
  });
}

export function useSubmitPortalForm(token: string, kind: keyof typeof submitPaths) {
  return useMutation({
    mutationFn: async (form: FormData) => {
      const response = await http.post(submitPaths[kind], form, { params: { token }, ...publicCall });
      const parsed = receiptEnvelope.parse(response.data);
      return { ...parsed.data, message: parsed.meta.message };
    },
  });
}

export function useSubmissionStatus(token: string) {
  return useQuery({
    queryKey: portalKeys.status(token),
    queryFn: async () => {
      const response = await http.get('/submission-status/', { params: { token }, ...publicCall });
      return statusEnvelope.parse(response.data).data;
    },
    enabled: token !== '',
    retry: false,
    // Back from the payment page, the payment's webhook may land a moment after the advertiser: look again until
    // the status moves on.
    refetchInterval: (query) => (query.state.data?.status === 'awaiting_payment' ? AWAITING_PAYMENT_POLL_MS : false),
  });
}

/** How often a status page waiting for its payment asks again. */
export const AWAITING_PAYMENT_POLL_MS = 2_000;

export function useEditSubmission(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => {
      const response = await http.post('/submission-status/', form, { params: { token }, ...publicCall });
      return statusEnvelope.parse(response.data).data;
    },
    onSuccess: (view) => queryClient.setQueryData(portalKeys.status(token), view),
  });
}

export function useWithdrawSubmission(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await http.post('/submission-status/withdraw/', null, { params: { token }, ...publicCall });
      return statusEnvelope.parse(response.data).data;
    },
    onSuccess: (view) => queryClient.setQueryData(portalKeys.status(token), view),
  });
}

// ---- staff ----

export function usePortalLinks(workspaceId: string) {
  return useQuery({
    queryKey: portalKeys.links(workspaceId),
    queryFn: async () => {
      const response = await http.get('/portal-links/', { params: { workspaceId }, silent: true });
      return linksEnvelope.parse(response.data).data.links;
    },
  });
}

export function useRotateLink(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: PortalKind; businessCompanyId?: string; expiresInDays?: number }) => {
      const response = await http.post('/portal-links/rotate/', { workspaceId, ...input });
      const parsed = linksEnvelope.parse(response.data);
      return { links: parsed.data.links, message: parsed.meta.message };
    },
    onSuccess: ({ links }) => queryClient.setQueryData(portalKeys.links(workspaceId), links),
  });
}

export function useRevokeLink(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => {
      const response = await http.post('/portal-links/revoke/', { workspaceId, linkId });
      const parsed = linksEnvelope.parse(response.data);
      return { links: parsed.data.links, message: parsed.meta.message };
    },
    onSuccess: ({ links }) => queryClient.setQueryData(portalKeys.links(workspaceId), links),
  });
}

export const QUEUE_PAGE_SIZE = 20;

export function useModerationQueue(workspaceId: string, status: string, page: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: portalKeys.queue(workspaceId, status, page),
    queryFn: async () => {
      const response = await http.get('/submissions/', {
        params: { workspaceId, status, page, pageSize: QUEUE_PAGE_SIZE },
        silent: true,
      });
      return queueEnvelope.parse(response.data).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useModerate(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: Omit<ModerateBody, 'workspaceId'> & { id: string }) => {
      const response = await http.post(`/submissions/${id}/moderate/`, { workspaceId, ...body }, { silent: true });
      const parsed = moderatedEnvelope.parse(response.data);
      return { item: parsed.data, message: parsed.meta.message };
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: portalKeys.queueOf(workspaceId) });
      queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) });
    },
  });
}
