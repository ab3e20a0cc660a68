import {
  type Game,
  type GameOptions,
  legalMoves,
  newGame,
  play,
  resign,
  seededRandom,
  type VariantId,
} from '../../src/engine/index.ts';

/** How a random game is played: uniform legal moves, and now and then a resignation if asked for. */
export interface RandomGameOptions extends GameOptions {
  /** Chance, per turn, that some colour still playing resigns instead (default 0). */
  readonly resignChance?: number;
  /** Stop after this many events (default: play to the end). */
  readonly maxEvents?: number;
}

/** A reproducible random game of a variant through the public game API (`play` and `resign`). */
export function randomGame(variant: VariantId, seed: number, options: RandomGameOptions = {}): Game {
  const random = seededRandom(seed);
  let game = newGame(variant, options);
  const limit = options.maxEvents ?? Number.POSITIVE_INFINITY;
  while (game.toMove !== null && game.events.length < limit) {
    if (random() < (options.resignChance ?? 0)) {
      const playing = game.out.flatMap((o, c) => (o === null ? [c] : []));
      const result = resign(game, playing[Math.floor(random() * playing.length)]!);
      if (!result.ok) throw new Error(result.error.kind);
      game = result.value.game;
      continue;
    }
    const moves = legalMoves(game, game.toMove);
    const result = play(game, moves[Math.floor(random() * moves.length)]!);
    if (!result.ok) throw new Error(result.error.kind);
    game = result.value.game;
  }
  return game;
}

/** Every game state along a game's history: the start and the state after each event. */
export function statesOf(game: Game): Game[] {
  let state = newGame(game.variant.id, { fastContact: game.fastContact });
  const states = [state];
  for (const event of game.events) {
    const result = event.type === 'place' ? play(state, event.move) : resign(state, event.color);
    if (!result.ok) throw new Error(result.error.kind);
    state = result.value.game;
    states.push(state);
  }
  return states;
}
