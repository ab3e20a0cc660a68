import type { GameEnd, SeatView } from '../../app/index.ts';
import type { Color, Game, Point } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { fitText, formatCell, formatMove } from '../../notation/index.ts';
import { movesPlayedText } from '../../render/index.ts';
import { bareName } from './text-format.ts';

/**
 * Alt text for the pictures (Discord's attachment `description`, read by screen readers): what each
 * picture shows, in words. Plain text (no markdown, no mentions), names without bidi controls.
 */

/** Discord's limit on an attachment's description. */
const MAX_ALT_TEXT = 1024;

/** Who plays each colour of a game, by colour index (a shared colour: nobody). */
function holders(game: Game, seats: readonly SeatView[]): (string | null)[] {
  return game.variant.colors.map((color) => {
    const seat = seats.find((s) => s.colors.includes(color));
    return seat ? bareName(seat.displayName) : null;
  });
}

/** A board: variant, move number, whose turn, the last move, and squares left per colour. */
export function boardAltText(
  game: Game,
  seats: readonly SeatView[],
  toMove: { readonly colorIndex: number; readonly displayName: string } | null,
  tr: Translator = ENGLISH,
): string {
  const names = holders(game, seats);
  const color = (c: number) => tr.t(`color.${game.variant.colors[c]!}`);
  const variant = tr.t(`variant.${game.variant.id}`);
  const parts = [tr.t('alt.board', { variant, moves: movesPlayedText(game.events.length, tr) })];
  if (toMove) {
    parts.push(tr.t('alt.toPlay', { color: color(toMove.colorIndex), name: bareName(toMove.displayName) }));
  }
  const last = [...game.events].reverse().find((e) => e.type === 'place');
  if (last?.type === 'place') {
    parts.push(tr.t('alt.lastMove', { color: color(last.color), move: formatMove(game.layout, last.move) }));
  }
  const left = game.variant.colors.map((_, c) => {
    const count = game.position.squaresLeft(c);
    const name = names[c];
    const entry = name
      ? tr.t('alt.colorLeftOf', { color: color(c), name, count })
      : tr.t('alt.colorLeft', { color: color(c), count });
    const out = game.out[c];
    return out === null ? entry : tr.t(out === 'blocked' ? 'alt.blocked' : 'alt.resigned', { entry });
  });
  parts.push(tr.t('alt.squaresLeft', { list: left.join('; ') }));
  return fitText(parts.join(' '), MAX_ALT_TEXT);
}

/** The final scoreboard: the ranking, with each player's colours and score. */
export function scoreboardAltText(game: Game, end: GameEnd, tr: Translator = ENGLISH): string {
  const ranking = end.standings.map((s) => {
    const colors = tr.list(s.colors.map((c) => tr.t(`color.${c}`)));
    const score = s.score > 0 ? `+${s.score}` : `${s.score}`.replace('-', '−');
    return tr.t('alt.standing', { rank: s.rank, name: bareName(s.displayName), colors, score });
  });
  const variant = tr.t(`variant.${game.variant.id}`);
  const head = tr.t('alt.scoreboard', { variant, moves: movesPlayedText(game.events.length, tr) });
  return fitText(`${head} ${ranking.join('; ')}.`, MAX_ALT_TEXT);
}

/** A preview: the placement, its squares, and whether it is legal (and if not, why). */
export function previewAltText(
  preview: {
    readonly text: string;
    readonly color: Color;
    readonly squares: readonly Point[];
    readonly legal: boolean;
  },
  problem: string | undefined,
  tr: Translator = ENGLISH,
): string {
  const values = {
    color: tr.t(`color.${preview.color}`),
    move: preview.text,
    cells: preview.squares.map(formatCell).join(', '),
  };
  const text = preview.legal
    ? tr.t('alt.previewLegal', values)
    : problem
      ? tr.t('alt.previewIllegalWhy', { ...values, problem })
      : tr.t('alt.previewIllegal', values);
  return fitText(text, MAX_ALT_TEXT);
}

/** One colour's pieces: how many are left, which, and the squares they make. */
export function piecesAltText(
  color: Color,
  pieces: readonly { readonly name: string; readonly count: number }[],
  squaresLeft: number,
  tr: Translator = ENGLISH,
): string {
  const names = pieces.map((p) => (p.count > 1 ? `${p.name} ×${p.count}` : p.name)).join(', ');
  const count = pieces.reduce((n, p) => n + p.count, 0);
  return fitText(
    tr.t('alt.pieces', {
      color: tr.t(`color.${color}`),
      count,
      names: names || tr.t('alt.noPieces'),
      squares: squaresLeft,
    }),
    MAX_ALT_TEXT,
  );
}
