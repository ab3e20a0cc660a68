/**
 * The lowest levels against simple players, to say whether a newcomer wins sometimes and what the computer
 * loses to: `npx tsx scripts/novice-match.ts [level] [games]` plays the level against a *random* player
 * (any legal move) and a *greedy* one (a largest piece, the placement that opens the most new corners) in
 * Duo and classic-2, colours alternating, and prints the level's win rate per opponent with its standard
 * error, as the first and as the second player. The figures are in docs/computer.md.
 */
import { computerMove } from '../src/ai/index.ts';
import {
  cornerNeighbours,
  type Game,
  legalMoves,
  moveCellList,
  newGame,
  play,
  type Random,
  scoresOf,
  seatToMove,
  seededRandom,
  type VariantId,
} from '../src/engine/index.ts';

type Player = (game: Game, seed: number) => number;

const randomPlayer: Player = (game, seed) => {
  const moves = legalMoves(game, game.toMove!);
  return moves[Math.floor(seededRandom(seed)() * moves.length)]!;
};

/** A largest piece; among those, the most cells free diagonally around it (the corners it opens). */
const greedyPlayer: Player = (game, seed) => {
  const random: Random = seededRandom(seed);
  const moves = legalMoves(game, game.toMove!);
  const { layout, position } = game;
  let best: number[] = [];
  let bestKey = -1;
  for (const move of moves) {
    const cells = moveCellList(layout, move);
    const own = new Set(cells);
    const corners = new Set<number>();
    for (const cell of cells) {
      for (const c of cornerNeighbours(layout, cell))
        if (!own.has(c) && position.board[c] === 0) corners.add(c);
    }
    const key = cells.length * 1000 + corners.size;
    if (key > bestKey) [best, bestKey] = [[move], key];
    else if (key === bestKey) best.push(move);
  }
  return best[Math.floor(random() * best.length)]!;
};

/** One game: the level's seat (0 first, 1 second) against `other`; 1 a win of the level, ½ a draw. */
function playGame(variant: VariantId, level: number, other: Player, levelSeat: number, seed: number): number {
  let game = newGame(variant);
  let ply = 0;
  while (game.toMove !== null) {
    const seat = seatToMove(game)!;
    const move =
      seat === levelSeat
        ? computerMove(game, { level, seed: seed * 1000 + ply })!.move
        : other(game, seed * 1000 + ply);
    const outcome = play(game, move);
    if (!outcome.ok) throw new Error(outcome.error.kind);
    game = outcome.value.game;
    ply++;
  }
  const scores = scoresOf(game).playerScores;
  const mine = scores[levelSeat]!;
  const theirs = scores[1 - levelSeat]!;
  return mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
}

const rate = (results: number[]) => {
  const n = results.length;
  const mean = results.reduce((a, b) => a + b, 0) / n;
  const se = Math.sqrt((mean * (1 - mean)) / n);
  return `${(100 * mean).toFixed(1)} % ± ${(100 * se).toFixed(1)} of ${n}`;
};

const level = Number(process.argv[2] ?? 1);
const games = Number(process.argv[3] ?? 100);
for (const variant of ['duo', 'classic-2'] as const) {
  for (const [name, player] of [
    ['random', randomPlayer],
    ['greedy', greedyPlayer],
  ] as const) {
    const first: number[] = [];
    const second: number[] = [];
    for (let g = 0; g < games; g++)
      (g % 2 === 0 ? first : second).push(playGame(variant, level, player, g % 2, g + 1));
    console.log(
      `${variant} level ${level} vs ${name}: ${rate([...first, ...second])} (first ${rate(first)}, second ${rate(second)})`,
    );
  }
}
