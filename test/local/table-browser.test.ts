import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { BOOT_MS, type Child, exitOf, output, runCommand, stopGroup } from '../support/bot-process.ts';
import { hasChromium, launchChromium, TablePage } from '../support/table-page.ts';

/**
 * The local table end to end, as a newcomer meets it: `npm start` with no token, the printed address
 * opened in a real browser (Debian's Chromium), a Duo game made as Alice, joined as Bob by switching
 * person, moves typed with the bot's autocomplete and moves tapped (a placement menu, Confirm), the
 * ping badge following the turn, and both colours resigning to reach the final scoreboard.
 * Screenshots go to BLOKUS_SCREENSHOTS (or a temporary folder): look at them after a change to the page.
 *
 * Without Chromium the test is skipped, except in CI (CI=true), where `.ci/run` installs it.
 */
const run = hasChromium || process.env.CI ? describe : describe.skip;

/** The address the banner tells a person to open, once the bot is in. */
async function addressOf(child: Child): Promise<string> {
  const deadline = Date.now() + BOOT_MS;
  for (;;) {
    const said = child.stdout.join('\n');
    const address = /Open (http:\/\/127\.0\.0\.1:\d+\/) in your browser/.exec(said)?.[1];
    if (address) return address;
    if (child.process.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start printed no address for the local table:\n${output(child)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `npm start` on a free port, its games and chat in `dir`. */
function startTable(dir: string): Child {
  return runCommand('npm', ['start', '--silent', '--', '--port', '0'], {
    LOCAL_DATABASE_PATH: join(dir, 'local.sqlite'),
  });
}

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 360, height: 640 };

run('the local table in a browser', () => {
  let dir: string;
  let shots: string;
  let table: Child;
  let browser: Browser;
  let page: TablePage;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blokus-table-'));
    shots = process.env.BLOKUS_SCREENSHOTS ?? join(dir, 'screenshots');
    mkdirSync(shots, { recursive: true });
    table = startTable(dir);
    const [url, started] = await Promise.all([addressOf(table), launchChromium()]);
    browser = started;
    const tab = await browser.newPage({ viewport: DESKTOP });
    page = new TablePage(tab, url);
  }, BOOT_MS + 10_000);

  afterAll(async () => {
    await browser?.close();
    if (table) {
      stopGroup(table);
      await exitOf(table);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the local table, its address and how to use Discord instead, and no routine log lines', () => {
    const said = table.stdout.join('\n');
    expect(said).toMatch(/local table/i);
    expect(said).toMatch(/Open http:\/\/127\.0\.0\.1:\d+\/ in your browser/);
    expect(said).toContain('DISCORD_TOKEN is not set: copy .env.example to .env');
    expect(said).not.toContain('"level":"info"');
  });

  it('welcomes a newcomer with a game against the computer and what to try, on a phone too', async () => {
    await page.open();
    const welcome = page.page.locator('#messages .welcome');
    await welcome.waitFor();
    expect(await welcome.textContent()).toMatch(/Welcome to #blokus/);
    for (const line of ['/blokus new', '/hint', 'variant:trigon', 'variant:puzzle', 'language:fr']) {
      expect(await welcome.locator('.try', { hasText: line }).count()).toBeGreaterThan(0);
    }
    await expect.poll(() => page.page.locator('.play-computer').isVisible()).toBe(true);
    await page.screenshot(join(shots, 'local-table-welcome.png'));
    await page.page.setViewportSize(PHONE);
    try {
      // The topic says what to type, on a phone too.
      const topic = page.page.locator('#channel-topic');
      expect(await topic.isVisible()).toBe(true);
      expect(await topic.textContent()).toMatch(/\/blokus new/);
      expect(await page.page.locator('.play-computer').isVisible()).toBe(true);
      await page.screenshot(join(shots, 'local-table-welcome-phone.png'));
    } finally {
      await page.page.setViewportSize(DESKTOP);
    }
  });

  it('plays a Duo game from the lobby to the final scoreboard', async () => {
    onTestFailed(async () => {
      await page.screenshot(join(shots, 'failure.png'));
      console.log(`screenshot of the failure: ${join(shots, 'failure.png')}\n${page.console.join('\n')}`);
    });
    await page.open();
    expect(await page.boxText()).toBe('');

    // Alice opens a Duo game, led by the suggestions: command, subcommand, option, choice.
    await page.type('/blo');
    await page.waitForSuggestion('/blokus');
    await page.press('Tab');
    await page.type('ne');
    await page.waitForSuggestion('new');
    await page.press('Tab');
    await page.type('variant:du');
    await page.waitForSuggestion(/^Duo/);
    await page.press('Tab');
    expect(await page.boxText()).toBe('/blokus new variant:duo ');
    await page.press('Enter');
    const lobby = await page.waitForMessage('Blokus · Duo');
    await expect.poll(() => page.boxText()).toBe('');
    // Her private answer says she is the host; only she sees it.
    await page.waitForMessage('Only you can see this');
    // She takes Purple, which moves first (seats are otherwise drawn by lot).
    await page.type('/blokus join colour:pur');
    await page.waitForSuggestion('Purple');
    await page.press('Tab');
    expect(await page.boxText()).toBe('/blokus join colour:purple ');
    await page.press('Enter');
    await page.waitForMessage(/1\. .*Alice.*Purple|Purple.*Alice/);

    // Bob joins from the lobby's button; Alice starts.
    await page.actAs('Bob');
    expect(await page.countMessages('Only you can see this')).toBe(0);
    await page.clickButton(lobby, 'Join');
    await page.waitForMessage(/2\. .*Bob/);
    await page.actAs('Alice');
    await page.clickButton(await page.waitForMessage('Blokus · Duo'), 'Start');
    await page.waitForMessage(/Purple moves first, played by \u2068?Alice/);
    // The start pinged both; Alice was looking, so only Bob's badge counts it.
    await page.waitForPings('Bob', 1);
    expect(await page.pingsOf('Alice')).toBe(0);

    // Alice types a move, taking the bot's first autocomplete choice for her I2 (P2 by its full name).
    await page.type('/place move:I2');
    const choices = await page.waitForSuggestion(/^P2 .*·\s+covers/);
    expect(choices.length).toBeGreaterThan(1);
    await page.press('ArrowDown');
    await page.press('Enter');
    expect(await page.boxText()).toMatch(/^\/place move:P2 [a-n]\d+/);
    await page.press('Enter');
    await page.waitForMessage(/@Bob, your turn/);
    // Bob's turn pinged him while Alice was looking: his badge counts it.
    await page.waitForPings('Bob', 2);
    expect(await page.pingsOf('Alice')).toBe(0);

    // Bob taps his move: a piece alone brings the menu of its placements, a pick its preview, Confirm plays it.
    await page.actAs('Bob');
    await page.waitForPings('Bob', 0);
    await page.type('/place move:I3');
    await page.press('Enter');
    const menu = (await page.waitForMessage('pick one to preview it')).locator('select.menu');
    const first = await menu.locator('option:not([disabled])').first().getAttribute('value');
    await menu.selectOption(first!);
    const preview = await page.waitForMessage(/Preview: P3-I/);
    await page.clickButton(preview, 'Confirm');
    await page.waitForMessage(/@Alice, your turn/);
    await page.waitForPings('Alice', 1);

    // Alice previews her next move privately (typed, with the bot's first choice), then taps Confirm.
    await page.actAs('Alice');
    await page.waitForPings('Alice', 0);
    await page.type('/place move:V3');
    await page.waitForSuggestion(/^P3-V .*·\s+covers/);
    await page.press('ArrowDown');
    await page.press('Enter');
    await page.type('preview:true');
    await page.press('Enter');
    await page.clickButton(await page.waitForMessage(/Preview: P3-V/), 'Confirm');
    await expect.poll(() => page.countMessages(/@Bob, your turn/), { timeout: 15_000 }).toBe(2);
    // Edits show live: the preview became what was played, in place.
    await page.waitForMessage(/Played P3-V \w+\.\s*\(edited\)/);
    expect(await page.countMessages(/Preview: P3-V/)).toBe(0);
    // Deletions too: no "thinking…" placeholder is left of the moves sent without a preview.
    expect(await page.countMessages('is thinking')).toBe(0);
    await page.waitForPings('Bob', 1);
    await page.screenshot(join(shots, 'local-table-game.png'));

    // Both colours resign: the game is over, with the final scoreboard for everyone.
    for (const name of ['Bob', 'Alice']) {
      await page.actAs(name);
      await page.type('/resign');
      await page.press('Enter');
      await page.clickButton(await page.waitForMessage(/Resign .* for the rest of the game/), 'Resign');
    }
    const end = await page.waitForMessage('Game over!');
    // The scoreboard and, in the same message, the whole game's replay.
    const pictures = end.locator('img:not(.emoji)');
    expect(await pictures.count()).toBe(2);
    expect(await pictures.nth(1).getAttribute('src')).toMatch(/replay\.gif/);
    await page.actAs('Sam');
    await page.waitForMessage('Game over!');
    await page.screenshot(join(shots, 'local-table-final.png'));
    // A reload keeps who you are and where (the address holds them).
    await page.page.reload();
    await page.page.locator('.person.me[data-name="Sam"]').waitFor();
    await page.waitForMessage('Game over!');

    expect(page.foreignRequests).toEqual([]);
    // Every file the page asked for was there (a missing icon used to be a 404 in the console).
    expect(page.console.filter((line) => /Failed to load resource/.test(line))).toEqual([]);
  }, 120_000);

  it('says what is wrong with a command it cannot send, and keeps the line', async () => {
    await page.clear();
    await page.type('/place');
    await page.press('Enter');
    await expect.poll(() => page.notice()).toMatch(/missing required option.*move/);
    expect(await page.boxText()).toBe('/place');
    expect(output(table)).not.toMatch(/"level":"error"/);
  });

  it("keeps the user command out of the slash list, in a person's menu", async () => {
    await page.clear();
    await page.type('/');
    await page.waitForSuggestion('/blokus');
    const labels = await page.page.locator('#suggestions li .label').allTextContents();
    expect(labels.some((l) => /challenge/i.test(l))).toBe(false);
    await page.clear();
    await page.actAs('Alice');
    await page.person('Bob').click({ button: 'right' });
    const item = page.page.locator('#user-menu [data-menu-command="Challenge to Blokus"]');
    await item.waitFor({ timeout: 5000 });
    await page.screenshot(join(shots, 'local-table-user-menu.png'));
    await item.click();
    // The challenge: a Duo lobby with Bob's seat held for him.
    await page.waitForMessage(/challenges you to Blokus/);
    expect(await page.page.locator('#user-menu').isHidden()).toBe(true);
  });

  it('draws channel mentions inline', async () => {
    await page.type('/blokus games');
    await page.press('Enter');
    const mention = (await page.waitForMessage(/#blokus/)).locator('.mention.channel').first();
    await mention.waitFor();
    const style = await page.layoutOf(mention);
    expect(style.display).toBe('inline');
    expect(style.width).toBeLessThan(style.parentWidth / 2);
  });

  it('starts a game against the computer from the welcome, and keeps it, with its Play button, across a restart', async () => {
    onTestFailed(async () => {
      await page.screenshot(join(shots, 'failure-restart.png'));
      console.log(
        `screenshot of the failure: ${join(shots, 'failure-restart.png')}\n${page.console.join('\n')}`,
      );
    });
    // A quiet channel, as Alice: the welcome's button starts the game at once, through the bot.
    await page.actAs('Alice');
    await page.page.locator('.channel[data-channel-id]', { hasText: 'blokus-2' }).click();
    await page.page.locator('#channel-name:text-is("blokus-2")').waitFor();
    await page.page.locator('.play-computer').click();
    const started = await page.waitForMessage(/has started against the computer/);
    // Alice moves first or after the computer: either way a message with her Play button.
    const yourTurn = /played by \u2068?Alice|@Alice, your turn/;
    await page.messages().filter({ hasText: yourTurn }).last().waitFor({ timeout: 60_000 });
    // Emoji are the table's pictures, in colour, with no emoji font on this machine.
    const robot = started.locator('img.emoji').first();
    await expect.poll(() => page.colouredPixels(robot)).toBeGreaterThan(50);
    await page.screenshot(join(shots, 'local-table-computer.png'));
    await page.page.setViewportSize(PHONE);
    await page.screenshot(join(shots, 'local-table-computer-phone.png'));
    await page.page.setViewportSize(DESKTOP);
    const hash = new URL(page.page.url()).hash;

    // A restart: the chat is still there, and the Play button from before it still plays.
    stopGroup(table);
    await exitOf(table);
    table = startTable(dir);
    const url = await addressOf(table);
    const tab = await browser.newPage({ viewport: DESKTOP });
    page = new TablePage(tab, url);
    await page.page.goto(`${url}${hash}`);
    await page.page.locator('#status:text-is("")').waitFor();
    await page.page.locator('#channel-name:text-is("blokus-2")').waitFor();
    // The game's public messages are back (private answers are not, as in Discord after a reload).
    await page.waitForMessage(/begins!/);
    expect(await page.countMessages(/has started against the computer/)).toBe(0);
    const before = page.messages().filter({ hasText: yourTurn }).last();
    await before.waitFor();
    await page.screenshot(join(shots, 'local-table-after-restart.png'));
    await page.clickButton(before, 'Play');
    await page.waitForMessage(/Pick a piece|pick a placement/i);
    expect(page.foreignRequests).toEqual([]);
  }, 150_000);
});
