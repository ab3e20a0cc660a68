/**
 * The taps section of `npm run bench`: how many interactions a move by taps takes, from the turn message to
 * the move played (Play, a pick per step the flow asks, Confirm), over whole random games of Duo, classic-3,
 * Trigon for two and the tetromino puzzle (seeded), choosing every pick at random among the options shown.
 * The steps are the app's (`tapStep`), which the bot shows one menu each (test/bot/tap-interactions.test.ts
 * plays such games through the fake Discord); no pictures are drawn, so the section takes a few seconds.
 *
 * - `medianInteractions`, `maxInteractions`: over every move of every game; `over4Percent`: the share of
 *   moves that took 5; `moves`: how many moves were counted.
 */
import { type TapChoices, type TapRange, tapStep } from '../../src/app/index.ts';
import { tapMoves } from '../../src/app/preview/tap.ts';
import {
  type Game,
  legalMoves,
  newGame,
  play,
  seededRandom,
  type VariantId,
} from '../../src/engine/index.ts';
import { median, round } from './measure.ts';

const VARIANTS: readonly VariantId[] = ['duo', 'classic-3', 'trigon-2', 'puzzle-tetrominoes'];
const GAMES_PER_VARIANT = 4;

/** Play and Confirm, with the picks in between. */
const PLAY_AND_CONFIRM = 2;

/** The interactions of one move by taps with random picks; the move picked. */
function tapMove(game: Game, random: () => number): { interactions: number; move: number } {
  const color = game.toMove!;
  const choices: TapChoices = {
    gameId: 0,
    version: 0,
    game,
    colorIndex: color,
    color: game.variant.colors[color]!,
    colors: [color],
    ...tapMoves(game, color),
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  let picks = 0;
  let range: TapRange | undefined;
  for (;;) {
    const step = tapStep(choices, range);
    if (step.kind === 'one') return { interactions: picks + PLAY_AND_CONFIRM, move: step.placement.move };
    picks++;
    if (step.kind === 'placements')
      return { interactions: picks + PLAY_AND_CONFIRM, move: pick(step.placements).move };
    range = pick(step.groups);
  }
}

/** The taps section of `npm run bench`. */
export async function benchTaps(): Promise<Record<string, number>> {
  const counts: number[] = [];
  for (const variant of VARIANTS) {
    for (let seed = 1; seed <= GAMES_PER_VARIANT; seed++) {
      const random = seededRandom(seed);
      let game = newGame(variant);
      while (game.toMove !== null && legalMoves(game, game.toMove).length > 0) {
        const { interactions, move } = tapMove(game, random);
        counts.push(interactions);
        const played = play(game, move);
        if (!played.ok) throw new Error(played.error.kind);
        game = played.value.game;
      }
    }
  }
  return {
    medianInteractions: median(counts),
    maxInteractions: Math.max(...counts),
    over4Percent: round((100 * counts.filter((n) => n > 4).length) / counts.length, 1),
    moves: counts.length,
  };
}
