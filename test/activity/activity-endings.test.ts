import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import paletteFile from '../../assets/palette.json' with { type: 'json' };
import { GameService } from '../../src/app/index.ts';
import {
  describeMove,
  type Game,
  legalMoves,
  newGame,
  type Point,
  play,
  type Random,
  scoresOf,
  searchPuzzle,
  seededRandom,
  type VariantId,
} from '../../src/engine/index.ts';
import { CHANNELS, LOCAL_GUILD_ID, PEOPLE } from '../../src/local/table/table-guild.ts';
import { formatCell, formatMove, parseCellList } from '../../src/notation/index.ts';
import { Store } from '../../src/store/index.ts';
import { unwrap } from '../app/helpers.ts';
import { BOOT_MS, type Child, exitOf, output, runCommand, stopGroup } from '../support/bot-process.ts';
import { SOLO_ALL_PIECES } from '../support/one-colour-solo.ts';
import { hasChromium, launchChromium, lookAt } from '../support/table-page.ts';
import { cellPoint, colorsAt } from './activity-board.ts';

/**
 * The end of every kind of game on the Activity, at the local table (`npm start`, phones of 360 × 640):
 * Junior, classic for three (its shared colour moved by whoever's turn it is), teams, classic for two
 * (a player with two colours), one colour each,
 * solo with one colour and a figure to fill. Each game is brought near its end through the service on
 * the table's own database (the moves `/place` would make), then its last moves are played by touch
 * while the spectator Sam watches: the colours read back from his canvas, the cells named in his reader
 * grid, whose turn it is, the final panel against the engine's scores. Screenshots go to
 * BLOKUS_SCREENSHOTS (or a temporary folder): look at them after a change.
 */
const run = hasChromium || process.env.CI ? describe : describe.skip;

const CHANNEL = CHANNELS[2].id;
const FILLS = paletteFile.colors as Record<string, { fill: string }>;
/**
 * How long a page may take to show a change: a move goes to the bot's process and back to every page,
 * which replays the game with the engine; on a machine busy with other work that takes seconds.
 */
const SEEN = { timeout: 15_000 };

/**
 * A touch that must have an effect: touched again (at most three times) while `done` stays false for 4 s.
 * On the loaded two-core CI machine Chromium sometimes let a page's tap click nothing (a move's Place, a
 * board cell), while the same test passed alone every time; touching again is what a person does too.
 * Only for touches that change nothing when repeated after they took effect.
 */
async function touchUntil(touch: () => Promise<void>, done: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await done()) return;
    await touch();
    try {
      await expect.poll(done, { timeout: 4_000 }).toBe(true);
      return;
    } catch {
      // Not taken yet: touch again.
    }
  }
  await expect.poll(done, SEEN).toBe(true);
}

/** An empty cell on the page's board. */
const EMPTY = paletteFile.themes.dark.grid;
const person = (name: string) => PEOPLE.find((p) => p.name === name)!;
const nameOf = (userId: string) => PEOPLE.find((p) => p.id === userId)!.name;
const named = (color: string) => `${color[0]!.toUpperCase()}${color.slice(1)}`;

function unwrapped<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

type Placement = { readonly color: number; readonly move: number };

function played(game: Game, { color, move }: Placement): Game {
  const next = play(game, move, color);
  if (!next.ok) throw new Error(`illegal test move: ${next.error.kind}`);
  return next.value.game;
}

/** A whole game of random legal moves. */
function randomGame(variant: VariantId, random: Random): Placement[] {
  let game = newGame(variant);
  const placements: Placement[] = [];
  while (game.toMove !== null) {
    const moves = legalMoves(game, game.toMove);
    const placement = { color: game.toMove, move: moves[Math.floor(random() * moves.length)]! };
    game = played(game, placement);
    placements.push(placement);
  }
  return placements;
}

/** The first random game (seeds 1, 2 …) whose last placements pass `fits`. */
function randomGameWhere(variant: VariantId, fits: (last: readonly Placement[]) => boolean): Placement[] {
  for (let seed = 1; ; seed++) {
    const placements = randomGame(variant, seededRandom(seed));
    if (fits(placements)) return placements;
  }
}

