import type { Assembly, CreateAssemblyBody } from '@newsletter-os/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';

export const assemblyKeys = {
  all: ['issue-assembly'] as const,
  candidates: (workspaceId: string, date: string) => ['issue-assembly', 'candidates', workspaceId, date] as const,
  assembly: (workspaceId: string, id: string) => ['issue-assembly', 'assembly', workspaceId, id] as const,
};

/** The answers' checks (zod), loaded with the first answer: the builder shows this feature's button on first paint. */
const answers = () => import('./answers');
/** How often a queued or running assembly is read again. */
export const ASSEMBLY_POLL_MS = 1_000;

/** What is ready for the issue of `date`; read afresh each time the dialog opens (content arrives all week). */
export function useAssembleCandidates(workspaceId: string, date: string) {
  return useQuery({
    queryKey: assemblyKeys.candidates(workspaceId, date),
    queryFn: async ({ signal }) => {
      const response = await http.get('/newsletters/assemble/candidates/', {
        params: { workspaceId, date },
        signal,
        silent: true,
      });
      return (await answers()).candidatesEnvelope.parse(response.data).data;
    },
    staleTime: 0,
    gcTime: 0,
  });
}

export function useStartAssembly(workspaceId: string) {
  return useMutation({
    mutationFn: async (values: Omit<CreateAssemblyBody, 'workspaceId'>) => {
      const body: CreateAssemblyBody = { workspaceId, ...values };
      const response = await http.post('/newsletters/assemble/', body, { silent: true });
      return (await answers()).startedEnvelope.parse(response.data).data;
    },
  });
}

const isFinished = (assembly: Assembly | undefined) => assembly?.status === 'done' || assembly?.status === 'failed';

/** An assembly, read again every second until it is done or failed. */
export function useAssembly(workspaceId: string, id: string | null) {
  return useQuery({
    queryKey: assemblyKeys.assembly(workspaceId, id ?? ''),
    queryFn: async () => {
      const response = await http.get(`/newsletters/assemble/${id}/`, { params: { workspaceId }, silent: true });
      return (await answers()).assemblyEnvelope.parse(response.data).data;
    },
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : ASSEMBLY_POLL_MS),
  });
}

/** The ids of the stories and events picked for the day (what "Draft an issue" in the builder drafts from). */
export async function pickedItemIds(workspaceId: string, date: string): Promise<string[]> {
  const response = await http.get('/newsletters/assemble/candidates/', { params: { workspaceId, date } });
  const candidates = (await answers()).candidatesEnvelope.parse(response.data).data;
  return [...candidates.articles, ...candidates.events].filter((entry) => entry.picked).map((entry) => entry.id);
}
