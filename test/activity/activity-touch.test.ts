import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import paletteFile from '../../assets/palette.json' with { type: 'json' };
import { describeMove, type Game, legalMoves, newGame, type Point, play } from '../../src/engine/index.ts';
import { CHANNELS, PEOPLE } from '../../src/local/table/table-guild.ts';
import { BOOT_MS, type Child, exitOf, output, runCommand, stopGroup } from '../support/bot-process.ts';
import { hasChromium, launchChromium, lookAt, TablePage } from '../support/table-page.ts';
import { cellPoint, cellSide, colorsAt } from './activity-board.ts';

/**
 * Every target a phone player touches is 44 px or more (the accessibility rule), measured on the
 * page at 360 × 640 on the 20 × 20 board, whose cells are 17 px when the whole board shows: the tray's
 * pieces, the buttons, and the board's cells, which a touch zooms to a finger's size before any is taken.
 * A move stays three touches when the touch lands on the lit spot: piece, board, Place.
 */
const run = hasChromium || process.env.CI ? describe : describe.skip;

const TARGET = 44;
const CHANNEL = CHANNELS[2].id;
const FILLS = paletteFile.colors as Record<string, { fill: string }>;
const alice = PEOPLE.find((p) => p.name === 'Alice')!;

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

/** The biggest unturned legal move of the colour to move: its piece, pivot and cells. */
function unturnedMove(game: Game): { move: number; piece: number; pivot: Point; cells: readonly Point[] } {
  const d = legalMoves(game, game.toMove!)
    .map((m) => describeMove(game.layout, m))
    .filter((m) => !m.transform.flip && m.transform.rotation === 0)
    .sort((a, b) => b.piece - a.piece)[0]!;
  return { move: d.move, piece: d.piece, pivot: d.pivot, cells: d.cells };
}

/** Taps a button after measuring it: both its sides at least `TARGET`. */
async function tapMeasured(target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TARGET);
  await target.tap();
}

run('touch targets on a phone', () => {
  let dir: string;
  let shots: string;
  let table: Child;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blokus-activity-touch-'));
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

  it('are 44 px or more on the 20 × 20 board at 360 × 640, a move still three touches', async () => {
    const tab = new TablePage(
      await browser.newPage({ viewport: { width: 1280, height: 860 } }),
      `${url}#${alice.id}/${CHANNEL}`,
    );
    onTestFailed(async () => {
      await tab.screenshot(join(shots, 'activity-touch-failure.png'));
      console.log(`${output(table)}\n${tab.console.join('\n')}`);
    });
    await tab.open();
    await tab.type('/blokus new variant:solo');
    await tab.waitForSuggestion(/^Solo/);
    await tab.press('Tab');
    await tab.press('Enter');
    const lobby = await tab.waitForMessage('Blokus · Solo');
    await tab.clickButton(lobby, 'Join');
    await tab.waitForMessage(/1\. .*Alice/);
    await tab.clickButton(await tab.waitForMessage('Blokus · Solo'), 'Start');
    await tab.waitForMessage(/moves first|your turn/i);

    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto(`${url}#${alice.id}/${CHANNEL}`);
    await page.locator('#open-board').tap();
    const phone: Frame = (await (await page.locator('#board-frame').elementHandle())!.contentFrame())!;
    await phone.locator('#status', { hasText: 'Your turn' }).waitFor();

    let game = newGame('solo');
    // The whole board at 360 px: cells too small for a finger.
    expect(await cellSide(phone, game)).toBeLessThan(TARGET);
    for (const button of ['#turn', '#flip', '#place']) {
      const box = (await phone.locator(button).boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TARGET);
    }

    // Three touches: the piece, the board on its lit spot (it zooms there and holds the piece), Place.
    const first = unturnedMove(game);
    await tapMeasured(phone.locator(`#tray button[data-piece="${first.piece}"]`));
    let at = await cellPoint(phone, game, first.pivot);
    await page.touchscreen.tap(at.x, at.y);
    await phone.locator('#place:not([disabled])').waitFor();
    expect(await cellSide(phone, game)).toBeGreaterThanOrEqual(TARGET);
    await lookAt(page, join(shots, 'activity-touch-zoomed.png'));
    // A finger dragged over the zoomed board looks around it, and takes no cell.
    const left = Number(await phone.locator('#board').getAttribute('data-left'));
    const touch = await context.newCDPSession(page);
    const box = (await phone.locator('#board').boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', dx: number) =>
      touch.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: middle.x - dx, y: middle.y - dx }],
      });
    await finger('touchStart', 0);
    for (const step of [10, 30, 60, 90]) await finger('touchMove', step);
    // The finger rests before it lifts, as a person's does after looking around. Lifted mid-swipe (four
    // moves within milliseconds), Chromium 150 let the next tap, on Place, click nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await finger('touchEnd', 90);
    await expect
      .poll(async () => Number(await phone.locator('#board').getAttribute('data-left')))
      .not.toBe(left);
    await tapMeasured(phone.locator('#place:not([disabled])'));
    let color = game.variant.colors[game.toMove!]!;
    game = (play(game, first.move) as { ok: true; value: { game: Game } }).value.game;
    await phone.locator('#whole').waitFor({ state: 'hidden' });
    await expect
      .poll(() => colorsAt(phone, game, first.cells))
      .toEqual(first.cells.map(() => FILLS[color]!.fill));

    // A touch away from any lit spot zooms and says why nothing fits there; the whole board is one touch
    // away; in the zoomed board a cell is taken by a touch on it, a finger's size.
    const second = unturnedMove(game);
    await tapMeasured(phone.locator(`#tray button[data-piece="${second.piece}"]`));
    at = await cellPoint(phone, game, { x: 10, y: 10 });
    await page.touchscreen.tap(at.x, at.y);
    await phone.locator('#note', { hasText: /^k11: / }).waitFor();
    expect(await cellSide(phone, game)).toBeGreaterThanOrEqual(TARGET);
    await tapMeasured(phone.locator('#whole'));
    await phone.locator('#whole').waitFor({ state: 'hidden' });
    expect(await cellSide(phone, game)).toBeLessThan(TARGET);
    at = await cellPoint(phone, game, second.pivot);
    await page.touchscreen.tap(at.x, at.y);
    await phone.locator('#place:not([disabled])').waitFor();
    expect(await cellSide(phone, game)).toBeGreaterThanOrEqual(TARGET);
    at = await cellPoint(phone, game, second.pivot);
    await page.touchscreen.tap(at.x, at.y);
    await tapMeasured(phone.locator('#place:not([disabled])'));
    color = game.variant.colors[game.toMove!]!;
    game = (play(game, second.move) as { ok: true; value: { game: Game } }).value.game;
    await expect
      .poll(() => colorsAt(phone, game, second.cells))
      .toEqual(second.cells.map(() => FILLS[color]!.fill));
    await lookAt(page, join(shots, 'activity-touch-whole.png'));
    expect(output(table)).not.toMatch(/"level":"error"/);
  }, 120_000);
});
