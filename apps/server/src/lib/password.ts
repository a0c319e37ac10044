import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm, 2) at OWASP's baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifying against a dummy hash keeps "unknown email" as slow as "wrong password". */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
