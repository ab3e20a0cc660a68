import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkPlacement,
  type Game,
  legalMoves,
  PIECES,
  pieceSize,
  seededRandom,
} from '../../src/engine/index.ts';
import { formatMove, parseMove, parsePieceName } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Autocomplete of `/place move`: only legal placements of the player's colour to move, at most 25
 * choices, names and values within 100 characters; an informative single choice otherwise.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
type Choice = { name: string; value: string | number };

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
  await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo' });
});

afterAll(() => checkAndStop(h));

function mover() {
  const view = d.view({ channelId: C });
  const turn = view.toMove!;
  const other = view.seats.find((s) => s.userId !== turn.userId)!.userId;
  return { view, game: view.game, color: turn.colorIndex, userId: turn.userId, other };
}

/** Discord's limits on every answer. */
function withinLimits(choices: readonly Choice[]): void {
  expect(choices.length).toBeGreaterThan(0);
  expect(choices.length).toBeLessThanOrEqual(25);
  for (const c of choices) {
    expect(c.name.length).toBeGreaterThanOrEqual(1);
    expect(c.name.length).toBeLessThanOrEqual(100);
    expect(String(c.value).length).toBeGreaterThanOrEqual(1);
    expect(String(c.value).length).toBeLessThanOrEqual(100);
  }
}

