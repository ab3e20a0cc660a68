import { type Game, scoresOf } from '../engine/index.ts';
import { colorGroups, type PlayerInfo } from './seats.ts';
import { signed } from './words.ts';

/**
 * Who leads (or won): the team in `teams`, else the players ranked first; a shared first place is a draw
 * between them. In `solo`, the player's total.
 */
export function winnerText(game: Game, players: readonly PlayerInfo[]): string {
  const scores = scoresOf(game);
  if (game.variant.seats === 1) return `${players[0]?.name ?? '?'} scores ${signed(scores.playerScores[0]!)}`;
  if (scores.teams) {
    const groups = colorGroups(game, players).filter((g) => g.heading);
    const best = scores.teams.flatMap((t, i) => (t.rank === 1 ? [groups[i]?.heading?.title ?? '?'] : []));
    return best.length === 1 ? `${best[0]} win` : `draw: ${best.join(', ')}`;
  }
  const best = players.flatMap((p, seat) => (scores.playerRanks[seat] === 1 ? [p.name] : []));
  return best.length === 1 ? `${best[0]} wins` : `draw: ${best.join(', ')}`;
}
