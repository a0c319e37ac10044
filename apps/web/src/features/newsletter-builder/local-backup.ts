import type { Block, NewsletterDocument, NewsletterStyle } from '@newsletter-os/contracts';
import type { z } from 'zod';
import type { backupSchema } from './answers';

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
