import {
  FEED_CONTENT_MAX,
  FEED_SUMMARY_MAX,
  FEED_TITLE_MAX,
  type FeedItem,
  type FeedStatus,
  type FeedType,
  feedStatusSchema,
  latitudeSchema,
  longitudeSchema,
  text,
} from '@newsletter-os/contracts';
import { z } from 'zod';
import { checkedText, optionalUrlField } from '../../../shared/forms';
import { isoToZonedInput, zonedInputToIso } from '../../../shared/zoned-input';
import { contentTextOfHtml, contentToSend } from './content-text';

/**
 * Every field of the item dialog as the form holds it (strings; dates as `datetime-local` values on the newsletter's
 * clock).
 */
export interface ItemFormValues {
  title: string;
  summary: string;
  content: string;
  link: string;
  author: string;
  publishedAt: string;
  feedStatus: FeedStatus;
  tagIds: string[];
  imageUrl: string;
  businessCompanyId: string;
  adStartsAt: string;
  adEndsAt: string;
  ctaUrl: string;
  placement: string;
  eventStartsAt: string;
  eventEndsAt: string;
  venue: string;
  address: string;
  latitude: string;
  longitude: string;
  price: string;
  ticketUrl: string;
  eventLocationId: string;
}

type TextKey = Exclude<keyof ItemFormValues, 'tagIds' | 'feedStatus'>;

const commonKeys = ['title', 'summary', 'content', 'link', 'author', 'publishedAt'] as const;
const adKeys = ['businessCompanyId', 'adStartsAt', 'adEndsAt', 'ctaUrl', 'placement'] as const;
const eventKeys = [
  'eventStartsAt',
  'eventEndsAt',
  'venue',
  'address',
  'latitude',
  'longitude',
  'price',
  'ticketUrl',
  'eventLocationId',
] as const;
const dateKeys = new Set<TextKey>(['publishedAt', 'adStartsAt', 'adEndsAt', 'eventStartsAt', 'eventEndsAt']);

/** The fields a kind sends: ad and event fields only on their own kind (the server refuses them elsewhere). */
function keysOf(feedType: FeedType): readonly TextKey[] {
  if (feedType === 'ads') return [...commonKeys, ...adKeys];
  if (feedType === 'events') return [...commonKeys, ...eventKeys];
  return commonKeys;
}

