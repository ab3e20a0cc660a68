// Run before `npm start` (and `npm run deploy-commands`): builds `dist/` (`npm run build`) where the
// development tools are installed. A host installed with `npm ci --omit=dev` after a build has neither
// TypeScript nor tsx: it runs the `dist/` it has, and says so. Plain JavaScript, so it runs without them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);

/** Whether a package can be found from the repository (installed, and not left out with --omit=dev). */
function installed(name) {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

if (installed('typescript') && installed('tsx')) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'src/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(build.status ?? 1);
} else if (existsSync(new URL('../dist/src/main.js', import.meta.url))) {
  console.log('TypeScript is not installed (npm ci --omit=dev): running the build already in dist/.');
} else {
  console.error(
    'Cannot start: there is no build in dist/ and no TypeScript to make one. Run `npm ci` and ' +
      '`npm run build` first (then `npm ci --omit=dev` may drop the development tools).',
  );
  process.exit(1);
}
