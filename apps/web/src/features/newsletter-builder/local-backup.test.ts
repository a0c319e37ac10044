import { DEFAULT_NEWSLETTER_STYLE } from '@newsletter-os/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { backupSchema } from './answers';
import { backupDiffers, detailsOfBackup, readBackup, writeBackup } from './local-backup';

const saved = {
  title: 'Harbour Weekly',
  subject: '',
  preheader: '',
  webTitle: '',
  thumbnailUrl: null,
  beehiivHeaderFooter: false,
  blocks: [],
  style: DEFAULT_NEWSLETTER_STYLE,
};
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

  it('keeps the web title, the thumbnail and the Beehiiv header choice, and offers them back', () => {
    const web = { webTitle: 'Ferry timetable changes', thumbnailUrl: '/uploads/ferry.jpg', beehiivHeaderFooter: true };
    writeBackup('w1', '2026-06-19', { ...base, ...web });
    const backup = readBackup('w1', '2026-06-19', backupSchema);
    expect(backup).toMatchObject(web);
    expect(backup && detailsOfBackup(backup)).toEqual({ title: 'Harbour Weekly', subject: '', preheader: '', ...web });
    expect(backup && backupDiffers(backup, saved)).toBe(true);
    for (const [field, value] of Object.entries(web)) {
      writeBackup('w1', '2026-06-19', { ...base, [field]: value });
      const one = readBackup('w1', '2026-06-19', backupSchema);
      expect(one && backupDiffers(one, saved), field).toBe(true);
    }
    // A thumbnail choice taken back (null: the first picture) is a change too.
    writeBackup('w1', '2026-06-19', { ...base, thumbnailUrl: null });
    const cleared = readBackup('w1', '2026-06-19', backupSchema);
    expect(cleared && backupDiffers(cleared, { ...saved, thumbnailUrl: '/uploads/ferry.jpg' })).toBe(true);
  });

  it('reads a backup written before the web fields existed and leaves them unchanged', () => {
    // As such a backup was stored: no webTitle, thumbnailUrl or beehiivHeaderFooter keys at all.
    localStorage.setItem(
      'newsletter-backup:w1:2026-06-19',
      JSON.stringify({ ...base, keptAt: '2026-06-19T08:00:00Z' }),
    );
    const backup = readBackup('w1', '2026-06-19', backupSchema);
    expect(backup).not.toBeNull();
    const web = { webTitle: 'Ferry timetable changes', thumbnailUrl: '/uploads/ferry.jpg', beehiivHeaderFooter: true };
    expect(backup && backupDiffers(backup, { ...saved, ...web })).toBe(false);
    expect(backup && detailsOfBackup(backup)).toEqual({ title: 'Harbour Weekly', subject: '', preheader: '' });
  });
});
