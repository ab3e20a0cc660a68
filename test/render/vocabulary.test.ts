import { describe, expect, it } from 'vitest';
import {
  type Game,
  isOnBoard,
  legalMoves,
  moveFromCells,
  newGame,
  PIECE_COUNT,
  PIECE_SETS,
  PIECES,
  type Point,
  placeSquares,
  play,
  resign,
  TRANSFORMS,
  type Transform,
} from '../../src/engine/index.ts';
import { formatMove, formatPlacement, parseMove } from '../../src/notation/index.ts';
import { placementMap } from '../../src/render/board/placements.ts';
import { movesPlayed, movesPlayedText, previewHeadline, squaresLeftText } from '../../src/render/index.ts';
import { colorFigure, headingFigure, piecesHeld } from '../../src/render/panel/panel-words.ts';
import { piecesText } from '../../src/render/panel/picture-words.ts';
import { colorGroups, playersOf } from '../../src/render/panel/seats.ts';
import { gameOf, playersFor } from './fixtures.ts';

/** One vocabulary: the pictures say what the bot's messages say, in the same words. */

const sortCells = (squares: readonly Point[]) =>
  [...squares].sort((a, b) => a.y - b.y || a.x - b.x).map((p) => `${p.x},${p.y}`);

function playFirst(game: Game, times: number): Game {
  let g = game;
  for (let i = 0; i < times && g.toMove !== null; i++) {
    const result = play(g, legalMoves(g, g.toMove)[0]!);
    if (!result.ok) throw new Error('refused');
    g = result.value.game;
  }
  return g;
}

describe('a preview picture names the placement as the move is named', () => {
  const game = newGame('classic');
  const { layout } = game;
  const pivots: Point[] = [
    { x: 4, y: 15 },
    { x: 10, y: 10 },
    { x: 0, y: 0 },
    { x: 19, y: 19 },
    { x: 0, y: 19 },
    { x: 19, y: 1 },
  ];

  it('draws formatMove’s text for every piece, orientation and pivot on the board', () => {
    let checked = 0;
    for (let piece = 0; piece < PIECE_COUNT; piece++) {
      for (const transform of TRANSFORMS) {
        for (const at of pivots) {
          const squares = placeSquares(piece, at, transform);
          const headline = previewHeadline(game, { color: 0, squares });
          expect(headline).toBe(`Blue ${formatPlacement(squares, layout.size)}`);
          if (!squares.every((p) => isOnBoard(layout, p))) continue;
          const move = moveFromCells(
            layout,
            squares.map((p) => p.y * layout.size + p.x),
          )!;
          expect(headline, `${PIECES[piece]!.name} ${JSON.stringify(at)} ${JSON.stringify(transform)}`).toBe(
            `Blue ${formatMove(layout, move)}`,
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(21 * 8 * 2);
  });

  it('writes the reported case, P5-W typed as rot270 flip, as the move will be written', () => {
    const w = PIECES.findIndex((p) => p.name === 'P5-W');
    const typed = placeSquares(w, { x: 4, y: 15 }, { flip: true, rotation: 270 });
    const same = placeSquares(w, { x: 4, y: 15 }, { flip: false, rotation: 180 });
    expect(sortCells(typed)).toEqual(sortCells(same));
    expect(previewHeadline(game, { color: 0, squares: typed })).toBe('Blue P5-W e16 rot180');
  });

  it('gives one name to one set of squares, whichever words produced it, and the name reads back', () => {
    for (let piece = 0; piece < PIECE_COUNT; piece++) {
      for (const at of pivots) {
        const names = new Map<string, Set<string>>();
        for (const transform of TRANSFORMS) {
          const squares = placeSquares(piece, at, transform);
          const text = formatPlacement(squares, layout.size)!;
          const key = sortCells(squares).join(' ');
          names.set(key, (names.get(key) ?? new Set()).add(text));
          // The words drawn are a move a player can type, covering the same squares, on the board or not.
          const parsed = parseMove(text, layout.size);
          expect(parsed.ok, text).toBe(true);
          if (parsed.ok) expect(sortCells(parsed.value.squares), text).toEqual(sortCells(squares));
        }
        for (const [key, texts] of names) expect([...texts], key).toHaveLength(1);
      }
    }
  });

  it('keeps a piece partly off the board in piece form while its pivot is on the board', () => {
    const l = PIECES.findIndex((p) => p.name === 'P5-L');
    const transform: Transform = { flip: false, rotation: 90 };
    const squares = placeSquares(l, { x: 0, y: 0 }, transform);
    expect(squares.some((p) => !isOnBoard(layout, p))).toBe(true);
    expect(previewHeadline(game, { color: 0, squares })).toMatch(/^Blue P5-L [a-t]\d+/);
  });
});

describe('move numbers', () => {
  it('words the count one way, the one the bot’s caption will use', () => {
    expect(movesPlayedText(0)).toBe('0 moves played');
    expect(movesPlayedText(1)).toBe('1 move played');
    expect(movesPlayedText(10)).toBe('10 moves played');
  });

  it('counts placements and resignations, so the panel agrees with the stored log', () => {
    const placed = playFirst(newGame('classic'), 10);
    expect(movesPlayed(placed)).toBe(10);
    const resigned = resign(placed, placed.toMove!);
    if (!resigned.ok) throw new Error('resign refused');
    const after = playFirst(resigned.value.game, 1);
    expect(movesPlayed(after)).toBe(12);
    // The last piece carries the move number the count gives (the resignation is move 11).
    expect(placementMap(after).placements.at(-1)!.number).toBe(12);
    expect(placementMap(after).placements.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
  });
});

describe('squares left during play, scores at the end', () => {
  it('shows no score on a colour line before the end, and a signed one (real minus) after', () => {
    const opening = newGame('classic');
    for (let c = 0; c < 4; c++) expect(colorFigure(opening, c)).toBeNull();
    const middle = playFirst(opening, 9);
    for (let c = 0; c < 4; c++) expect(colorFigure(middle, c)).toBeNull();
    const end = gameOf('classic');
    expect(end.toMove).toBeNull();
    for (let c = 0; c < 4; c++) expect(colorFigure(end, c)).toMatch(/^(?:[+−]\d+|0)$/);
  });

  it('gives player and team headings their squares left during play, their total score at the end', () => {
    for (const variant of ['classic-2', 'teams'] as const) {
      const opening = gameOf(variant, 0);
      const groups = colorGroups(opening, playersOf(opening, playersFor(opening)));
      expect(groups.map((g) => headingFigure(opening, g))).toEqual(['178 left', '178 left']);
      const end = gameOf(variant);
      const endGroups = colorGroups(end, playersOf(end, playersFor(end)));
      for (const g of endGroups) expect(headingFigure(end, g)).toMatch(/^(?:[+−]\d+|0)$/);
    }
  });

  it('words squares left and pieces held for people', () => {
    expect(squaresLeftText(89)).toBe('89 squares left');
    expect(squaresLeftText(1)).toBe('1 square left');
    expect(piecesText(12)).toBe('12 pieces');
    expect(piecesText(1)).toBe('1 piece');
    expect(piecesHeld(gameOf('classic', 0), 0)).toBe(21);
    const junior = gameOf('junior', 0);
    expect(piecesHeld(junior, 1)).toBe(PIECE_SETS.junior.reduce((sum: number, n) => sum + n, 0));
  });
});