/** How many legal placements each piece has, by name. */
function countsByPiece(game: Game, color: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of legalMoves(game, color)) {
    const name = PIECES[game.layout.movePiece[m]!]!.name;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** Checks placement choices: each value is a legal placement (of `piece` when given); returns the values. */
function expectLegalPlacements(
  game: Game,
  color: number,
  choices: readonly Choice[],
  piece?: string,
): string[] {
  const values: string[] = [];
  for (const c of choices) {
    if (c.name.startsWith('…')) continue;
    const value = String(c.value);
    const parsed = parseMove(value, game.variant.boardSize, { pieceSet: game.variant.pieceSet });
    expect(parsed.ok, value).toBe(true);
    if (!parsed.ok) continue;
    if (piece) expect(PIECES[parsed.value.piece]!.name, value).toBe(piece);
    const checked = checkPlacement(game, color, parsed.value.piece, parsed.value.squares);
    expect(checked.ok, value).toBe(true);
    if (checked.ok) expect(formatMove(game.layout, checked.value)).toBe(value);
    expect(c.name.startsWith(`${value}  ·  covers `), c.name).toBe(true);
    values.push(value);
  }
  return values;
}

describe('autocomplete of /place move', () => {
  it('lists the pieces that fit, with their counts, when nothing is typed', async () => {
    const { game, color, userId } = mover();
    const choices = await d.moveChoices(userId, C, '');
    withinLimits(choices);
    const counts = countsByPiece(game, color);
    expect(choices).toHaveLength(counts.size);
    for (const c of choices) {
      const m = /^(P\d(?:-\w)?) — (\d+) placements?: type a square next$/.exec(c.name);
      expect(m, c.name).not.toBeNull();
      expect(Number(m![2])).toBe(counts.get(m![1]!));
      expect(c.value).toBe(`${m![1]} `);
    }
    // Biggest pieces first.
    const sizes = choices.map((c) => pieceSize(PIECES.findIndex((p) => `${p.name} ` === c.value)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('the autocomplete payload carries only the option being typed', async () => {
    const { userId } = mover();
    const handle = await h.fake.startAutocomplete({
      userId,
      channelId: C,
      command: 'place',
      focused: 'move',
      value: 'P5',
    });
    await handle.done();
    expect((handle.payload.data as { options: unknown[] }).options).toEqual([
      { name: 'move', type: 3, value: 'P5', focused: true },
    ]);
    withinLimits(handle.choices ?? []);
    // With the other option filled in too, the answer is the same.
    const withPreview = await h.fake.autocomplete({
      userId,
      channelId: C,
      command: 'place',
      focused: 'move',
      value: 'P5',
      options: { preview: true },
    });
    expect(withPreview).toEqual(handle.choices);
  });

  it('lists only legal placements of a typed piece, and says how many more there are', async () => {
    const { game, color, userId } = mover();
    const named = parsePieceName('P5-L');
    if (!named.ok) throw new Error('P5-L is a piece');
    const total = legalMoves(game, color, { piece: named.value }).length;
    expect(total).toBeGreaterThan(25);
    for (const typed of ['P5-L', 'p5-l', 'L5 ']) {
      const choices = await d.moveChoices(userId, C, typed);
      withinLimits(choices);
      expect(choices).toHaveLength(25);
      const values = expectLegalPlacements(game, color, choices, 'P5-L');
      expect(values).toHaveLength(24);
      expect(new Set(values).size).toBe(24);
      expect(choices[24]!.name).toBe(`… ${total - 24} more: type a square to narrow it down`);
    }
  });

  it('narrows placements by the square and orientation typed after the piece', async () => {
    const { game, color, userId } = mover();
    const choices = await d.moveChoices(userId, C, 'P5-L e10 rot90');
    withinLimits(choices);
    const values = expectLegalPlacements(game, color, choices, 'P5-L');
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) {
      const words = v.toLowerCase().split(' ');
      expect(words.some((w) => w.startsWith('rot90'))).toBe(true);
    }
    const exact = await d.moveChoices(userId, C, 'P5-L e10 rot90');
    expect(exact).toEqual(choices);
  });

  it('lists placements covering typed cells', async () => {
    const { game, color, userId } = mover();
    const choices = await d.moveChoices(userId, C, 'e10,e11');
    withinLimits(choices);
    const values = expectLegalPlacements(game, color, choices);
    expect(values.length).toBeGreaterThan(0);
    for (const c of choices.filter((c) => !c.name.startsWith('…'))) {
      const covered = c.name.split(' covers ')[1]!.split(' ');
      expect(covered).toContain('e10');
      expect(covered.some((cell) => cell.startsWith('e11'))).toBe(true);
    }
  });

  it('offers the pieces a partial name could be', async () => {
    const { userId } = mover();
    const choices = await d.moveChoices(userId, C, 'P4');
    withinLimits(choices);
    expect(choices.map((c) => c.value)).toEqual(
      PIECES.filter((p) => p.name.startsWith('P4')).map((p) => `${p.name} `),
    );
    expect(choices).toHaveLength(5);
  });

  it('gives one informative choice for nonsense, for the wrong player and for outsiders', async () => {
    const { userId, other, view } = mover();
    const nonsense = await d.moveChoices(userId, C, 'zzz');
    expect(nonsense).toHaveLength(1);
    expect(nonsense[0]!.name).toMatch(/^No (legal placement|piece that fits)/);
    const wrong = await d.moveChoices(other, C, '');
    expect(wrong).toEqual([
      {
        name: `Not your turn: ${view.toMove!.displayName} is playing ${view.toMove!.color === 'purple' ? '🟪 Purple' : '🟧 Orange'}.`,
        value: 'none',
      },
    ]);
    const typed = await d.moveChoices(other, C, 'P5-L e10');
    expect(typed).toHaveLength(1);
    expect(typed[0]!.value).toBe('P5-L e10');
    const outsider = await d.moveChoices(IDS.erin, C, '');
    expect(outsider).toEqual([{ name: 'You are not playing in this game.', value: 'none' }]);
    // Long input stays within Discord's limits.
    for (const long of ['x'.repeat(100), `P5-L ${'e10 '.repeat(23)}`, `${'a1,'.repeat(33)}a`]) {
      withinLimits(await d.moveChoices(userId, C, long));
    }
    const elsewhere = await d.moveChoices(IDS.alice, IDS.otherChannel, '');
    expect(elsewhere).toHaveLength(1);
  });

  it('stays legal as the game goes on, and its choices can be played', async () => {
    const random = seededRandom(5);
    for (let turn = 0; turn < 8; turn++) {
      const { game, color, userId } = mover();
      const pieces = await d.moveChoices(userId, C, '');
      withinLimits(pieces);
      const counts = countsByPiece(game, color);
      expect(pieces.map((c) => String(c.value).trim()).sort()).toEqual([...counts.keys()].sort());
      const piece = String(pieces[Math.floor(random() * pieces.length)]!.value);
      const placements = await d.moveChoices(userId, C, piece);
      withinLimits(placements);
      const values = expectLegalPlacements(game, color, placements, piece.trim());
      expect(values.length).toBe(Math.min(counts.get(piece.trim())!, placements.length === 25 ? 24 : 25));
      const pick = values[Math.floor(random() * values.length)]!;
      const placed = await d.slash(userId, C, 'place', { move: pick });
      expect(placed.reply?.deleted, placed.describe()).toBe(true);
    }
    // Used pieces are gone from the list.
    const { game, color, userId } = mover();
    const left = await d.moveChoices(userId, C, '');
    const usedNames = PIECES.filter((_, i) => game.position.piecesLeft[color * PIECES.length + i] === 0).map(
      (p) => `${p.name} `,
    );
    expect(usedNames.length).toBe(4);
    for (const used of usedNames) expect(left.map((c) => c.value)).not.toContain(used);
  });
});

describe('autocomplete of /pieces piece', () => {
  it('filters the piece names of the game', async () => {
    const all = await h.fake.autocomplete({
      userId: IDS.alice,
      channelId: C,
      command: 'pieces',
      focused: 'piece',
      value: '',
    });
    expect(all.map((c) => c.value)).toEqual(PIECES.map((p) => p.name));
    const some = await h.fake.autocomplete({
      userId: IDS.alice,
      channelId: C,
      command: 'pieces',
      focused: 'piece',
      value: 'p4',
    });
    expect(some.map((c) => c.value).sort()).toEqual(['P4-I', 'P4-L', 'P4-O', 'P4-T', 'P4-Z']);
  });
});

describe('autocomplete of a cell list that starts like a piece name', () => {
  it('reads i5,j5 as cells, not as the piece I5 (as /place reads it)', async () => {
    const O = IDS.otherChannel;
    const lobby = (await d.newLobby(IDS.carol, O, { variant: 'duo' })).lobby;
    await d.blokus(IDS.carol, O, 'join', { colour: 'purple' });
    await d.click(IDS.dave, lobby, 'Join');
    await d.blokus(IDS.carol, O, 'start');
    await d.slash(IDS.carol, O, 'place', { move: 'P1 e10' });
    // Orange starts on j5; i5 is next to it.
    const view = d.view({ channelId: O });
    expect(view.toMove?.userId).toBe(IDS.dave);
    for (const typed of ['i5,j5', 'I5,J5', 'i5, j5']) {
      const choices = await d.moveChoices(IDS.dave, O, typed);
      withinLimits(choices);
      const values = expectLegalPlacements(view.game, view.toMove!.colorIndex, choices);
      expect(values.length, JSON.stringify(choices[0])).toBeGreaterThan(0);
      for (const c of choices.filter((x) => !x.name.startsWith('…'))) {
        const covered = c.name.split(' covers ')[1]!.split(' ');
        expect(covered, c.name).toEqual(expect.arrayContaining(['i5', 'j5']));
      }
      expect(values).toContain('P2 i5 rot90');
    }
    // Without a comma it is the piece form: I5 with its pivot on j5.
    const piece = await d.moveChoices(IDS.dave, O, 'i5 j5');
    expect(expectLegalPlacements(view.game, view.toMove!.colorIndex, piece, 'P5-I')).toContain('P5-I j5');
  });
});
