/**
 * `npm run build` (run by `npm start` first): the bot compiled to JavaScript in `dist/`, so it runs on
 * plain node. Under `--import tsx` every thread carries the TypeScript loader (a hooks thread and its
 * compiler state): measured at 5,000 servers, the compiled bot starts in half the time and peaks 30–75 MB
 * lower. `dist/` mirrors the repository (`dist/src/…`, `dist/commands/…`), so a file's relative paths to
 * its neighbours hold in both; the files the compiler does not carry are copied here.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = 'dist';

/** The pages' files the compiled bot serves as they are: the local table's and the Activity's. */
const PAGES = ['src/local/table/page', 'src/activity/page'];
/** The Activity's script, bundled for the browser beside its page's files. */
const ACTIVITY_ENTRY = 'src/activity/client/main.ts';
const ACTIVITY_BUNDLE = 'dist/src/activity/page/app.js';
/** Runs from the sources, before the build (see its header). */
const PRESTART = 'src/prestart.mjs';

/**
 * What the compiled bot reads beside its modules: the worker threads' entries (every `.mjs` of src/, so a
 * worker that moves or appears is carried without a list to keep up) and the pages' files.
 */
export function staticFiles(dir = 'src'): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (PAGES.includes(path)) return [path];
    if (statSync(join(ROOT, path)).isDirectory()) return staticFiles(path);
    return name.endsWith('.mjs') && path !== PRESTART ? [path] : [];
  });
}

/**
 * Copies a file, or a folder's files, where the copy differs: a build with nothing new writes nothing, so
 * a bot running from `dist/` (a test beside a rebuild) never reads a half-written file.
 */
function copyChanged(from: string, to: string): void {
  if (statSync(from).isDirectory()) {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) copyChanged(join(from, name), join(to, name));
    return;
  }
  let same = false;
  try {
    same = readFileSync(to).equals(readFileSync(from));
  } catch {
    // No copy yet.
  }
  if (!same) copyFileSync(from, to);
}

/** Compiles (incrementally: nothing is written when nothing changed) and copies the other files. */
export function build(): void {
  // The compiler of the project's own `typescript` (its `bin` is not among the package's exports).
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
  for (const path of staticFiles()) copyChanged(join(ROOT, path), join(ROOT, OUT, path));
  bundleActivity();
}

/**
 * The Activity's page script: its TypeScript and the pure layers it imports (engine, notation, the
 * catalogues), one minified ES module for the browser, written only when it changed (as `copyChanged`).
 */
export function bundleActivity(): void {
  const built = buildSync({
    entryPoints: [join(ROOT, ACTIVITY_ENTRY)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  const code = Buffer.from(built.outputFiles[0]!.contents);
  const out = join(ROOT, ACTIVITY_BUNDLE);
  let same = false;
  try {
    same = readFileSync(out).equals(code);
  } catch {
    // No bundle yet.
  }
  if (same) return;
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) build();
