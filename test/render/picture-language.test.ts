import { createCanvas } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import { COLORS, type VariantId } from '../../src/engine/index.ts';
import { ENGLISH, type Locale, translator } from '../../src/i18n/index.ts';
import { renderBoard, renderScoreboard } from '../../src/render/index.ts';
import { gameOf, playersFor } from './fixtures.ts';

/**
 * One language per picture: every word a board or scoreboard draws is in the picture's language. A
 * player holding several colours (Trigon for two, solo) and the shared colour of Classic for three once
 * showed English colour names beside translated ones ("Blue" over "Bleu · reste 62").
 */

const context = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as {
  fillText: (text: string, ...rest: unknown[]) => void;
};
const original = context.fillText;

afterEach(() => {
  context.fillText = original;
});

/** The texts a picture draws. */
async function textsOf(draw: () => Promise<Buffer>): Promise<string[]> {
  const drawn: string[] = [];
  context.fillText = function (this: unknown, text: string, ...rest: unknown[]) {
    drawn.push(text);
    return original.call(this, text, ...rest);
  };
  try {
    await draw();
  } finally {
    context.fillText = original;
  }
  return drawn;
}

/** English words a picture in `locale` must not draw: colour names the language writes otherwise. */
function englishWords(locale: Locale): RegExp {
  const words = translator(locale);
  const names = COLORS.filter((c) => ENGLISH.t(`color.${c}`) !== words.t(`color.${c}`)).map((c) =>
    ENGLISH.t(`color.${c}`),
  );
  return new RegExp(`\\b(${[...names, 'shared'].join('|')})\\b`);
}

const VARIANTS: VariantId[] = ['trigon', 'trigon-2', 'trigon-solo', 'classic-2', 'classic-3', 'solo'];

describe.each(['fr', 'it'] as const)('pictures in %s', (locale) => {
  const words = translator(locale);
  it.each(VARIANTS)('%s: the board and the scoreboard name no colour in English', async (variant) => {
    const game = gameOf(variant, 30);
    const players = playersFor(game);
    const english = englishWords(locale);
    const board = await textsOf(() => renderBoard(game, { players, words }));
    const score = await textsOf(() => renderScoreboard(game, { players, words }));
    const colorName = words.t(`color.${game.variant.colors[0]!}`);
    expect(board.some((t) => t.includes(colorName))).toBe(true);
    expect(board.filter((t) => english.test(t))).toEqual([]);
    expect(score.filter((t) => english.test(t))).toEqual([]);
  });
});
