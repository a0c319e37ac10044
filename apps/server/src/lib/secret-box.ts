import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets a workspace stores with us (Beehiiv and LLM keys) are sealed with AES-256-GCM. The key is derived from
 * SECRETS_KEY per purpose, and the workspace id and purpose are the additional authenticated data: a sealed value
 * copied into another workspace's row, or read back for another purpose, fails to open instead of working there.
 */
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretPurpose = 'beehiiv-api-key' | 'llm-api-key' | 'portal-link' | 'publishing-api-key';

export class SecretOpenError extends Error {
  constructor() {
    super('The stored secret cannot be opened with this SECRETS_KEY');
    this.name = 'SecretOpenError';
  }
}

function derivedKey(secretsKey: string, purpose: SecretPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secretsKey, 'newsletter-os', `secret-box:${purpose}`, 32));
}

function associatedData(workspaceId: string, purpose: SecretPurpose): Buffer {
  return Buffer.from(`${purpose}\u0000${workspaceId}`, 'utf8');
}

/** Seals `plaintext` for one workspace and purpose; the result is text safe to store in a column. */
export function sealSecret(secretsKey: string, workspaceId: string, purpose: SecretPurpose, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(secretsKey, purpose), iv);
  cipher.setAAD(associatedData(workspaceId, purpose));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
    '.',
  );
}

/** Opens a value sealed by `sealSecret` for the same workspace and purpose; throws SecretOpenError otherwise. */
export function openSecret(secretsKey: string, workspaceId: string, purpose: SecretPurpose, sealed: string): string {
  const [format, iv, body, tag] = sealed.split('.');
  if (format !== FORMAT || !iv || body === undefined || !tag) throw new SecretOpenError();
  try {
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretOpenError();
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(secretsKey, purpose), ivBytes);
    decipher.setAAD(associatedData(workspaceId, purpose));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretOpenError();
  }
}

/** What a stored key looks like to the user: its last four characters only. */
export function lastFour(secret: string): string {
  return secret.slice(-4);
}
