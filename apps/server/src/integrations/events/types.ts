/** One occurrence of an event from an outside calendar or events feed, ready to store. */
export interface SourceEvent {
  /** Stable per occurrence: the calendar UID (or feed guid) plus the start. */
  dedupeKey: string;
  guid: string | null;
  title: string;
  /** Plain text, at most 500 characters. */
  summary: string | null;
  /** Sanitized HTML. */
  content: string | null;
  contentText: string | null;
  link: string | null;
  imageUrl: string | null;
  startsAt: Date;
  endsAt: Date | null;
  venue: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface SourceCalendar {
  /** The calendar's or feed's name, stored as each event's source. */
  title: string;
  events: SourceEvent[];
}

/** A calendar that could not be read, with a message fit for the location's source errors. */
export class EventSourceError extends Error {
  override readonly name = 'EventSourceError';
}
