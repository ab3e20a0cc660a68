import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import paletteFile from '../../assets/palette.json' with { type: 'json' };
import {
  describeMove,
  type Game,
  legalMoves,
  newGame,
  type Point,
  play,
  type VariantId,
} from '../../src/engine/index.ts';
import { CHANNELS, PEOPLE } from '../../src/local/table/table-guild.ts';
import { formatCell } from '../../src/notation/index.ts';
import { BOOT_MS, type Child, exitOf, output, runCommand, stopGroup } from '../support/bot-process.ts';
import { hasChromium, launchChromium, lookAt, TablePage } from '../support/table-page.ts';
import { cellPoint, colorsAt } from './activity-board.ts';

/**
 * The Activity on the boards beyond Duo, at the local table: Trigon for two played by touch on two
 * phones (360 × 640) while a third watches, each cell named for screen readers; the tetromino puzzle,
 * its colour picked on the page; and the bot restarted under open boards, which catch up. Screenshots go
 * to BLOKUS_SCREENSHOTS (or a temporary folder): look at them after a change.
 */
const run = hasChromium || process.env.CI ? describe : describe.skip;

const person = (name: string) => PEOPLE.find((p) => p.name === name)!;
const FILLS = paletteFile.colors as Record<string, { fill: string }>;
const named = (color: string) => `${color[0]!.toUpperCase()}${color.slice(1)}`;

/** A port no one listens on now, so that the table comes back on it after a restart. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** How long `npm start` may take to print its address, its build included, on a busy machine. */
const START_MS = 3 * BOOT_MS;

