import {
  type BusinessCompany,
  businessCompanySchema,
  deleteBusinessCompanyResultSchema,
  envelope,
  paginated,
} from '@newsletter-os/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { contentKeys } from '../../shared/query-keys';
import { companyKeys } from './query-keys';

const companyEnvelope = envelope(businessCompanySchema);
const companyPageEnvelope = envelope(paginated(businessCompanySchema));
const deleteEnvelope = envelope(deleteBusinessCompanyResultSchema);

/** The settings list pages by the default size (docs/product-spec.md section 9). */
export const COMPANY_PAGE_SIZE = 10;
/** Pickers and filters load the first 100 companies (the API's largest page). */
export const COMPANY_OPTIONS_PAGE_SIZE = 100;

export async function fetchCompanies(workspaceId: string, page: number, pageSize: number) {
  const response = await http.get('/business-companies/list/', {
    params: { workspaceId, page, pageSize },
    silent: true,
  });
  return companyPageEnvelope.parse(response.data).data;
}

export function useCompaniesPage(workspaceId: string, page: number) {
  return useQuery({
    queryKey: companyKeys.page(workspaceId, page),
    queryFn: () => fetchCompanies(workspaceId, page, COMPANY_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** Companies for a select (ad form, ads filter). */
export function useCompanyOptions(workspaceId: string | null) {
  return useQuery({
    queryKey: companyKeys.options(workspaceId ?? ''),
    queryFn: () => fetchCompanies(workspaceId ?? '', 1, COMPANY_OPTIONS_PAGE_SIZE),
    enabled: workspaceId !== null,
    select: (page) => page.results,
  });
}

export interface CompanyFormValues {
  name: string;
  logoUrl: string;
  website: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/**
 * The multipart form of a company: an empty text field is ignored on create and clears the value on update;
 * a logo file replaces the logo URL.
 */
function companyForm(workspaceId: string, values: CompanyFormValues, logo: File | null, forUpdate: boolean) {
  const form = new FormData();
  form.append('workspaceId', workspaceId);
  for (const [key, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (key === 'logoUrl' && logo) continue;
    if (value !== '' || (forUpdate && key !== 'name')) form.append(key, value);
  }
  if (logo) form.append('logo', logo, logo.name);
  return form;
}

export function useSaveCompany(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id?: string;
      values: CompanyFormValues;
      logo: File | null;
    }): Promise<BusinessCompany> => {
      const form = companyForm(workspaceId, input.values, input.logo, input.id !== undefined);
      const response = input.id
        ? await http.put(`/business-companies/${input.id}/update/`, form, { silent: true })
        : await http.post('/business-companies/', form, { silent: true });
      return companyEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.workspace(workspaceId) }),
  });
}

/**
 * Deletes a company. Without `confirm` the server refuses (409) a company that has ads and says what deleting it
 * would do; the caller shows that message and asks again with `confirm`.
 */
export function useDeleteCompany(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, confirm }: { id: string; confirm: boolean }) => {
      const params = confirm ? { workspaceId, confirm: 'true' } : { workspaceId };
      const response = await http.delete(`/business-companies/${id}/delete/`, { params, silent: true });
      return deleteEnvelope.parse(response.data).data;
    },
    onSuccess: (result) => {
      queryClient.invalidateQueries({ queryKey: companyKeys.workspace(workspaceId) });
      // Its ads were archived: content lists must show that.
      if (result.archivedAds > 0) queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) });
    },
  });
}

/** Folds `id` (an advertiser a public ad form added) into `intoId`: its bookings and ads move, and it is deleted. */
export function useMergeCompany(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, intoId }: { id: string; intoId: string }) => {
      const response = await http.post(`/business-companies/${id}/merge/`, { workspaceId, intoId }, { silent: true });
      return companyEnvelope.parse(response.data).data;
    },
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: companyKeys.workspace(workspaceId) });
      // Ads now name the kept advertiser.
      queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) });
    },
  });
}
