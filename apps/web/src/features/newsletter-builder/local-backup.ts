import {
  type Block,
  type NewsletterDocument,
  type NewsletterStyle,
  newsletterDocumentSchema,
  newsletterStyleSchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';

// A copy of unsaved edits on this device: written while a change is not yet on the server, removed once it is,
// offered back after a reload (a failed save, a closed tab, a conflict resolved by taking the other version).

const backupSchema = z.object({
  keptAt: z.string(),
  baseVersion: z.number().nullable(),
  title: z.string(),
  subject: z.string(),
  preheader: z.string(),
  document: newsletterDocumentSchema,
  /** The look as edited (absent in backups written before the style could be edited). */
  style: newsletterStyleSchema.nullable().optional(),
});
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

export function readBackup(workspaceId: string, date: string): LocalBackup | null {
  try {
    const raw = localStorage.getItem(keyOf(workspaceId, date));
    if (!raw) return null;
    const parsed = backupSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
    blocks: readonly Block[];
    style: NewsletterStyle | null;
  },
): boolean {
  return (
    (backup.style != null && JSON.stringify(backup.style) !== JSON.stringify(saved.style)) ||
    backup.title !== saved.title ||
    backup.subject !== saved.subject ||
    backup.preheader !== saved.preheader ||
    JSON.stringify(backup.document.blocks) !== JSON.stringify(saved.blocks)
  );
}
