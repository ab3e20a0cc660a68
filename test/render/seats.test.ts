import { describe, expect, it } from 'vitest';
import { type Game, legalMoves, newGame, play, resign } from '../../src/engine/index.ts';
import { boardPicture, renderBoard } from '../../src/render/index.ts';
import { colorGroups, nextPlayerName, playersOf } from '../../src/render/panel/seats.ts';
import { gameOf, playersFor } from './fixtures.ts';
import { decode } from './pixels.ts';

function playFirst(game: Game, times: number): Game {
  let g = game;
  for (let i = 0; i < times && g.toMove !== null; i++) {
    const result = play(g, legalMoves(g, g.toMove)[0]!);
    if (!result.ok) throw new Error('refused');
    g = result.value.game;
  }
  return g;
}

describe('seats in the panel', () => {
  it('shows classic-3 Green apart, played in rotation by the next player', () => {
    let game = newGame('classic-3');
    const players = playersOf(game, [
      { name: 'Ann', colors: [0, 3] },
      { name: 'Ben', colors: [1, 3] },
      { name: 'Cat', colors: [2] },
    ]);
    expect(players.map((p) => p.colors)).toEqual([[0], [1], [2]]);
    const groups = colorGroups(game, players);
    expect(groups.at(-1)!.lines).toEqual([{ color: 3, title: 'Green · shared', shared: true }]);
    expect(nextPlayerName(game, players, 3)).toBe('Ann');
    game = playFirst(game, 4);
    expect(nextPlayerName(game, players, 3)).toBe('Ben');
  });

  it('groups teams by team and two-colour players by player', () => {
    const teams = gameOf('teams', 0);
    expect(colorGroups(teams, playersOf(teams, playersFor(teams))).map((g) => g.heading?.title)).toEqual([
      'Blue + Red',
      'Yellow + Green',
    ]);
    const two = gameOf('classic-2', 0);
    const groups = colorGroups(two, playersOf(two, playersFor(two)));
    expect(groups.map((g) => [g.heading?.title, g.lines.map((l) => l.title)])).toEqual([
      ['Ann', ['Blue', 'Red']],
      ['Ben', ['Yellow', 'Green']],
    ]);
  });

  it('falls back to the variant when players are missing or wrong', () => {
    const game = gameOf('classic', 0);
    const players = playersOf(game, [{ name: '', colors: [7, -1] }]);
    expect(players.map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
    expect(players.map((p) => p.colors)).toEqual([[0], [1], [2], [3]]);
  });

  it('renders a game with a resigned colour and one that passed', async () => {
    const game = playFirst(newGame('duo'), 6);
    const resigned = resign(game, game.toMove!);
    if (!resigned.ok) throw new Error('resign refused');
    const png = await renderBoard(resigned.value.game, { openCorners: true, moveNumbers: true });
    const image = await decode(png);
    expect([image.width, image.height]).toEqual([
      boardPicture(resigned.value.game).width,
      boardPicture(resigned.value.game).height,
    ]);
    expect(image.height).toBeGreaterThan(image.width);
  });
});
