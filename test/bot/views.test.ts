import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import { answerOf, BotDriver, checkAndStop, decodePng, savePicture } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * What players look at: `/board` (public and private), `/pieces`, `/blokus help`, `/blokus games`,
 * `/blokus settings`, and the record and rematch buttons under a finished game.
 * A duo game where Alice asked for Purple.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
  const created = await d.newLobby(IDS.alice, C, { variant: 'duo' });
  await d.blokus(IDS.alice, C, 'join', { colour: 'purple' });
  await d.click(IDS.bob, created.lobby, 'Join');
  await d.click(IDS.alice, created.lobby, 'Start');
  await d.idle();
  await d.slash(IDS.alice, C, 'place', { move: 'P5-X e10' });
  await d.slash(IDS.bob, C, 'place', { move: 'P5-L j5' });
});

afterAll(() => checkAndStop(h));

describe('/board', () => {
  it('lists the moves so far a page at a time, and attaches the record at any time', async () => {
    const shown = await d.slash(IDS.carol, C, 'board', { moves: 1, record: true, private: true });
    const reply = shown.reply!;
    expect(reply.ephemeral).toBe(true);
    const lines = reply.content.split('\n');
    expect(lines).toContain('**Moves 1–2 of 2** (page 1 of 1)');
    expect(lines).toContain('1. 🟪 **Purple** P5-X e10');
    expect(lines).toContain('2. 🟧 **Orange** P5-L j5');
    const record = reply.attachments.find((a) => a.filename.endsWith('.blksgf'))!;
    expect(record.data.toString('utf8')).toMatch(/;B\[[a-n0-9,]+\]/);
    const beyond = await d.slash(IDS.carol, C, 'board', { moves: 9, private: true });
    expect(beyond.reply!.content).toContain('(page 1 of 1)');
    // The replay of a running game, on demand.
    const replayed = await d.slash(IDS.carol, C, 'board', { replay: true, private: true });
    const gif = replayed.reply!.attachments.find((a) => a.filename.endsWith('-replay.gif'))!;
    expect(gif.data.subarray(0, 6).toString('ascii')).toBe('GIF89a');
  });

  it('shows the board publicly, the same picture as the last turn message', async () => {
    const latest = d.latestBoard(C)!;
    const mark = d.publicCount(C);
    const shown = await d.slash(IDS.carol, C, 'board');
    const reply = shown.reply!;
    expect(reply.ephemeral).toBe(false);
    expect(d.newPublic(C, mark)).toEqual([reply]);
    const gameId = d.view({ channelId: C }).gameId;
    expect(reply.content).toBe(
      [
        `**Duo** · game #${gameId} · 2 moves played`,
        'Last move: **P5-L j5**',
        `To move: ${nameText('Alice')} with 🟪 **Purple**`,
      ].join('\n'),
    );
    expect(reply.pinged).toEqual([]);
    expect(reply.attachments.map((a) => a.filename)).toEqual([`blokus-${gameId}-2.png`]);
    const size = await decodePng(reply.attachments[0]!);
    expect(size).toEqual(await decodePng(latest.attachments[0]!));
    expect(reply.attachments[0]!.data.equals(latest.attachments[0]!.data)).toBe(true);
  });

  it('shows it privately, and with move numbers and open corners on request', async () => {
    const mark = d.publicCount(C);
    const plain = (await d.slash(IDS.bob, C, 'board', { private: true })).reply!;
    expect(plain.ephemeral).toBe(true);
    expect(plain.visibleTo).toBe(IDS.bob);
    expect(plain.content.split('\n')[0]).toMatch(/^\*\*Duo\*\* · game #\d+ · 2 moves played$/);
    const marked = (await d.slash(IDS.bob, C, 'board', { private: true, numbers: true, corners: true }))
      .reply!;
    expect(marked.ephemeral).toBe(true);
    await decodePng(marked.attachments[0]!);
    savePicture('blokus-board-numbers-corners', marked.attachments[0]!);
    expect(marked.attachments[0]!.data.equals(plain.attachments[0]!.data)).toBe(false);
    expect(d.publicCount(C)).toBe(mark);
  });
});

describe('/pieces', () => {
  it('shows the player’s pieces privately, with pictures', async () => {
    const mark = d.publicCount(C);
    const pieces = (await d.slash(IDS.alice, C, 'pieces')).reply!;
    expect(pieces.ephemeral).toBe(true);
    expect(pieces.content).toBe('🟪 **Purple**: 20 pieces, 84 squares left');
    expect(pieces.attachments.map((a) => a.filename)).toEqual(['pieces-purple.png']);
    await decodePng(pieces.attachments[0]!);

    const turned = (await d.slash(IDS.bob, C, 'pieces', { piece: 'L5' })).reply!;
    expect(turned.ephemeral).toBe(true);
    expect(turned.content.split('\n')[0]).toBe('🟧 **Orange**: 20 pieces, 84 squares left');
    expect(turned.attachments.map((a) => a.filename)).toEqual([
      'pieces-orange.png',
      'piece-orientations.png',
    ]);
    for (const a of turned.attachments) await decodePng(a);

    const wrong = (await d.slash(IDS.bob, C, 'pieces', { piece: 'P5-Q' })).reply!;
    expect(wrong.ephemeral).toBe(true);
    expect(wrong.content).toMatch(/^❌ Unknown piece 'P5-Q'\. Did you mean P5-\w\?/);
    expect(d.publicCount(C)).toBe(mark);
  });
});

describe('/blokus help, games and settings', () => {
  it('explains the channel’s game privately, with its piece chart', async () => {
    const help = (await d.blokus(IDS.erin, C, 'help')).reply!;
    expect(help.ephemeral).toBe(true);
    const embed = help.embeds[0]!;
    // The channel plays Duo: its help names Duo's cells, not the classic board's.
    expect(embed.title).toBe('How to play Duo here');
    expect(embed.description).toMatch(/^Press \*\*Play\*\* under the turn message/);
    expect(embed.description).toContain(d.command('hint'));
    expect(embed.fields?.map((f) => f.name)).toEqual([
      'The game',
      'The rules',
      'Placing a piece',
      'Commands',
      'Other games here',
    ]);
    expect(embed.fields?.[2]?.value).toContain(`${d.command('place')} \`P5-L e5 rot90 flip\``);
    expect(embed.fields?.[2]?.value).toContain('(a…n)');
    expect(embed.fields?.[2]?.value).not.toContain('(a…t)');
    expect(embed.image?.url).toBe('attachment://blokus-pieces.png');
    expect(help.attachments.map((a) => a.filename)).toEqual(['blokus-pieces.png']);
    await decodePng(help.attachments[0]!);
  });

  it('explains another variant when asked: Junior has 24 pieces and no bonus', async () => {
    const help = (await d.blokus(IDS.erin, C, 'help', { variant: 'junior' })).reply!;
    const embed = help.embeds[0]!;
    expect(embed.title).toBe('How to play Junior here');
    expect(embed.fields?.[0]?.value).toContain('**24 pieces** (12 shapes, 2 of each)');
    expect(embed.fields?.[1]?.value).toContain('and no bonus');
    expect(help.attachments[0]!.description).toMatch(/^The 12 pieces by name \(P1 to P5-P\)/);
  });

  it('lists the games waiting for you, with a link to their channel', async () => {
    const mine = (await d.blokus(IDS.alice, IDS.otherChannel, 'games')).reply!;
    expect(mine.ephemeral).toBe(true);
    expect(mine.content).toMatch(
      new RegExp(
        `^\\*\\*Your turn:\\*\\*\\n• <#${C}> — Duo against \u2068Bob\u2069: 🟪 \\*\\*Purple\\*\\*, your turn since <t:\\d+:R>$`,
      ),
    );
    const bob = (await d.blokus(IDS.bob, C, 'games')).reply!;
    expect(bob.content).toBe(
      `No game in this server is waiting for you.\n**Your other games:**\n• <#${C}> — Duo against \u2068Alice\u2069, running`,
    );
    const erin = (await d.blokus(IDS.erin, C, 'games')).reply!;
    expect(erin.content).toBe('No game in this server is waiting for you.');
  });

  it('shows and changes your settings privately', async () => {
    const shown = (await d.blokus(IDS.carol, C, 'settings')).reply!;
    expect(shown.ephemeral).toBe(true);
    expect(shown.content).toMatch(/^⚙️ Reminders reach you in the game channel; no quiet hours\./);
    const quiet = (await d.blokus(IDS.carol, C, 'settings', { 'quiet-hours': '22:30-07', 'utc-offset': 1 }))
      .reply!;
    expect(quiet.content).toMatch(
      /^⚙️ Reminders reach you in the game channel; quiet from 22:30 to 07:00 \(UTC\+1\)\./,
    );
    const bad = (await d.blokus(IDS.carol, C, 'settings', { 'quiet-hours': 'soon' })).reply!;
    expect(bad.ephemeral).toBe(true);
    expect(bad.content).toBe(
      "❌ 'soon' are not quiet hours: write them as 22-7 or 22:30-07:00 (local time), or off.",
    );
    const kept = (await d.blokus(IDS.carol, C, 'settings')).reply!;
    expect(kept.content).toMatch(/quiet from 22:30 to 07:00 \(UTC\+1\)/);
  });
});

describe('a finished game', () => {
  it('ends when both colours resign, with the scoreboard, the record and a rematch', async () => {
    for (const userId of [IDS.alice, IDS.bob]) {
      const ask = (await d.slash(userId, C, 'resign')).reply!;
      await d.click(userId, ask, 'Resign');
      await d.idle();
    }
    const end = d.latestBoard(C)!;
    expect(end.content).toContain('🏁 **Game over!**');
    expect(end.content).toContain(`<@${IDS.alice}>`);
    expect(end.content).toContain(`<@${IDS.bob}>`);
    expect([...end.pinged].sort()).toEqual([IDS.alice, IDS.bob].sort());
    expect(end.attachments[0]!.filename).toMatch(/-final\.png$/);
    await decodePng(end.attachments[0]!);
    // With the scoreboard, the whole game's replay (drawn off the event loop): the end is one message.
    const replay = end.attachments.find((a) => a.filename.endsWith('.gif'))!;
    expect(replay.filename).toMatch(/-replay\.gif$/);
    expect(replay.data.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect(replay.description).toMatch(/^Replay of Duo game #\d+: the board after each of its 4 moves/);
    // −84 each: a draw, both first.
    expect(end.content).toMatch(new RegExp(`🥇 <@${IDS.alice}> 🟪 \\*\\*Purple\\*\\* \\*\\*−84\\*\\*`));
    expect(end.content).toMatch(new RegExp(`🥇 <@${IDS.bob}> 🟧 \\*\\*Orange\\*\\* \\*\\*−84\\*\\*`));

    const record = await d.click(IDS.erin, end, 'Game record');
    const file = record.reply!;
    expect(file.ephemeral).toBe(true);
    expect(file.attachments).toHaveLength(1);
    expect(file.attachments[0]!.filename).toMatch(/\.blksgf$/);
    const sgf = file.attachments[0]!.data.toString('utf8');
    expect(sgf).toContain('GM[Blokus Duo]');
    expect(sgf).toMatch(/;B\[[a-n0-9,]+\]/);

    // Someone who did not play cannot open the rematch (and become its host).
    const mark = d.publicCount(C);
    const outsider = await d.click(IDS.erin, end, 'Rematch');
    expect(answerOf(outsider).ephemeral).toBe(true);
    expect(answerOf(outsider).content).toMatch(/^❌ Only the players of game #\d+ can open its rematch\./);
    expect(d.publicCount(C)).toBe(mark);
    expect(d.view({ channelId: C }).status).toBe('finished');

    const rematch = await d.click(IDS.bob, end, 'Rematch');
    expect(answerOf(rematch).ephemeral).toBe(true);
    const [lobby] = d.newPublic(C, mark);
    expect(lobby?.ephemeral).toBe(false);
    expect(lobby?.embeds[0]?.title).toBe('Blokus · Duo · 2 players');
    expect(lobby?.embeds[0]?.fields?.[0]?.value).toContain('Bob\u2069 (host)');
    expect(d.view({ channelId: C }).status).toBe('lobby');
  });
});
