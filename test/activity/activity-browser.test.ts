import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import paletteFile from '../../assets/palette.json' with { type: 'json' };
import { describePlacement } from '../../src/describe/rule-errors.ts';
import {
  checkPlacement,
  describeMove,
  type Game,
  legalMoves,
  newGame,
  type Point,
  placeSquares,
  play,
  resign,
  TRANSFORMS,
} from '../../src/engine/index.ts';
import { ENGLISH } from '../../src/i18n/index.ts';
import { CHANNELS, PEOPLE } from '../../src/local/table/table-guild.ts';
import { formatMove } from '../../src/notation/index.ts';
import { BOOT_MS, type Child, exitOf, output, runCommand, stopGroup } from '../support/bot-process.ts';
import { hasChromium, launchChromium, lookAt, TablePage } from '../support/table-page.ts';
import { cellPoint, cellSide, colorsAt } from './activity-board.ts';

/**
 * The Activity end to end at the local table: `npm start` with no token, a Duo game opened with the
 * commands, then played by touch on two phones (360 × 640) while a third phone watches every move; a
 * move typed with `/place` shows on the open boards; the table opens the board beside the channel with
 * one click. Screenshots go to BLOKUS_SCREENSHOTS (or a temporary folder): look at them after a change.
 */
const run = hasChromium || process.env.CI ? describe : describe.skip;

const CHANNEL = CHANNELS[0].id;
const person = (name: string) => PEOPLE.find((p) => p.name === name)!;
const FILLS = paletteFile.colors as Record<string, { fill: string }>;

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

/**
 * A legal move of the colour to move whose piece is turned as given (default: not at all): its piece (the
 * biggest that has one) and pivot.
 */
function unturnedMove(
  game: Game,
  flip = false,
  rotation = 0,
): { move: number; piece: number; pivot: Point; cells: readonly Point[] } {
  const moves = legalMoves(game, game.toMove!)
    .map((m) => describeMove(game.layout, m))
    .filter((d) => d.transform.flip === flip && d.transform.rotation === rotation)
    .sort((a, b) => b.piece - a.piece);
  const { move, piece, pivot, cells } = moves[0]!;
  return { move, piece, pivot, cells };
}

