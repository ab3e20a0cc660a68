import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/messages/text-format.ts';
import {
  colorLabel,
  type Game,
  legalMoves,
  newGame,
  PIECES,
  pieceOfMove,
  pieceSize,
  play,
  type Random,
  resign,
  scoresOf,
  seatOfColor,
  seededRandom,
} from '../../src/engine/index.ts';
import { formatCellList, formatMove } from '../../src/notation/index.ts';
import { checkRatings } from '../store/check-games.ts';
import {
  BotDriver,
  checkAndStop,
  decodePng,
  NAMES,
  savePicture,
  storedScores,
} from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Whole games through slash commands and buttons, checking every turn: a new public message with the
 * board picture, the mover's sentence, exactly the next player pinged, automatic passes announced; and at
 * the end the scoreboard, the ranking, everyone mentioned and the scores the engine gives the stored log.
 */

let h: Harness;
let d: BotDriver;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

/** How the next move is chosen and typed. */
async function chooseMove(
  channelId: string,
  userId: string,
  turn: number,
  random: Random,
): Promise<{ text: string; display: string }> {
  const view = d.view({ channelId });
  const { game } = view;
  const color = view.toMove!.colorIndex;
  if (turn % 5 === 2) {
    // Pick like a player: a piece from the autocomplete list, then one of its placements.
    const pieces = await d.moveChoices(userId, channelId, '');
    const piece = pieces[Math.floor(random() * pieces.length)]!;
    const placements = (await d.moveChoices(userId, channelId, piece.value as string)).filter(
      (c) => !c.name.startsWith('…'),
    );
    const choice = placements[Math.floor(random() * placements.length)]!;
    return { text: choice.value as string, display: choice.value as string };
  }
  const moves = legalMoves(game, color);
  const move = moves[Math.floor(random() * moves.length)]!;
  const display = formatMove(game.layout, move);
  const text = turn % 2 === 0 ? display : formatCellList(game.layout, move).toUpperCase();
  return { text, display };
}

