/**
 * `npm start` runs the bot compiled (`npm run build`, `dist/`), on plain node without tsx: these tests run
 * its threads from the build that vitest's global setup made (test/support/build-global-setup.ts), so a
 * worker entry, a data file or a page the build does not carry fails here, not on a host's first start.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
      expect(scripts[`pre${name}`]).toBe('npm run --silent build');
    }
    expect(existsSync(join(DIST, 'assets/palette.json'))).toBe(true);
    expect(existsSync(join(DIST, 'src/local/table/page/index.html'))).toBe(true);
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