run('the Activity at the local table', () => {
  let dir: string;
  let shots: string;
  let table: Child;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blokus-activity-'));
    shots = process.env.BLOKUS_SCREENSHOTS ?? join(dir, 'screenshots');
    mkdirSync(shots, { recursive: true });
    table = runCommand('npm', ['start', '--silent', '--', '--port', '0'], {
      LOCAL_DATABASE_PATH: join(dir, 'local.sqlite'),
    });
    [url, browser] = await Promise.all([addressOf(table), launchChromium()]);
  }, BOOT_MS + 10_000);

  afterAll(async () => {
    await browser?.close();
    if (table) {
      stopGroup(table);
      await exitOf(table);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** A phone's browser tab: 360 × 640, touch. */
  async function phoneTab(): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    return context.newPage();
  }

  /**
   * A phone at the table as `name`, on the first channel, with its board open: the Activity's frame, whose
   * SDK signs in through the table's side of Discord's handshake (`frame.page()` is the phone's tab).
   */
  async function phone(name: string): Promise<Frame> {
    const page = await phoneTab();
    await page.goto(`${url}#${person(name).id}/${CHANNEL}`);
    await page.locator('#open-board').tap();
    const frame = await (await page.locator('#board-frame').elementHandle())!.contentFrame();
    await frame!.locator('#status', { hasText: /\S/ }).waitFor();
    return frame!;
  }

  it('plays Duo by touch on two phones while a third watches, and shows a /place move at once', async () => {
    const tab = new TablePage(await browser.newPage({ viewport: { width: 1280, height: 860 } }), url);
    onTestFailed(async () => {
      await tab.screenshot(join(shots, 'activity-failure.png'));
      console.log(`${output(table)}\n${tab.console.join('\n')}`);
    });
    // Alice opens a Duo game and takes Purple (it moves first); Bob joins; Alice starts.
    await tab.open();
    await tab.type('/blo');
    await tab.waitForSuggestion('/blokus');
    await tab.press('Tab');
    await tab.type('ne');
    await tab.waitForSuggestion('new');
    await tab.press('Tab');
    await tab.type('variant:du');
    await tab.waitForSuggestion(/^Duo/);
    await tab.press('Tab');
    await tab.press('Enter');
    const lobby = await tab.waitForMessage('Blokus · Duo');
    await tab.type('/blokus join colour:pur');
    await tab.waitForSuggestion('Purple');
    await tab.press('Tab');
    await tab.press('Enter');
    await tab.waitForMessage(/1\. .*Alice.*Purple|Purple.*Alice/);
    await tab.actAs('Bob');
    await tab.clickButton(lobby, 'Join');
    await tab.waitForMessage(/2\. .*Bob/);
    await tab.actAs('Alice');
    await tab.clickButton(await tab.waitForMessage('Blokus · Duo'), 'Start');
    const turn = await tab.waitForMessage(/Purple moves first/);

    // Open the board on the turn message launches the Activity (LAUNCH_ACTIVITY), as in Discord: the
    // table opens its board beside the channel, as the person it acts as.
    await tab.clickButton(turn, 'Open the board');
    const framed = tab.page.frameLocator('#board-frame');
    await framed.locator('#status', { hasText: 'Your turn: Purple.' }).waitFor();

    const players = { Alice: await phone('Alice'), Bob: await phone('Bob') };
    const sam = await phone('Sam');
    await sam.locator('#status', { hasText: 'Alice to play: Purple.' }).waitFor();
    // A spectator has no tray and no buttons to move with.
    expect(await sam.locator('#tray').isHidden()).toBe(true);
    expect(await sam.locator('#controls').isHidden()).toBe(true);

    let game = newGame('duo');
    const alice = players.Alice;
    await alice.locator('#status', { hasText: 'Your turn: Purple.' }).waitFor();
    // A tap where the picked piece does not fit says why, in the bot's own words.
    const first = unturnedMove(game);
    await alice.locator(`#tray button[data-piece="${first.piece}"]`).tap();
    const corner = { x: 0, y: 0 };
    const refused = checkPlacement(game, 0, first.piece, placeSquares(first.piece, corner, TRANSFORMS[0]!));
    if (refused.ok) throw new Error('a1 should not fit');
    const point = await cellPoint(alice, game, corner);
    await alice.page().touchscreen.tap(point.x, point.y);
    await alice
      .locator('#note', { hasText: `a1: ${describePlacement(refused.error, 14, ENGLISH)}` })
      .waitFor();
    // Duo's cells are smaller than a finger on a phone: that touch zoomed the board; one more shows it whole.
    expect(await cellSide(alice, game)).toBeGreaterThanOrEqual(44);
    await alice.locator('#whole').tap();
    await alice.locator('#whole').waitFor({ state: 'hidden' });

    // Four moves by touch, each in three touches (piece, the lit spot, which zooms there and holds the
    // piece, Place), each seen at once by all.
    const names = ['Alice', 'Bob'] as const;
    for (let ply = 0; ply < 4; ply++) {
      const mover = players[names[ply % 2]!];
      const other = names[(ply + 1) % 2]!;
      const { move, piece, pivot, cells } = unturnedMove(game);
      await mover.locator(`#tray button[data-piece="${piece}"]`).tap();
      if (ply === 1) await lookAt(mover.page(), join(shots, 'activity-phone-spots.png'));
      const at = await cellPoint(mover, game, pivot);
      await mover.page().touchscreen.tap(at.x, at.y);
      await mover.locator('#place:not([disabled])').waitFor();
      expect(await cellSide(mover, game)).toBeGreaterThanOrEqual(44);
      if (ply === 2) await lookAt(mover.page(), join(shots, 'activity-phone-held.png'));
      await mover.locator('#place').tap();
      const color = game.variant.colors[game.toMove!]!;
      game = (play(game, move) as { ok: true; value: { game: Game } }).value.game;
      const next = game.variant.colors[game.toMove!]!;
      const nextName = `${next[0]!.toUpperCase()}${next.slice(1)}`;
      await sam.locator('#status', { hasText: `${other} to play: ${nextName}.` }).waitFor();
      await expect.poll(() => colorsAt(sam, game, cells)).toEqual(cells.map(() => FILLS[color]!.fill));
      await players[other].locator('#status', { hasText: `Your turn: ${nextName}.` }).waitFor();
    }
    await lookAt(sam.page(), join(shots, 'activity-phone-spectator.png'));

    // Alice types her next move with /place: every open board shows it.
    const typed = unturnedMove(game);
    await tab.type(`/place move:${formatMove(game.layout, typed.move)}`);
    await tab.press('Escape');
    await tab.press('Enter');
    await tab.waitForMessage(/@Bob, your turn/);
    game = (play(game, typed.move) as { ok: true; value: { game: Game } }).value.game;
    await players.Bob.locator('#status', { hasText: 'Your turn: Orange.' }).waitFor();
    await expect
      .poll(() => colorsAt(sam, game, typed.cells))
      .toEqual(typed.cells.map(() => FILLS.purple!.fill));
    await framed.locator('#status', { hasText: 'Bob to play: Orange.' }).waitFor();
    await lookAt(players.Bob.page(), join(shots, 'activity-phone-turn.png'));
    await players.Bob.page().setViewportSize({ width: 1280, height: 800 });
    await lookAt(players.Bob.page(), join(shots, 'activity-wide.png'));

    // On a keyboard, F flips and R turns the picked piece: Bob plays one flipped and turned a quarter.
    const turned = unturnedMove(game, true, 90);
    await players.Bob.locator(`#tray button[data-piece="${turned.piece}"]`).click();
    await players.Bob.page().keyboard.press('f');
    await players.Bob.page().keyboard.press('r');
    const spot = await cellPoint(players.Bob, game, turned.pivot);
    await players.Bob.page().mouse.click(spot.x, spot.y);
    await players.Bob.locator('#place:not([disabled])').click();
    game = (play(game, turned.move) as { ok: true; value: { game: Game } }).value.game;
    await sam.locator('#status', { hasText: 'Alice to play: Purple.' }).waitFor();
    await expect
      .poll(() => colorsAt(sam, game, turned.cells))
      .toEqual(turned.cells.map(() => FILLS.orange!.fill));
    await tab.screenshot(join(shots, 'activity-desktop.png'));

    // Bob leaves while Alice holds her next piece: his colour is out, her turn goes on, and the piece stays
    // in hand, ready to place.
    const kept = unturnedMove(game);
    await alice.locator(`#tray button[data-piece="${kept.piece}"]`).tap();
    const keptAt = await cellPoint(alice, game, kept.pivot);
    await alice.page().touchscreen.tap(keptAt.x, keptAt.y);
    await alice.locator('#place:not([disabled])').waitFor();
    await tab.actAs('Bob');
    await tab.type('/blokus leave');
    await tab.press('Escape');
    await tab.press('Enter');
    await alice.locator('#seats li.out', { hasText: 'Bob' }).waitFor();
    await sam.locator('#seats li.out', { hasText: /^Bob \d+ · resigned$/ }).waitFor();
    expect(await alice.locator('#place').isEnabled()).toBe(true);
    await lookAt(alice.page(), join(shots, 'activity-phone-held-after-leave.png'));
    await alice.locator('#place').tap();
    game = (resign(game, 1) as { ok: true; value: { game: Game } }).value.game;
    game = (play(game, kept.move) as { ok: true; value: { game: Game } }).value.game;
    await expect
      .poll(() => colorsAt(sam, game, kept.cells))
      .toEqual(kept.cells.map(() => FILLS.purple!.fill));

    // On a phone the table's board covers the screen, with a way back to the channel.
    const small = new TablePage(await phoneTab(), url);
    await small.page.goto(`${url}#${person('Dana').id}/${CHANNEL}`);
    await small.page.locator('#open-board').tap();
    await small.page.frameLocator('#board-frame').locator('#status', { hasText: 'Alice to play' }).waitFor();
    await small.screenshot(join(shots, 'activity-table-phone.png'));
    await small.page.locator('#close-board').tap();
    await small.page.locator('#board-panel').waitFor({ state: 'hidden' });

    expect(tab.foreignRequests).toEqual([]);
    expect(small.foreignRequests).toEqual([]);
    expect(output(table)).not.toMatch(/"level":"error"/);
  }, 120_000);

  it('signs in by itself after its server or Discord failed the first tries', async () => {
    const page = await phoneTab();
    // The page's first request for its settings gets no answer (a network failure)...
    let configs = 0;
    await page.route('**/api/config', (route) => (++configs === 1 ? route.abort() : route.continue()));
    // ...then Discord fails the server's check of two sign-ins: the server answers 503 with a wait.
    let tries = 0;
    await page.route('**/api/session', async (route) => {
      if (++tries > 2) return route.continue();
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ error: 'Discord is unavailable', retryAfter: 1 }),
      });
    });
    await page.goto(`${url}#${person('Carol').id}/${CHANNEL}`);
    await page.locator('#open-board').tap();
    const board = page.frameLocator('#board-frame');
    await board.locator('#status', { hasText: 'Could not confirm who you are just now' }).waitFor();
    expect(await board.locator('#status').textContent()).toBe(
      'Could not confirm who you are just now: trying again in 1 second.',
    );
    await lookAt(page, join(shots, 'activity-sign-in-later.png'));
    // Signed in: the status tells the channel's game (whichever state the test before left it in).
    await board
      .locator('#status', { hasText: /to play|Your turn|is over|waiting for its players|No game/ })
      .waitFor();
    expect([configs, tries]).toEqual([2, 3]);
  }, 30_000);
});
