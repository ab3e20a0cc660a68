import { spawnSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { GtpEngine } from '../../src/cli/gtp.ts';
import { parseGtpArgs, runGtp } from '../../src/cli/gtp-main.ts';
import { TRIGON_VECTORS } from '../engine/trigon-support.ts';

function engine(logs: string[] = []) {
  return new GtpEngine({ level: 1, seed: 9, cpuSeconds: () => 1.5, log: (t) => logs.push(t) });
}

/** Sends lines and returns the answers (each `= …` or `? …` with its blank line), empty answers dropped. */
function exchange(gtp: GtpEngine, lines: readonly string[]): string[] {
  return lines.map((l) => gtp.handle(l)).filter((a) => a !== '');
}

describe('the GTP engine', () => {
  it('answers a scripted exchange exactly, errors included', () => {
    const gtp = engine();
    const answers = exchange(gtp, [
      'protocol_version',
      '1 name',
      'version',
      'known_command genmove',
      'known_command frobnicate',
      '',
      '# a comment',
      'set_game Blokus Chess',
      'set_game Blokus Duo',
      'clear_board',
      'play w e10',
      'play b a1',
      'play b e10,g10',
      'play b e9,e10',
      'play b',
      'play purple j5',
      '2 cputime',
      'final_score',
      'undo',
      'undo',
      'set_random_seed x',
      'set_random_seed 3',
      'frobnicate',
      'genmove 3',
    ]);
    expect(answers).toEqual([
      '= 2\n\n',
      '=1 blokus-discord\n\n',
      '= 0.1.0\n\n',
      '= true\n\n',
      '= false\n\n',
      '? unsupported game: Blokus Chess\n\n',
      '= \n\n',
      '= \n\n',
      '? not that colour\u2019s turn\n\n',
      expect.stringMatching(/^\? .*e10.*\n\n$/),
      '? invalid move: e10,g10\n\n',
      '= \n\n',
      '? expected a colour and a move\n\n',
      '? not that colour\u2019s turn\n\n',
      '=2 1.500\n\n',
      '= B+2\n\n',
      '= \n\n',
      '? nothing to undo\n\n',
      '? expected a seed (a whole number)\n\n',
      '= \n\n',
      '? unknown command\n\n',
      '? invalid colour: 3\n\n',
    ]);
    expect(gtp.quitting).toBe(false);
    expect(exchange(gtp, ['quit'])).toEqual(['= \n\n']);
    expect(gtp.quitting).toBe(true);
  });

  it('generates legal moves reproducibly, and reg_genmove does not play them', () => {
    const script = [
      'set_game Blokus Duo',
      'clear_board',
      'genmove b',
      'reg_genmove w',
      'showboard',
      'all_legal w',
    ];
    const logs: string[] = [];
    const [, , move, regMove, board, legal] = exchange(engine(logs), script);
    expect(exchange(engine(), script)).toEqual(['= \n\n', '= \n\n', move, regMove, board, legal]);
    expect(move).toMatch(/^= ([a-n]\d+,)*[a-n]\d+\n\n$/);
    expect(move).toContain('e10');
    expect(legal!.slice(2).split('\n')).toContain(regMove!.slice(2, -2));
    expect(board!.split('\n').filter((row) => row.includes('X')).length).toBeGreaterThan(0);
    expect(board).not.toContain('O');
    expect(logs[0]).toMatch(/^genmove b: simulations \d+, seconds 0\.000, sim\/s 0, kept 0, value /);
  });

  it('speaks four-colour games with colours 1 to 4', () => {
    const answers = exchange(engine(), [
      'set_game Blokus Two-Player',
      'play 1 a20',
      'genmove 2',
      'final_score',
    ]);
    expect(answers[1]).toBe('= \n\n');
    expect(answers[2]).toMatch(/t20/);
    expect(answers[3]).toMatch(/^= (B|W)\+\d+\n\n$/);
  });

  it('plays Trigon under Pentobi\u2019s game names: its moves, legal counts and its own legal moves', () => {
    const seen = new Set<string>();
    for (const vector of TRIGON_VECTORS) {
      const name = /GM\[([^\]]+)\]/.exec(vector.sgf)![1]!;
      if (seen.has(vector.variant) || vector.moves.length < 12) continue;
      seen.add(vector.variant);
      const gtp = engine();
      const at = 10;
      const number = (color: string) => vector.colors.indexOf(color) + 1;
      const played = exchange(gtp, [
        `set_game ${name}`,
        'clear_board',
        ...vector.moves.slice(0, at).map(([color, cells]) => `play ${number(color)} ${cells}`),
      ]);
      expect(
        played.every((a) => a === '= \n\n'),
        `${name}: ${played.join('')}`,
      ).toBe(true);
      const [next] = vector.moves[at]!;
      const legal = exchange(gtp, [`all_legal ${number(next)}`])[0]!
        .slice(2)
        .trim()
        .split('\n');
      expect(legal, name).toHaveLength(vector.legal[at]![vector.colors.indexOf(next)]!);
      const move = exchange(gtp, [`genmove ${number(next)}`])[0]!;
      expect(legal, name).toContain(move.slice(2).trim());
      expect(exchange(gtp, ['showboard'])[0]).toContain(`${number(next)}`);
    }
    expect([...seen].sort()).toEqual(['trigon', 'trigon-2', 'trigon-3']);
  });

  it('reads its options', () => {
    expect(parseGtpArgs(['--level', '3', '--seed', '8'])).toEqual({
      level: 3,
      seed: 8,
      threads: 1,
      sims: 0,
      tune: '',
    });
    expect(parseGtpArgs(['--sims', '400'])).toMatchObject({ level: 5, sims: 400 });
    expect(parseGtpArgs(['--level', '9'])).toEqual({ error: '--level must be 1..8' });
    expect(parseGtpArgs(['--depth', '2'])).toEqual({ error: 'unknown option --depth' });
  });

  it('refuses --tune names it does not know and modes given as numbers, before reading any command', async () => {
    const errors: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      errors.push(String(text));
      return true;
    });
    try {
      expect(await runGtp(['--tune', 'replies=2'])).toBe(2);
      expect(await runGtp(['--tune', 'noise=3,tiers=1'])).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual([
      'blokus gtp: --tune: bad value in replies=2 (one of off, search)\n',
      'blokus gtp: --tune: unknown name tiers\n',
    ]);
  });

  it('searches a fixed simulation budget when given one, whatever the level, and logs its speed', () => {
    const logs: string[] = [];
    let cpu = 0;
    const gtp = new GtpEngine({
      level: 8,
      seed: 9,
      simulations: 50,
      cpuSeconds: () => {
        cpu += 0.25;
        return cpu;
      },
      log: (t) => logs.push(t),
    });
    exchange(gtp, ['set_game Blokus Duo', 'clear_board', 'genmove b']);
    // At most the budget (fewer once the move cannot change), at the rate the CPU clock gives.
    expect(logs).toHaveLength(1);
    const [, simulations, rate] =
      /^genmove b: simulations (\d+), seconds 0\.250, sim\/s (\d+), kept 0, /.exec(logs[0]!)!;
    expect(Number(simulations)).toBeGreaterThan(0);
    expect(Number(simulations)).toBeLessThanOrEqual(50);
    expect(Number(rate)).toBe(Number(simulations) * 4);
  });

  it('runs on stdin and stdout with logs on stderr only', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'gtp', '--level', '1'], {
      input: 'set_game Blokus Duo\ngenmove b\nquit\n',
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^= \n\n= ([a-n]\d+,)*[a-n]\d+\n\n= \n\n$/);
    expect(run.stderr).toMatch(/genmove b/);
  });
});
