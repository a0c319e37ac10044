// `npm run demo`, first half: starts the fakes of the outside services and seeds the demo business into its own
// data folder, then leaves the environment set for the product (scripts/demo.mjs starts it next).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoFakes } from '../fakes/registry';
import { seed } from '../src/db/seed';
import { demoSeeders } from './seeders';
import { repointDemoSources } from './sources-seeder';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The demo never shares data with `npm start`: its own folder, unless the caller chose one.
process.env.DATA_DIR ??= path.join(root, 'data-demo');
process.env.DEMO_MODE = 'true';
// The fakes listen on loopback; outside the demo the product refuses private addresses.
process.env.OUTBOUND_ALLOW_PRIVATE = 'true';

for (const fake of demoFakes) {
  // They live as long as this process: the product runs in it next and Ctrl-C ends both.
  const started = await fake.start();
  Object.assign(process.env, started.env);
  console.log(`Demo: ${fake.name} answers locally`);
}

await seed(async (seeded) => {
  for (const seeder of demoSeeders) {
    await seeder.seed(seeded);
    console.log(`Demo: seeded ${seeder.name}`);
  }
}, repointDemoSources);