/** Plays a started game to its end, checking each turn; returns the final public message. */
async function playToEnd(channelId: string, players: readonly string[], seed: number) {
  const random = seededRandom(seed);
  const first = d.latestBoard(channelId)!;
  const boardSize = await decodePng(first.attachments[0]!);
  let turn = 0;
  let autoPasses = 0;
  for (;;) {
    const before = d.view({ channelId });
    expect(before.status).toBe('active');
    const mover = before.toMove!;
    expect(legalMoves(before.game, mover.colorIndex).length).toBeGreaterThan(0);
    const { text, display } = await chooseMove(channelId, mover.userId, turn, random);
    const mark = d.publicCount(channelId);
    const pings = d.totalPings();

    const placed = await d.slash(mover.userId, channelId, 'place', { move: text });
    expect(placed.ephemeral).toBe(true);
    expect(placed.reply?.deleted, placed.describe()).toBe(true);
    // The board; at the end the scoreboard with the whole game's replay, one message.
    const over = d.view({ gameId: before.gameId }).status === 'finished';
    const fresh = d.newPublic(channelId, mark);
    expect(fresh).toHaveLength(1);
    const message = fresh[0]!;
    expect(message.interactionId).toBeUndefined();
    expect(message.attachments.map((a) => a.filename.split('.').at(-1))).toEqual(
      over ? ['png', 'gif'] : ['png'],
    );
    if (over) expect(message.attachments[1]!.filename).toMatch(/-replay\.gif$/);
    const size = await decodePng(message.attachments[0]!);
    const lines = message.content.split('\n');
    expect(lines[0]).toBe(
      `${square(mover.color)} **${colorLabel(mover.color)}** (${nameText(NAMES[mover.userId]!)}) played **${display}**.`,
    );

    const after = d.view({ gameId: before.gameId });
    expect(after.moveCount).toBe(before.moveCount + 1);
    const blocked = after.game.variant.colors.filter(
      (_, c) => before.game.out[c] === null && after.game.out[c] === 'blocked',
    );
    const passLines = lines.filter(
      (l) => l.includes('has no piece that fits any more') || l.includes('has placed all its pieces'),
    );
    // In the order the engine passed them: the colours after the mover's, in playing order.
    const n = after.game.variant.colors.length;
    const order = (c: string) =>
      (after.game.variant.colors.indexOf(c as never) - mover.colorIndex - 1 + n) % n;
    expect(passLines).toEqual(
      [...blocked]
        .sort((a, b) => order(a) - order(b))
        .map((c) => {
          // A colour that placed every piece says so, with the bonus the engine's scores give it.
          const index = after.game.variant.colors.indexOf(c);
          const scores = scoresOf(after.game);
          if (scores.squaresLeft[index] === 0)
            return `${square(c)} **${colorLabel(c)}** has placed all its pieces${scores.bonuses[index] ? ` (+${scores.bonuses[index]})` : ''}.`;
          return `${square(c)} **${colorLabel(c)}** has no piece that fits any more and passes for the rest of the game.`;
        }),
    );
    autoPasses += blocked.length;

    if (after.status === 'finished') {
      expect(message.attachments[0]!.filename).toBe(`blokus-${after.gameId}-final.png`);
      expect(size).not.toEqual(boardSize);
      expect([...message.pinged].sort()).toEqual([...players].sort());
      expect(d.totalPings()).toBe(pings + players.length);
      return { message, gameId: after.gameId, autoPasses, turns: turn + 1 };
    }
    const next = after.toMove!;
    // Who holds the colour to move, by the engine (classic-3's shared colour goes round the seats).
    const seat = seatOfColor(after.game, after.game.toMove!);
    expect(next.userId).toBe(after.seats.find((s) => s.seat === seat)!.userId);
    expect(message.attachments[0]!.filename).toBe(`blokus-${after.gameId}-${after.game.events.length}.png`);
    expect(size).toEqual(boardSize);
    if (turn === 30) savePicture(`blokus-${after.settings.variant}-turn-30`, message.attachments[0]!);
    expect(message.pinged).toEqual([next.userId]);
    expect(d.totalPings()).toBe(pings + 1);
    // classic-3's shared colour says so to the player asked to move it.
    const shared = after.game.variant.owners[after.game.toMove!] === 'rotate';
    const note = shared ? ' \\(shared: it scores for nobody\\)' : '';
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^<@${next.userId}>, your turn with ${square(next.color)} \\*\\*${colorLabel(next.color)}\\*\\*${note}\\.`,
      ),
    );
    // No other mention in the message: only the player to move is named with <@…>.
    expect(message.mentions).toEqual([next.userId]);
    turn++;
  }
}

const SQUARES: Record<string, string> = {
  blue: '🟦',
  yellow: '🟨',
  red: '🟥',
  green: '🟩',
  purple: '🟪',
  orange: '🟧',
};

function square(color: string): string {
  return SQUARES[color]!;
}

/** Checks the final message: scoreboard, ranking, everyone mentioned, scores equal to the stored game's. */
async function checkEnd(
  message: ReturnType<typeof d.latestBoard> & {},
  gameId: number,
  players: readonly string[],
) {
  const { game, status } = storedScores(h.databasePath, gameId);
  expect(status).toBe('finished');
  expect(d.view({ gameId }).status).toBe('finished');
  const scores = scoresOf(game);
  const view = d.view({ gameId });
  expect(view.scores.playerScores).toEqual(scores.playerScores);
  expect(message.content).toContain('🏁 **Game over!**');
  for (const userId of players) expect(message.content).toContain(`<@${userId}>`);
  const ranking = message.content
    .split('\n')
    .slice(message.content.split('\n').indexOf('🏁 **Game over!**') + 1)
    .map((line) => /<@(\d+)>.*\*\*([+−]?\d+)\*\*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ userId: m[1]!, score: Number(m[2]!.replace('−', '-')) }));
  expect(ranking.map((r) => r.userId).sort()).toEqual([...players].sort());
  for (const { userId, score } of ranking) {
    const seat = view.seats.find((s) => s.userId === userId)!.seat;
    expect(score).toBe(scores.playerScores[seat]);
  }
  const ordered = [...ranking].sort((a, b) => b.score - a.score);
  expect(ranking.map((r) => r.score)).toEqual(ordered.map((r) => r.score));
  expect(d.buttons(message).map((b) => b.label)).toEqual(['Game record (.blksgf)', 'Rematch']);
  // Nothing is to move any more.
  const late = await d.slash(players[0]!, message.channelId, 'place', { move: 'P1 a1' });
  expect(late.ephemeral).toBe(true);
  expect(late.reply?.content).toMatch(/^❌ There is no open game in this channel/);
}

describe('whole games', () => {
  it('plays a duo game to the end', async () => {
    const players = [IDS.alice, IDS.bob];
    const { first } = await d.openGame(IDS.channel, IDS.alice, [IDS.bob], { variant: 'duo' });
    // One start message: every colour in turn order with its player, everyone called once.
    const lines = first.content.split('\n');
    expect(lines[0]).toMatch(/^🎲 \*\*Game #\d+ begins!\*\* In turn order:$/);
    expect(lines[1]).toMatch(/^🟪 \*\*Purple\*\* <@\d+>$/);
    expect(lines[2]).toMatch(/^🟧 \*\*Orange\*\* <@\d+>$/);
    expect([...first.pinged].sort()).toEqual([...players].sort());
    expect(lines[3]).toMatch(
      /^🟪 \*\*Purple\*\* moves first, played by .+\. The first piece must cover \*\*e10\*\*\./,
    );
    savePicture('blokus-duo-start', first.attachments[0]!);
    const end = await playToEnd(IDS.channel, players, 101);
    savePicture('blokus-duo-final', end.message.attachments[0]!);
    expect(end.autoPasses).toBeGreaterThanOrEqual(1);
    await checkEnd(end.message, end.gameId, players);
  });

  it('plays a classic 4-player game to the end', async () => {
    const players = [IDS.alice, IDS.bob, IDS.carol, IDS.dave];
    const { first } = await d.openGame(IDS.otherChannel, IDS.carol, [IDS.alice, IDS.bob, IDS.dave]);
    expect([...first.pinged].sort()).toEqual([...players].sort());
    // Each player is mentioned once in the seat list.
    for (const player of players) expect(first.content.split(`<@${player}>`)).toHaveLength(2);
    const end = await playToEnd(IDS.otherChannel, players, 202);
    savePicture('blokus-classic-final', end.message.attachments[0]!);
    const mid = d.latestBoard(IDS.otherChannel);
    expect(mid?.id).toBe(end.message.id);
    expect(end.autoPasses).toBeGreaterThanOrEqual(3);
    expect(end.turns).toBeGreaterThan(40);
    await checkEnd(end.message, end.gameId, players);
  });

  it('plays a classic-3 game to the end, the shared Green played in rotation', async () => {
    const players = [IDS.bob, IDS.carol, IDS.erin];
    await d.openGame(IDS.channel, IDS.erin, [IDS.bob, IDS.carol], { variant: 'classic-3' });
    const end = await playToEnd(IDS.channel, players, 303);
    await checkEnd(end.message, end.gameId, players);
    // Green's squares count for nobody: three standings, not four.
    expect(end.message.content.split('\n').filter((l) => /^(🥇|🥈|🥉|\d\.) <@/.test(l))).toHaveLength(3);
  });

  it('ranks everyone who finished a game on the server leaderboard, pinging nobody', async () => {
    const board = (await d.blokus(IDS.dave, IDS.channel, 'leaderboard')).reply!;
    expect(board.ephemeral).toBe(false);
    expect(board.pinged).toEqual([]);
    const lines = board.content.split('\n');
    expect(lines[0]).toBe(
      '🏆 **Leaderboard**: ratings from every finished game in this server (everyone starts at 1500; solo games aside)',
    );
    // Alice, Bob, Carol, Dave and Erin each finished at least one of the three games above.
    expect(lines.slice(1)).toHaveLength(5);
    const standings = h.bot.service.leaderboard(IDS.guild);
    expect(lines.slice(1).map((l) => /<@(\d+)>/.exec(l)![1])).toEqual(standings.map((s) => s.userId));
    expect(standings.find((s) => s.userId === IDS.bob)!.games).toBe(3);
    expect(lines[1]).toMatch(
      /^1\. <@\d+> \*\*\d{3,4}\*\* — \d+ wins? in \d games? · average [−+]?\d+(\.\d)? · best [−+]?\d+$/,
    );
    const ratings = standings.map((s) => s.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // The ratings table, updated as each game finished, is what a recomputation from scratch gives.
    expect(checkRatings(h.bot.service.store)).toBe(3);
  });
});

/**
 * Duo moves in which Purple, alone after Orange resigned at once, places all 21 pieces: the monomino first
 * (so the bonus is +15, not +20), then the biggest piece that fits, where it leaves the most room.
 */
function purpleAlone(): { first: number; rest: number[] } {
  const monomino = PIECES.findIndex((p) => p.name === 'P1');
  const start = newGame('duo');
  const first = legalMoves(start, 0).find((m) => pieceOfMove(start.layout, m) === monomino)!;
  const played = play(start, first);
  if (!played.ok) throw new Error('the monomino does not fit at the start');
  const resigned = resign(played.value.game, 1);
  if (!resigned.ok) throw new Error('Orange cannot resign');
  for (let attempt = 1; attempt <= 40; attempt++) {
    const random = seededRandom(attempt);
    let game: Game = resigned.value.game;
    const rest: number[] = [];
    for (;;) {
      const legal = legalMoves(game, 0);
      if (legal.length === 0) break;
      const size = (m: number) => pieceSize(pieceOfMove(game.layout, m));
      const biggest = Math.max(...legal.map(size));
      const candidates = legal.filter((m) => size(m) === biggest).sort(() => random() - 0.5);
      let best: { move: number; game: Game; room: number } | null = null;
      for (const move of candidates.slice(0, 24)) {
        const next = play(game, move, 0);
        if (!next.ok) continue;
        const room = next.value.game.position.legalMoveCount(0);
        if (!best || room > best.room) best = { move, game: next.value.game, room };
      }
      if (!best) break;
      rest.push(best.move);
      game = best.game;
    }
    if (scoresOf(game).squaresLeft[0] === 0) return { first, rest };
  }
  throw new Error('no way found to place every piece');
}

describe('a colour that placed all its pieces', () => {
  it('is announced with its bonus from the scores, not as a colour that no piece fits', async () => {
    const C = IDS.channel;
    const { gameId } = await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo' });
    const { first, rest } = purpleAlone();
    const purple = d.view({ gameId }).toMove!.userId;
    const orange = purple === IDS.alice ? IDS.bob : IDS.alice;
    const text = (move: number) => formatMove(d.view({ gameId }).game.layout, move);
    await d.slash(purple, C, 'place', { move: text(first) });
    const prompt = (await d.slash(orange, C, 'resign')).reply!;
    await d.click(orange, prompt, 'Resign');
    let mark = d.publicCount(C);
    for (const move of rest) {
      mark = d.publicCount(C);
      const placed = await d.slash(purple, C, 'place', { move: text(move) });
      expect(placed.reply?.deleted, placed.describe()).toBe(true);
    }
    const last = await d.nextPublic(C, mark, (m) => m.content.includes('Game over'), 10_000);
    const view = d.view({ gameId });
    expect(view.status).toBe('finished');
    expect(scoresOf(view.game).bonuses[0]).toBe(15);
    const lines = last.content.split('\n');
    expect(lines).toContain('🟪 **Purple** has placed all its pieces (+15).');
    expect(last.content).not.toContain('has no piece that fits');
  });
});
