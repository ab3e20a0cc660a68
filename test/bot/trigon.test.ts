import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves, type Random, scoresOf, seededRandom } from '../../src/engine/index.ts';
import { formatCellList, formatMove, importSgf } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop, decodePng } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import { playByTaps, randomChooser } from '../support/tap-driver.ts';

/**
 * Blokus Trigon through the fake Discord: a whole three-player game by three users, typed in
 * both notations and partly tapped, with an undo and a restart on the way, to the final scoreboard and a
 * record that reads back; autocomplete in Trigon notation; the preview's turns and steps; one game in French.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;
const PLAYERS = [IDS.alice, IDS.bob, IDS.carol];

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

/** A random legal move of the colour to move, typed as the display form or as a cell list. */
function typedMove(random: Random, turn: number) {
  const view = d.view({ channelId: C });
  const moves = legalMoves(view.game, view.toMove!.colorIndex);
  const move = moves[Math.floor(random() * moves.length)]!;
  const display = formatMove(view.game.layout, move);
  const text = turn % 2 === 0 ? display : formatCellList(view.game.layout, move).toUpperCase();
  return { userId: view.toMove!.userId, display, text };
}

describe('a whole Trigon game through the bot', () => {
  it('offers every variant in /blokus new, with Trigon boards named as hexagons', async () => {
    const { lobby } = await d.newLobby(IDS.alice, C, { variant: 'trigon-3', undo: 'mover' });
    const text = JSON.stringify(lobby.embeds);
    expect(text).toContain('Trigon for three');
    expect(text).toContain('hexagon of 8');
    expect(text).toContain('Blue, Yellow, Red');
    for (const userId of PLAYERS.slice(1)) await d.click(userId, lobby, 'Join');
    const mark = d.publicCount(C);
    await d.click(IDS.alice, d.lobbyMessage(C)!, 'Start');
    const first = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    expect(first.content).toMatch(
      /The first piece must cover a free start point: \*\*p14\*\*, \*\*h11\*\*, \*\*x11\*\*, \*\*h6\*\*, \*\*x6\*\*, or \*\*p3\*\*\./,
    );
    expect(await decodePng(first.attachments[0]!)).toMatchObject({ width: expect.any(Number) });
  });

  it('autocompletes legal placements in Trigon notation', async () => {
    const view = d.view({ channelId: C });
    const userId = view.toMove!.userId;
    const pieces = await d.moveChoices(userId, C, '');
    expect(pieces[0]!.name).toMatch(/^I6 — \d+ placements/);
    expect(pieces.map((c) => String(c.value).trim())).toContain('A6');
    const partial = await d.moveChoices(userId, C, 'A');
    expect(partial.map((c) => String(c.value).trim())).toEqual(['A6', 'A4']);
    const placements = await d.moveChoices(userId, C, 'V p14');
    expect(placements.length).toBeGreaterThan(0);
    const legal = new Set(
      legalMoves(view.game, view.toMove!.colorIndex).map((m) => formatMove(view.game.layout, m)),
    );
    for (const c of placements.filter((p) => !p.name.startsWith('…'))) {
      expect(legal.has(String(c.value)), String(c.value)).toBe(true);
      expect(c.value).toMatch(/^V /);
    }
  });

  it('shows a player the 22 Trigon pieces and one piece under its turns with /pieces', async () => {
    const shown = await d.slash(IDS.alice, C, 'pieces', { piece: 'a6' });
    const reply = shown.reply!;
    expect(reply.content).not.toMatch(/^❌/);
    expect(reply.content).toContain('22');
    const turned = reply.attachments.find((a) => a.filename === 'piece-orientations.png')!;
    expect(turned.description).toContain('A6');
    const wrong = await d.slash(IDS.alice, C, 'pieces', { piece: 'P5-L' });
    expect(wrong.reply!.content).toMatch(/^❌/);
  });

  it('previews a move, turns it by sixths, flips it and steps it along the triangle grid', async () => {
    const view = d.view({ channelId: C });
    const userId = view.toMove!.userId;
    const shown = await d.slash(userId, C, 'place', { move: 'V p14', preview: true });
    let message = shown.reply!;
    expect(message.ephemeral).toBe(true);
    expect(message.content).toMatch(/Preview: \*\*V p14\*\* — legal\./);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await d.click(userId, message, 'Rotate');
      message = d.fake.message(message.id)!;
      const m = /Preview: \*\*(.+?)\*\*/.exec(message.content);
      expect(m, message.content).not.toBeNull();
      seen.push(m![1]!);
    }
    // Six sixth turns: six different orientations of V (it is mirror-symmetric), the last back at rot0.
    expect(new Set(seen.map((s) => s.replace(/^V \S+ ?/, ''))).size).toBe(6);
    expect(seen.at(-1)).toMatch(/^V \S+$/);
    await d.click(userId, message, 'Flip');
    message = d.fake.message(message.id)!;
    expect(message.content).toMatch(/Preview: \*\*V /);
    // A step right keeps every triangle's direction: the same piece two columns over.
    const before = /Preview: \*\*(.+?)\*\*/.exec(message.content)![1]!;
    const right = d.buttons(message).find((b) => b.label === '→')!;
    expect(right.disabled).toBe(false);
    await d.click(userId, message, '→');
    message = d.fake.message(message.id)!;
    const after = /Preview: \*\*(.+?)\*\*/.exec(message.content)![1]!;
    expect(after).not.toBe(before);
    expect(after.split(' ')[0]).toBe('V');
    expect(d.view({ channelId: C }).moveCount).toBe(0);
  });

  it('zooms on a cell with /board zoom:, naming the empty cells', async () => {
    const shown = await d.slash(IDS.carol, C, 'board', { zoom: 'P14', private: true });
    const reply = shown.reply!;
    expect(reply.ephemeral).toBe(true);
    {
      const zoom = reply.attachments.find((a) => a.filename.endsWith('-zoom-p14.png'))!;
      expect(zoom.description).toBe('The board around p14, large, with the name of each empty cell.');
      expect((await decodePng(zoom)).width).toBeGreaterThan(0);
    }
    const bad = await d.slash(IDS.carol, C, 'board', { zoom: 'a1', private: true });
    expect(bad.reply!.content).toContain("'a1' is no cell of this board, so there is nothing to zoom on.");
    expect(bad.reply!.attachments.some((a) => a.filename.includes('-zoom-'))).toBe(false);
  });

  it('plays to the end: typed, tapped, one undo and one restart; scoreboard and record', async () => {
    const random = seededRandom(12);
    const choose = randomChooser(seededRandom(5));
    let turn = 0;
    let tapped = 0;
    let undone = false;
    let restarted = false;
    for (;;) {
      const view = d.view({ channelId: C });
      if (view.status !== 'active' || !view.toMove) break;
      const placed = view.game.events.filter((e) => e.type === 'place').length;
      if (turn % 5 === 4) {
        const move = await playByTaps(d, view.toMove.userId, d.latestBoard(C)!, choose);
        await d.idle();
        expect(d.view({ channelId: C }).lastPlacement?.text).toBe(move.text);
        tapped++;
      } else {
        const { userId, display, text } = typedMove(random, turn);
        const mark = d.publicCount(C);
        const played = await d.slash(userId, C, 'place', { move: text });
        expect(played.reply?.content ?? '', text).not.toMatch(/^❌/);
        const board = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
        expect(board.content).toContain(`**${display}**`);
        await d.idle();
        expect(d.view({ channelId: C }).lastPlacement?.text).toBe(display);
        if (!undone && turn === 2) {
          // The mover takes it back (undo rule `mover`), and the same colour is to move again.
          const undo = await d.slash(userId, C, 'undo');
          expect(undo.reply?.content ?? '').not.toMatch(/^❌/);
          await d.idle();
          const after = d.view({ channelId: C });
          expect(after.game.events.filter((e) => e.type === 'place')).toHaveLength(placed);
          expect(after.toMove!.userId).toBe(userId);
          undone = true;
          continue;
        }
      }
      expect(d.view({ channelId: C }).game.events.filter((e) => e.type === 'place')).toHaveLength(placed + 1);
      turn++;
      if (!restarted && turn === 10) {
        await h.restart();
        restarted = true;
        const again = d.view({ channelId: C });
        expect(again.game.events.filter((e) => e.type === 'place')).toHaveLength(placed + 1);
      }
    }
    expect(undone && restarted).toBe(true);
    expect(tapped).toBeGreaterThan(3);
    const final = d.latestBoard(C)!;
    expect(final.content).toContain('🏁 **Game over!**');
    expect(final.attachments[0]!.filename).toMatch(/-final\.png$/);
    const view = d.view({ channelId: C });
    expect(view.status).toBe('finished');
    const scores = scoresOf(view.game);
    for (const seat of view.seats) {
      expect(final.content).toContain(`<@${seat.userId}>`);
      const line = final.content
        .split('\n')
        .find((l) => l.includes(`<@${seat.userId}>`) && /\*\*[+−]?\d+\*\*$/.test(l))!;
      const score = Number(/\*\*([+−]?\d+)\*\*$/.exec(line)![1]!.replace('−', '-'));
      expect(score).toBe(scores.playerScores[seat.seat]);
    }
    // The record: Pentobi's game name, and it reads back to the same moves.
    const recordButton = d.buttons(final).find((b) => /blksgf/.test(b.label))!;
    const asked = await d.click(IDS.carol, final, recordButton.label);
    const file = asked.reply!.attachments.find((a) => a.filename.endsWith('.blksgf'))!;
    const text = file.data.toString('utf8');
    expect(text).toContain('GM[Blokus Trigon Three-Player]');
    const read = importSgf(text);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.game.events.filter((e) => e.type === 'place')).toEqual(
      view.game.events.filter((e) => e.type === 'place'),
    );
  }, 120_000);
});

