import {
  adAvailabilityDaySchema,
  adBookingConflictSchema,
  adBookingSchema,
  adProductSchema,
  type CreateAdBookingBody,
  type CreateAdProductBody,
  createdAdBookingSchema,
  deleteAdProductResultSchema,
  envelope,
  formatMoney,
  type SetAdBookingCreativeBody,
} from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/api/client';
import { isHttpError } from '../../shared/api/request';
import { adKeys } from './query-keys';

const productEnvelope = envelope(adProductSchema);
const productsEnvelope = envelope(z.array(adProductSchema));
const availabilityEnvelope = envelope(z.array(adAvailabilityDaySchema));
const bookingsEnvelope = envelope(z.array(adBookingSchema));
const bookingEnvelope = envelope(adBookingSchema);
const createdEnvelope = envelope(createdAdBookingSchema);
const deletedEnvelope = envelope(deleteAdProductResultSchema);

export function useAdProducts(workspaceId: string) {
  return useQuery({
    queryKey: adKeys.products(workspaceId),
    queryFn: async () => {
      const response = await http.get('/ad-products/', { params: { workspaceId }, silent: true });
      return productsEnvelope.parse(response.data).data;
    },
  });
}

export type AdProductValues = Omit<CreateAdProductBody, 'workspaceId'>;

export function useSaveAdProduct(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: AdProductValues }) => {
      const body = { ...values, workspaceId };
      const response = id
        ? await http.put(`/ad-products/${id}/`, body, { silent: true })
        : await http.post('/ad-products/', body, { silent: true });
      return productEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adKeys.workspace(workspaceId) }),
  });
}

export function useDeleteAdProduct(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await http.delete(`/ad-products/${id}/`, { params: { workspaceId } });
      return deletedEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adKeys.workspace(workspaceId) }),
  });
}

export function useAdAvailability(workspaceId: string, from: string, to: string) {
  return useQuery({
    queryKey: adKeys.availability(workspaceId, from, to),
    queryFn: async () => {
      const response = await http.get('/ad-availability/', { params: { workspaceId, from, to }, silent: true });
      return availabilityEnvelope.parse(response.data).data;
    },
  });
}

export function useAdBookings(workspaceId: string, from: string, to: string) {
  return useQuery({
    queryKey: adKeys.bookings(workspaceId, from, to),
    queryFn: async () => {
      const response = await http.get('/ad-bookings/', { params: { workspaceId, from, to }, silent: true });
      return bookingsEnvelope.parse(response.data).data;
    },
  });
}

export function useBookAd(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Omit<CreateAdBookingBody, 'workspaceId'>) => {
      const response = await http.post('/ad-bookings/', { ...values, workspaceId }, { silent: true });
      return createdEnvelope.parse(response.data).data;
    },
    // The scheduler's ads layer reads these same queries.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.workspace(workspaceId) }),
  });
}

export function useCancelBooking(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await http.post(`/ad-bookings/${id}/cancel/`, { workspaceId }, { silent: true });
      // The server's message says whether a paid booking was refunded (or why not): it is what the toast shows.
      const { data, meta } = bookingEnvelope.parse(response.data);
      return { booking: data, message: meta.message };
    },
    // The scheduler's ads layer reads these same queries.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.workspace(workspaceId) }),
  });
}

/** "Refund failed — retry": tries a booking's owed refund again now. */
export function useRetryRefund(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await http.post(`/ad-bookings/${id}/refund/`, { workspaceId }, { silent: true });
      const { data, meta } = bookingEnvelope.parse(response.data);
      return { booking: data, message: meta.message };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.workspace(workspaceId) }),
  });
}

/** Chooses, changes or takes off the ad a confirmed booking runs. */
export function useSetBookingCreative(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, feedItemId }: { id: string; feedItemId: string | null }) => {
      const body: SetAdBookingCreativeBody = { workspaceId, feedItemId };
      const response = await http.post(`/ad-bookings/${id}/creative/`, body, { silent: true });
      const { data, meta } = bookingEnvelope.parse(response.data);
      return { booking: data, message: meta.message };
    },
    // The builder's booked-ads panel reads the booking's ad.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.workspace(workspaceId) }),
  });
}

/** "$150.00" in the product's currency. */
export function formatPrice(minor: number, currency: string): string {
  return formatMoney(minor, currency);
}

const conflictEnvelope = envelope(adBookingConflictSchema);

/** The full days of a refused staff booking on which an unpaid checkout holds a seat: staff may take those. */
export function heldDatesOf(error: unknown): string[] {
  if (!isHttpError(error) || error.response?.status !== 409) return [];
  const parsed = conflictEnvelope.safeParse(error.response.data);
  return parsed.success ? (parsed.data.data.heldDates ?? []) : [];
}
