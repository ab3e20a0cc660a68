import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotDriver, checkAndStop, decodePng } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/** The shortest path through the bot, as an example of the driver: open a duo game, start it, play a move. */
describe('bot smoke', () => {
  let h: Harness;
  let d: BotDriver;
  beforeAll(async () => {
    h = await startHarness();
    d = new BotDriver(h);
  });
  afterAll(() => checkAndStop(h));

  it('opens a duo lobby, starts, and plays a move from the autocomplete', async () => {
    const { first } = await d.openGame(IDS.channel, IDS.alice, [IDS.bob], { variant: 'duo' });
    const mover = first.pinged[0]!;
    expect([IDS.alice, IDS.bob]).toContain(mover);
    await decodePng(first.attachments[0]!);

    const choices = await d.moveChoices(mover, IDS.channel, 'P5-L');
    const move = String(choices[0]!.value);
    const mark = d.publicCount(IDS.channel);
    const placed = await d.slash(mover, IDS.channel, 'place', { move });
    expect(placed.reply?.ephemeral).toBe(true);
    expect(placed.reply?.content).toBe(`✅ Played ${move}.`);
    const [turn] = d.newPublic(IDS.channel, mark);
    expect(turn?.content).toContain(`played **${move}**`);
    expect(turn?.pinged).toEqual([mover === IDS.alice ? IDS.bob : IDS.alice]);
  });
});
