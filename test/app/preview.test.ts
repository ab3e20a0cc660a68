import { describe, expect, it } from 'vitest';
import { decodePreview, encodePreview, locatePiece, transformState } from '../../src/app/index.ts';
import { placeSquares, TRANSFORMS } from '../../src/engine/index.ts';
import { formatCell } from '../../src/notation/index.ts';
import { ANN, BOB, failure, startedGame, testService, unwrap } from './helpers.ts';

const cells = (points: readonly { x: number; y: number }[]) => points.map(formatCell).sort().join(',');

describe('preview', () => {
  it('shows a legal move without saving it', () => {
    const { service } = testService();
    const { ref, started } = startedGame(service, 'duo');
    const shown = unwrap(service.preview(ref, ANN.id, 'P5-L e10 rot90 flip'));
    expect(shown.legal).toBe(true);
    expect(shown.move).not.toBeNull();
    expect(shown.problem).toBeNull();
    expect(shown.problemCells).toEqual([]);
    expect(shown.text).toBe('P5-L e10 rot90 flip');
    expect(shown.color).toBe('purple');
    expect(shown.squares).toHaveLength(5);
    expect(shown.nearby).toEqual([]);
    expect(unwrap(service.board(ref)).version).toBe(started.version);
    const placed = unwrap(service.confirmPreview(ref, ANN.id, shown.state, 'confirm-1'));
    expect(placed.lastPlacement!.move).toBe(shown.move);
  });

  it('shows an illegal move with its problem cells and nearby legal ones', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'duo');
    const shown = unwrap(service.preview(ref, ANN.id, 'P5-L a1'));
    expect(shown.legal).toBe(false);
    expect(shown.problem).toMatchObject({ kind: 'off-board' });
    expect(shown.problemCells.length).toBeGreaterThan(0);
    expect(shown.nearby.length).toBeGreaterThan(0);
    const missing = unwrap(service.preview(ref, ANN.id, 'P5-L c3'));
    expect(missing.problem).toEqual({ kind: 'missing-start', start: { x: 4, y: 9 }, color: 'purple' });
    expect(missing.problemCells).toEqual([{ x: 4, y: 9 }]);
    expect(failure(service.confirmPreview(ref, ANN.id, missing.state, 'c'))).toMatchObject({
      kind: 'illegal-placement',
    });
  });

  it('reads the cell form into piece, pivot and orientation', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'duo');
    const shown = unwrap(service.preview(ref, ANN.id, 'e10,f10,g10,g11,g12'));
    expect(shown.text).toMatch(/^P5-V /);
    expect(cells(shown.squares)).toBe('e10,f10,g10,g11,g12');
  });

  it('turns and mirrors about the pivot', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'duo');
    const shown = unwrap(service.preview(ref, ANN.id, 'P5-L e10'));
    const turned = unwrap(service.transformPreview(ref, ANN.id, shown.state, 'rotate'));
    expect(turned.state.transform).toEqual({ flip: false, rotation: 90 });
    expect(turned.state.at).toEqual(shown.state.at);
    expect(turned.text).toBe('P5-L e10 rot90');
    const flipped = unwrap(service.transformPreview(ref, ANN.id, turned.state, 'flip'));
    expect(flipped.state.transform).toEqual({ flip: true, rotation: 270 });
    // Mirroring what is shown mirrors its squares left↔right about the pivot column.
    const pivotX = shown.state.at.x;
    const mirrored = turned.squares.map((s) => ({ x: 2 * pivotX - s.x, y: s.y }));
    expect(cells(flipped.squares)).toBe(cells(mirrored));
    let state = shown.state;
    for (let i = 0; i < 4; i++) state = transformState(state, 'rotate');
    expect(state).toEqual(shown.state);
    expect(transformState(transformState(shown.state, 'flip'), 'flip')).toEqual(shown.state);
  });

  it('is only for the player to move, in a running game', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'duo');
    expect(failure(service.preview(ref, BOB.id, 'P1 j5'))).toMatchObject({ kind: 'not-your-turn' });
    expect(failure(service.preview(ref, ANN.id, 'nonsense words'))).toMatchObject({ kind: 'bad-notation' });
    expect(failure(service.preview(ref, 'nobody', 'P1 e10'))).toMatchObject({ kind: 'not-in-game' });
  });

  it('refuses a preview of a piece the variant does not have', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'junior');
    const state = { piece: 18, at: { x: 4, y: 9 }, transform: TRANSFORMS[0]! };
    expect(failure(service.transformPreview(ref, ANN.id, state, 'rotate'))).toMatchObject({
      kind: 'piece-not-in-set',
    });
  });
});

describe('preview state', () => {
  it('round-trips through the custom_id form and rejects anything else', () => {
    for (const [t, transform] of TRANSFORMS.entries()) {
      const state = { piece: 11, at: { x: 4, y: 19 }, transform };
      expect(encodePreview(state)).toBe(`11.4.19.${t}`);
      expect(decodePreview(encodePreview(state))).toEqual(state);
    }
    for (const bad of ['', '21.0.0.0', '1.2.3', '1.2.3.8', 'a.b.c.d', '1.2.3.4.5', '1.-2.3.4']) {
      expect(decodePreview(bad)).toBeUndefined();
    }
  });

  it('locates every orientation of every piece', () => {
    for (let piece = 0; piece < 21; piece++) {
      for (const transform of TRANSFORMS) {
        const squares = placeSquares(piece, { x: 9, y: 9 }, transform);
        const located = locatePiece(piece, squares)!;
        expect(cells(placeSquares(piece, located.at, located.transform))).toBe(cells(squares));
      }
    }
  });
});

describe('the preview text', () => {
  it('is the canonical form the picture shows, not the words as typed', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic');
    const typed = unwrap(service.preview(ref, ANN.id, 'P5-W e16 rot270 flip'));
    expect(typed.text).toBe('P5-W e16 rot180');
    expect(unwrap(service.preview(ref, ANN.id, typed.text)).squares).toEqual(typed.squares);
  });
});
