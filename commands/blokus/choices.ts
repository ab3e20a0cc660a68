import { boardShape } from '../../src/bot/messages/text-format.ts';
import { type VariantId, variantOf } from '../../src/engine/index.ts';
import { ENGLISH, type Translator, translator } from '../../src/i18n/index.ts';

/** A variant as people speak of it: "Duo — 2 players, 14 × 14", "Trigon — 4 players, hexagon of 9". */
export function variantChoiceName(id: VariantId, tr: Translator): string {
  const variant = variantOf(id);
  const title = tr.t(`variant.${id}`);
  return tr.t('common.variantChoice', { title, count: variant.seats, ...boardShape(variant.board) });
}

/** A choice with its name in every language, from the message catalogues. */
export function choice<V extends string>(value: V, name: (tr: Translator) => string) {
  return {
    name: name(ENGLISH),
    name_localizations: { fr: name(translator('fr')), it: name(translator('it')) },
    value,
  };
}
