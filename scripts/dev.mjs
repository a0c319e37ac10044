// `npm run dev`: the API with reload (tsx watch) and the Vite dev server, which proxies /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
];
for (const child of children) child.on('exit', (code) => process.exit(code ?? 0));
