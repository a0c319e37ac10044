import { useMemo } from 'react';
import { useAdAvailability, useAdBookings, useAdProducts } from './api';

export interface DayBookings {
  /** "Presenting sponsor — Joe's Pizza" per live booking of the day. */
  bookings: { id: string; title: string }[];
  /** Names of exclusive products whose one seat is sold (or held) on the day. */
  soldOut: string[];
}

const LIVE = new Set(['held', 'confirmed', 'placed', 'ran', 'reported']);

/** The scheduler's ads layer: per day of [from, to], its bookings and its sold-out exclusive products. */
export function useDayBookings(workspaceId: string, from: string, to: string): Map<string, DayBookings> {
  const bookings = useAdBookings(workspaceId, from, to);
  const availability = useAdAvailability(workspaceId, from, to);
  const products = useAdProducts(workspaceId);
  return useMemo(() => {
    const days = new Map<string, DayBookings>();
    const dayOf = (date: string) => {
      let day = days.get(date);
      if (!day) {
        day = { bookings: [], soldOut: [] };
        days.set(date, day);
      }
      return day;
    };
    for (const booking of bookings.data ?? []) {
      if (!LIVE.has(booking.status)) continue;
      for (const date of booking.dates) {
        dayOf(date).bookings.push({
          id: `${booking.id}-${date}`,
          title: `${booking.productName} — ${booking.businessCompanyName}`,
        });
      }
    }
    const names = new Map((products.data ?? []).map((p) => [p.id, p.name]));
    for (const day of availability.data ?? []) {
      for (const seat of day.products) {
        if (seat.capacity === 1 && seat.free === 0) dayOf(day.date).soldOut.push(names.get(seat.productId) ?? 'Ad');
      }
    }
    return days;
  }, [bookings.data, availability.data, products.data]);
}
