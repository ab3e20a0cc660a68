import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VECTORS } from '../engine/vectors.ts';
import { runInProcess } from './run-in-process.ts';

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'blokus-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Runs the real CLI as a child process, as `npm run --silent blokus -- …` does. */
function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', ...args],
      { cwd: root },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const fields = (v: (typeof VECTORS)[number]) => ({
  variant: v.variant,
  colors: v.colors,
  moves: v.moves.length,
  legal: v.legal,
  squaresLeft: v.squaresLeft,
  scores: v.scores,
  playerScores: v.playerScores,
});

describe('blokus analyze', () => {
  it('--json equals the vector fields (child process, one game of each variant)', async () => {
    const picks = ['classic', 'classic-2', 'classic-3', 'duo', 'junior'].map(
      (variant) => VECTORS.findIndex((v) => v.variant === variant)!,
    );
    const results = await Promise.all(
      picks.map((i) => cli('analyze', file(`game-${i}.blksgf`, VECTORS[i]!.sgf), '--json')),
    );
    for (const [k, result] of results.entries()) {
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual(fields(VECTORS[picks[k]!]!));
    }
  });

  it('--json equals the vector fields for every reference game', () => {
    for (const [i, vector] of VECTORS.entries()) {
      const result = runInProcess('analyze', file(`all-${i}.blksgf`, vector.sgf), '--json');
      expect(result.code).toBe(0);
      const parsed = JSON.parse(result.stdout);
      expect(Object.keys(parsed)).toEqual(Object.keys(fields(vector)));
      expect(parsed).toEqual(fields(vector));
    }
  });

  it('prints a readable report: counts per position, squares left, scores, player scores', () => {
    const vector = VECTORS.find((v) => v.variant === 'classic-2')!;
    const { code, stdout } = runInProcess('analyze', file('report.blksgf', vector.sgf));
    expect(code).toBe(0);
    expect(stdout).toContain('70 moves, game over');
    expect(stdout).toMatch(/^ {3}0 {2}start +58 +58 +58 +58$/m);
    expect(stdout).toMatch(/^ {3}1 {2}Blue +P5-V b20 rot180 \(c18,c19,a20,b20,c20\) +185 +58 +58 +58$/m);
    expect(stdout).toContain('Squares left:  Blue 7, Yellow 18, Red 17, Green 12');
    expect(stdout).toContain('Scores:        Blue -7, Yellow -18, Red -17, Green -12');
    expect(stdout).toContain('Player scores: Player 1 -24 (rank 1), Player 2 -30 (rank 2)');
  });

  it('an illegal record exits non-zero with one line naming the move number', async () => {
    const classic = VECTORS[0]!;
    const bad = classic.sgf.replace(';1[e18,f18,g18,h18,i18]', ';1[e17,f17,g17,h17,i17]');
    const result = await cli('analyze', file('illegal.blksgf', bad), '--json');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('Move 5 (Blue): The piece must touch a Blue piece corner to corner.');
  });

  it('a malformed record or a missing file exits 1 with one line', () => {
    const malformed = runInProcess('analyze', file('broken.blksgf', '(;GM[Blokus];1[a20]'));
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(
      /^blokus: .*broken\.blksgf: The record is not valid SGF at character \d+/,
    );
    expect(malformed.stderr.trim().split('\n')).toHaveLength(1);
    const missing = runInProcess('analyze', join(dir, 'nope.blksgf'));
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toContain('no such file');
  });
});

describe('blokus perft', () => {
  it('--json from the empty board (child process)', async () => {
    const result = await cli('perft', 'classic', '2', '--json');
    expect(result).toEqual({ code: 0, stdout: '{"perft":[58,3364]}\n', stderr: '' });
  });

  it('from variants and from the end of a record', () => {
    expect(runInProcess('perft', 'junior', '2', '--json').stdout).toBe('{"perft":[189,35721]}\n');
    expect(runInProcess('perft', 'duo', '1').stdout).toBe('depth 1: 414\n');
    const fast = JSON.parse(runInProcess('perft', 'classic', '1', '--fast-contact', '--json').stdout);
    expect(fast.perft[0]).toBeGreaterThan(58);
    const finished = VECTORS[0]!;
    expect(runInProcess('perft', file('end.blksgf', finished.sgf), '2', '--json').stdout).toBe(
      '{"perft":[0,0]}\n',
    );
    // After Blue's and Yellow's first moves of the first game, Red is to move with 58 placements.
    const opening = `${finished.sgf.slice(0, finished.sgf.indexOf(';3['))})`;
    const counts = JSON.parse(runInProcess('perft', file('opening.blksgf', opening), '1', '--json').stdout);
    expect(counts).toEqual({ perft: [finished.legal[2]![2]] });
  });

  it('an unknown variant or a bad depth exits non-zero with a clear message', async () => {
    const unknown = await cli('perft', 'chess', '2');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown variant 'chess'");
    for (const depth of ['0', '-1', 'two', '1.5', '99']) {
      const result = runInProcess('perft', 'classic', depth);
      expect(result.code, depth).toBe(2);
      expect(result.stderr).toContain('depth must be a whole number from 1 to');
    }
    expect(runInProcess('perft', 'duo', '1', '--fast-contact').code).toBe(2);
    expect(runInProcess('perft', 'classic').code).toBe(2);
  });
});

describe('blokus help and mistakes', () => {
  it('help prints the commands', () => {
    const result = runInProcess('help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('analyze FILE.blksgf [--json]');
    expect(result.stdout).toContain('perft (VARIANT | FILE.blksgf) DEPTH [--json]');
    expect(runInProcess().stdout).toBe(result.stdout);
  });
  it('unknown commands and options exit 2', () => {
    expect(runInProcess('play').code).toBe(2);
    expect(runInProcess('analyze', 'x.blksgf', '--yaml').stderr).toContain('unknown option --yaml');
  });
});
