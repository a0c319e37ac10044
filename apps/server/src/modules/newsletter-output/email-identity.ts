/** Who the email speaks as and for whom: read from the workspace, part of what the render depends on. */

export interface EmailLocale {
  /** The workspace's BCP 47 language tag; the writing direction follows from it. */
  language: string;
  /** The workspace's IANA zone: event times, ad dates and the date checks are read in it. */
  timeZone: string;
}

export interface EmailIdentity extends EmailLocale {
  publicationName: string;
  /** The workspace's public events page while its feed is on (the footer's "Events calendar"). */
  eventsFeedUrl?: string | null;
  /** The page in the public archive ("View in browser"), while the archive is on. */
  webVersionUrl?: string | null;
}
