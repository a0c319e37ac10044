// Writes src/shared/api/answer-shapes-<area>.generated.ts: the first screens' answer checks as JSON Schema, generated
// from the contracts' zod schemas (docs/decisions/0041). Run after changing one of those contracts; a test says when.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AnswerArea, answerAreas, answerShapesModule } from '../src/shared/api/answer-sources';

for (const area of Object.keys(answerAreas) as AnswerArea[]) {
  const target = fileURLToPath(new URL(`../src/shared/api/answer-shapes-${area}.generated.ts`, import.meta.url));
  writeFileSync(target, answerShapesModule(area));
  execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
  console.log(`wrote ${target}`);
}
