import { createHash } from 'node:crypto';

/** A B-tree entry must stay far below its ~2.7 kB limit; longer keys are stored as their hash. */
const KEY_MAX = 500;

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A key short enough for the unique index; a longer one becomes its hash. */
export function clampKey(key: string): string {
  return key.length > KEY_MAX ? `sha256:${hash(key)}` : key;
}

/**
 * The one de-duplication rule for imported content within a workspace: the item's guid, else its link, else a hash
 * of what it says. Combined with the unique index on (workspace_id, dedupe_key), a retried or concurrent import
 * stores one copy. Sources whose items repeat a guid on purpose (a recurring calendar event) extend the key with
 * what tells the copies apart.
 */
export function dedupeKeyOf(item: {
  guid?: string | null;
  link?: string | null;
  title: string;
  summary?: string | null;
}): string {
  return clampKey(item.guid?.trim() || item.link?.trim() || `text:${hash(`${item.title}\n${item.summary ?? ''}`)}`);
}
