import { describe, expect, it } from 'vitest';
import { helpReply } from '../../src/bot/messages/help.ts';
import { ALL_VARIANT_IDS, PIECE_SETS, type VariantId, variantOf } from '../../src/engine/index.ts';
import {
  clearTranslationMisses,
  ENGLISH,
  LOCALES,
  type Translator,
  translationMisses,
  translator,
} from '../../src/i18n/index.ts';
import { formatCell } from '../../src/notation/index.ts';

/**
 * `/blokus help` per variant: its pieces, bonuses, start squares and cell names come from the variant's
 * data, so each variant (and any added later) is explained as it is played; it leads with the Play
 * button, `/hint` and the computer, and names the other games (Trigon, the puzzle).
 */

async function helpOf(variant: VariantId | null, tr: Translator = ENGLISH) {
  const reply = await helpReply(tr, variant);
  const embed = reply.embeds[0]!.toJSON();
  const field = (name: string) => embed.fields!.find((f) => f.name === tr.t(name as 'help.gameTitle'))!.value;
  return { embed, reply, field };
}

describe('help for a variant', () => {
  it('gives Junior its 24 pieces, two of each shape, and no bonus', async () => {
    const { field } = await helpOf('junior');
    expect(field('help.gameTitle')).toContain('Each colour has **24 pieces** (12 shapes, 2 of each)');
    expect(field('help.rulesTitle')).toContain('−1 per square left, and no bonus.');
    expect(field('help.rulesTitle')).not.toMatch(/\+15|\+20/);
  });

  it('names the cells of the board the variant is played on', async () => {
    const duo = await helpOf('duo');
    expect(duo.field('help.placingTitle')).toContain('(a…n)');
    expect(duo.field('help.placingTitle')).toContain('(1…14)');
    expect(duo.field('help.placingTitle')).not.toContain('(a…t)');
    expect(duo.field('help.gameTitle')).toContain('🟪 **Purple** e10 and 🟧 **Orange** j5');
    const trigon = await helpOf('trigon');
    expect(trigon.field('help.placingTitle')).toContain('(a…ai)');
    expect(trigon.field('help.gameTitle')).toContain('6 start points shared by everyone');
    expect(trigon.field('help.gameTitle')).toContain('22 pieces**, of 1 to 6 triangles');
  });

  it('gives the fast-contact start squares where the option exists, and only there', async () => {
    const classic = await helpOf('classic');
    expect(classic.field('help.gameTitle')).toContain(
      'With `fast-contact:True`, the start squares are nearer the middle: 🟦 **Blue** e16, 🟨 **Yellow** p16, 🟥 **Red** p5 and 🟩 **Green** e5.',
    );
    expect(classic.field('help.gameTitle')).toContain('🟦 **Blue** a20');
    expect((await helpOf('duo')).field('help.gameTitle')).not.toContain('fast-contact');
    expect((await helpOf('trigon')).field('help.gameTitle')).not.toContain('fast-contact');
  });

  it('leads with the Play button, /hint and the computer, and names Trigon and the puzzle', async () => {
    const { embed, field } = await helpOf(null);
    expect(embed.title).toBe('How to play Blokus here');
    expect(embed.description).toMatch(/^Press \*\*Play\*\* under the turn message/);
    expect(embed.description).toContain('/hint');
    expect(embed.description).toContain('the computer as opponent');
    expect(field('help.moreTitle')).toContain('Trigon');
    expect(field('help.moreTitle')).toContain('Tetromino puzzle');
    const puzzle = await helpOf('puzzle-tetrominoes');
    // No computer opponent for one player; the puzzle's own notation and end.
    expect(puzzle.embed.description).not.toContain('opponent');
    expect(puzzle.field('help.placingTitle')).toContain('`red P4-T c3`');
    expect(puzzle.field('help.rulesTitle')).toContain('Solved when all 20 pieces are in');
  });

  it('says of every variant, in every language, what its data says, within Discord’s limits', async () => {
    clearTranslationMisses();
    for (const locale of LOCALES) {
      const tr = translator(locale);
      for (const id of ALL_VARIANT_IDS) {
        const variant = variantOf(id);
        const { embed, reply, field } = await helpOf(id, tr);
        const story = `${locale}:${id}`;
        expect(embed.title, story).toContain(tr.t(`variant.${id}`));
        const pieces = PIECE_SETS[variant.pieceSet].reduce((a: number, b: number) => a + b, 0);
        expect(field('help.gameTitle'), story).toContain(`**${pieces} `);
        for (const start of variant.starts)
          expect(field('help.gameTitle'), story).toContain(formatCell(start));
        expect(field('help.rulesTitle').includes('+15'), story).toBe(
          variant.bonuses && !variant.freeColorOrder,
        );
        const others = field('help.moreTitle').split('. ')[0]!.split(' · ');
        expect(others, story).toHaveLength(ALL_VARIANT_IDS.length - 1);
        expect(others, story).not.toContain(tr.t(`variant.${id}`));
        for (const f of embed.fields!) expect(f.value.length, `${story} ${f.name}`).toBeLessThanOrEqual(1024);
        const total = [
          embed.title,
          embed.description,
          ...embed.fields!.flatMap((f) => [f.name, f.value]),
        ].join('');
        expect(total.length, story).toBeLessThanOrEqual(6000);
        expect(reply.files[0]!.description!.length, story).toBeLessThanOrEqual(1024);
      }
    }
    expect(translationMisses()).toEqual([]);
  }, 60_000);
});
