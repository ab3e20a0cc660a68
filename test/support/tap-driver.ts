import { expect } from 'vitest';
import type { BotDriver, MenuInfo } from './bot-driver.ts';
import type { StoredMessage } from './fake-discord/index.ts';

/** Picks one option of a step's menus (all its menus' options together), e.g. at random. */
export type Chooser = (options: readonly { label: string; value: string }[], step: TapStep) => string;

/** The steps of a tap flow, as the message's menu says. */
export type TapStep = 'piece' | 'corner' | 'placement';

/** Which step a message of the flow is at, from its menu's custom id (`blokus:tap-p:…`). */
export function stepOf(menus: readonly MenuInfo[]): TapStep | 'preview' {
  const action = menus[0]?.customId.split(':')[1];
  switch (action) {
    case 'tap-c':
      return 'corner';
    case 'tap-p':
      return 'piece';
    case 'tap-m':
      return 'placement';
    default:
      return 'preview';
  }
}

/**
 * What a move by taps took: the private message, the picks made after Play, the interactions from the turn
 * message to the move played (Play, the picks, Confirm) and the preview's text.
 */
export interface TapMove {
  readonly flow: StoredMessage;
  readonly picks: number;
  readonly interactions: number;
  readonly text: string;
}

/**
 * Plays the turn of `userId` by taps only: Play on the turn message, then one pick per step until the
 * preview, then Confirm. Checks every step on the way (a picture, one menu of 2 to 25 options: a lone
 * choice is never asked) and that the preview is reached in at most three picks.
 */
export async function playByTaps(
  d: BotDriver,
  userId: string,
  turn: StoredMessage,
  choose: Chooser,
  options: { confirm?: boolean; beforePick?: (step: TapStep, picks: number) => Promise<void> } = {},
): Promise<TapMove> {
  const opened = await d.click(userId, turn, 'Play');
  const flow = opened.reply!;
  expect(flow.ephemeral, flow.content).toBe(true);
  expect(flow.content, 'Play answered with a refusal').not.toMatch(/^❌/);
  let picks = 0;
  for (;;) {
    const message = d.fake.message(flow.id)!;
    const menus = d.menus(message);
    const step = stepOf(menus);
    if (step === 'preview') break;
    expect(message.attachments, message.content).toHaveLength(1);
    expect(message.attachments[0]!.description?.length ?? 0).toBeGreaterThan(0);
    expect(menus, message.content).toHaveLength(1);
    const all = menus[0]!.options;
    expect(all.length, message.content).toBeGreaterThan(1);
    expect(all.length).toBeLessThanOrEqual(25);
    await options.beforePick?.(step, picks);
    await d.pick(userId, message, choose(all, step));
    picks++;
    expect(picks, 'picks after Play').toBeLessThanOrEqual(3);
  }
  const preview = d.fake.message(flow.id)!;
  const m = /Preview: \*\*(.+?)\*\* — legal\./.exec(preview.content);
  expect(m, preview.content).not.toBeNull();
  expect(d.button(preview, 'Confirm').disabled).toBe(false);
  if (options.confirm !== false) {
    await d.click(userId, preview, 'Confirm');
    expect(d.fake.message(flow.id)!.content).toBe(`✅ Played ${m![1]}.`);
  }
  return { flow, picks, interactions: picks + (options.confirm === false ? 1 : 2), text: m![1]! };
}

/** A chooser that picks uniformly at random with a seeded generator. */
export function randomChooser(random: () => number): Chooser {
  return (options) => options[Math.floor(random() * options.length)]!.value;
}
