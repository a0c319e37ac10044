import { describe, expect, it } from 'vitest';
import { documentTitleFor } from './document-title';

describe('documentTitleFor', () => {
  it('names the screen, the selected newsletter and the product inside the shell', () => {
    expect(documentTitleFor('/content-manager', 'Millbrook Weekly')).toBe(
      'Content Manager · Millbrook Weekly · Newsletter OS',
    );
    expect(documentTitleFor('/Scheduler/', 'Millbrook Weekly')).toBe('Scheduler · Millbrook Weekly · Newsletter OS');
  });

  it('leaves the newsletter out while none is selected and on the screens outside the shell', () => {
    expect(documentTitleFor('/settings', null)).toBe('Settings · Newsletter OS');
    expect(documentTitleFor('/login', 'Millbrook Weekly')).toBe('Log in · Newsletter OS');
    expect(documentTitleFor('/accept-invitation', null)).toBe('Accept invitation · Newsletter OS');
  });

  it('is the product name for a path it does not know', () => {
    expect(documentTitleFor('/somewhere', 'Millbrook Weekly')).toBe('Newsletter OS');
  });
});
