import type { Paginated, PartnerUpload, partnerUploadFieldsSchema } from '@newsletter-os/contracts';
import type { z } from 'zod';
import { requireWorkspace, type WorkspaceScope } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import type { UploadedFile } from '../../http/multipart';
import { conflict } from '../../lib/errors';
import { type PageRequest, pageOf } from '../../lib/pagination';
import { htmlToText, truncateText } from '../../lib/sanitize';
import type { AuthUser } from '../../plugins/auth';
import { loadFeedItemsByIds } from '../feeds/submitted-items';
import { presentUpload } from '../submissions/presenter';
import { plainTextToHtml } from '../submissions/public-fields';
import { findOwnUpload, findUploadsPage } from '../submissions/repository';
import { createSubmission, mailReceipt, transitionSubmission } from '../submissions/service';

type Deps = Pick<ModuleDeps, 'db' | 'storage' | 'mailer' | 'config'>;
type Fields = z.output<typeof partnerUploadFieldsSchema>;

export const PARTNER_SOURCE = 'Partner upload';

/** Creates the partner's item (a user-submitted item, pending review) and answers its submission. */
export async function uploadPartnerContent(
  deps: Deps,
  user: AuthUser,
  scope: WorkspaceScope,
  fields: Fields,
  tagIds: string[],
  image: UploadedFile | undefined,
) {
  const title = htmlToText(fields.title) || fields.title.replace(/[<>]/g, '');
  const row = await createSubmission(deps, scope, {
    feedType: 'ugc',
    values: {
      title,
      summary: fields.summary ? htmlToText(fields.summary) : truncateText(fields.text, 280),
      content: plainTextToHtml(fields.text),
      contentText: fields.text,
      link: fields.link ?? null,
      author: user.name,
      source: PARTNER_SOURCE,
      submitterName: user.name,
      submitterEmail: user.email,
      createdById: user.id,
    },
    tagIds,
    image,
    submission: {
      origin: 'partner',
      linkId: null,
      submitterName: user.name,
      submitterEmail: user.email,
      submittedById: user.id,
      imageAlt: fields.imageAlt ? htmlToText(fields.imageAlt) : null,
    },
    actor: { id: user.id, label: user.name },
  });
  await mailReceipt(deps, scope, row);
  return row;
}

export async function listOwnUploads(
  deps: Deps,
  user: AuthUser,
  scope: WorkspaceScope,
  request: PageRequest,
  search?: string,
): Promise<Paginated<PartnerUpload>> {
  const result = await findUploadsPage(deps.db, scope, user.id, request.page, request.pageSize, search);
  const items = await loadFeedItemsByIds(
    deps.db,
    scope,
    result.rows.map((r) => r.itemId),
  );
  const results = result.rows.flatMap((row) => {
    const item = items.get(row.itemId);
    return item ? [presentUpload(row, item)] : [];
  });
  return pageOf(results, result.count, request.page, request.pageSize);
}

/** Said when an approved upload is withdrawn: it may already be in an issue, so only the team takes it down. */
export const APPROVED_UPLOAD_MESSAGE =
  'This upload is approved and may already be in a newsletter: ask the team to take it down.';

/**
 * Withdraws one of the caller's own uploads: found by tracking id among their own (another uploader's id is "not
 * found"), in a workspace they may still upload to. False when there is no such upload. Once approved it stays
 * (409): editors plan issues around approved items and would not see it vanish.
 */
export async function withdrawOwnUpload(
  deps: Deps,
  user: AuthUser,
  trackingId: string,
  workspaceId: string | undefined,
): Promise<boolean> {
  const found = await findOwnUpload(deps.db, user.id, trackingId);
  if (!found || (workspaceId && found.workspaceId !== workspaceId)) return false;
  const scope = await requireWorkspace(deps.db, user, found.workspaceId, 'partnerContent');
  if (found.status === 'approved') throw conflict(APPROVED_UPLOAD_MESSAGE);
  await transitionSubmission(deps, scope, found.id, {
    to: 'withdrawn',
    // Checked again under the row lock: an approval that lands meanwhile also refuses the withdrawal.
    from: ['pending', 'needs_changes', 'rejected'],
    actor: { id: user.id, label: user.name },
  });
  return true;
}
