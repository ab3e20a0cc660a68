/**
 * The local table's page driven in a real browser (Debian's Chromium through playwright-core), as a
 * person would use it: switch who you are, type in the message box, pick suggestions, press buttons,
 * pick in menus. Each step waits for what the person would wait for, and fails with what the page shows.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

/** The system browser (CHROMIUM_PATH overrides): playwright's own download cannot be reached here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser is installed (`.ci/run` installs Debian's `chromium` when it is not). */
export const hasChromium = existsSync(CHROMIUM);

/** What a step waits for at most: the bot answers in well under a second, pictures included. */
const STEP_MS = 15_000;

/**
 * Headless Chromium with the flags this machine needs: no sandbox as root, and none of Chromium's own
 * background connections (they would be refused, and no request may leave the machine).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** One browser tab on the local table. */
export class TablePage {
  /** Every address the page asked for that is not the table's own (there must be none). */
  readonly foreignRequests: string[] = [];
  /** What the browser's console and the page's notices said, for failure messages. */
  readonly console: string[] = [];

  constructor(
    readonly page: Page,
    private readonly url: string,
  ) {
    const origin = new URL(url).origin;
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) {
        this.foreignRequests.push(request.url());
      }
    });
    page.on('console', (message) => this.console.push(`${message.type()}: ${message.text()}`));
  }

  async open(): Promise<void> {
    await this.page.goto(this.url);
    await this.page.locator('.person').first().waitFor({ timeout: STEP_MS });
    await this.page.locator('#status:text-is("")').waitFor({ timeout: STEP_MS });
  }

  /** Becomes `name` in the person switcher; resolves once the channel is drawn for them. */
  async actAs(name: string): Promise<void> {
    await this.person(name).click();
    await this.page.locator(`.person.me[data-name="${name}"]`).waitFor({ timeout: STEP_MS });
    await this.page.locator(`#box[placeholder*="as ${name} "]`).waitFor({ timeout: STEP_MS });
  }

  /** The switcher's button for a person. */
  person(name: string): Locator {
    return this.page.locator(`.person[data-name="${name}"]`);
  }

  /** The ping badge on a person in the switcher (0 when there is none). */
  async pingsOf(name: string): Promise<number> {
    const badge = this.person(name).locator('.badge');
    return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
  }

  /** Waits until a person's badge shows `count`. */
  async waitForPings(name: string, count: number): Promise<void> {
    const badge = this.person(name).locator('.badge');
    if (count === 0) await badge.waitFor({ state: 'detached', timeout: STEP_MS });
    else await badge.filter({ hasText: new RegExp(`^${count}$`) }).waitFor({ timeout: STEP_MS });
  }

  /** Types into the message box key by key, as a person does (suggestions follow each key). */
  async type(text: string): Promise<void> {
    await this.page.locator('#box').pressSequentially(text, { delay: 15 });
  }

  /**
   * Waits until the first suggestion's label contains `label` (Tab, or ArrowDown and Enter, take it), and
   * returns the labels shown. The first, not any: while a person types, the list of the key before may
   * still show, and its first line is another.
   */
  async waitForSuggestion(label: string | RegExp): Promise<string[]> {
    const item = this.page.locator('#suggestions li:first-child .label', { hasText: label });
    await item.waitFor({ timeout: STEP_MS });
    return this.page.locator('#suggestions li .label').allTextContents();
  }

  /** Empties the message box. */
  async clear(): Promise<void> {
    await this.page.locator('#box').fill('');
  }

  /** Presses a key in the message box (Tab takes a suggestion, Enter sends). */
  async press(key: string): Promise<void> {
    await this.page.locator('#box').press(key);
  }

  /** What the message box holds. */
  boxText(): Promise<string> {
    return this.page.locator('#box').inputValue();
  }

  /** The messages on screen (the newest last). */
  messages(): Locator {
    return this.page.locator('#messages article');
  }

  /** Waits for a message whose text contains `text`; returns the newest such. */
  async waitForMessage(text: string | RegExp): Promise<Locator> {
    const message = this.messages().filter({ hasText: text }).last();
    await message.waitFor({ timeout: STEP_MS });
    return message;
  }

  /** Counts messages whose text contains `text`. */
  countMessages(text: string | RegExp): Promise<number> {
    return this.messages().filter({ hasText: text }).count();
  }

  /** Presses the button labelled `label` (at the start) under `message`. */
  async clickButton(message: Locator, label: string): Promise<void> {
    await message.locator('button.btn', { hasText: label }).first().click({ timeout: STEP_MS });
  }

  /** The page's last notice (an error it showed above the box), or '' when none is shown. */
  async notice(): Promise<string> {
    const notice = this.page.locator('#notice');
    return (await notice.isVisible()) ? ((await notice.textContent()) ?? '') : '';
  }

  /** How an element is laid out: its CSS display, its width, and its parent's width. */
  layoutOf(element: Locator): Promise<{ display: string; width: number; parentWidth: number }> {
    return element.evaluate(
      inPage(`return { display: getComputedStyle(el).display, width: el.getBoundingClientRect().width,
        parentWidth: el.parentElement.getBoundingClientRect().width };`),
    );
  }

  /** How many opaque, clearly coloured (not grey) pixels a loaded picture has; 0 while it loads. */
  colouredPixels(img: Locator): Promise<number> {
    return img.evaluate(
      inPage(`const img = el;
      if (!img.complete || img.naturalWidth === 0) return 0;
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      for (let i = 0; i < px.length; i += 4) {
        const [r, g, b, a] = [px[i], px[i + 1], px[i + 2], px[i + 3]];
        if (a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 60) count++;
      }
      return count;`),
    );
  }

  async screenshot(path: string): Promise<void> {
    await lookAt(this.page, path);
  }
}

/**
 * Saves a picture of the page for a person to look at (test-output/). It asserts nothing, so a capture
 * that Chromium does not finish within 10 s (seen once under CI load, after a viewport change) is
 * logged and skipped instead of failing the test and eating its time.
 */
export async function lookAt(page: Page, path: string): Promise<void> {
  try {
    await page.screenshot({ path, timeout: 10_000 });
  } catch (error) {
    if ((error as Error).name !== 'TimeoutError') throw error;
    console.warn(`no picture for ${path}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** A function of one element (`el`) to run in the page, written as page code (the tests have no DOM types). */
function inPage<T>(body: string): (el: unknown) => T {
  return new Function('el', body) as (el: unknown) => T;
}
