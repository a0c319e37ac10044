import { envelope, sponsorReportSchema } from '@newsletter-os/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';

const reportEnvelope = envelope(sponsorReportSchema);

/** The sponsor's report through its signed link: no session, and a refusal is about the link only. */
export function useSponsorReport(token: string) {
  return useQuery({
    queryKey: ['sponsor-report', token],
    enabled: token.length > 0,
    retry: false,
    queryFn: async () => {
      const response = await http.get('/sponsor-report/', { params: { token }, skipAuth: true, silent: true });
      return reportEnvelope.parse(response.data).data;
    },
  });
}
