import {
  type CreateTemplateBody,
  GIF_LIMIT_DEFAULT,
  type Newsletter,
  type NewsletterStyleInput,
  type SavedNewsletter,
  type SaveNewsletterBody,
  type SavePersonalizationBody,
  type TestSendBody,
} from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { isHttpError } from '../../shared/api/request';
import { builderAnswers } from './answers-loader';
import { exitSaveOf } from './exit-saves';
import { newsletterOfDateRequest, takeStartedRequest } from './newsletter-request.entry';
import { builderKeys } from './query-keys';

/** The newsletter of an issue date, or null when that date has none yet. */
export function useNewsletterOfDate(workspaceId: string, date: string) {
  return useQuery({
    queryKey: builderKeys.ofDate(workspaceId, date),
    queryFn: async (context) => {
      await exitSaveOf(workspaceId, date);
      const ask = () => http.request({ ...newsletterOfDateRequest(workspaceId, date), signal: context.signal });
      // The request the app sent as it opened here, if any (asked again through the client if it failed). Its
      // signal is left untouched then, so a remount (StrictMode's) keeps the query on it instead of asking again.
      const response = await (takeStartedRequest(workspaceId, date)?.catch(ask) ?? ask());
      return (await builderAnswers.load()).newsletterListEnvelope.parse(response.data).data[0] ?? null;
    },
    // The builder owns the newsletter once open; a background refetch must not replace what is being edited.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** A save's newsletter: without the document on a save over it (200), the whole newsletter on a create (201). */
export type SaveOutcome =
  | { kind: 'saved'; newsletter: SavedNewsletter }
  | { kind: 'created'; newsletter: Newsletter }
  | { kind: 'conflict'; current: Newsletter };

/** POST /newsletters/: create (no version) or update (the version the edits were based on); 409 is a conflict. */
export async function saveNewsletter(body: SaveNewsletterBody): Promise<SaveOutcome> {
  try {
    const response = await http.post('/newsletters/', body, { silent: true });
    if (response.status === 201)
      return {
        kind: 'created',
        newsletter: (await builderAnswers.load()).newsletterEnvelope.parse(response.data).data,
      };
    return {
      kind: 'saved',
      newsletter: (await builderAnswers.load()).savedNewsletterEnvelope.parse(response.data).data,
    };
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 409) {
      const parsed = (await builderAnswers.load()).conflictEnvelope.safeParse(error.response.data);
      if (parsed.success) return { kind: 'conflict', current: parsed.data.data.current };
    }
    throw error;
  }
}

export function useTemplates(workspaceId: string) {
  return useQuery({
    queryKey: builderKeys.templates(workspaceId),
    queryFn: async () => {
      const response = await http.get('/templates/', { params: { workspaceId }, silent: true });
      return (await builderAnswers.load()).templateListEnvelope.parse(response.data).data;
    },
  });
}

export function useCreateTemplate(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<CreateTemplateBody, 'workspaceId'>) => {
      const response = await http.post('/templates/', { ...body, workspaceId }, { silent: true });
      return (await builderAnswers.load()).templateEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.templates(workspaceId) }),
  });
}

/** POST /templates/{id}/default/: the layout "Assemble this issue" builds an empty issue in. */
export function useSetDefaultTemplate(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await http.post(`/templates/${id}/default/`, { workspaceId });
      return (await builderAnswers.load()).templateEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.templates(workspaceId) }),
  });
}

export function useDeleteTemplate(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await http.delete(`/templates/${id}/delete/`, { params: { workspaceId } });
      return (await builderAnswers.load()).emptyEnvelopeSchema.parse(response.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.templates(workspaceId) }),
  });
}

export function usePersonalization(workspaceId: string) {
  return useQuery({
    queryKey: builderKeys.personalization(workspaceId),
    queryFn: async () => {
      const response = await http.get('/personalization/', { params: { workspaceId }, silent: true });
      return (await builderAnswers.load()).personalizationEnvelope.parse(response.data).data;
    },
  });
}

/** POST /personalization/: the workspace's look, taken by the newsletters started after it. */
export function useSavePersonalization(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (style: NewsletterStyleInput) => {
      const body: SavePersonalizationBody = { ...style, workspaceId };
      const response = await http.post('/personalization/', body, { silent: true });
      return (await builderAnswers.load()).personalizationEnvelope.parse(response.data).data;
    },
    onSuccess: (saved) => queryClient.setQueryData(builderKeys.personalization(workspaceId), saved),
  });
}

/** The GIF proxy: featured GIFs for an empty query, a search otherwise. Always a page with a state. */
export function useGifs(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: builderKeys.gifs(q),
    queryFn: async ({ signal }) => {
      const response = q
        ? await http.get('/tenor-search', { params: { q, limit: GIF_LIMIT_DEFAULT }, signal, silent: true })
        : await http.get('/tenor-featured', { params: { limit: GIF_LIMIT_DEFAULT }, signal, silent: true });
      return (await builderAnswers.load()).gifPageEnvelope.parse(response.data).data;
    },
    staleTime: 60_000,
  });
}

/** The saved newsletter as email with its readiness checks (the render of the stored version). */
export function useRenderedNewsletter(workspaceId: string, newsletterId: string, version: number, checkLinks: boolean) {
  return useQuery({
    queryKey: builderKeys.render(workspaceId, newsletterId, version, checkLinks),
    queryFn: async ({ signal }) => {
      const response = await http.get(`/newsletters/${newsletterId}/render`, {
        params: { workspaceId, checkLinks: String(checkLinks) },
        signal,
        silent: true,
      });
      return (await builderAnswers.load()).renderEnvelope.parse(response.data).data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useTestSend(workspaceId: string, newsletterId: string) {
  return useMutation({
    mutationFn: async (recipients: string[]) => {
      const body: TestSendBody = { workspaceId, recipients };
      const response = await http.post(`/newsletters/${newsletterId}/test-send`, body, { silent: true });
      const parsed = (await builderAnswers.load()).testSendEnvelope.parse(response.data);
      return { ...parsed.data, message: parsed.meta.message };
    },
  });
}

/** The issue day's sold ad bookings with their creatives ("Booked ads for this issue"). */
export function useIssueAdBookings(workspaceId: string, date: string) {
  return useQuery({
    queryKey: builderKeys.adBookings(workspaceId, date),
    queryFn: async ({ signal }) => {
      const response = await http.get('/ad-placements/', { params: { workspaceId, date }, signal, silent: true });
      return (await builderAnswers.load()).issueAdBookingsEnvelope.parse(response.data).data;
    },
  });
}
