import type { Block, NewsletterDocument, NewsletterStyle } from '@newsletter-os/contracts';
import type { z } from 'zod';
import type { backupSchema } from './answers';
import type { NewsletterDetails } from './store';

// A copy of unsaved edits on this device: written while a change is not yet on the server, removed once it is,
// offered back after a reload (a failed save, a closed tab, a conflict resolved by taking the other version).

// Its shape (`backupSchema`) is checked with the builder's answers (answers.ts), so zod stays out of the first chunks.
export type LocalBackup = Omit<z.output<typeof backupSchema>, 'document'> & { document: NewsletterDocument };

function keyOf(workspaceId: string, date: string): string {
  return `newsletter-backup:${workspaceId}:${date}`;
}

export function writeBackup(workspaceId: string, date: string, backup: Omit<LocalBackup, 'keptAt'>): void {
  try {
    localStorage.setItem(keyOf(workspaceId, date), JSON.stringify({ ...backup, keptAt: new Date().toISOString() }));
  } catch {
    // Storage full or blocked: the server copy is still being saved; nothing else to do here.
  }
}

/** The backup kept for the issue when it has the shape `schema` (answers.ts) checks, else null. */
export function readBackup(workspaceId: string, date: string, schema: typeof backupSchema): LocalBackup | null {
  try {
    const raw = localStorage.getItem(keyOf(workspaceId, date));
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The details a backup holds, to restore: a field it does not hold (an older backup's) is left out, so unchanged. */
export function detailsOfBackup(backup: LocalBackup): Partial<NewsletterDetails> {
  const details: Partial<NewsletterDetails> = {
    title: backup.title,
    subject: backup.subject,
    preheader: backup.preheader,
  };
  if (backup.webTitle !== undefined) details.webTitle = backup.webTitle;
  if (backup.thumbnailUrl !== undefined) details.thumbnailUrl = backup.thumbnailUrl;
  if (backup.beehiivHeaderFooter !== undefined) details.beehiivHeaderFooter = backup.beehiivHeaderFooter;
  return details;
}

export function clearBackup(workspaceId: string, date: string): void {
  localStorage.removeItem(keyOf(workspaceId, date));
}

/** Whether the backup holds anything the newsletter does not (a backup equal to the saved newsletter is noise). */
export function backupDiffers(
  backup: LocalBackup,
  saved: {
    title: string;
    subject: string;
    preheader: string;
    webTitle: string;
    thumbnailUrl: string | null;
    beehiivHeaderFooter: boolean;
    blocks: readonly Block[];
    style: NewsletterStyle | null;
  },
): boolean {
  // A field the backup does not hold (written before it existed) is not a difference: restoring leaves it as it is.
  return (
    (backup.style != null && JSON.stringify(backup.style) !== JSON.stringify(saved.style)) ||
    (backup.webTitle !== undefined && backup.webTitle !== saved.webTitle) ||
    (backup.thumbnailUrl !== undefined && backup.thumbnailUrl !== saved.thumbnailUrl) ||
    (backup.beehiivHeaderFooter !== undefined && backup.beehiivHeaderFooter !== saved.beehiivHeaderFooter) ||
    backup.title !== saved.title ||
    backup.subject !== saved.subject ||
    backup.preheader !== saved.preheader ||
    JSON.stringify(backup.document.blocks) !== JSON.stringify(saved.blocks)
  );
}
