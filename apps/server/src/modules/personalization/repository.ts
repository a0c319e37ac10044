import { DEFAULT_NEWSLETTER_STYLE, type FontFamily, type NewsletterStyle } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { personalizations } from '../../db/schema/index';

export type PersonalizationRow = typeof personalizations.$inferSelect;

export async function findPersonalization(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
): Promise<PersonalizationRow | undefined> {
  const [row] = await db.select().from(personalizations).where(eq(personalizations.workspaceId, workspaceId));
  return row;
}

export async function upsertPersonalization(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  style: NewsletterStyle,
): Promise<PersonalizationRow> {
  const values = { ...style, updatedAt: new Date() };
  const [row] = await db
    .insert(personalizations)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: personalizations.workspaceId, set: values })
    .returning();
  if (!row) throw new Error('personalization not saved');
  return row;
}

/** The look a row stores; the stored fonts were checked against the font list when saved. */
export function styleOfRow(row: PersonalizationRow): NewsletterStyle {
  return {
    brandLogoUrl: row.brandLogoUrl,
    accentColor: row.accentColor,
    bodyFont: row.bodyFont as FontFamily,
    headingFont: row.headingFont as FontFamily,
    headerText: row.headerText,
    footerText: row.footerText,
    buttonStyle: row.buttonStyle,
  };
}

/** The look new newsletters and templates start with: the saved personalization, else the defaults. */
export async function workspaceStyle(db: DbOrTx, scope: WorkspaceScope): Promise<NewsletterStyle> {
  const row = await findPersonalization(db, scope);
  return row ? styleOfRow(row) : DEFAULT_NEWSLETTER_STYLE;
}
