import { spawn } from 'node:child_process';
import { copyFile, lstat, mkdir, readdir, readlink, symlink } from 'node:fs/promises';
import path from 'node:path';

/** What every backup archive holds at its root, read first by a restore. */
export const MANIFEST = 'newsletter-os-backup.json';

export interface Manifest {
  format: 'newsletter-os-backup';
  version: 1;
  createdAt: string;
  /** The PostgreSQL major version of the copied cluster: a restore needs the same embedded major. */
  postgresMajor: string;
  /** Whether DATA_DIR/uploads was there to copy. */
  uploads: boolean;
}

/** A failure the operator can act on: the command prints this one line and exits 1. */
export class OperationError extends Error {}

/**
 * Copies a folder tree that may be changing under us: files that vanish mid-copy (a dropped table, a temporary file)
 * are skipped, which is what a base backup allows; WAL replay makes the copied cluster consistent.
 */
export async function copyTree(
  from: string,
  to: string,
  skip: (relative: string) => boolean,
  relative = '',
): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let entries: string[];
  try {
    entries = await readdir(from);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const name of entries) {
    const rel = relative ? `${relative}/${name}` : name;
    if (skip(rel)) continue;
    const source = path.join(from, name);
    const target = path.join(to, name);
    try {
      const info = await lstat(source);
      if (info.isDirectory()) await copyTree(source, target, skip, rel);
      else if (info.isSymbolicLink()) await symlink(await readlink(source), target);
      else if (info.isFile()) await copyFile(source, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}

/** Runs the system `tar` (every Linux and macOS has one), failing with its own message. */
export function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new OperationError(`tar failed: ${stderr.trim()}`))));
  });
}
