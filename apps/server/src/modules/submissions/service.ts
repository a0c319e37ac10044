import { randomBytes } from 'node:crypto';
import type { FeedType, SubmissionStatus } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import type { ModuleDeps } from '../../deps';
import { theNewsletter } from '../../email/messages';
import type { UploadedFile } from '../../http/multipart';
import type { MailMessage } from '../../integrations/mailer';
import { discardStoredFiles, type StoredImage, storeImage } from '../../integrations/stored-image';
import { conflict, notFound } from '../../lib/errors';
import { assertPortalImageType } from '../../lib/portal-images';
import { portalTokensFor } from '../../lib/portal-tokens';
import {
  type FeedItemValues,
  findFeedItem,
  findFeedItemImageKey,
  setFeedItemStatus,
  updateFeedItem,
} from '../feeds/repository';
import { insertFeedItem } from '../feeds/store-items';
import { findWorkspace } from '../workspaces/repository';
import { decisionMail, receiptMail } from './mails';
import {
  findSubmission,
  insertSubmission,
  insertSubmissionEvent,
  lockSubmission,
  type NewSubmission,
  type SubmissionRow,
  updateSubmission,
} from './repository';

type Deps = Pick<ModuleDeps, 'db' | 'storage' | 'mailer' | 'config'>;

/** The submission's item is hidden until approved: its status follows the submission's. */
const feedStatusOf: Record<SubmissionStatus, string> = {
  pending: 'pending',
  needs_changes: 'pending',
  approved: 'active',
  rejected: 'rejected',
  withdrawn: 'archived',
  awaiting_payment: 'pending',
};

export const SUBMISSION_IMAGE_FOLDER = 'submissions';
/** Public forms take phone photos, which are larger than the library's images. */
export const SUBMISSION_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** "SUB-" and 10 characters of Crockford base32 (50 bits): short enough to quote, too many to guess. */
export function newTrackingId(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(10);
  return `SUB-${[...bytes].map((b) => alphabet[b % 32]).join('')}`;
}

