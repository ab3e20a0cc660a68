/**
 * `npm start` runs the bot compiled (`npm run build`, `dist/`), on plain node without tsx: these tests run
 * its threads from the build that vitest's global setup made (test/support/build-global-setup.ts), so a
 * worker entry, a data file or a page the build does not carry fails here, not on a host's first start.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/bot-process.ts';

const DIST = join(ROOT, 'dist');

/**
 * Runs an ES module script with plain node (no loader, no flags its worker threads would inherit); its
 * stdout. `DIST` in the script is the compiled tree's URL.
 */
function runPlain(script: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'blokus-built-'));
  try {
    const file = join(dir, 'script.mjs');
    writeFileSync(file, `const DIST = ${JSON.stringify(pathToFileURL(DIST).href)};\n${script}`);
    return execFileSync(process.execPath, [file], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the compiled bot (npm start)', () => {
  it('has the entry points npm start and start:sharded run, beside the data they read', () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    for (const name of ['start', 'start:sharded']) {
      const entry = /\s(dist\/\S+\.js)$/.exec(scripts[name]!)?.[1];
      expect(entry, name).toBeDefined();
      expect(existsSync(join(ROOT, entry!)), entry).toBe(true);
      expect(scripts[`pre${name}`]).toBe('node src/prestart.mjs');
    }
    expect(existsSync(join(DIST, 'assets/palette.json'))).toBe(true);
    expect(existsSync(join(DIST, 'src/local/table/page/index.html'))).toBe(true);
  });

  it('carries the Activity page: its files and one bundled script that imports nothing, small gzipped', () => {
    const page = join(DIST, 'src/activity/page');
    for (const file of ['index.html', 'activity.css']) expect(existsSync(join(page, file)), file).toBe(true);
    const script = readFileSync(join(page, 'app.js'));
    // Served as it is under Discord's CSP: no import of another file or package, no address elsewhere.
    // Discord's SDK names the origins of Discord's client it takes messages from, and a page of its
    // uuid's docs in an error: words, never fetched.
    const sdkWords =
      /"https:\/\/((ptb|canary|pax)\.)?discord(app)?\.com"|"https:\/\/staging\.discord\.co"|"http:\/\/localhost:3333"|See https:\/\/github\.com\/uuidjs\/uuid#getrandomvalues-not-supported/g;
    const text = script.toString('utf8').replace(sdkWords, '');
    expect(text).not.toMatch(/\bimport\s*[("'{*]|from\s*["']|https?:\/\//);
    expect(gzipSync(script).length).toBeLessThan(250 * 1024);
  });

  it('starts from dist/ without TypeScript (npm ci --omit=dev), and says why it cannot without dist/', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blokus-omit-dev-'));
    try {
      mkdirSync(join(dir, 'src'));
      copyFileSync(join(ROOT, 'src/prestart.mjs'), join(dir, 'src/prestart.mjs'));
      const prestart = () =>
        spawnSync(process.execPath, [join(dir, 'src/prestart.mjs')], {
          cwd: dir,
          encoding: 'utf8',
          timeout: 30_000,
        });
      const bare = prestart();
      expect(bare.status).toBe(1);
      expect(bare.stderr).toContain('no build in dist/');
      mkdirSync(join(dir, 'dist/src'), { recursive: true });
      writeFileSync(join(dir, 'dist/src/main.js'), '');
      const built = prestart();
      expect(built.status).toBe(0);
      expect(built.stdout).toContain('TypeScript is not installed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the computer players’ worker and the replay thread from JavaScript, without tsx', () => {
    const out = runPlain(`
      const { AiPool } = await import(DIST + '/src/app/index.js');
      const { newGame, legalMoves, play } = await import(DIST + '/src/engine/index.js');
      const { renderReplayOffThread } = await import(DIST + '/src/render/index.js');
      let game = newGame('duo');
      for (let i = 0; i < 4; i++) game = play(game, legalMoves(game, game.toMove)[0]).value.game;
      const pool = new AiPool({ size: 1, maxQueue: 2, limits: { timed: false, maxSimulations: 200, hintSimulations: 200 } });
      const run = pool.run({ kind: 'move', game: 1, variant: 'duo', fastContact: false, events: game.events, level: 3, seed: 1 });
      const answer = await run.task.answer;
      const gif = await renderReplayOffThread(game);
      await pool.close();
      console.log(JSON.stringify({
        legal: legalMoves(game, game.toMove).includes(answer.move),
        gif: gif.subarray(0, 6).toString('ascii'),
      }));
      process.exit(0);
    `);
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ legal: true, gif: 'GIF89a' });
  });
});