async function addressOf(child: Child): Promise<string> {
  const deadline = Date.now() + BOOT_MS;
  for (;;) {
    const address = /Open (http:\/\/127\.0\.0\.1:\d+\/) in your browser/.exec(child.stdout.join('\n'))?.[1];
    if (address) return address;
    if (child.process.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start printed no address for the local table:\n${output(child)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

run('the Activity at the end of every kind of game', () => {
  let dir: string;
  let shots: string;
  let table: Child;
  let browser: Browser;
  let url: string;
  let service: GameService;
  let store: Store;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blokus-activity-endings-'));
    shots = process.env.BLOKUS_SCREENSHOTS ?? join(dir, 'screenshots');
    mkdirSync(shots, { recursive: true });
    const database = join(dir, 'local.sqlite');
    table = runCommand('npm', ['start', '--silent', '--', '--port', '0'], { LOCAL_DATABASE_PATH: database });
    [url, browser] = await Promise.all([addressOf(table), launchChromium()]);
    // The table's database, migrated by the bot: the test's own service writes the games' first moves.
    store = Store.open(database);
    service = new GameService({ store, random: seededRandom(5) });
  }, BOOT_MS + 10_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    store?.close();
    if (table) {
      stopGroup(table);
      await exitOf(table);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A game of `variant` in the channel, its players seated with the colours they ask for, its
   * placements but the last `left` made through the service (each as `/place` makes it), and the
   * announcements of those moves taken as delivered (the chat is not what these tests look at).
   */
  function seeded(
    variant: VariantId,
    players: readonly (readonly [string, string | null])[],
    placements: readonly Placement[],
    left: number,
  ): { gameId: number } {
    const user = (name: string) => ({ id: person(name).id, displayName: name });
    const creator = user(players[0]![0]);
    // A game an earlier test left unfinished (it failed) would hold the channel: Alice, who owns the
    // table's server, cancels it, so that each test fails alone.
    const before = service.board({ channelId: CHANNEL });
    if (before.ok && before.value.status === 'active')
      unwrap(service.cancel({ gameId: before.value.gameId }, person('Alice').id, true));
    const lobby = unwrap(
      service.createGame({ guildId: LOCAL_GUILD_ID, channelId: CHANNEL, creator, variant }),
    );
    const ref = { gameId: lobby.gameId };
    if (players.length > 1) for (const [name, color] of players) unwrap(service.join(ref, user(name), color));
    unwrap(service.start(ref, creator.id));
    let game = newGame(variant);
    for (const [i, placement] of placements.slice(0, placements.length - left).entries()) {
      const board = unwrap(service.board(ref));
      const text = formatMove(game.layout, placement.move);
      const colorName = game.variant.colors[placement.color]!;
      const move = game.variant.freeColorOrder ? `${colorName} ${text}` : text;
      unwrap(service.place(ref, board.toMove!.userId, move, `seed-${ref.gameId}-${i}`));
      game = played(game, placement);
    }
    for (const row of store.outbox.pending(CHANNEL)) store.outbox.markDelivered(row.id, Date.now(), null);
    return ref;
  }

  /** Each person's phone, its board open on the channel: the Activity's frame. */
  const phones = new Map<string, Frame>();
  /**
   * `name`'s phone (360 × 640, touch) at the table with the channel's board open, opened when first
   * needed and kept open from game to game: each test's game is made by this process, another one than
   * the table's, and the open board must follow to it live (the store's poll), its tray empty again.
   */
  async function phone(name: string): Promise<Frame> {
    let frame = phones.get(name);
    if (!frame) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 640 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${name}: ${error.message}`));
      await page.goto(`${url}#${person(name).id}/${CHANNEL}`);
      await page.locator('#open-board').tap();
      frame = (await (await page.locator('#board-frame').elementHandle())!.contentFrame())!;
      phones.set(name, frame);
    }
    await frame.locator('#status', { hasText: /^(?!…)\S/ }).waitFor();
    const { gameId } = unwrap(service.board({ channelId: CHANNEL }));
    const board = frame.getByRole('grid');
    await expect.poll(() => board.getAttribute('aria-label'), SEEN).toBe(`Board of game ${gameId}`);
    // Nothing is held over from the game before (the piece taps below expect the piece unturned, too).
    expect(await frame.locator('#tray button[aria-pressed="true"]').count()).toBe(0);
    return frame;
  }

  /**
   * Plays the game's last placements by touch, each on the phone of whoever the service says moves it
   * (opened when first needed), checked on the spectator's phone: whose turn it is, then the move's
   * colour on every cell and its first cell named in the reader grid. Returns the engine's game at the end.
   */
  async function finishByTouch(
    ref: { gameId: number },
    variant: VariantId,
    placements: readonly Placement[],
    left: number,
    sam: Frame,
  ): Promise<{ game: Game; movers: Map<string, Frame> }> {
    onTestFailed(async () => {
      await lookAt(sam.page(), join(shots, `activity-${variant}-failure.png`));
      console.log(`${output(table)}\n${pageErrors.join('\n')}`);
    });
    let game = newGame(variant);
    for (const placement of placements.slice(0, placements.length - left)) game = played(game, placement);
    const movers = new Map<string, Frame>();
    /** The transform each phone has turned its pieces to (a new page starts unturned). */
    const turnedTo = new Map<Frame, number>();
    // The move before the first touch is the last one the service made. A page that follows the game
    // live may first show it part made (in solo every position says "Your turn"); a piece held then
    // is dropped when the rest arrives, so each phone waits until it shows that move.
    const seededLast = placements[placements.length - left - 1];
    let before: { cells: readonly Point[]; fill: string } | null = seededLast
      ? {
          cells: describeMove(game.layout, seededLast.move).cells,
          fill: FILLS[game.variant.colors[seededLast.color]!]!.fill,
        }
      : null;
    for (const placement of placements.slice(placements.length - left)) {
      const toMove = unwrap(service.board(ref)).toMove!;
      expect(toMove.colorIndex).toBe(placement.color);
      const mover = nameOf(toMove.userId);
      const color = named(game.variant.colors[placement.color]!);
      if (!game.variant.freeColorOrder)
        await sam.locator('#status', { hasText: `${mover} to play: ${color}.` }).waitFor();
      const frame = await phone(mover);
      movers.set(mover, frame);
      await frame
        .locator('#status', { hasText: game.variant.freeColorOrder ? /^Your turn/ : `Your turn: ${color}.` })
        .waitFor();
      // The phone shows the move before (it may be the same player's, in the same colour).
      if (before)
        await expect
          .poll(() => colorsAt(frame, game, before!.cells), SEEN)
          .toEqual(before.cells.map(() => before!.fill));
      if (game.variant.freeColorOrder)
        await frame.getByRole('button', { name: new RegExp(`^${color}, ${mover}`) }).tap();
      const { piece, pivot, cells } = describeMove(game.layout, placement.move);
      await frame.locator(`#tray button[data-piece="${piece}"]`).tap();
      // Turn and flip the piece as the move has it, from where this phone left it.
      const turns = game.layout.geometry.transforms.length / 2;
      const want = game.layout.moveTransform[placement.move]!;
      let now = turnedTo.get(frame) ?? 0;
      if (now >= turns !== want >= turns) {
        await frame.locator('#flip').tap();
        now = now >= turns ? now - turns : now + turns;
      }
      for (; now % turns !== want % turns; now = (now >= turns ? turns : 0) + ((now + 1) % turns))
        await frame.locator('#turn').tap();
      turnedTo.set(frame, want);
      // The piece is held where the move puts it (the reader grid names those cells), then placed. The
      // cell's place is read again before each touch: a first touch may have zoomed the board.
      const held = frame.locator('#cells button', { hasText: 'your piece' });
      const heldCells = async () => (await held.allTextContents()).map((t) => t.split(',')[0]).sort();
      const wanted = cells.map((c) => formatCell(c)).sort();
      await touchUntil(
        async () => {
          const at = await cellPoint(frame, game, pivot);
          await frame.page().touchscreen.tap(at.x, at.y);
        },
        async () => JSON.stringify(await heldCells()) === JSON.stringify(wanted),
      );
      // Placed: nothing is held any more (a touch on Place while the move is on its way does nothing).
      await touchUntil(
        () =>
          frame
            .locator('#place')
            .tap({ timeout: 2_000 })
            .catch(() => undefined),
        async () => (await held.count()) === 0,
      );
      game = played(game, placement);
      const fill = FILLS[game.variant.colors[placement.color]!]!.fill;
      await expect.poll(() => colorsAt(sam, game, cells), SEEN).toEqual(cells.map(() => fill));
      const said = `${formatCell(cells[0]!)}, ${color}`;
      await expect.poll(() => sam.locator('#cells button', { hasText: said }).count(), SEEN).toBe(1);
      before = { cells, fill };
    }
    expect(game.toMove).toBeNull();
    // Over: the spectator's page says so, and it never had a tray or buttons to move with.
    await sam.locator('#status', { hasText: `Game ${ref.gameId} is over.` }).waitFor();
    expect(await sam.locator('#tray').isHidden()).toBe(true);
    expect(await sam.locator('#controls').isHidden()).toBe(true);
    return { game, movers };
  }

  /** The final panel's lines as a page shows them. */
  async function finalLines(frame: Frame): Promise<string[]> {
    await frame.locator('#final').waitFor();
    return frame.locator('#final-list li').allTextContents();
  }

  /** The colours before each line of the final panel, as `rgb(…)` strings. */
  async function finalSwatches(frame: Frame): Promise<string[][]> {
    return frame
      .locator('#final-list li')
      .evaluateAll((items) =>
        items.map((li) =>
          [...li.querySelectorAll('.swatch')].map(
            (s) => (s as unknown as { style: { backgroundColor: string } }).style.backgroundColor,
          ),
        ),
      );
  }

  /** A palette colour (`#rrggbb`) as the browser's computed style writes it. */
  function rgb(hex: string): string {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  }

  /** Each seat's line of the final panel, best first, from the engine's scores. */
  function rankLines(game: Game, names: readonly string[]): string[] {
    const scores = scoresOf(game);
    return names
      .map((name, seat) => ({ name, rank: scores.playerRanks[seat]!, score: scores.playerScores[seat]! }))
      .sort((a, b) => a.rank - b.rank)
      .map((s) => `${s.rank}. ${s.name}: ${s.score}`);
  }

  it('ends a Junior game by touch: the final panel ranks both players by the engine', async () => {
    const placements = randomGame('junior', seededRandom(1));
    const ref = seeded(
      'junior',
      [
        ['Alice', 'green'],
        ['Bob', 'orange'],
      ],
      placements,
      2,
    );
    const sam = await phone('Sam');
    const { game, movers } = await finishByTouch(ref, 'junior', placements, 2, sam);
    expect(await finalLines(sam)).toEqual(rankLines(game, ['Alice', 'Bob']));
    // Each player's line shows the colour they played.
    const colorOf = { Alice: rgb(FILLS.green!.fill), Bob: rgb(FILLS.orange!.fill) };
    const ranked = rankLines(game, ['Alice', 'Bob']).map((line) =>
      line.includes('Alice') ? 'Alice' : 'Bob',
    );
    expect(await finalSwatches(sam)).toEqual(ranked.map((name) => [colorOf[name]]));
    // The players' pages have nothing left to move with.
    for (const player of movers.values()) {
      await player.locator('#final').waitFor();
      expect(await player.locator('#controls').isHidden()).toBe(true);
      expect(await player.locator('#tray').isHidden()).toBe(true);
    }
    await lookAt(sam.page(), join(shots, 'activity-junior-end.png'));
    await lookAt([...movers.values()][0]!.page(), join(shots, 'activity-junior-end-player.png'));

    // The replay: a step back takes the last piece off the board, a step forward puts it back.
    const total = placements.length;
    const { cells } = describeMove(game.layout, placements.at(-1)!.move);
    const fill = FILLS[game.variant.colors[placements.at(-1)!.color]!]!.fill;
    await sam.locator('#replay-at', { hasText: `Move ${total} of ${total}` }).waitFor();
    const firstLine = (await sam.locator('#final-list li').first().elementHandle())!;
    await sam.getByRole('button', { name: 'Previous move' }).tap();
    await sam.locator('#replay-at', { hasText: `Move ${total - 1} of ${total}` }).waitFor();
    // The panel is read aloud as it changes: a step says where it is, not the scores again.
    expect(
      await firstLine.evaluate((line) => (line as unknown as { isConnected: boolean }).isConnected),
    ).toBe(true);
    await expect.poll(() => colorsAt(sam, game, cells), SEEN).toEqual(cells.map(() => EMPTY));
    await lookAt(sam.page(), join(shots, 'activity-junior-replay.png'));
    await sam.getByRole('button', { name: 'Next move' }).tap();
    await sam.locator('#replay-at', { hasText: `Move ${total} of ${total}` }).waitFor();
    await expect.poll(() => colorsAt(sam, game, cells), SEEN).toEqual(cells.map(() => fill));
    expect(await sam.getByRole('button', { name: 'Next move' }).isDisabled()).toBe(true);
    // Held sideways, the panel sits beside the board, both on the screen.
    await sam.page().setViewportSize({ width: 640, height: 360 });
    await expect
      .poll(async () => {
        const board = (await sam.locator('#board').boundingBox())!;
        const panel = (await sam.locator('#final').boundingBox())!;
        return board.y + board.height <= 360 && panel.y + panel.height <= 360;
      }, SEEN)
      .toBe(true);
    await lookAt(sam.page(), join(shots, 'activity-junior-end-landscape.png'));
    await sam.page().setViewportSize({ width: 360, height: 640 });
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it("ends classic for three by touch, the shared colour moved by whoever's turn it is", async () => {
    // A game whose last two placements include the shared Green.
    const placements = randomGameWhere('classic-3', (all) => all.slice(-2).some((p) => p.color === 3));
    const ref = seeded(
      'classic-3',
      [
        ['Alice', 'blue'],
        ['Bob', 'yellow'],
        ['Carol', 'red'],
      ],
      placements,
      2,
    );
    const sam = await phone('Sam');
    // The shared colour has no seat of its own: the legend says it is played in turn.
    await sam.locator('#seats li[aria-label^="Green, in turn: "]').waitFor();
    const { game } = await finishByTouch(ref, 'classic-3', placements, 2, sam);
    expect(await finalLines(sam)).toEqual(rankLines(game, ['Alice', 'Bob', 'Carol']));
    await lookAt(sam.page(), join(shots, 'activity-classic-3-end.png'));
  }, 60_000);

  it('ends a teams game by touch: the final panel ranks the players and the teams', async () => {
    const placements = randomGame('teams', seededRandom(1));
    const ref = seeded(
      'teams',
      [
        ['Alice', 'blue'],
        ['Bob', 'yellow'],
        ['Carol', 'red'],
        ['Dana', 'green'],
      ],
      placements,
      2,
    );
    const sam = await phone('Sam');
    const { game } = await finishByTouch(ref, 'teams', placements, 2, sam);
    const teams = scoresOf(game).teams!;
    expect(await finalLines(sam)).toEqual([
      ...rankLines(game, ['Alice', 'Bob', 'Carol', 'Dana']),
      `Team Alice + Carol: ${teams[0]!.score} (rank ${teams[0]!.rank})`,
      `Team Bob + Dana: ${teams[1]!.score} (rank ${teams[1]!.rank})`,
    ]);
    await lookAt(sam.page(), join(shots, 'activity-teams-end.png'));
  }, 60_000);

  it('ends classic for two by touch, one player moving both her colours in turn', async () => {
    // A game whose last two placements are the two colours of one player (Blue and Red, or Yellow and Green).
    const placements = randomGameWhere('classic-2', (all) => {
      const [a, b] = all.slice(-2);
      return a!.color !== b!.color && a!.color % 2 === b!.color % 2;
    });
    const ref = seeded(
      'classic-2',
      [
        ['Alice', 'blue'],
        ['Bob', 'yellow'],
      ],
      placements,
      2,
    );
    const sam = await phone('Sam');
    const { game, movers } = await finishByTouch(ref, 'classic-2', placements, 2, sam);
    expect(movers.size).toBe(1);
    expect(await finalLines(sam)).toEqual(rankLines(game, ['Alice', 'Bob']));
    // Each player's line shows both colours they played, in the variant's order.
    const colorsOf = {
      Alice: [rgb(FILLS.blue!.fill), rgb(FILLS.red!.fill)],
      Bob: [rgb(FILLS.yellow!.fill), rgb(FILLS.green!.fill)],
    };
    const ranked = rankLines(game, ['Alice', 'Bob']).map((line) =>
      line.includes('Alice') ? 'Alice' : 'Bob',
    );
    expect(await finalSwatches(sam)).toEqual(ranked.map((name) => colorsOf[name]));
    await lookAt(sam.page(), join(shots, 'activity-classic-2-end.png'));
  }, 60_000);

  it('ends a game of one colour each by touch', async () => {
    const placements = randomGame('one-colour', seededRandom(1));
    const ref = seeded(
      'one-colour',
      [
        ['Alice', 'blue'],
        ['Bob', 'red'],
      ],
      placements,
      1,
    );
    const sam = await phone('Sam');
    const { game } = await finishByTouch(ref, 'one-colour', placements, 1, sam);
    expect(await finalLines(sam)).toEqual(rankLines(game, ['Alice', 'Bob']));
    await lookAt(sam.page(), join(shots, 'activity-one-colour-end.png'));
  }, 60_000);

  it('ends solo with one colour by touch, the monomino last: the squares placed and the bonus', async () => {
    const layout = newGame('solo-one-colour').layout;
    const placements = SOLO_ALL_PIECES.map((cells) => ({
      color: 0,
      move: unwrapped(parseCellList(cells, layout)),
    }));
    const ref = seeded('solo-one-colour', [['Alice', null]], placements, 1);
    const sam = await phone('Sam');
    const { game } = await finishByTouch(ref, 'solo-one-colour', placements, 1, sam);
    const scores = scoresOf(game);
    expect(scores.bonuses[0]).toBe(20);
    expect(await finalLines(sam)).toEqual([
      `Alice: 89 of 89 squares placed, and a bonus of +20: ${scores.playerScores[0]} points`,
    ]);
    await lookAt(sam.page(), join(shots, 'activity-solo-one-colour-end.png'));
  }, 60_000);

  it('ends a figure to fill by touch, each colour picked on the page: solved', async () => {
    const variant = 'figure-cross' as VariantId;
    const start = newGame(variant);
    const placements = searchPuzzle(start.layout, 4, start.variant.pieceSet).events!.map((e) => {
      if (e.type !== 'place') throw new Error(`a solution is placements, not ${e.type}`);
      return { color: e.color, move: e.move };
    });
    const ref = seeded(variant, [['Alice', null]], placements, 1);
    const sam = await phone('Sam');
    const { game } = await finishByTouch(ref, variant, placements, 1, sam);
    expect(scoresOf(game).squaresLeft).toEqual([0, 0, 0, 0]);
    expect(await finalLines(sam)).toEqual([`Solved: all ${placements.length} pieces are on the board.`]);
    await lookAt(sam.page(), join(shots, 'activity-figure-end.png'));
    await lookAt(phones.get('Alice')!.page(), join(shots, 'activity-figure-end-player.png'));
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