export function statusUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/submission-status?token=${encodeURIComponent(token)}`;
}

export function historyUrl(appUrl: string, { workspaceId }: WorkspaceScope): string {
  return `${appUrl.replace(/\/+$/, '')}/partner-content-history?workspaceId=${workspaceId}`;
}

/** Auto-oriented, re-encoded (so EXIF and GPS are gone) and stored; HEIC and other types refused with a message. */
export async function storeSubmittedImage(deps: Pick<Deps, 'storage'>, file: UploadedFile): Promise<StoredImage> {
  await assertPortalImageType(file.bytes, file.fieldname);
  return storeImage(deps.storage, file.bytes, {
    folder: SUBMISSION_IMAGE_FOLDER,
    field: file.fieldname,
    maxBytes: SUBMISSION_IMAGE_MAX_BYTES,
  });
}

export interface NewSubmissionInput {
  feedType: Exclude<FeedType, 'rss'>;
  values: FeedItemValues;
  tagIds?: string[];
  image?: UploadedFile;
  submission: Omit<NewSubmission, 'itemId' | 'trackingId' | 'status'>;
  /** pending (the review queue), or awaiting_payment for a paid ad until Stripe confirms the payment. */
  status?: 'pending' | 'awaiting_payment';
  /** Who the audit line names: "Submitter" for the public, the user's name for partners. */
  actor: { id: string | null; label: string };
}

/** Creates the item (pending) and its submission with the first audit line, in one transaction. */
export async function createSubmission(deps: Deps, scope: WorkspaceScope, input: NewSubmissionInput) {
  const stored = input.image ? await storeSubmittedImage(deps, input.image) : undefined;
  try {
    return await deps.db.transaction((tx) => insertSubmissionRows(tx, scope, input, stored));
  } catch (err) {
    await discardStoredFiles(deps.storage, [stored?.key]);
    throw err;
  }
}

/**
 * The item, the submission and its first audit line inside the caller's transaction (a paid ad stores them with
 * its hold and payment). The image is stored beforehand; the caller discards it if the transaction fails.
 */
export async function insertSubmissionRows(
  tx: DbOrTx,
  scope: WorkspaceScope,
  input: Omit<NewSubmissionInput, 'image'>,
  stored: StoredImage | undefined,
): Promise<SubmissionRow> {
  const itemId = await insertFeedItem(
    tx,
    scope,
    {
      ...input.values,
      title: input.values.title ?? '',
      feedType: input.feedType,
      feedStatus: feedStatusOf.pending,
      publishedAt: new Date(),
      imageUrl: stored?.url ?? null,
      imageKey: stored?.key ?? null,
    },
    input.tagIds ?? [],
  );
  const row = await insertSubmission(tx, scope, {
    ...input.submission,
    itemId,
    trackingId: newTrackingId(),
    status: input.status ?? 'pending',
  });
  await insertSubmissionEvent(tx, scope, {
    submissionId: row.id,
    fromStatus: null,
    toStatus: input.status ?? 'pending',
    actorId: input.actor.id,
    actorLabel: input.actor.label,
  });
  return row;
}

export interface Transition {
  to: SubmissionStatus;
  /** The statuses it may start from; any other answers 409. */
  from: readonly SubmissionStatus[];
  reason?: string | null;
  actor: { id: string | null; label: string };
}

const STATUS_WORDS: Record<SubmissionStatus, string> = {
  pending: 'pending review',
  needs_changes: 'waiting for changes',
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  awaiting_payment: 'awaiting payment',
};

/**
 * Moves a submission from one status to another under a row lock: the submission, its item's status and the audit
 * line change together. A request that finds the status already moved on (a retry, a second moderator) gets 409,
 * so exactly one request performs each transition, and only that one mails the submitter.
 */
export async function transitionSubmission(deps: Deps, scope: WorkspaceScope, id: string, transition: Transition) {
  const { row, from } = await deps.db.transaction((tx) => applyTransition(tx, scope, id, transition));
  await mailTransition(deps, scope, row, from);
  return row;
}

/**
 * The transition inside a caller's transaction (a paid ad moves with its payment: the Stripe webhook); the caller
 * mails the decision with `mailTransition` once it commits.
 */
export async function applyTransition(tx: DbOrTx, scope: WorkspaceScope, id: string, transition: Transition) {
  const current = await lockSubmission(tx, scope, id);
  if (!current) throw notFound('Submission not found');
  const status = current.status as SubmissionStatus;
  if (!transition.from.includes(status)) {
    throw conflict(`This submission is ${STATUS_WORDS[status]}: it cannot be ${STATUS_WORDS[transition.to]} now`);
  }
  const reason = transition.to === 'rejected' || transition.to === 'needs_changes' ? (transition.reason ?? null) : null;
  const updated = await updateSubmission(tx, scope, id, { status: transition.to, reason });
  if (feedStatusOf[status] !== feedStatusOf[transition.to]) {
    await setFeedItemStatus(tx, scope, current.itemId, feedStatusOf[transition.to]);
  }
  await insertSubmissionEvent(tx, scope, {
    submissionId: id,
    fromStatus: status,
    toStatus: transition.to,
    reason: transition.reason ?? null,
    actorId: transition.actor.id,
    actorLabel: transition.actor.label,
  });
  return { row: updated as SubmissionRow, from: status };
}

/** Edits the item of a submission (its fields and, optionally, its image); the old image file goes once replaced. */
export async function editSubmittedItem(
  deps: Deps,
  scope: WorkspaceScope,
  row: SubmissionRow,
  values: FeedItemValues,
  image: UploadedFile | undefined,
  submission: Pick<SubmissionRow, 'imageAlt' | 'submitterName' | 'submitterEmail'>,
) {
  const previousKey = await findFeedItemImageKey(deps.db, scope, row.itemId);
  const stored = image ? await storeSubmittedImage(deps, image) : undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockSubmission(tx, scope, row.id);
      if (!locked || (locked.status !== 'pending' && locked.status !== 'needs_changes')) {
        throw conflict('This submission can no longer be edited');
      }
      const imageChange = stored ? { imageUrl: stored.url, imageKey: stored.key } : {};
      await updateFeedItem(tx, scope, row.itemId, { ...values, ...imageChange });
      await updateSubmission(tx, scope, row.id, submission);
    });
  } catch (err) {
    await discardStoredFiles(deps.storage, [stored?.key]);
    throw err;
  }
  if (stored) await discardStoredFiles(deps.storage, [previousKey]);
}

async function sendQuietly(deps: Deps, message: MailMessage | null): Promise<void> {
  if (!message) return;
  // The transition is done whatever the mail does; the outbox records a failed delivery.
  await deps.mailer.send(message).catch(() => undefined);
}

async function mailContext(deps: Deps, scope: WorkspaceScope, row: SubmissionRow) {
  if (!row.submitterEmail) return null;
  const [workspace, item] = await Promise.all([
    findWorkspace(deps.db, scope),
    findFeedItem(deps.db, scope, row.itemId),
  ]);
  const link =
    row.origin === 'partner'
      ? historyUrl(deps.config.APP_URL, scope)
      : statusUrl(deps.config.APP_URL, await portalTokensFor(deps.config.SECRETS_KEY).signStatus(row.trackingId));
  return {
    to: row.submitterEmail,
    name: row.submitterName,
    title: item?.title ?? row.trackingId,
    workspaceName: workspace?.brandName || workspace?.name || theNewsletter(workspace?.language),
    trackingId: row.trackingId,
    link,
    reason: row.reason,
    partner: row.origin === 'partner',
    language: workspace?.language ?? 'en',
  };
}

export async function mailReceipt(deps: Deps, scope: WorkspaceScope, row: SubmissionRow): Promise<void> {
  const context = await mailContext(deps, scope, row);
  if (context) await sendQuietly(deps, receiptMail(context));
}

export async function mailTransition(deps: Deps, scope: WorkspaceScope, row: SubmissionRow, from: SubmissionStatus) {
  if (from === row.status) return;
  const context = await mailContext(deps, scope, row);
  if (context) await sendQuietly(deps, decisionMail(context, row.status as SubmissionStatus));
}

export async function requireSubmission(deps: Pick<Deps, 'db'>, scope: WorkspaceScope, id: string) {
  const row = await findSubmission(deps.db, scope, id);
  if (!row) throw notFound('Submission not found');
  return row;
}
