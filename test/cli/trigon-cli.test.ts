import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TRIGON_MIDGAME_PERFT, TRIGON_VECTORS } from '../engine/trigon-support.ts';
import { runInProcess } from './run-in-process.ts';

/** `analyze` and `perft` on Trigon records and boards, with the same JSON fields as for squares. */

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'blokus-trigon-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('blokus analyze on Trigon records', () => {
  it('gives every reference game’s figures', () => {
    TRIGON_VECTORS.forEach((v, i) => {
      const result = runInProcess('analyze', file(`trigon-${i}.blksgf`, v.sgf), '--json');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({
        variant: v.variant,
        colors: v.colors,
        moves: v.moves.length,
        legal: v.legal,
        squaresLeft: v.squaresLeft,
        scores: v.scores,
        playerScores: v.playerScores,
      });
    });
  });

  it('writes a readable report with the moves in Trigon notation', () => {
    const { code, stdout } = runInProcess('analyze', file('report.blksgf', TRIGON_VECTORS[0]!.sgf));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Trigon \(trigon\): \d+ moves, game over/);
    expect(stdout).toMatch(/ {2}1 {2}Blue {3}\S+ \S+( rot\d+)?( flip)? \(j6,j7,k7,l7,k8,l8\)/);
  });
});

describe('blokus perft on Trigon', () => {
  it('counts from the three empty boards as the real command line', async () => {
    for (const variant of ['trigon', 'trigon-2', 'trigon-3']) {
      const result = await new Promise<string>((resolve, reject) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/cli/main.ts', 'perft', variant, '2', '--json'],
          { cwd: root },
          (error, stdout) => (error ? reject(error) : resolve(stdout)),
        );
      });
      expect(result).toBe('{"perft":[2478,5117070]}\n');
    }
  });

  it('counts from the end of a record', () => {
    const { game, moves, perft } = TRIGON_MIDGAME_PERFT.find((p) => p.moves === 40)!;
    const v = TRIGON_VECTORS[game]!;
    const cut = v.sgf
      .split(';')
      .slice(0, moves + 2)
      .join(';');
    const result = runInProcess('perft', file('middle.blksgf', `${cut})`), '2', '--json');
    expect(JSON.parse(result.stdout)).toEqual({ perft });
  });
});
