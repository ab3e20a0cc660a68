import { describe, expect, it } from 'vitest';
import {
  cellAtPixel,
  eventsUpTo,
  finalRows,
  finalSummary,
  fitGeometry,
  flipped,
  focusAt,
  holdStands,
  nearestSpot,
  recentPlacements,
  touchSide,
  turned,
  zoomedGeometry,
} from '../../src/activity/client/board-reading.ts';
import {
  type Game,
  type GameEvent,
  legalMoves,
  newGame,
  play,
  replay,
  resign,
  scoresOf,
} from '../../src/engine/index.ts';
import { gridRect } from '../../src/render/shape/board-geometry.ts';
import { shapeOf } from '../../src/render/shape/board-shape.ts';

describe('the Activity board as data', () => {
  it('finds every Trigon triangle from its own middle, and no cell outside the hexagon', () => {
    const { layout } = newGame('trigon');
    const g = fitGeometry(layout, 344, 400);
    const shape = shapeOf(layout);
    expect(gridRect(g).width).toBeLessThanOrEqual(344);
    for (let y = 0; y < layout.height; y++) {
      for (let x = 0; x < layout.width; x++) {
        if (!layout.geometry.isOnBoard(x, y)) continue;
        const corners = shape.corners(g, { x, y });
        const cx = corners.reduce((s, c) => s + c[0], 0) / 3;
        const cy = corners.reduce((s, c) => s + c[1], 0) / 3;
        expect(cellAtPixel(layout, g, cx, cy)).toEqual({ x, y });
      }
    }
    // The hexagon's top-left corner of its bounding rectangle is off the board.
    expect(cellAtPixel(layout, g, 1, 1)).toBeNull();
  });

  it('draws a figure puzzle with its cells only', () => {
    const { layout } = newGame('figure-heart');
    const g = fitGeometry(layout, 344, 344);
    let off = 0;
    for (let y = 0; y < layout.height; y++) {
      for (let x = 0; x < layout.width; x++) {
        const r = shapeOf(layout).corners(g, { x, y })[0]!;
        const found = cellAtPixel(layout, g, r[0] + 2, r[1] + 2);
        if (layout.geometry.isOnBoard(x, y)) expect(found).toEqual({ x, y });
        else {
          expect(found).toBeNull();
          off++;
        }
      }
    }
    expect(off).toBeGreaterThan(0);
  });

  it('turns a sixth on triangles and a quarter on squares, keeping the flip', () => {
    expect([0, 1, 2, 3].map((t) => turned(t, 8))).toEqual([1, 2, 3, 0]);
    expect([4, 7].map((t) => turned(t, 8))).toEqual([5, 4]);
    expect([0, 5, 6, 11].map((t) => turned(t, 12))).toEqual([1, 0, 7, 6]);
    expect([0, 5, 6, 11].map((t) => flipped(t, 12))).toEqual([6, 11, 0, 5]);
  });

  it('keeps the latest placements newest first, and ranks the final scores', () => {
    let game = newGame('duo');
    const moves: number[] = [];
    for (let i = 0; i < 3; i++) {
      const move = legalMoves(game, game.toMove!)[0]!;
      moves.push(move);
      game = (play(game, move) as { ok: true; value: { game: typeof game } }).value.game;
    }
    expect(recentPlacements(game, 2)).toEqual([
      { color: 0, move: moves[2] },
      { color: 1, move: moves[1] },
    ]);
    const rows = finalRows(scoresOf(game), ['Alice', 'Bob']);
    expect(rows[0]!.rank).toBe(1);
    expect(rows.map((r) => r.name).sort()).toEqual(['Alice', 'Bob']);
  });

  it('zooms a board too small to touch to cells a finger covers, the grid over the whole canvas', () => {
    for (const variant of ['classic', 'duo', 'trigon'] as const) {
      const { layout } = newGame(variant);
      const fit = fitGeometry(layout, 344, 350);
      const view = gridRect(fit);
      expect(fit.cell).toBeLessThan(touchSide(layout));
      for (const focus of [
        { x: 0, y: 0 },
        { x: 0.5, y: 0.5 },
        { x: 1, y: 1 },
      ]) {
        const g = zoomedGeometry(layout, fit, focus)!;
        expect(g.cell).toBe(touchSide(layout));
        const grid = gridRect(g);
        expect(grid.x).toBeLessThanOrEqual(0);
        expect(grid.y).toBeLessThanOrEqual(0);
        expect(grid.x + grid.width).toBeGreaterThanOrEqual(view.width - 1e-9);
        expect(grid.y + grid.height).toBeGreaterThanOrEqual(view.height - 1e-9);
      }
      // The middle of the board stays under the middle of the canvas.
      const middle = zoomedGeometry(layout, fit, { x: 0.5, y: 0.5 })!;
      const back = focusAt(middle, view.width / 2, view.height / 2);
      expect(back.x).toBeCloseTo(0.5);
      expect(back.y).toBeCloseTo(0.5);
    }
    // A triangle's height reaches 44 px; a board already big enough is not zoomed.
    expect((touchSide(newGame('trigon').layout) * Math.sqrt(3)) / 2).toBeGreaterThanOrEqual(44);
    const big = newGame('duo').layout;
    expect(zoomedGeometry(big, fitGeometry(big, 900, 900), { x: 0.5, y: 0.5 })).toBeNull();
  });

  it('takes the lit spot nearest a touch, within reach', () => {
    const { layout } = newGame('classic');
    const g = fitGeometry(layout, 340, 340);
    const spots = [
      { x: 0, y: 19 },
      { x: 3, y: 19 },
    ];
    // Cell (x, y) has its middle at ((x + 0.5) · cell, (19 − y + 0.5) · cell): y up on the board.
    const at = (x: number) => (x + 0.5) * g.cell;
    expect(nearestSpot(layout, g, spots, at(1), at(0), 1.5 * g.cell)).toEqual({ x: 0, y: 19 });
    expect(nearestSpot(layout, g, spots, at(2.2), at(0), 1.5 * g.cell)).toEqual({ x: 3, y: 19 });
    expect(nearestSpot(layout, g, spots, at(10), at(10), 1.5 * g.cell)).toBeNull();
  });

  it('sums up a game over as the bot does: teams, a puzzle, the squares placed', () => {
    const teams = finalSummary(newGame('teams'), ['Ann', 'Bob', 'Cy', 'Di']);
    expect(teams.rows).toHaveLength(4);
    expect(teams.teams).toEqual([
      { names: 'Ann + Cy', score: -178, rank: 1 },
      { names: 'Bob + Di', score: -178, rank: 1 },
    ]);
    const puzzle = finalSummary(newGame('figure-cross'), ['Ann']);
    expect(puzzle.rows).toEqual([]);
    expect(puzzle.puzzle).toEqual({ solved: false, placed: 0, pieces: 8 });
    const solo = finalSummary(newGame('solo-one-colour'), ['Ann']);
    expect(solo.placed).toEqual({ name: 'Ann', placed: 0, total: 89, bonus: 0, score: 0 });
  });

  it('steps a replay by placements, keeping the resignations before each', () => {
    let game = newGame('classic');
    for (let i = 0; i < 2; i++)
      game = (play(game, legalMoves(game, game.toMove!)[0]!) as { ok: true; value: { game: typeof game } })
        .value.game;
    game = (resign(game, 2) as { ok: true; value: { game: typeof game } }).value.game;
    game = (play(game, legalMoves(game, game.toMove!)[0]!) as { ok: true; value: { game: typeof game } })
      .value.game;
    const events: readonly GameEvent[] = game.events;
    expect(eventsUpTo(events, 3)).toEqual(events);
    expect(eventsUpTo(events, 2)).toEqual(events.slice(0, 3));
    expect(eventsUpTo(events, 0)).toEqual([]);
    expect(replay('classic', {}, eventsUpTo(events, 2)).ok).toBe(true);
  });

  it('keeps a held placement through a resignation, not through a new placement or the turn passing', () => {
    type Next = { ok: true; value: { game: Game } };
    let game = newGame('classic');
    for (let i = 0; i < 4; i++) game = (play(game, legalMoves(game, game.toMove!)[0]!) as Next).value.game;
    // Blue (0) is to move again and holds its first legal placement.
    const mover = game.toMove!;
    const held = { color: mover, move: legalMoves(game, mover)[0]! };
    const resigned = (resign(game, 2) as Next).value.game;
    expect(resigned.toMove).toBe(mover);
    expect(holdStands(game, resigned, mover, held)).toBe(true);
    // Not the person's turn (another seat's colour shown as to move), or another colour of theirs.
    expect(holdStands(game, resigned, null, held)).toBe(false);
    // Another game (no previous one to compare with), or nothing held.
    expect(holdStands(null, resigned, mover, held)).toBe(false);
    expect(holdStands(game, resigned, mover, null)).toBe(false);
    expect(holdStands(game, resigned, 1, held)).toBe(false);
    // A new placement: the hold drops even when it would still fit, so that the board shows the move.
    const placed = (play(resigned, legalMoves(resigned, mover)[1]!) as Next).value.game;
    expect(holdStands(resigned, placed, mover, held)).toBe(false);
    // A placement that no longer fits (here the cells another colour covered) drops.
    const taken = game.events.find((e) => e.type === 'place' && e.color !== mover);
    if (taken?.type !== 'place') throw new Error('no placement of another colour');
    expect(holdStands(game, resigned, mover, { color: mover, move: taken.move })).toBe(false);
  });
});