describe('after a Trigon game', () => {
  it('rematches the same Trigon variant, and reminds the player to move on the hexagon', async () => {
    const end = d.latestBoard(C)!;
    const mark = d.publicCount(C);
    await d.click(IDS.bob, end, 'Rematch');
    // The finished game's replay may still be on its way (drawn in its thread): find the lobby by its words.
    const lobby = d.newPublic(C, mark).find((m) => /a rematch/.test(m.content));
    expect(lobby?.content).toMatch(/a rematch \(Trigon for three\)/);
    expect(JSON.stringify(d.fake.message(lobby!.id)!.embeds)).toContain('hexagon of 8');
    const again = d.view({ channelId: C });
    expect(again.status).toBe('lobby');
    expect(again.game.variant.id).toBe('trigon-3');
    expect(again.seats.map((s) => s.userId).sort()).toEqual([...PLAYERS].sort());
    const started = d.publicCount(C);
    await d.click(IDS.bob, d.fake.message(lobby!.id)!, 'Start');
    const first = await d.nextPublic(C, started, (m) => m.attachments.length > 0);
    expect(first.content).toContain('free start point');
    // A day without a move: the player to move is reminded once, with their Trigon colour.
    const turn = d.view({ channelId: C }).toMove!;
    h.clock.advance(25 * 3_600_000);
    const before = d.publicCount(C);
    expect(await h.bot.reminders.tick()).toBe(1);
    await d.idle();
    const posted = d.newPublic(C, before);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.pinged).toEqual([turn.userId]);
    expect(posted[0]!.content).toMatch(new RegExp(`^⏰ <@${turn.userId}>, it has been your turn with`));
    expect(await h.bot.reminders.tick()).toBe(0);
    // A Trigon move after the reminder goes through as usual.
    const view = d.view({ channelId: C });
    const move = formatMove(view.game.layout, legalMoves(view.game, turn.colorIndex)[0]!);
    const played = await d.slash(turn.userId, C, 'place', { move });
    expect(played.reply?.content ?? '').not.toMatch(/^❌/);
    await d.idle();
    expect(d.view({ channelId: C }).lastPlacement?.text).toBe(move);
  });
});

