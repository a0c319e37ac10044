import { instantOfZoned, isValidTimeZone, zonedDateOf, zonedTimeOf } from '@newsletter-os/contracts';

// Apart from forms.ts: the sign-in and sign-up screens use that module, and their first-screen budget has no room for
// the zone arithmetic only the item and portal forms need.

/** The zone when Intl knows it, else UTC (a settings row from before zones were checked). */
export const zoneOrUtc = (timeZone: string) => (isValidTimeZone(timeZone) ? timeZone : 'UTC');

/**
 * A `datetime-local` value ("2030-09-12T10:00"), read as a wall clock in the newsletter's zone, as an ISO instant.
 * Read in the browser's zone instead, an 18:30 typed in Los Angeles for a Chicago newsletter was sent as 20:30 there.
 */
export function zonedInputToIso(value: string, timeZone: string): string {
  const [date = '', time = '00:00'] = value.split('T');
  return instantOfZoned(date, time.slice(0, 5), zoneOrUtc(timeZone)).toISOString();
}

/** An ISO instant as a `datetime-local` value on the newsletter's wall clock ('' when there is none). */
export function isoToZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return '';
  const zone = zoneOrUtc(timeZone);
  return `${zonedDateOf(iso, zone)}T${zonedTimeOf(iso, zone)}`;
}
