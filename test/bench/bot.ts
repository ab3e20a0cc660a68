/**
 * The bot section of `npm run bench` (docs/design.md section 5): the real bot in-process against the fake
 * Discord on loopback, timed as a user would feel it.
 *
 * - `placeMedianMs`: from the fake sending a `/place` interaction to the public board message (the new
 *   message with the picture and the ping) arriving in the channel; whole classic 4-player games with
 *   legal moves (random, seeded), until at least 60 moves are timed; paced under discord.js's 50
 *   requests per second (see PACE_MS).
 * - `autocompleteMedianMs`: from sending an autocomplete interaction for `/place move` to the choices
 *   arriving; at every position a mix of what people type (nothing, a piece, a piece and a square being
 *   typed, cells), the first request at a position finding the legal moves afresh.
 * - `tapStepMedianMs`: playing by taps, from a pick (Play, a piece, where it goes, a placement) to the private
 *   message showing the next step with its new picture; at every position before the /place, a flow with
 *   random picks, closed with Cancel.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BoardView } from '../../src/app/index.ts';
import { legalMoves, type Random, seededRandom } from '../../src/engine/index.ts';
import { formatCellList, formatMove } from '../../src/notation/index.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';
import type { StoredMessage } from '../support/fake-discord/index.ts';
import { median, round } from './measure.ts';

const PLAYERS = [IDS.alice, IDS.bob, IDS.carol, IDS.dave] as const;
const MIN_PLACES = 60;
const AUTOCOMPLETES_PER_POSITION = 2;
/**
 * At least this long between two /place: each one makes two rate-limited requests (the channel message,
 * the edit of the private reply), and discord.js holds every request once 50 were made in a second (its
 * copy of Discord's global limit), which would add a ~250 ms wait no player would ever cause.
 */
const PACE_MS = 60;

function buttonId(message: StoredMessage, action: string): string {
  const rows = message.components as unknown as { components: { custom_id?: string }[] }[];
  const id = rows
    .flatMap((r) => r.components)
    .map((c) => c.custom_id)
    .find((c) => c?.startsWith(`blokus:${action}:`));
  if (!id) throw new Error(`no ${action} button on the lobby`);
  return id;
}

/** Opens a classic lobby in the channel, seats the four players by their Join buttons and starts it. */
async function startClassicGame(h: Harness, channelId: string): Promise<void> {
  const at = { guildId: IDS.guild, channelId };
  const opened = await h.fake.slash({
    ...at,
    userId: IDS.alice,
    command: 'blokus',
    subcommand: 'new',
    options: { variant: 'classic' },
  });
  await opened.done();
  // The lobby is the bot's own message (posted by the outbox); each Join edits it a moment after the click.
  const lobby = await h.fake.waitForMessage(channelId, (m) =>
    m.embeds.some((e) => /^Game #\d+$/.test(e.footer?.text ?? '')),
  );
  for (const [i, userId] of PLAYERS.slice(1).entries()) {
    await (
      await h.fake.click({ ...at, userId, messageId: lobby.id, customId: buttonId(lobby, 'join') })
    ).done();
    await until(() => seated(h, lobby.id) === i + 2);
  }
  const seen = new Set(h.fake.messages(channelId).map((m) => m.id));
  const lobbyNow = h.fake.message(lobby.id)!;
  await (
    await h.fake.click({
      ...at,
      userId: IDS.alice,
      messageId: lobby.id,
      customId: buttonId(lobbyNow, 'start'),
    })
  ).done();
  await h.fake.waitForMessage(channelId, (m) => m.attachments.length > 0 && !seen.has(m.id));
}

/** How many players the lobby message lists (its seats field, one line per seat, open seats aside). */
function seated(h: Harness, messageId: string): number {
  const seats = h.fake.message(messageId)?.embeds[0]?.fields?.[0]?.value ?? '';
  return seats.split('\n').filter((line) => !line.includes('*open seat*')).length;
}

/** Polls until `test` holds (the outbox edits the lobby just after a click is acknowledged). */
async function until(test: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(2);
  }
}

function boardOf(h: Harness, ref: { channelId: string } | { gameId: number }): BoardView {
  const view = h.bot.service.board(ref);
  if (!view.ok) throw new Error(`no game at ${JSON.stringify(ref)}: ${JSON.stringify(view.error)}`);
  return view.value;
}

/** What a player might have typed into `/place move` at this position, built from its legal moves. */
function typedValues(view: BoardView, moves: readonly number[], random: Random, count: number): string[] {
  const { layout } = view.game;
  const move = moves[Math.floor(random() * moves.length)]!;
  const text = formatMove(layout, move); // e.g. "P5-L c10 rot90 flip"
  const [piece = '', square = ''] = text.split(' ');
  const cells = formatCellList(layout, move).split(',');
  const options = [
    '',
    piece.slice(0, 2), // "P5": still choosing the piece
    piece, // "P5-L"
    `${piece} ${square.slice(0, 1)}`, // "P5-L c": typing the square
    `${piece} ${square}`, // "P5-L c10": orientations of one square
    `${cells[0]},${(cells[1] ?? '').slice(0, 1)}`, // "b9,b": a cell list being typed
    cells.slice(0, 2).join(','),
  ];
  return Array.from({ length: count }, () => options[Math.floor(random() * options.length)]!);
}

