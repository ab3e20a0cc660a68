import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMatch, summarizeMatch } from '../../src/cli/match.ts';
import { runInProcess } from './run-in-process.ts';

// Four games of a real twogtp match in classic-2 (ours the --black engine against Pentobi level 5): game 0
// won as first seat (Pentobi resigned), 1 lost as second, 2 drawn as first, 9 won as second (resigned).
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'match');
const dat = join(fixtures, 'classic-2.dat');
const dir = mkdtempSync(join(tmpdir(), 'blokus-match-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('blokus match', () => {
  const games = readMatch(readFileSync(dat, 'utf8'), readFileSync(dat.replace('.dat', '.blksgf'), 'utf8'));

  it('reads each game: result, our seat, whether it was played out, the margin recounted from the record', () => {
    expect(
      games.map(({ game, result, first, finished, margin }) => ({ game, result, first, finished, margin })),
    ).toEqual([
      { game: 0, result: 1, first: true, finished: false, margin: 4 },
      { game: 1, result: 0, first: false, finished: true, margin: -4 },
      { game: 2, result: 0.5, first: true, finished: true, margin: 0 },
      { game: 9, result: 1, first: false, finished: false, margin: 3 },
    ]);
  });

  it('agrees with twogtp on every game played out: the margin has the sign of the result', () => {
    for (const g of games.filter((x) => x.finished)) expect(Math.sign(g.margin)).toBe(g.result * 2 - 1);
  });

  it('sums up wins by seat, the margin over the games played out and CPU per own move', () => {
    const s = summarizeMatch(games);
    expect(s).toMatchObject({
      games: 4,
      wins: 2.5,
      winsFirst: 1.5,
      gamesFirst: 2,
      winsSecond: 1,
      gamesSecond: 2,
      winRate: 0.625,
      finished: 2,
      averageMargin: -2,
    });
    // 1.96 standard errors: of 0.625 over 4 games, and of the margins −4 and 0 (sample deviation 2√2).
    expect(s.winRate95).toBeCloseTo(1.96 * Math.sqrt((0.625 * 0.375) / 4), 9);
    expect(s.margin95).toBeCloseTo(1.96 * 2, 9);
    // The first seat won games 0 (ours) and 1 (theirs), drew 2 and lost 9: 2.5 of 4.
    expect(s.firstSeatRate).toBe(0.625);
    expect(s.firstSeat95).toBeCloseTo(1.96 * Math.sqrt((0.625 * 0.375) / 4), 9);
    // 105.046 s over (63 + 69 + 68 + 56) / 2 = 128 own moves.
    expect(s.cpuPerMoveOurs).toBeCloseTo(105.046 / 128, 6);
    expect(s.cpuPerMoveTheirs).toBeCloseTo(5.13 / 128, 6);
  });

  it('prints one line per file and a total, or JSON', () => {
    const text = runInProcess('match', dat, dat);
    expect(text.code).toBe(0);
    const lines = text.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      `${dat}: 4 games, 2.5 won (1.5/2 first, 1/2 second) = 62.5 % ± 47.4, average margin -2.0 ± 3.9 ` +
        '(of 2 played out; 2 resigned), first seat won 62.5 % ± 47.4, CPU a move 0.82 s (theirs 0.04 s)',
    );
    expect(lines[2]).toMatch(/^all: 8 games, 5 won \(3\/4 first, 2\/4 second\) = 62\.5 % ± 33\.5/);
    const json = runInProcess('match', dat, '--json');
    expect(JSON.parse(json.stdout).total).toMatchObject({ games: 4, wins: 2.5, finished: 2 });
  });

  it('says what is wrong with its input and changes nothing', () => {
    expect(runInProcess('match').code).toBe(2);
    expect(runInProcess('match', 'games.blksgf').stderr).toMatch(/match takes twogtp \.dat files/);
    const lonely = join(dir, 'lonely.dat');
    writeFileSync(lonely, readFileSync(dat, 'utf8'));
    const missing = runInProcess('match', lonely);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read .*lonely\.blksgf: no such file/);
    const extra = join(dir, 'extra.dat');
    writeFileSync(extra, `${readFileSync(dat, 'utf8')}12\t1\t60\t0\t20.0\t1.0\t0\n`);
    writeFileSync(join(dir, 'extra.blksgf'), readFileSync(dat.replace('.dat', '.blksgf'), 'utf8'));
    expect(runInProcess('match', extra).stderr).toMatch(
      /game 12 is in the \.dat file but not in the records/,
    );
    writeFileSync(join(dir, 'bad.dat'), 'not a row\n');
    writeFileSync(join(dir, 'bad.blksgf'), '');
    expect(runInProcess('match', join(dir, 'bad.dat')).stderr).toMatch(/not a twogtp \.dat row: 'not a row'/);
  });
});
