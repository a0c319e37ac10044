import { describe, expect, it } from 'vitest';
import { lastFour, openSecret, SecretOpenError, sealSecret } from '../../src/lib/secret-box';

const KEY = 'k'.repeat(48);
const WORKSPACE = '11111111-1111-4111-8111-111111111111';
const OTHER_WORKSPACE = '22222222-2222-4222-8222-222222222222';

describe('secret box', () => {
  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = sealSecret(KEY, WORKSPACE, 'beehiiv-api-key', 'bh-secret-1234');
    expect(sealed).not.toContain('bh-secret');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(openSecret(KEY, WORKSPACE, 'beehiiv-api-key', sealed)).toBe('bh-secret-1234');
  });

  it('seals the same value differently each time (random nonce)', () => {
    expect(sealSecret(KEY, WORKSPACE, 'llm-api-key', 'x')).not.toBe(sealSecret(KEY, WORKSPACE, 'llm-api-key', 'x'));
  });

  it('refuses a value moved to another workspace, read for another purpose, under another key or tampered', () => {
    const sealed = sealSecret(KEY, WORKSPACE, 'llm-api-key', 'sk-abc');
    expect(() => openSecret(KEY, OTHER_WORKSPACE, 'llm-api-key', sealed)).toThrow(SecretOpenError);
    expect(() => openSecret(KEY, WORKSPACE, 'beehiiv-api-key', sealed)).toThrow(SecretOpenError);
    expect(() => openSecret('z'.repeat(48), WORKSPACE, 'llm-api-key', sealed)).toThrow(SecretOpenError);
    const [format, iv, body, tag] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => openSecret(KEY, WORKSPACE, 'llm-api-key', [format, iv, flipped, tag].join('.'))).toThrow(
      SecretOpenError,
    );
    expect(() => openSecret(KEY, WORKSPACE, 'llm-api-key', 'plain-text')).toThrow(SecretOpenError);
  });

  it('shows only the last four characters', () => {
    expect(lastFour('sk-live-abcdef9876')).toBe('9876');
  });
});
