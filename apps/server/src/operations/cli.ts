// `npm run backup [FOLDER]` and `npm run restore ARCHIVE`, on the DATA_DIR the product uses (./data by default).
import path from 'node:path';
import { OperationError } from './archive';
import { backup } from './backup';
import { restore } from './restore';

const [command, argument] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    throw new OperationError(
      `DATABASE_URL is set: ${command === 'restore' ? 'restore' : 'back up'} that database with your provider's backups (point-in-time recovery or its dump tool); npm run ${command} handles the embedded database in DATA_DIR only.`,
    );
  }
  if (command === 'backup') {
    const archive = await backup({ dataDir, outDir: path.resolve(argument || './backups'), log });
    console.log(`Backup written: ${archive}`);
    return;
  }
  if (command === 'restore') {
    if (!argument)
      throw new OperationError('Give the archive to restore: npm run restore backups/newsletter-os-….tar.gz');
    const { tables } = await restore({ archive: path.resolve(argument), dataDir, log });
    console.log(
      `Restored ${tables} tables and the uploaded files into ${dataDir}; start the product with this DATA_DIR.`,
    );
    return;
  }
  throw new OperationError('Usage: npm run backup [FOLDER] | npm run restore ARCHIVE');
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof OperationError ? err.message : err);
    process.exit(1);
  },
);
