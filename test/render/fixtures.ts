import { playoutGame, selfPlayIndex, vectorGame } from '../../scripts/render-samples/sample-games.ts';
import type { Game, VariantId } from '../../src/engine/index.ts';
import type { PlayerInfo } from '../../src/render/index.ts';

/** A classic game from the middle of the reference engine's self-play game. */
export function classicMiddle(): Game {
  return vectorGame(selfPlayIndex('classic'), 36);
}

/** A game of any variant: the reference game when there is one, else a seeded playout. */
export function gameOf(variant: VariantId, moves = Number.POSITIVE_INFINITY): Game {
  const index = selfPlayIndex(variant);
  return index >= 0 ? vectorGame(index, moves) : playoutGame(variant, 11, moves);
}

/** Players with plain names, one per seat, holding the variant's colours. */
export function playersFor(game: Game, names = ['Ann', 'Ben', 'Cat', 'Dan']): PlayerInfo[] {
  return Array.from({ length: game.variant.seats }, (_, seat) => ({
    name: names[seat % names.length]!,
    colors: game.variant.owners.flatMap((o, c) => (o === seat ? [c] : [])),
  }));
}

/** Names that are hard to draw: very long, emoji sequences, right-to-left scripts, control characters. */
export const HARD_NAMES = [
  'Maximilian Alexander Ferdinand von Habsburg-Lothringen-Bourbon the Third of His Name',
  '👩‍👩‍👧‍👦🐉🔥🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲🎲',
  'محمد عبد الرحمن بن عبد العزيز آل سعود',
  '\u202eשׂרה לוי\u0000\n\tWWWWWWWWWWWWWWWWWWWWWWWWWWWWW',
];
