import { type Game, scoresOf, setSquares } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { signed } from './picture-words.ts';
import { colorGroups, type PlayerInfo } from './seats.ts';

/**
 * Who leads (or won): the team in `teams`, else the players ranked first; a shared first place is a draw
 * between them. In `solo`, the player's total; where squares placed count, how many of how many.
 */
export function winnerText(game: Game, players: readonly PlayerInfo[], words: Translator = ENGLISH): string {
  const scores = scoresOf(game);
  if (game.variant.scoring === 'placed') {
    const total = setSquares(game.variant) * game.variant.colors.length;
    return words.t('picture.soloPlaced', {
      name: players[0]?.name ?? '?',
      placed: total - scores.squaresLeft.reduce((a, b) => a + b, 0),
      total,
      score: scores.playerScores[0]!,
    });
  }
  if (game.variant.seats === 1) {
    return words.t('picture.soloScore', {
      name: players[0]?.name ?? '?',
      score: signed(scores.playerScores[0]!),
    });
  }
  if (scores.teams) {
    const groups = colorGroups(game, players, words).filter((g) => g.heading);
    const best = scores.teams.flatMap((t, i) => (t.rank === 1 ? [groups[i]?.heading?.title ?? '?'] : []));
    return best.length === 1
      ? words.t('picture.teamWins', { name: best[0]! })
      : words.t('picture.draw', { names: best.join(', ') });
  }
  const best = players.flatMap((p, seat) => (scores.playerRanks[seat] === 1 ? [p.name] : []));
  return best.length === 1
    ? words.t('picture.wins', { name: best[0]! })
    : words.t('picture.draw', { names: best.join(', ') });
}
