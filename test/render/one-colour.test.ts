import { describe, expect, it } from 'vitest';
import { type Game, moveFromCells, newGame, play } from '../../src/engine/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { renderReplay } from '../../src/render/index.ts';
import { winnerText } from '../../src/render/panel/winners.ts';
import { randomGame } from '../engine/random-games.ts';
import { SOLO_ALL_PIECES } from '../support/one-colour-solo.ts';
import { playersFor } from './fixtures.ts';

/** The pictures' words for the one-colour variants: a solo score said as squares placed of 89. */

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

describe('one-colour pictures', () => {
  it('solo-one-colour: the panel and the scoreboard say how far the player got, in each language', () => {
    const players = playersFor(newGame('solo-one-colour'));
    expect(winnerText(soloGame(0), players)).toBe('Ann: 0 of 89 squares placed, score 0');
    expect(winnerText(soloGame(1), players)).toBe(`Ann: ${SOLO_ALL_PIECES[0]!.split(',').length} of 89 squares placed, score ${SOLO_ALL_PIECES[0]!.split(',').length}`);
    const all = soloGame(21);
    expect(winnerText(all, players)).toBe('Ann: 89 of 89 squares placed, score 109');
    expect(winnerText(all, players, translator('fr'))).toBe('Ann : 89 cases posées sur 89, score 109');
    expect(winnerText(all, players, translator('it'))).toBe('Ann: 89 caselle posate su 89, punteggio 109');
  });

  it('one-colour: the usual winner line; both replays are GIFs with a frame per placement', () => {
    const game = randomGame('one-colour', 2);
    expect(winnerText(game, playersFor(game))).toMatch(/^(Ann wins|Ben wins|draw: Ann, Ben)$/);
    for (const g of [game, soloGame(21)]) {
      const gif = renderReplay(g);
      expect(gif.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    }
  });
});
