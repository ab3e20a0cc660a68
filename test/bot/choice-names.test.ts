import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Some Discord clients send an autocomplete choice's *name* instead of its value (discord-api-docs #4012,
 * #4595, #5749, #7206). Every choice's name, sent back, reads as the same move; a piece's choice (a piece
 * without a square) answers with that piece's placements in a menu, and a pick opens its preview.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
  await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo' });
});

afterAll(() => checkAndStop(h));

describe('choice names sent as values', () => {
  it('read as the same placement, for every choice offered', async () => {
    const mover = d.view({ channelId: C }).toMove!.userId;
    const choices = await d.moveChoices(mover, C, 'P5-L');
    expect(choices.length).toBeGreaterThan(1);
    for (const choice of choices.filter((c) => c.name.includes('covers'))) {
      const byValue = (await d.slash(mover, C, 'place', { move: String(choice.value), preview: true }))
        .reply!;
      const byName = (await d.slash(mover, C, 'place', { move: choice.name, preview: true })).reply!;
      const shown = (m: typeof byName) => /Preview: \*\*(.+?)\*\*/.exec(m.content)?.[1];
      expect(shown(byName), choice.name).toBe(shown(byValue));
      expect(byName.content).toMatch(/— legal\./);
    }
  });

  it('a piece’s choice answers with its placements in a menu; a pick previews it, and Confirm plays it', async () => {
    const mover = d.view({ channelId: C }).toMove!.userId;
    const [piece] = await d.moveChoices(mover, C, '');
    expect(piece!.name).toMatch(/^P5-\w — \d+ placements?: type a square next$/);
    const before = d.snapshot(C);
    const asked = await d.slash(mover, C, 'place', { move: piece!.name });
    const answer = answerOf(asked);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/^\*\*P5-\w\*\* fits in \d+ places?: pick one to preview it/);
    expect(d.snapshot(C)).toEqual(before);
    const menu = (
      answer.components as unknown as { components: { custom_id: string; options: { value: string }[] }[] }[]
    )[0]!.components[0]!;
    expect(menu.options.length).toBeGreaterThan(0);
    expect(menu.options.length).toBeLessThanOrEqual(25);
    const pick = menu.options[0]!.value;
    const picked = await h.fake.select({
      userId: mover,
      channelId: C,
      messageId: answer.id,
      customId: menu.custom_id,
      values: [pick],
    });
    await d.finished(await picked.done());
    const preview = h.fake.message(answer.id)!;
    expect(preview.content).toContain(`Preview: **${pick}** — legal.`);
    expect(preview.attachments[0]?.description).toMatch(/^Preview of /);
    await d.click(mover, preview, 'Confirm');
    expect(d.view({ channelId: C }).lastPlacement?.text).toBe(pick);
  });
});
