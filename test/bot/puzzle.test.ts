import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCellList, formatMove, importSgf } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import { interleavedSolution } from '../support/puzzle-solution.ts';

/**
 * The tetromino puzzle through the bot (issue 12): one player places the 20 tetrominoes of the four
 * colours, any colour on any turn (the colour named in the move), takes one back for free, and is told
 * when it is solved, with the picture, the number of moves and the time taken.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const COLORS = ['blue', 'yellow', 'red', 'green'];
const MINUTE = 60_000;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('the tetromino puzzle', () => {
  it('is solved through /place, colours in any order, with a free undo', async () => {
    const { lobby } = await d.newLobby(IDS.alice, C, { variant: 'puzzle-tetrominoes', undo: 'off' });
    expect(JSON.stringify(lobby.embeds)).toContain('8 × 10');
    const mark = d.publicCount(C);
    await d.click(IDS.alice, d.lobbyMessage(C)!, 'Start');
    await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    const events = interleavedSolution();
    const layout = d.view({ channelId: C }).game.layout;
    let typed = 0;
    for (const [i, event] of events.entries()) {
      if (event.type !== 'place') continue;
      const color = COLORS[event.color]!;
      // Colour first with the piece form, or last after a cell list.
      const text =
        i % 2 === 0
          ? `${color} ${formatMove(layout, event.move)}`
          : `${formatCellList(layout, event.move)} ${color}`;
      h.clock.advance(MINUTE);
      const before = d.publicCount(C);
      const played = await d.slash(IDS.alice, C, 'place', { move: text });
      typed++;
      expect(played.reply?.content ?? '', text).not.toMatch(/^❌/);
      await d.nextPublic(C, before, (m) => m.attachments.length > 0);
      await d.idle();
      const view = d.view({ channelId: C });
      const last = view.game.events.at(-1);
      expect(last).toEqual({ type: 'place', color: event.color, move: event.move });
      if (i === 5) {
        // Undo is free in a puzzle, whatever the game's undo rule: taken back at once, then played again.
        const undo = await d.slash(IDS.alice, C, 'undo');
        expect(undo.reply?.content ?? '').not.toMatch(/^❌/);
        await d.idle();
        expect(d.view({ channelId: C }).game.events).toHaveLength(i);
        h.clock.advance(MINUTE);
        const again = await d.slash(IDS.alice, C, 'place', { move: text });
        typed++;
        expect(again.reply?.content ?? '').not.toMatch(/^❌/);
        await d.idle();
        expect(d.view({ channelId: C }).game.events).toHaveLength(i + 1);
      }
    }
    const view = d.view({ channelId: C });
    expect(view.status).toBe('finished');
    const final = d.latestBoard(C)!;
    expect(final.attachments.length).toBeGreaterThan(0);
    expect(final.content).toContain('🏁 **Game over!**');
    expect(final.content).toContain(
      `🧩 **Solved!** All 20 pieces are on the board, in 20 moves and ${typed} minutes.`,
    );
    expect(final.content).toContain(`<@${IDS.alice}>`);
    // Its record: GM[Blokus] with the variant in XBV, reading back to the same placements.
    const asked = await d.click(IDS.alice, final, 'Game record (.blksgf)');
    const file = asked.reply!.attachments.find((a) => a.filename.endsWith('.blksgf'))!;
    const text = file.data.toString('utf8');
    expect(text).toContain('GM[Blokus]');
    expect(text).toContain('XBV[puzzle-tetrominoes]');
    const read = importSgf(text);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.game.toMove).toBeNull();
  });

  it('autocompletes the placements of the colour named first', async () => {
    const E = IDS.otherChannel;
    const { lobby } = await d.newLobby(IDS.bob, E, { variant: 'puzzle-tetrominoes' });
    const mark = d.publicCount(E);
    await d.click(IDS.bob, lobby, 'Start');
    await d.nextPublic(E, mark, (m) => m.attachments.length > 0);
    const choices = await d.moveChoices(IDS.bob, E, 'red ');
    expect(choices.length).toBeGreaterThan(0);
    for (const c of choices) expect(c.value).toMatch(/^red P4-/);
    const placed = await d.slash(IDS.bob, E, 'place', { move: 'green P4-O a1' });
    expect(placed.reply?.content ?? '').not.toMatch(/^❌/);
    await d.idle();
    expect(d.view({ channelId: E }).game.events).toEqual([
      expect.objectContaining({ type: 'place', color: 3 }),
    ]);
  });
});
