import { describe, expect, it } from 'vitest';
import { newGame, resign } from '../../src/engine/index.ts';
import { exportSgf, importSgf } from '../../src/notation/index.ts';
import { randomGame } from '../engine/random-games.ts';

/**
 * Records of the one-colour variants (docs/rules.md section 9). Pentobi has no such games: they are written
 * as `GM[Blokus]` with `XBV[…]`, each colour keeping its move property of the classic game (Blue `1`, Red
 * `3`), and read back exactly.
 */

function imported(text: string) {
  const read = importSgf(text);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}

describe('one-colour records', () => {
  it('one-colour: GM[Blokus]XBV[one-colour], Blue as 1 and Red as 3, players PB and PW', () => {
    const game = randomGame('one-colour', 7);
    const text = exportSgf(game, { players: ['Ann', 'Bob'] });
    expect(text).toMatch(
      /^\(;FF\[4\]CA\[UTF-8\]GM\[Blokus\]XBV\[one-colour\]PB\[Ann\]PW\[Bob\];1\[[a-t0-9,]+\];3\[/,
    );
    expect(text).not.toMatch(/;[24BW]\[/);
    const back = imported(text);
    expect(back.variant).toBe('one-colour');
    expect(back.events).toEqual(game.events);
    expect(back.info.players).toEqual(['Ann', 'Bob']);
    expect(exportSgf(back.game, { players: ['Ann', 'Bob'] })).toBe(text);
  });

  it('fast contact and resignations come back too', () => {
    const played = randomGame('one-colour', 8, { fastContact: true, maxEvents: 6 });
    const resigned = resign(played, 1);
    if (!resigned.ok) throw new Error(resigned.error.kind);
    const text = exportSgf(resigned.value.game);
    expect(text).toContain('XBF[1]');
    expect(text).toContain(';XBR[3]C[Red resigns.]');
    const back = imported(text);
    expect(back.fastContact).toBe(true);
    expect(back.events).toEqual(resigned.value.game.events);
  });

  it('solo-one-colour: GM[Blokus]XBV[solo-one-colour], every move a 1', () => {
    const game = randomGame('solo-one-colour', 3);
    const text = exportSgf(game, { players: ['Ann'] });
    expect(text).toMatch(/^\(;FF\[4\]CA\[UTF-8\]GM\[Blokus\]XBV\[solo-one-colour\]P1\[Ann\];1\[/);
    expect(text.match(/;1\[/g)).toHaveLength(game.events.length);
    const back = imported(text);
    expect(back.variant).toBe('solo-one-colour');
    expect(back.events).toEqual(game.events);
    expect(back.game.toMove).toBeNull();
  });

  it('a plain GM[Blokus] record is still the classic game; a move of a colour the variant lacks is refused', () => {
    expect(imported(exportSgf(newGame('classic'))).variant).toBe('classic');
    const wrong = importSgf('(;GM[Blokus]XBV[one-colour];2[t20])');
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error).toMatchObject({
      kind: 'sgf-wrong-property',
      property: '2',
      valid: ['1', '3'],
    });
  });
});
