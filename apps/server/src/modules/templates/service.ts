import { type NewsletterDocument, type NewsletterStyle, TEMPLATES_MAX } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { workspaceStyle } from '../personalization/repository';
import { countTemplates, deleteTemplate, insertTemplate, markDefaultTemplate, type TemplateRow } from './repository';

/**
 * Saves a named copy of a newsletter's title, subject, preheader, blocks and style. The template owns its copy: newsletters started from it
 * copy it again, so neither side ever changes the other.
 */
export async function createTemplate(
  db: Db,
  scope: WorkspaceScope,
  userId: string,
  values: {
    name: string;
    title: string;
    subject: string;
    preheader: string;
    document: NewsletterDocument;
    style?: NewsletterStyle;
  },
): Promise<TemplateRow> {
  if ((await countTemplates(db, scope)) >= TEMPLATES_MAX) {
    throw conflict(`A newsletter keeps at most ${TEMPLATES_MAX} templates; delete one first`);
  }
  try {
    return await insertTemplate(db, scope, {
      name: values.name,
      title: values.title,
      subject: values.subject,
      preheader: values.preheader,
      document: values.document,
      style: values.style ?? (await workspaceStyle(db, scope)),
      createdById: userId,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('A template with this name already exists', 'name');
    throw err;
  }
}

/** Deletes the template; its images stay in the library (their template reference is cleared). */
export async function removeTemplate(db: Db, scope: WorkspaceScope, id: string): Promise<void> {
  if (!(await deleteTemplate(db, scope, id))) throw notFound('Template not found');
}

/** Makes the template the workspace's default; a request that set another one at the same moment wins (409). */
export async function setDefaultTemplate(db: Db, scope: WorkspaceScope, id: string): Promise<TemplateRow> {
  try {
    const row = await db.transaction((tx) => markDefaultTemplate(tx, scope, id));
    if (!row) throw notFound('Template not found');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('Another template was just made the default; try again');
    throw err;
  }
}
