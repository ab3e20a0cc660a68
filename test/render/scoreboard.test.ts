import { describe, expect, it } from 'vitest';
import { scoresOf, VARIANT_IDS } from '../../src/engine/index.ts';
import { renderScoreboard, scoreboardPicture, styleOf } from '../../src/render/index.ts';
import { gameOf, playersFor } from './fixtures.ts';
import { decode, distance } from './pixels.ts';

describe('scoreboard', () => {
  it('renders the final scoreboard of every variant, with the final board under the ranking', async () => {
    for (const variant of VARIANT_IDS) {
      const game = gameOf(variant);
      expect(game.toMove).toBeNull();
      const players = playersFor(game);
      const picture = scoreboardPicture(game, players);
      const image = await decode(await renderScoreboard(game, { players, colorBlind: variant === 'teams' }));
      expect([image.width, image.height], variant).toEqual([picture.width, picture.height]);
      // The ranking first, then the board under it, as wide as the picture.
      expect(picture.table.y + picture.table.height).toBeLessThanOrEqual(
        picture.board.y - picture.board.marginY,
      );
      expect(picture.width).toBe(
        picture.board.x + game.layout.size * picture.board.cell + picture.board.marginX,
      );
      // The small board shows the pieces: the a1 corner belongs to the colour starting there, if it played.
      const owner = game.position.board[0]!;
      if (owner > 0 && variant !== 'teams') {
        const x = picture.board.x + picture.board.cell / 2;
        const y = picture.board.y + (game.layout.size - 0.5) * picture.board.cell;
        expect(distance(image.at(x, y), styleOf(game.variant.colors[owner - 1]!).fill)).toBe(0);
      }
    }
  });

  it('lists one entry per player, plus the shared colour, team or not', () => {
    const rows = (variant: (typeof VARIANT_IDS)[number]) => {
      const game = gameOf(variant);
      return scoreboardPicture(game, playersFor(game)).table.height;
    };
    expect(rows('classic-3')).toBeGreaterThan(rows('classic-2'));
    expect(rows('teams')).toBe(rows('classic-2'));
    expect(scoresOf(gameOf('teams')).teams).toHaveLength(2);
  });
});
