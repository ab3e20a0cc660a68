/**
 * The activity section of `npm run bench`: the Activity's page at the local table (`npm start` with no
 * token, a Duo game opened with the commands), in Chromium (/usr/bin/chromium or CHROMIUM_PATH) at
 * 360 × 640. It needs the built page (`npm run build`); without it the section says so and stops.
 *
 * - `firstPaintMs`: from a tap on Open the board to the board drawn in its frame (median of 5 fresh phones);
 * - `bundleKbGz`: the page's script, gzipped;
 * - `moveToOtherViewerMs`: a player's touch on Place to the other player's page drawing the move (median
 *   of 6 moves).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Frame } from 'playwright-core';
import { describeMove, type Game, legalMoves, newGame, play } from '../../src/engine/index.ts';
import { CHANNELS, PEOPLE } from '../../src/local/table/table-guild.ts';
import { BOOT_MS, type Child, exitOf, ROOT, runCommand, stopGroup } from '../support/bot-process.ts';
import { launchChromium, TablePage } from '../support/table-page.ts';
import { median, round } from './measure.ts';

const BUNDLE = join(ROOT, 'dist/src/activity/page/app.js');
const CHANNEL = CHANNELS[0].id;
const idOf = (name: string) => PEOPLE.find((p) => p.name === name)!.id;

async function addressOf(child: Child): Promise<string> {
  const deadline = Date.now() + BOOT_MS;
  for (;;) {
    const address = /Open (http:\/\/127\.0\.0\.1:\d+\/) in your browser/.exec(child.stdout.join('\n'))?.[1];
    if (address) return address;
    if (child.process.exitCode !== null || Date.now() > deadline)
      throw new Error('npm start printed no address');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A Duo game between Alice and Bob in the first channel, opened with the commands. */
async function openDuo(browser: Browser, url: string): Promise<void> {
  const tab = new TablePage(await browser.newPage({ viewport: { width: 1280, height: 860 } }), url);
  await tab.open();
  await tab.type('/blokus new variant:du');
  await tab.waitForSuggestion(/^Duo/);
  await tab.press('Tab');
  await tab.press('Enter');
  const lobby = await tab.waitForMessage('Blokus · Duo');
  for (const name of ['Alice', 'Bob']) {
    await tab.actAs(name);
    await tab.clickButton(lobby, 'Join');
    await tab.waitForMessage(new RegExp(`\\d\\. .*${name}`));
  }
  await tab.actAs('Alice');
  await tab.clickButton(await tab.waitForMessage('Blokus · Duo'), 'Start');
  await tab.waitForMessage(/moves first/);
  await tab.page.close();
}

/**
 * A phone at the table as `name` with the board open (the Activity's frame, signed in through the table's
 * side of Discord's handshake); the milliseconds from opening the board to its board drawn.
 */
async function phone(browser: Browser, url: string, name: string): Promise<{ page: Frame; paintMs: number }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const tab = await context.newPage();
  await tab.goto(`${url}#${idOf(name)}/${CHANNEL}`);
  await tab.locator('#open-board').waitFor();
  const start = performance.now();
  await tab.locator('#open-board').tap();
  const frame = await (await tab.locator('#board-frame').elementHandle())!.contentFrame();
  await frame!.locator('#board[data-scale]').waitFor();
  return { page: frame!, paintMs: performance.now() - start };
}

/**
 * Run in the other page (as text: the bench is compiled without the browser's types): notes the time its
 * status says it is its turn, which the page writes as it draws the state that carries the move.
 */
const WATCH_STATUS = `(() => {
  const status = document.getElementById('status');
  window.drawnAt = undefined;
  new MutationObserver((_, observer) => {
    if (status.textContent.startsWith('Your turn')) {
      window.drawnAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }
  }).observe(status, { childList: true, characterData: true, subtree: true });
})()`;

/** Plays the mover's biggest unturned legal move by touch; the milliseconds until `other` has drawn it. */
async function timedMove(mover: Frame, other: Frame, game: Game): Promise<{ ms: number; game: Game }> {
  const moves = legalMoves(game, game.toMove!)
    .map((m) => describeMove(game.layout, m))
    .filter((d) => !d.transform.flip && d.transform.rotation === 0)
    .sort((a, b) => b.piece - a.piece);
  const { move, piece, pivot } = moves[0]!;
  await mover.locator('#status', { hasText: 'Your turn' }).waitFor();
  await mover.locator(`#tray button[data-piece="${piece}"]`).tap();
  const cell = Number(await mover.locator('#board').getAttribute('data-scale'));
  const box = (await mover.locator('#board').boundingBox())!;
  await mover
    .page()
    .touchscreen.tap(box.x + (pivot.x + 0.5) * cell, box.y + (game.layout.height - pivot.y - 0.5) * cell);
  await mover.locator('#place:not([disabled])').waitFor();
  // The other page notes when its board is drawn again (the status says it is its turn).
  await other.evaluate(WATCH_STATUS);
  const start = Date.now();
  await mover.locator('#place').tap();
  // A function, not a string: the page's CSP refuses the `eval` a string predicate is polled with.
  await other.waitForFunction(() => (globalThis as { drawnAt?: number }).drawnAt !== undefined);
  const drawnAt = (await other.evaluate('window.drawnAt')) as number;
  const next = (play(game, move) as { ok: true; value: { game: Game } }).value.game;
  return { ms: drawnAt - start, game: next };
}

export async function benchActivity(): Promise<Record<string, number>> {
  if (!existsSync(BUNDLE))
    throw new Error('the activity section needs the built page: run `npm run build` first');
  const bundleKbGz = gzipSync(readFileSync(BUNDLE)).length / 1024;
  const dir = mkdtempSync(join(tmpdir(), 'blokus-bench-activity-'));
  const table = runCommand('npm', ['start', '--silent', '--', '--port', '0'], {
    LOCAL_DATABASE_PATH: join(dir, 'local.sqlite'),
  });
  const [url, browser] = await Promise.all([addressOf(table), launchChromium()]);
  try {
    await openDuo(browser, url);
    const paints: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { page, paintMs } = await phone(browser, url, 'Sam');
      paints.push(paintMs);
      await page.page().context().close();
    }
    const players = [await phone(browser, url, 'Alice'), await phone(browser, url, 'Bob')].map((p) => p.page);
    let game = newGame('duo');
    // The game's first player is drawn by lot: whoever's page says it is their turn.
    await players[0]!.locator('#status', { hasText: /Your turn| to play/ }).waitFor();
    const first = (await players[0]!.locator('#status').textContent())?.startsWith('Your turn') ? 0 : 1;
    const moves: number[] = [];
    for (let ply = 0; ply < 6; ply++) {
      const timed = await timedMove(players[(first + ply) % 2]!, players[(first + ply + 1) % 2]!, game);
      moves.push(timed.ms);
      game = timed.game;
    }
    return {
      firstPaintMs: round(median(paints), 1),
      bundleKbGz: round(bundleKbGz, 1),
      moveToOtherViewerMs: round(median(moves), 1),
    };
  } finally {
    await browser.close();
    stopGroup(table);
    await exitOf(table);
    rmSync(dir, { recursive: true, force: true });
  }
}
