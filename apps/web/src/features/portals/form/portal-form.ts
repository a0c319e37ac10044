import {
  emailSchema,
  httpUrlSchema,
  IMAGE_ALT_REQUIRED,
  isValidTimeZone,
  lineText,
  PORTAL_TEXT_MAX,
  type PublicPortalKind,
  text,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { checkedText } from '../../../shared/forms';
import { timesInZoneText } from '../../../shared/zoned-day';
import { isoToZonedInput, zonedInputToIso, zoneOrUtc } from '../../../shared/zoned-input';

/**
 * The public forms' values (all strings, as the inputs hold them), checked with the contracts' own rules so the
 * visitor sees the server's messages before sending. One shape for the three kinds; each kind shows its fields.
 */

const optionalLine = (max: number, field: string) => z.union([z.literal(''), lineText(max, field)]);
const required = (message: string) => z.string().trim().min(1, { message });

const submitter = {
  submitterName: lineText(100, 'Your name'),
  submitterEmail: checkedText(emailSchema, { required: 'Your email is required' }),
};

export const portalFormSchemas = {
  ugc: z.object({
    title: lineText(200, 'Title'),
    text: text(PORTAL_TEXT_MAX, 'Your story'),
    imageAlt: optionalLine(300, 'Image description'),
    ...submitter,
  }),
  events: z
    .object({
      title: lineText(200, 'Event name'),
      description: text(PORTAL_TEXT_MAX, 'Description'),
      eventStartsAt: required('Start is required'),
      eventEndsAt: z.string(),
      venue: lineText(200, 'Venue or location'),
      address: optionalLine(500, 'Address'),
      price: optionalLine(50, 'Price'),
      link: checkedText(httpUrlSchema),
      imageAlt: optionalLine(300, 'Image description'),
      ...submitter,
    })
    .refine((v) => !v.eventEndsAt || v.eventEndsAt >= v.eventStartsAt, {
      message: 'The event cannot end before it starts',
      path: ['eventEndsAt'],
    }),
  ads: z
    .object({
      businessName: lineText(200, 'Business'),
      headline: lineText(200, 'Headline'),
      text: text(2000, 'Ad text'),
      link: checkedText(httpUrlSchema, { required: 'Link is required' }),
      adStartsAt: required('First date is required'),
      adEndsAt: z.string(),
      imageAlt: optionalLine(300, 'Image description'),
      ...submitter,
    })
    .refine((v) => !v.adEndsAt || v.adEndsAt >= v.adStartsAt, {
      message: 'The ad cannot end before it starts',
      path: ['adEndsAt'],
    }),
} as const;

/** Every field any kind has, as strings (a kind ignores the others). */
export interface PortalFormValues {
  title: string;
  text: string;
  description: string;
  eventStartsAt: string;
  eventEndsAt: string;
  venue: string;
  address: string;
  price: string;
  link: string;
  businessName: string;
  headline: string;
  adStartsAt: string;
  adEndsAt: string;
  imageAlt: string;
  submitterName: string;
  submitterEmail: string;
}

export const portalFieldNames = {
  ugc: ['title', 'text', 'imageAlt', 'submitterName', 'submitterEmail'],
  events: [
    'title',
    'description',
    'eventStartsAt',
    'eventEndsAt',
    'venue',
    'address',
    'price',
    'link',
    'imageAlt',
    'submitterName',
    'submitterEmail',
  ],
  ads: [
    'businessName',
    'headline',
    'text',
    'link',
    'adStartsAt',
    'adEndsAt',
    'imageAlt',
    'submitterName',
    'submitterEmail',
  ],
} as const satisfies Record<PublicPortalKind, readonly (keyof PortalFormValues)[]>;

export const emptyPortalForm: PortalFormValues = {
  title: '',
  text: '',
  description: '',
  eventStartsAt: '',
  eventEndsAt: '',
  venue: '',
  address: '',
  price: '',
  link: '',
  businessName: '',
  headline: '',
  adStartsAt: '',
  adEndsAt: '',
  imageAlt: '',
  submitterName: '',
  submitterEmail: '',
};

/** Checks one kind's fields; alt text is required once an image is chosen. */
export function validatePortalForm(kind: PublicPortalKind, values: PortalFormValues, hasImage: boolean) {
  const result = portalFormSchemas[kind].safeParse(values);
  const errors: Partial<Record<keyof PortalFormValues, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof PortalFormValues;
      errors[field] ??= issue.message;
    }
  }
  if (hasImage && !values.imageAlt.trim()) errors.imageAlt ??= IMAGE_ALT_REQUIRED;
  return errors;
}

/**
 * The form as the API takes it: the kind's fields (event times, entered on the newsletter's clock, as ISO instants),
 * then the extras.
 */
export function toFormData(
  kind: PublicPortalKind,
  values: PortalFormValues,
  extras: { image?: File | null; spam?: Record<string, string> } = {},
  timeZone = 'UTC',
): FormData {
  const form = new FormData();
  for (const name of portalFieldNames[kind]) {
    const value = values[name].trim();
    if (value === '') continue;
    form.append(name, name === 'eventStartsAt' || name === 'eventEndsAt' ? zonedInputToIso(value, timeZone) : value);
  }
  if (extras.image) form.append('image', extras.image);
  for (const [name, value] of Object.entries(extras.spam ?? {})) form.append(name, value);
  return form;
}

/** The values of a submission (from its status page) back into the form, to edit, times on the newsletter's clock. */
export function formValuesOf(fields: Record<string, string | null>, timeZone = 'UTC'): PortalFormValues {
  const values = { ...emptyPortalForm };
  for (const name of Object.keys(values) as (keyof PortalFormValues)[]) {
    const value = fields[name];
    if (typeof value !== 'string') continue;
    if (name === 'eventStartsAt' || name === 'eventEndsAt') values[name] = isoToZonedInput(value, timeZone);
    else if (name === 'adStartsAt' || name === 'adEndsAt') values[name] = value.slice(0, 10);
    else values[name] = value;
  }
  return values;
}

/**
 * The hint under an event time: the newsletter's zone, and, when the visitor's own zone is another, what the
 * entered time is on their clock ("That is Sat, Sep 12, 5:00 PM your time (Europe/Berlin).").
 */
export function eventTimeHint(value: string, timeZone: string, visitorZone = localTimeZone()): string {
  const zone = zoneOrUtc(timeZone);
  const base = timesInZoneText(zone);
  if (!value || visitorZone === zone || !isValidTimeZone(visitorZone)) return base;
  const instant = new Date(zonedInputToIso(value, zone));
  if (Number.isNaN(instant.getTime())) return base;
  const yours = new Intl.DateTimeFormat('en-US', {
    timeZone: visitorZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
  return `${base} That is ${yours} your time (${visitorZone}).`;
}

/** The visitor's own time zone, named, so event times are not ambiguous. */
export function localTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your local time';
  } catch {
    return 'your local time';
  }
}
