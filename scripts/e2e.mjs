// End-to-end tests: make sure Debian's Chromium is there, build the React and Preact sites, run Playwright.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('bash', ['scripts/ensure-chromium.sh']);
if (!process.argv.includes('--no-build')) {
  run('npm', ['run', 'build']);
  run('npm', ['run', 'build:preact']);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);
