import { describe, expect, it } from 'vitest';
import { describeMove, type Game, moveFromCells, newGame, play } from '../../src/engine/index.ts';
import { translator } from '../../src/i18n/index.ts';
import {
  boardPicture,
  cellCenter,
  renderBoard,
  renderReplay,
  styleOf,
  themeOf,
} from '../../src/render/index.ts';
import { winnerText } from '../../src/render/panel/winners.ts';
import { randomGame } from '../engine/random-games.ts';
import { SOLO_ALL_PIECES } from '../support/one-colour-solo.ts';
import { playersFor } from './fixtures.ts';
import { decodeGif } from './gif.ts';
import { decode, distance } from './pixels.ts';

/** The pictures of the one-colour variants: the board, the replay, and a solo score said as squares placed. */

function soloGame(count: number): Game {
  let game = newGame('solo-one-colour');
  for (const text of SOLO_ALL_PIECES.slice(0, count)) {
    const cells = text.split(',').map((c) => (Number(c.slice(1)) - 1) * 20 + c.charCodeAt(0) - 97);
    const result = play(game, moveFromCells(game.layout, cells)!);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    game = result.value.game;
  }
  return game;
}

/** Every placed square of `game` in its colour's fill on the board picture, empty squares in the board's. */
async function expectBoardDrawn(game: Game): Promise<void> {
  const image = await decode(await renderBoard(game, { players: playersFor(game) }));
  const g = boardPicture(game).board;
  for (const event of game.events) {
    if (event.type !== 'place') continue;
    const fill = styleOf(game.variant.colors[event.color]!).fill;
    for (const p of describeMove(game.layout, event.move).cells) {
      const { x, y } = cellCenter(g, p);
      expect(distance(image.at(x, y), fill), `${game.variant.id} cell ${p.x},${p.y}`).toBe(0);
    }
  }
  const empty = [...game.position.board.keys()].filter((cell) => game.position.board[cell] === 0);
  for (const cell of empty.slice(0, 40)) {
    const { x, y } = cellCenter(g, { x: cell % 20, y: Math.floor(cell / 20) });
    expect(distance(image.at(x, y), themeOf('dark').board)).toBe(0);
  }
}

describe('one-colour pictures', () => {
  it('solo-one-colour: the panel and the scoreboard say how far the player got, in each language', () => {
    const players = playersFor(newGame('solo-one-colour'));
    const first = SOLO_ALL_PIECES[0]!.split(',').length;
    expect(winnerText(soloGame(0), players)).toBe('Ann: 0 of 89 squares placed, score 0');
    expect(winnerText(soloGame(1), players)).toBe(`Ann: ${first} of 89 squares placed, score ${first}`);
    const all = soloGame(21);
    expect(winnerText(all, players)).toBe('Ann: 89 of 89 squares placed, score 109');
    expect(winnerText(all, players, translator('fr'))).toBe('Ann : 89 cases posées sur 89, score 109');
    expect(winnerText(all, players, translator('it'))).toBe('Ann: 89 caselle posate su 89, punteggio 109');
  });

  it('draws both boards: Blue and Red from opposite corners, Blue alone with all 21 pieces', async () => {
    const game = randomGame('one-colour', 2);
    expect(new Set(game.position.board)).toEqual(new Set([0, 1, 2]));
    await expectBoardDrawn(game);
    await expectBoardDrawn(soloGame(21));
  });

  it('one-colour: the usual winner line; both replays are GIFs with a frame per placement', () => {
    const game = randomGame('one-colour', 2);
    expect(winnerText(game, playersFor(game))).toMatch(/^(Ann wins|Ben wins|draw: Ann, Ben)$/);
    for (const g of [game, soloGame(21)]) {
      const placements = g.events.filter((e) => e.type === 'place').length;
      expect(decodeGif(renderReplay(g)).frames).toBe(placements + 1);
    }
  });
});
