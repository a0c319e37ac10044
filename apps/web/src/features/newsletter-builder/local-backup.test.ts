import { DEFAULT_NEWSLETTER_STYLE } from '@newsletter-os/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { backupSchema } from './answers';
import { backupDiffers, readBackup, writeBackup } from './local-backup';

const saved = { title: 'Harbour Weekly', subject: '', preheader: '', blocks: [], style: DEFAULT_NEWSLETTER_STYLE };
const base = {
  baseVersion: 1,
  title: 'Harbour Weekly',
  subject: '',
  preheader: '',
  document: { schemaVersion: 1 as const, blocks: [] },
};

describe('the local backup', () => {
  beforeEach(() => localStorage.clear());

  it('keeps an edited style and offers it back', () => {
    const style = { ...DEFAULT_NEWSLETTER_STYLE, footerText: '1 Quay Street' };
    writeBackup('w1', '2026-06-19', { ...base, style });
    const backup = readBackup('w1', '2026-06-19', backupSchema);
    expect(backup?.style).toEqual(style);
    expect(backup && backupDiffers(backup, saved)).toBe(true);
  });

  it('is noise when it holds what is saved (and backups without a style still read)', () => {
    writeBackup('w1', '2026-06-19', base);
    const backup = readBackup('w1', '2026-06-19', backupSchema);
    expect(backup && backupDiffers(backup, saved)).toBe(false);
    writeBackup('w1', '2026-06-19', { ...base, style: DEFAULT_NEWSLETTER_STYLE });
    const same = readBackup('w1', '2026-06-19', backupSchema);
    expect(same && backupDiffers(same, saved)).toBe(false);
  });
});
