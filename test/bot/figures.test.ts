import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameEvent, newGame, searchPuzzle } from '../../src/engine/index.ts';
import { LOCALES, translator } from '../../src/i18n/index.ts';
import { formatCellList, formatMove, importSgf } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * A figure to fill through the bot: chosen in `/blokus new`, played alone with any colour on any turn,
 * placements outside the figure refused, `/hint` from the solver, and announced solved when the figure is
 * full, with its record naming the figure.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const COLORS = ['blue', 'yellow', 'red', 'green'];
const MINUTE = 60_000;

/** A solution of the heart (the engine's search), the colours taking turns. */
function heartSolution(): (GameEvent & { type: 'place' })[] {
  const game = newGame('figure-heart');
  const found = searchPuzzle(game.layout, 4, game.variant.pieceSet).events!;
  const byColor = COLORS.map((_, color) => found.filter((e) => e.color === color));
  const events: (GameEvent & { type: 'place' })[] = [];
  for (let i = 0; i < 3; i++) {
    for (const list of byColor) {
      const e = list[i];
      if (e?.type === 'place') events.push(e);
    }
  }
  return events;
}

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('a figure to fill', () => {
  it('is told in the help of the puzzles, in every language within an embed field', async () => {
    const help = (await d.blokus(IDS.alice, C, 'help', { topic: 'puzzle' })).reply!;
    expect(JSON.stringify(help.embeds)).toContain('**Figures**: fill a heart, a cross, a staircase');
    for (const locale of LOCALES)
      expect(translator(locale).t('help.puzzle.rules').length).toBeLessThanOrEqual(1024);
  });

  it('is chosen in /blokus new, refuses squares outside it, helps with /hint and is solved', async () => {
    const { handle, lobby } = await d.newLobby(IDS.alice, C, { variant: 'figure-heart' });
    const gameId = d.view({ channelId: C }).gameId;
    expect(handle.reply?.content).toBe(
      `🎲 Game #${gameId} (Figure: heart) is open: press **Start** on the lobby when you are ready.`,
    );
    expect(JSON.stringify(lobby.embeds)).toContain('8 × 6');
    const mark = d.publicCount(C);
    await d.click(IDS.alice, lobby, 'Start');
    await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    const layout = d.view({ channelId: C }).game.layout;
    // a1 is outside the heart (its point is d1–e1).
    const outside = await d.slash(IDS.alice, C, 'place', { move: 'red a1,b1,c1' });
    expect(outside.reply?.content).toContain(
      "Outside the figure at a1, b1, c1: only the figure's squares may be covered.",
    );
    // Its preview shows the piece where it was asked, and says why not.
    const preview = (await d.slash(IDS.alice, C, 'place', { move: 'red a1,b1,c1', preview: true })).reply!;
    expect(preview.attachments).toHaveLength(1);
    expect(preview.content).toContain(
      "Outside the figure at a1, b1, c1: only the figure's squares may be covered.",
    );
    const events = heartSolution();
    let typed = 0;
    for (const [i, event] of events.entries()) {
      const color = COLORS[event.color]!;
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
      expect(d.view({ channelId: C }).game.events.at(-1)).toEqual(event);
      if (i === 5) {
        await h.bot.computers.pool.start();
        const asked = await d.slash(IDS.alice, C, 'hint');
        expect(asked.reply?.content).toMatch(
          /^🧩 \*\*A solution goes on from here\*\* \(game #\d+\)\. Pieces of it that fit now:/,
        );
      }
    }
    const view = d.view({ channelId: C });
    expect(view.status).toBe('finished');
    const final = d.latestBoard(C)!;
    expect(final.attachments.length).toBeGreaterThan(0);
    expect(final.content).toContain(
      `🧩 **Solved!** All 12 pieces are on the board, in 12 moves and ${typed} minutes.`,
    );
    const asked = await d.click(IDS.alice, final, 'Game record (.blksgf)');
    const file = asked.reply!.attachments.find((a) => a.filename.endsWith('.blksgf'))!;
    const text = file.data.toString('utf8');
    expect(text).toContain('GM[Blokus]');
    expect(text).toContain('XBV[figure-heart]');
    const read = importSgf(text);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.game.toMove).toBeNull();
  }, 120_000);
});