async function started(child: Child, port: number): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (!child.stdout.join('\n').includes(`http://127.0.0.1:${port}/`)) {
    if (child.process.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start printed no address for the local table:\n${output(child)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The colour to move's legal move with its piece not turned, the biggest piece first. */
function unturnedMove(
  game: Game,
  color = game.toMove!,
): { move: number; piece: number; pivot: Point; cells: readonly Point[] } {
  const moves = legalMoves(game, color)
    .map((m) => describeMove(game.layout, m))
    .filter((d) => !d.transform.flip && d.transform.rotation === 0)
    .sort((a, b) => b.piece - a.piece);
  const { move, piece, pivot, cells } = moves[0]!;
  return { move, piece, pivot, cells };
}

run('the Activity on every board', () => {
  let dir: string;
  let shots: string;
  let table: Child;
  let browser: Browser;
  let port: number;
  let url: string;

  /** `npm start` at the table's port; again, without `prestart` (the first start built `dist/`). */
  const startTable = (again = false) =>
    runCommand(
      'npm',
      ['start', '--silent', ...(again ? ['--ignore-scripts'] : []), '--', '--port', String(port)],
      { LOCAL_DATABASE_PATH: join(dir, 'local.sqlite') },
    );

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blokus-activity-variants-'));
    shots = process.env.BLOKUS_SCREENSHOTS ?? join(dir, 'screenshots');
    mkdirSync(shots, { recursive: true });
    port = await freePort();
    url = `http://127.0.0.1:${port}/`;
    table = startTable();
    [, browser] = await Promise.all([started(table, port), launchChromium()]);
  }, START_MS + 10_000);

  afterAll(async () => {
    await browser?.close();
    if (table) {
      stopGroup(table);
      await exitOf(table);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A phone (360 × 640, touch) at the table as `name` on a channel, with its board open: the Activity's
   * frame, signed in through the table's side of Discord's handshake (`frame.page()` is the phone's tab).
   */
  async function phone(name: string, channel: string): Promise<Frame> {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${name}: ${error.message}`));
    await page.goto(`${url}#${person(name).id}/${channel}`);
    await page.locator('#open-board').tap();
    const frame = await (await page.locator('#board-frame').elementHandle())!.contentFrame();
    await frame!.locator('#status', { hasText: /\S/ }).waitFor();
    return frame!;
  }

  /** Opens a game of `variant` in a channel with the commands, its players joining by the lobby's button. */
  async function openGame(channel: string, variant: string, title: string, players: readonly string[]) {
    const tab = new TablePage(
      await browser.newPage({ viewport: { width: 1280, height: 860 } }),
      `${url}#${person(players[0]!).id}/${channel}`,
    );
    onTestFailed(async () => {
      await tab.screenshot(join(shots, 'activity-variants-failure.png'));
      console.log(`${output(table)}\n${tab.console.join('\n')}`);
    });
    onTestFailed(() => console.log(pageErrors.join('\n')));
    await tab.open();
    await tab.type('/blokus new variant:');
    await tab.type(variant);
    await tab.waitForSuggestion(title);
    await tab.press('Tab');
    await tab.press('Enter');
    const lobby = await tab.waitForMessage(`Blokus · ${title}`);
    for (const name of players) {
      await tab.actAs(name);
      await tab.clickButton(lobby, 'Join');
      await tab.waitForMessage(new RegExp(`\\d\\. .*${name}`));
    }
    await tab.actAs(players[0]!);
    await tab.clickButton(await tab.waitForMessage(`Blokus · ${title}`), 'Start');
    await tab.waitForMessage(/moves first|your turn/i);
    return tab;
  }

  /** Plays one move by touch (piece, cell, Place) and waits until `watcher` draws it. */
  async function touchMove(mover: Frame, watcher: Frame, game: Game, color: number): Promise<Game> {
    const { move, piece, pivot, cells } = unturnedMove(game, color);
    await mover.locator(`#tray button[data-piece="${piece}"]`).tap();
    const at = await cellPoint(mover, game, pivot);
    await mover.page().touchscreen.tap(at.x, at.y);
    await mover.locator('#place:not([disabled])').tap();
    const next = (play(game, move, color) as { ok: true; value: { game: Game } }).value.game;
    const fill = FILLS[game.variant.colors[color]!]!.fill;
    await expect.poll(() => colorsAt(watcher, next, cells)).toEqual(cells.map(() => fill));
    // Each cell of the move is named for screen readers, with its colour.
    const said = `${formatCell(cells[0]!)}, ${named(game.variant.colors[color]!)}`;
    await expect.poll(() => watcher.locator('#cells button', { hasText: said }).count()).toBe(1);
    return next;
  }

  /** Errors thrown in the pages: none is expected. */
  const pageErrors: string[] = [];
  const TRIGON = CHANNELS[0].id;
  let trigon: Game;
  let phones: { Alice: Frame; Bob: Frame; Sam: Frame };

  /** Who the spectator's page says moves the colour to move of `game`. */
  async function whoMoves(game: Game, timeout?: number): Promise<'Alice' | 'Bob'> {
    const color = named(game.variant.colors[game.toMove!]!);
    const status = phones.Sam.locator('#status', { hasText: `to play: ${color}.` });
    await status.waitFor({ timeout });
    const name = /^(Alice|Bob) to play/.exec((await status.textContent()) ?? '')?.[1];
    if (name !== 'Alice' && name !== 'Bob')
      throw new Error(`no player named in ${await status.textContent()}`);
    return name;
  }

  it('plays Trigon by touch on two phones while a third watches, every cell named', async () => {
    await openGame(TRIGON, 'trigon-2', 'Trigon for two', ['Alice', 'Bob']);
    phones = {
      Alice: await phone('Alice', TRIGON),
      Bob: await phone('Bob', TRIGON),
      Sam: await phone('Sam', TRIGON),
    };
    trigon = newGame('trigon-2' as VariantId);
    await whoMoves(trigon);
    // The spectator's board is a grid of named cells for screen readers: the whole hexagon, all empty.
    expect(await phones.Sam.getByRole('grid').getAttribute('aria-label')).toMatch(/^Board of game \d+$/);
    const onBoard = trigon.layout.geometry;
    let count = 0;
    for (let y = 0; y < onBoard.height; y++)
      for (let x = 0; x < onBoard.width; x++) if (onBoard.isOnBoard(x, y)) count++;
    expect(await phones.Sam.locator('#cells button', { hasText: 'empty' }).count()).toBe(count);
    for (let ply = 0; ply < 4; ply++) {
      // Seats are drawn at random: the spectator's page says whose turn it is.
      const name = await whoMoves(trigon);
      await phones[name].locator('#status', { hasText: 'Your turn' }).waitFor();
      if (ply === 2) {
        await phones[name].locator(`#tray button[data-piece="${unturnedMove(trigon).piece}"]`).tap();
        await lookAt(phones[name].page(), join(shots, 'activity-trigon-phone.png'));
      }
      trigon = await touchMove(phones[name], phones.Sam, trigon, trigon.toMove!);
    }
    await lookAt(phones.Sam.page(), join(shots, 'activity-trigon-spectator.png'));

    // At a keyboard, the arrows move through the reader grid's cells, the focused one drawn on the board.
    const grid = phones.Sam.locator('#cells button');
    await grid.first().focus();
    await phones.Sam.page().keyboard.press('ArrowRight');
    const focused = () => phones.Sam.evaluate('document.activeElement.textContent');
    expect(await focused()).toBe(await grid.nth(1).textContent());
    // Held sideways, the board sits beside the tray and the page fits the screen.
    await phones.Bob.page().setViewportSize({ width: 640, height: 360 });
    await expect
      .poll(async () => {
        const board = (await phones.Bob.locator('#board').boundingBox())!;
        const tray = (await phones.Bob.locator('#tray').boundingBox())!;
        return board.y + board.height <= 360 && tray.x >= board.x + board.width;
      })
      .toBe(true);
    await lookAt(phones.Bob.page(), join(shots, 'activity-trigon-landscape.png'));
  }, 120_000);

  it('plays the tetromino puzzle by touch, the colour picked on the page', async () => {
    const channel = CHANNELS[1].id;
    await openGame(channel, 'puzzle-tetr', 'Tetromino puzzle', ['Alice']);
    const alice = await phone('Alice', channel);
    const sam = await phone('Sam', channel);
    let game = newGame('puzzle-tetrominoes' as VariantId);
    await alice.locator('#status', { hasText: 'Your turn' }).waitFor();
    // Alice picks Red, whichever colour the game names first.
    const red = game.variant.colors.indexOf('red');
    await alice.getByRole('button', { name: /^Red, Alice/ }).tap();
    game = await touchMove(alice, sam, game, red);
    await alice.getByRole('button', { name: /^Green, Alice/ }).tap();
    game = await touchMove(alice, sam, game, game.variant.colors.indexOf('green'));
    await lookAt(sam.page(), join(shots, 'activity-puzzle-spectator.png'));
  }, 90_000);

  it('loses nothing when the bot restarts under open boards: they sign in again, catch up and play on', async () => {
    const started0 = Date.now();
    const filled = () => phones.Sam.locator('#cells button').filter({ hasNotText: 'empty' }).count();
    const before = await filled();
    /** Each board's address: the board is never loaded again (as someone else, or before it is served). */
    const addresses = () => Object.entries(phones).map(([who, frame]) => `${who} ${frame.url()}`);
    const opened = addresses();
    stopGroup(table);
    await exitOf(table);
    await phones.Sam.locator('#status', { hasText: 'Connection lost' }).waitFor();
    table = startTable(true);
    /** Where each board is, in the error itself: CI shows only the end of the output. */
    const boards = async () => {
      const lines: string[] = [];
      for (const [who, frame] of Object.entries(phones)) {
        const status = await frame.locator('#status').textContent({ timeout: 2000 }).catch(String);
        lines.push(`${who}: "${status}" at ${frame.url()}${frame.isDetached() ? ' (detached)' : ''}`);
        await frame
          .page()
          .screenshot({ path: join(shots, `restart-${who}.png`), timeout: 5000 })
          .catch(String);
      }
      return lines.join('\n');
    };
    onTestFailed(() => console.log(output(table)));
    await started(table, port);
    // Every board signs in again (its pass died with the process) as its own person, and catches up.
    const name = await whoMoves(trigon, 30_000).catch(async (error: Error) => {
      throw new Error(`${error.message}\nthe boards:\n${await boards()}`);
    });
    for (const who of ['Alice', 'Bob'] as const) {
      const says = who === name ? 'Your turn' : `${name} to play`;
      await phones[who].locator('#status', { hasText: says }).waitFor({ timeout: 30_000 });
    }
    expect(await filled()).toBe(before);
    expect(addresses()).toEqual(opened);
    trigon = await touchMove(phones[name], phones.Sam, trigon, trigon.toMove!);
    await phones[name === 'Alice' ? 'Bob' : 'Alice'].locator('#status', { hasText: 'Your turn' }).waitFor();
    expect(output(table)).not.toMatch(/"level":"error"/);
    expect(pageErrors).toEqual([]);
    console.log(`restart test: ${Date.now() - started0} ms`);
  }, 150_000);
});
