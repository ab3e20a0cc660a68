import type { PlayResult } from '../../app/index.ts';
import type { Color } from '../../engine/index.ts';
import { formatMove } from '../../notation/index.ts';

/** A placement made since the player to move last played. */
export interface MissedPlacement {
  readonly color: Color;
  readonly text: string;
}

/**
 * What the player to move missed: the placements made since one of their own colours last moved, in
 * order (resignations are in the log too, and stop nothing). A shared colour (classic-3's Green) is
 * nobody's own, so its moves count as missed. Empty when nobody is to move.
 */
export function missedPlacements(result: PlayResult): MissedPlacement[] {
  const next = result.next;
  if (!next) return [];
  const { game } = result;
  const own = new Set(result.seats.find((s) => s.userId === next.userId)?.colors ?? []);
  const missed: MissedPlacement[] = [];
  for (let i = game.events.length - 1; i >= 0; i--) {
    const event = game.events[i]!;
    const color = game.variant.colors[event.color]!;
    if (own.has(color)) break;
    if (event.type === 'place') missed.unshift({ color, text: formatMove(game.layout, event.move) });
  }
  return missed;
}

/** How many placements a message tells, one line each (several when computer turns are joined into one). */
export function toldPlacements(result: PlayResult): number {
  return result.events.filter((e) => e.kind === 'placed').length;
}