const maxText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${field} must be at most ${max} characters` });

const dateTimeField = z
  .string()
  .refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), { message: 'Enter a valid date and time' });

const baseSchema = z.object({
  title: text(FEED_TITLE_MAX, 'Title'),
  summary: maxText(FEED_SUMMARY_MAX, 'Summary'),
  content: z.string().max(FEED_CONTENT_MAX, { message: `Content must be at most ${FEED_CONTENT_MAX} characters` }),
  link: optionalUrlField,
  author: maxText(200, 'Author'),
  publishedAt: dateTimeField,
  feedStatus: feedStatusSchema,
  tagIds: z.array(z.string()),
  imageUrl: optionalUrlField,
  businessCompanyId: z.string(),
  adStartsAt: dateTimeField,
  adEndsAt: dateTimeField,
  ctaUrl: optionalUrlField,
  placement: maxText(50, 'Placement'),
  eventStartsAt: dateTimeField,
  eventEndsAt: dateTimeField,
  venue: maxText(200, 'Venue'),
  address: maxText(500, 'Address'),
  latitude: checkedText(latitudeSchema),
  longitude: checkedText(longitudeSchema),
  price: maxText(50, 'Price'),
  ticketUrl: optionalUrlField,
  eventLocationId: z.string(),
}) satisfies z.ZodType<ItemFormValues>;

function endsBeforeStart(start: string, end: string): boolean {
  return start !== '' && end !== '' && new Date(end).getTime() < new Date(start).getTime();
}

/** The dialog's validation for one kind, with the server's own messages for the cross-field rules. */
export function itemFormSchema(feedType: FeedType) {
  return baseSchema.superRefine((values, ctx) => {
    if (feedType === 'ads') {
      if (!values.businessCompanyId) {
        ctx.addIssue({ code: 'custom', path: ['businessCompanyId'], message: 'Choose the business company' });
      }
      if (endsBeforeStart(values.adStartsAt, values.adEndsAt)) {
        ctx.addIssue({ code: 'custom', path: ['adEndsAt'], message: 'The ad cannot end before it starts' });
      }
    }
    if (feedType === 'events') {
      if (!values.eventStartsAt) {
        ctx.addIssue({ code: 'custom', path: ['eventStartsAt'], message: 'Event start is required' });
      }
      if (endsBeforeStart(values.eventStartsAt, values.eventEndsAt)) {
        ctx.addIssue({ code: 'custom', path: ['eventEndsAt'], message: 'The event cannot end before it starts' });
      }
      if ((values.latitude.trim() === '') !== (values.longitude.trim() === '')) {
        ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Give both latitude and longitude, or neither' });
      }
    }
  });
}

export const emptyItemValues: ItemFormValues = {
  title: '',
  summary: '',
  content: '',
  link: '',
  author: '',
  publishedAt: '',
  feedStatus: 'active',
  tagIds: [],
  imageUrl: '',
  businessCompanyId: '',
  adStartsAt: '',
  adEndsAt: '',
  ctaUrl: '',
  placement: '',
  eventStartsAt: '',
  eventEndsAt: '',
  venue: '',
  address: '',
  latitude: '',
  longitude: '',
  price: '',
  ticketUrl: '',
  eventLocationId: '',
};

/** The form's values for an existing item (its content as readable text, its times on the newsletter's clock). */
export function valuesOfItem(item: FeedItem, timeZone: string): ItemFormValues {
  return {
    title: item.title,
    summary: item.summary ?? '',
    content: contentTextOfHtml(item.content),
    link: item.link ?? '',
    author: item.author ?? '',
    publishedAt: isoToZonedInput(item.publishedAt, timeZone),
    feedStatus: item.feedStatus,
    tagIds: item.tags.map((tag) => tag.tagId),
    imageUrl: item.imageUrl ?? '',
    businessCompanyId: item.businessCompanyId ?? '',
    adStartsAt: isoToZonedInput(item.adStartsAt, timeZone),
    adEndsAt: isoToZonedInput(item.adEndsAt, timeZone),
    ctaUrl: item.ctaUrl ?? '',
    placement: item.placement ?? '',
    eventStartsAt: isoToZonedInput(item.eventStartsAt, timeZone),
    eventEndsAt: isoToZonedInput(item.eventEndsAt, timeZone),
    venue: item.venue ?? '',
    address: item.address ?? '',
    latitude: item.latitude === null ? '' : String(item.latitude),
    longitude: item.longitude === null ? '' : String(item.longitude),
    price: item.price ?? '',
    ticketUrl: item.ticketUrl ?? '',
    eventLocationId: item.eventLocationId ?? '',
  };
}

/**
 * The multipart body of a create (only the fields given) or an edit (every field of the kind: an empty one clears
 * the value). The image is the chosen file, else the image URL; an edit sends the URL only when it changed, so an
 * untouched uploaded image is kept. Typed times are read on the newsletter's clock (`timeZone`).
 */
export function itemFormData(
  feedType: FeedType,
  values: ItemFormValues,
  options: { workspaceId: string; timeZone: string; imageFile: File | null; editing?: FeedItem | null },
): FormData {
  const form = new FormData();
  const { editing, imageFile } = options;
  form.append('workspaceId', options.workspaceId);
  if (editing) form.append('id', editing.id);
  for (const key of keysOf(feedType)) {
    const raw = key === 'content' ? contentToSend(values.content, editing?.content) : values[key].trim();
    const value = raw !== '' && dateKeys.has(key) ? zonedInputToIso(raw, options.timeZone) : raw;
    if (value !== '' || editing) form.append(key, value);
  }
  form.append('feedStatus', values.feedStatus);
  if (values.tagIds.length > 0 || editing) form.append('tagIds', JSON.stringify(values.tagIds));
  if (imageFile) {
    form.append('image', imageFile, imageFile.name);
  } else {
    const imageUrl = values.imageUrl.trim();
    const changed = !editing || imageUrl !== (editing.imageUrl ?? '');
    if (changed && (imageUrl !== '' || editing)) form.append('imageUrl', imageUrl);
  }
  return form;
}
