// Runs before `npm start` and `npm test`: installs what a fresh clone lacks and rebuilds the UI
// when its sources changed, so the README's two commands need no other step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

if (!existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('> Installing dependencies (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

const builtIndex = path.join(root, 'ui', 'dist', 'index.html');
const uiSources = [
  'ui/src',
  'ui/public',
  'ui/index.html',
  'ui/code.html',
  'ui/login.html',
  'ui/vite.config.ts',
  'ui/package.json',
  'shared/src',
]
  .map((item) => path.join(root, item))
  .filter(existsSync);
const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (uiSources.some((source) => newestChange(source) > built)) {
  console.log('> Building the UI…');
  run('npm run build -w ui');
}
