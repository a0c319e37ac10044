import { adReportLinkSchema, adReportSchema, emptyEnvelopeSchema, envelope } from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { adKeys } from './query-keys';

const reportEnvelope = envelope(adReportSchema);
const linkEnvelope = envelope(adReportLinkSchema);

const reportKey = (workspaceId: string, bookingId: string) =>
  [...adKeys.workspace(workspaceId), 'report', bookingId] as const;

export function useAdReport(workspaceId: string, bookingId: string | null) {
  return useQuery({
    queryKey: reportKey(workspaceId, bookingId ?? ''),
    enabled: bookingId !== null,
    queryFn: async () => {
      const response = await http.get(`/ad-bookings/${bookingId}/report/`, { params: { workspaceId }, silent: true });
      return reportEnvelope.parse(response.data).data;
    },
  });
}

/** A new sponsor link (the old one, if any, stops working). */
export function useCreateReportLink(workspaceId: string, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await http.post(`/ad-bookings/${bookingId}/report-link/`, { workspaceId }, { silent: true });
      return linkEnvelope.parse(response.data).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKey(workspaceId, bookingId) }),
  });
}

export function useRevokeReportLink(workspaceId: string, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await http.post(
        `/ad-bookings/${bookingId}/report-link/revoke/`,
        { workspaceId },
        { silent: true },
      );
      return emptyEnvelopeSchema.parse(response.data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKey(workspaceId, bookingId) }),
  });
}

/** Downloads the report's CSV under the server's file name (the request carries the session). */
export async function downloadReportCsv(workspaceId: string, bookingId: string): Promise<void> {
  const response = await http.get(`/ad-bookings/${bookingId}/report.csv`, {
    params: { workspaceId },
    responseType: 'blob',
    silent: true,
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'sponsor-report.csv';
  const url = URL.createObjectURL(response.data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