describe('Trigon in French', () => {
  it('speaks French on a Trigon turn', async () => {
    const F = IDS.otherChannel;
    const set = await d.blokus(IDS.alice, F, 'server', { language: 'fr' }, { memberPermissions: '32' });
    expect(set.reply?.content ?? '').not.toMatch(/^❌/);
    await d.blokus(IDS.alice, F, 'new', { variant: 'trigon-2' });
    const lobby = d.fake.messages(F).findLast((m) => m.embeds.length > 0)!;
    expect(JSON.stringify(lobby.embeds)).toContain('hexagone de 9');
    expect(JSON.stringify(lobby.embeds)).toContain('Trigon à deux');
    await d.click(IDS.bob, lobby, 'Rejoindre');
    const mark = d.publicCount(F);
    await d.click(IDS.alice, d.fake.message(lobby.id)!, 'Lancer');
    const first = await d.nextPublic(F, mark, (m) => m.attachments.length > 0);
    expect(first.content).toContain('La première pièce doit couvrir un point de départ libre');
    const view = d.view({ channelId: F });
    const move = legalMoves(view.game, view.toMove!.colorIndex)[0]!;
    const display = formatMove(view.game.layout, move);
    const before = d.publicCount(F);
    await d.slash(view.toMove!.userId, F, 'place', { move: display });
    const board = await d.nextPublic(F, before, (m) => m.attachments.length > 0);
    expect(board.content).toContain(`a joué **${display}**`);
    await d.blokus(IDS.alice, F, 'server', { language: 'discord' }, { memberPermissions: '32' });
  });
});
