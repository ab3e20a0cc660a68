import { describeNotation } from '../describe/rule-errors.ts';
import { scoresOf } from '../engine/index.ts';
import { ENGLISH } from '../i18n/index.ts';
import { importSgf } from '../notation/index.ts';
import { splitRecords } from './learn.ts';

/**
 * `match`: the figures of a match that Pentobi's `twogtp` played between our GTP engine (its `--black`
 * engine) and another, read from the two files it writes: `NAME.dat` (one row per game: `Game`, `Result`
 * 1 / 0.5 / 0 for a win / draw / loss of the black engine, `Length` in moves, `PlayerB` 0 when the black
 * engine had the first seat, `CpuB` and `CpuW` seconds) and `NAME.blksgf` (the games, `GN[n]` naming the
 * row). The score margin of each game is recounted from its record, since the `.dat` keeps only who won.
 */

/** One game of a match, as ours saw it. */
export interface MatchGame {
  readonly game: number;
  /** 1 a win of ours, 0.5 a draw, 0 a loss. */
  readonly result: number;
  /** Whether ours had the first seat (Duo: Purple; classic-2: Blue and Red). */
  readonly first: boolean;
  /**
   * Whether the record goes to the end of the game: Pentobi resigns a lost game unless started with
   * `--noresign`, and the record then just stops.
   */
  readonly finished: boolean;
  /** Our seat's score minus the other seat's (docs/rules.md section 6), where the record stops. */
  readonly margin: number;
  /** Placements in the game (both seats). */
  readonly moves: number;
  readonly cpuOurs: number;
  readonly cpuTheirs: number;
}

/** The figures of one or more matches taken together. */
export interface MatchSummary {
  readonly games: number;
  readonly wins: number;
  readonly winsFirst: number;
  readonly gamesFirst: number;
  readonly winsSecond: number;
  readonly gamesSecond: number;
  readonly winRate: number;
  /** Half the 95 % interval of the win rate (1.96 standard errors; draws count half). */
  readonly winRate95: number;
  /**
   * Share of the games won by whichever engine had the first seat, ours or theirs (draws count half), and
   * half its 95 % interval: how much the first move is worth in this match, to set beside the same figure
   * of the other engine playing itself.
   */
  readonly firstSeatRate: number;
  readonly firstSeat95: number;
  /** Games played to the end (the others were resigned). */
  readonly finished: number;
  /** Over the games played to the end. */
  readonly averageMargin: number;
  /** Half the 95 % interval of the average margin (1.96 standard errors of the mean; 0 under two games). */
  readonly margin95: number;
  /** CPU seconds per own move: each seat makes about half the placements. */
  readonly cpuPerMoveOurs: number;
  readonly cpuPerMoveTheirs: number;
}

/** Reads a match from the texts of its `.dat` and `.blksgf` files; throws an Error saying what is wrong. */
export function readMatch(dat: string, records: string): MatchGame[] {
  const byNumber = new Map<number, string>();
  for (const text of splitRecords(records)) {
    const number = /GN\[(\d+)\]/.exec(text);
    if (number) byNumber.set(Number(number[1]), text);
  }
  const rows = dat
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return rows.map((line) => {
    const fields = line.split(/\s+/);
    const [game, result, length, playerB, cpuB, cpuW] = fields.map(Number) as number[];
    if (fields.length < 6 || [game, result, length, playerB, cpuB, cpuW].some((v) => !Number.isFinite(v)))
      throw new Error(`not a twogtp .dat row: '${line}'`);
    const text = byNumber.get(game!);
    if (text === undefined) throw new Error(`game ${game} is in the .dat file but not in the records`);
    const record = importSgf(text);
    if (!record.ok) throw new Error(`game ${game}: ${describeNotation(record.error, ENGLISH)}`);
    const scores = scoresOf(record.value.game).playerScores;
    if (scores.length !== 2) throw new Error(`game ${game}: a match is between two seats`);
    const first = playerB === 0;
    const ours = first ? 0 : 1;
    return {
      game: game!,
      result: result!,
      first,
      finished: record.value.game.toMove === null,
      margin: scores[ours]! - scores[1 - ours]!,
      moves: length!,
      cpuOurs: cpuB!,
      cpuTheirs: cpuW!,
    };
  });
}

/** Wins split by seat, the average margin and CPU per move of a list of games. */
export function summarizeMatch(games: readonly MatchGame[]): MatchSummary {
  const sum = (list: readonly MatchGame[], f: (g: MatchGame) => number) =>
    list.reduce((total, g) => total + f(g), 0);
  const first = games.filter((g) => g.first);
  const second = games.filter((g) => !g.first);
  const ownMoves = sum(games, (g) => g.moves / 2);
  const n = games.length;
  const finished = games.filter((g) => g.finished);
  const rate = n === 0 ? 0 : sum(games, (g) => g.result) / n;
  const firstSeat = n === 0 ? 0 : sum(games, (g) => (g.first ? g.result : 1 - g.result)) / n;
  const k = finished.length;
  const mean = k === 0 ? 0 : sum(finished, (g) => g.margin) / k;
  const variance = k < 2 ? 0 : sum(finished, (g) => (g.margin - mean) ** 2) / (k - 1);
  return {
    games: n,
    wins: sum(games, (g) => g.result),
    winsFirst: sum(first, (g) => g.result),
    gamesFirst: first.length,
    winsSecond: sum(second, (g) => g.result),
    gamesSecond: second.length,
    winRate: rate,
    winRate95: interval95(rate, n),
    firstSeatRate: firstSeat,
    firstSeat95: interval95(firstSeat, n),
    finished: k,
    averageMargin: mean,
    margin95: k < 2 ? 0 : 1.96 * Math.sqrt(variance / k),
    cpuPerMoveOurs: ownMoves === 0 ? 0 : sum(games, (g) => g.cpuOurs) / ownMoves,
    cpuPerMoveTheirs: ownMoves === 0 ? 0 : sum(games, (g) => g.cpuTheirs) / ownMoves,
  };
}

/** Half the 95 % interval of a rate over n games (1.96 standard errors; 0 without games). */
function interval95(rate: number, n: number): number {
  return n === 0 ? 0 : 1.96 * Math.sqrt((rate * (1 - rate)) / n);
}

/** One line of the text report. */
export function formatSummary(name: string, s: MatchSummary): string {
  const percent = `${(100 * s.winRate).toFixed(1)} % ± ${(100 * s.winRate95).toFixed(1)}`;
  const margin = `${s.averageMargin >= 0 ? '+' : ''}${s.averageMargin.toFixed(1)} ± ${s.margin95.toFixed(1)}`;
  return (
    `${name}: ${s.games} games, ${s.wins} won (${s.winsFirst}/${s.gamesFirst} first, ` +
    `${s.winsSecond}/${s.gamesSecond} second) = ${percent}, average margin ${margin}` +
    (s.finished < s.games ? ` (of ${s.finished} played out; ${s.games - s.finished} resigned)` : '') +
    `, first seat won ${(100 * s.firstSeatRate).toFixed(1)} % ± ${(100 * s.firstSeat95).toFixed(1)}, ` +
    `CPU a move ${s.cpuPerMoveOurs.toFixed(2)} s (theirs ${s.cpuPerMoveTheirs.toFixed(2)} s)`
  );
}
