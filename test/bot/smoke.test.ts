import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

describe('bot smoke', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('opens a duo lobby, starts, and plays a move', async () => {
    const where = { guildId: IDS.guild, channelId: IDS.channel };
    const created = await h.fake.slash({
      ...where,
      userId: IDS.alice,
      command: 'blokus',
      subcommand: 'new',
      options: { variant: 'duo' },
    });
    await created.done();
    const lobby = created.reply!;
    expect(lobby.embeds?.[0]).toBeTruthy();
    const joinId = (lobby.components as any)[0].components[0].custom_id as string;
    const join = await h.fake.click({ ...where, userId: IDS.bob, messageId: lobby.id, customId: joinId });
    await join.done();
    const updated = h.fake.message(lobby.id)!;
    const startId = (updated.components as any)[0].components[2].custom_id as string;
    const start = await h.fake.click({ ...where, userId: IDS.alice, messageId: lobby.id, customId: startId });
    await start.done();
    const turn = await h.fake.waitForMessage(IDS.channel, (m) => m.attachments.length > 0);
    console.log(turn.content, turn.pinged);
    const choices = await h.fake.autocomplete({
      ...where,
      userId: turn.pinged[0]!,
      command: 'place',
      focused: 'move',
      value: '',
    });
    console.log(choices.slice(0, 3));
    const pieceChoices = await h.fake.autocomplete({
      ...where,
      userId: turn.pinged[0]!,
      command: 'place',
      focused: 'move',
      value: 'P5-L',
    });
    console.log(pieceChoices.slice(0, 3), pieceChoices.length);
    const move = await h.fake.slash({
      ...where,
      userId: turn.pinged[0]!,
      command: 'place',
      options: { move: pieceChoices[0]!.value },
    });
    await move.done();
    const next = await h.fake.waitForMessage(
      IDS.channel,
      (m) => m.attachments.length > 0 && m.id !== turn.id,
    );
    console.log(next.content, next.pinged, move.reply?.content);
    expect(h.fake.unimplementedRoutes).toEqual([]);
  });
});