/** Plays classic games in the channels, timing every /place and a few autocompletes per position. */
async function measure(h: Harness): Promise<{ place: number[]; autocomplete: number[]; tap: number[] }> {
  const random = seededRandom(2026);
  const place: number[] = [];
  const autocomplete: number[] = [];
  const tap: number[] = [];
  const channels = [IDS.channel, IDS.otherChannel];
  let lastPlace = 0;
  for (let g = 0; place.length < MIN_PLACES; g++) {
    const channelId = channels[g % channels.length]!;
    await startClassicGame(h, channelId);
    const gameId = boardOf(h, { channelId }).gameId;
    for (;;) {
      // By id: a finished game is no longer "the game here".
      const view = boardOf(h, { gameId });
      if (!view.toMove) break;
      const userId = view.toMove.userId;
      const moves = legalMoves(view.game, view.toMove.colorIndex);
      if (moves.length === 0)
        throw new Error('the colour to move has no move; the bot should have passed it');
      const at = { guildId: IDS.guild, channelId, userId };

      for (const value of typedValues(view, moves, random, AUTOCOMPLETES_PER_POSITION)) {
        const start = performance.now();
        const choices = await h.fake.autocomplete({ ...at, command: 'place', focused: 'move', value });
        autocomplete.push(performance.now() - start);
        if (choices.length === 0) throw new Error(`no choices for "${value}"`);
      }

      tap.push(...(await tapFlow(h, channelId, userId, random)));

      const move = formatMove(view.game.layout, moves[Math.floor(random() * moves.length)]!);
      const seen = new Set(h.fake.messages(channelId).map((m) => m.id));
      await sleep(Math.max(0, lastPlace + PACE_MS - performance.now()));
      const start = performance.now();
      lastPlace = start;
      const handle = await h.fake.slash({ ...at, command: 'place', options: { move } });
      await h.fake.waitForMessage(channelId, (m) => m.attachments.length > 0 && !seen.has(m.id), 10_000);
      place.push(performance.now() - start);
      // Not timed: the private "thinking…" taken away, so the next request does not overlap this one.
      const done = await handle.done({ timeoutMs: 10_000 });
      await until(() => done.reply?.deleted === true);
    }
  }
  return { place, autocomplete, tap };
}

interface Component {
  type: number;
  custom_id?: string;
  options?: { value: string }[];
  components?: Component[];
}

function componentsOf(message: StoredMessage): Component[] {
  return (message.components as unknown as Component[]).flatMap((row) => row.components ?? []);
}

/**
 * One flow by taps on the latest turn message: Play, then a random pick per step up to the preview, each
 * timed until the private message shows the next step's picture; then Cancel (not timed).
 */
async function tapFlow(h: Harness, channelId: string, userId: string, random: Random): Promise<number[]> {
  const at = { guildId: IDS.guild, channelId, userId };
  const turn = h.fake
    .messages(channelId)
    .filter((m) => m.attachments.length > 0)
    .at(-1)!;
  const play = componentsOf(turn).find((c) => c.custom_id?.startsWith('blokus:play:'))!;
  const times: number[] = [];
  let start = performance.now();
  const opened = await (await h.fake.click({ ...at, messageId: turn.id, customId: play.custom_id! })).done();
  const flowId = opened.reply!.id;
  await until(() => (h.fake.message(flowId)?.attachments.length ?? 0) > 0);
  times.push(performance.now() - start);
  for (;;) {
    const message = h.fake.message(flowId)!;
    const menus = componentsOf(message).filter((c) => c.type === 3);
    if (menus.length === 0) break;
    const options = menus.flatMap((m) => (m.options ?? []).map((o) => ({ menu: m, value: o.value })));
    const choice = options[Math.floor(random() * options.length)]!;
    const before = message.attachments[0]!.data;
    start = performance.now();
    await h.fake.select({
      ...at,
      messageId: flowId,
      customId: choice.menu.custom_id!,
      values: [choice.value],
    });
    await until(() => h.fake.message(flowId)!.attachments[0]?.data !== before);
    times.push(performance.now() - start);
  }
  const cancel = componentsOf(h.fake.message(flowId)!).find((c) => c.custom_id?.startsWith('blokus:pv-x:'))!;
  await (await h.fake.click({ ...at, messageId: flowId, customId: cancel.custom_id! })).done();
  return times;
}

/** The bot section of `npm run bench`. */
export async function benchBot(): Promise<Record<string, number>> {
  const h = await startHarness();
  try {
    const { place, autocomplete, tap } = await measure(h);
    if (h.fake.unimplementedRoutes.length > 0 || h.fake.errors.length > 0) {
      throw new Error(
        `the fake refused requests: ${JSON.stringify([...h.fake.unimplementedRoutes, ...h.fake.errors])}`,
      );
    }
    return {
      placeMedianMs: round(median(place), 1),
      placeMaxMs: round(Math.max(...place), 1),
      places: place.length,
      autocompleteMedianMs: round(median(autocomplete), 2),
      autocompleteMaxMs: round(Math.max(...autocomplete), 1),
      autocompletes: autocomplete.length,
      tapStepMedianMs: round(median(tap), 1),
      tapStepMaxMs: round(Math.max(...tap), 1),
      tapSteps: tap.length,
    };
  } finally {
    await h.stop();
  }
}
