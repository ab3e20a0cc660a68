import { describeNotation, describePlacement } from '../describe/rule-errors.ts';
import { type Color, pieceName, type VariantId } from '../engine/index.ts';
import { ENGLISH, type Translator } from '../i18n/index.ts';
import type { AppError } from './errors.ts';

/**
 * Errors become sentences here, in the reader's language, every language English included: the service's
 * refusals (`describeAppError`) and, from src/describe/rule-errors.ts, the rules' and the notation's
 * (`describePlacement`, `describeNotation`). The words are the catalogues' (src/i18n/<lang>/); each says
 * what was wrong and what would work. The switch is exhaustive, so a new error kind does not compile until
 * it has its sentence. Mentions are left to the bot: users appear as `<@id>`-free names or "the creator".
 */

export { describeNotation, describePlacement };

function colors(list: readonly Color[], tr: Translator): string {
  return tr.list(
    list.map((c) => tr.t(`color.${c}`)),
    'disjunction',
  );
}

/** A clear sentence for any error of the game service, in the reader's language (English by default). */
export function describeAppError(e: AppError, tr: Translator = ENGLISH): string {
  const id = 'gameId' in e ? e.gameId : 0;
  const variant = (v: VariantId) => tr.t(`variant.${v}`);
  switch (e.kind) {
    case 'game-not-found':
    case 'no-game-here':
    case 'not-started':
    case 'already-seated':
    case 'not-in-game':
    case 'left-game':
    case 'creator-cannot-leave':
    case 'seat-reserved':
    case 'undo-not-yours':
    case 'not-admin':
    case 'rematch-not-player':
    case 'not-a-player':
    case 'remove-self':
    case 'host-in-lobby':
    case 'seat-finished':
    case 'no-seat-offer':
    case 'already-playing':
    case 'nothing-to-resign':
    case 'undo-off':
    case 'undo-not-mover':
    case 'undo-pending':
    case 'no-undo-request':
    case 'own-undo-request':
    case 'stale':
    case 'bad-preview':
    case 'deadline-not-due':
    case 'hints-off':
    case 'no-computer-seat':
      return tr.t(`error.${e.kind}`, { id });
    case 'computer-busy':
      return tr.t('error.computer-busy');
    case 'puzzle-stuck':
      return tr.t('error.puzzle-stuck', { placed: e.placed, pieces: e.pieces });
    case 'computer-unsupported':
      return tr.t('error.computer-unsupported', { variant: variant(e.variant) });
    case 'channel-busy':
      return tr.t('error.channel-busy', { id, status: e.status });
    case 'bad-option':
      return tr.t('error.bad-option', { value: e.value, option: e.option, expected: e.expected });
    case 'fast-contact-variant':
      return tr.t('reply.fastContactClassicOnly', {
        classic: tr.list(e.valid.map((v) => tr.t(`variant.${v}`))),
        variant: tr.t(`variant.${e.variant}`),
      });
    case 'not-in-lobby':
      return e.status === 'active'
        ? tr.t('error.startedAlready', { id })
        : tr.t('error.not-in-lobby', { id, status: e.status });
    case 'game-over':
      return tr.t('error.game-over', { id, status: e.status });
    case 'game-full':
      return tr.t('error.game-full', { id, seats: e.seats });
    case 'unknown-color':
      return tr.t('error.unknown-color', { text: e.text, valid: colors(e.valid, tr) });
    case 'shared-color':
      return tr.t('error.shared-color', { color: tr.t(`color.${e.color}`), valid: colors(e.valid, tr) });
    case 'color-taken':
      return tr.t('error.color-taken', { color: tr.t(`color.${e.color}`), name: e.byName });
    case 'not-allowed':
      return tr.t(`error.not-allowed.${e.action}`);
    case 'too-many-players':
      return tr.t('error.too-many-players', {
        variant: variant(e.variant),
        seats: e.seats,
        players: e.players,
      });
    case 'player-count':
      return tr.t('error.player-count', { variant: variant(e.variant), need: e.need, have: e.have });
    case 'not-your-turn':
      return tr.t('error.not-your-turn', {
        color: tr.t(`color.${e.toMove.color}`),
        name: e.toMove.displayName,
      });
    case 'unknown-piece':
      return tr.t('error.unknown-piece', {
        text: e.text,
        suggestion: e.suggestion ?? 'none',
        valid: e.valid.join(', '),
      });
    case 'piece-not-in-set':
      return tr.t('error.piece-not-in-set', {
        piece: pieceName(e.piece),
        variant: variant(e.variant),
        valid: e.valid.join(', '),
      });
    case 'ambiguous-move':
      return tr.t('error.ambiguous-move', {
        text: e.text,
        first: e.readings[0] ?? '',
        second: e.readings[1] ?? '',
      });
    case 'bad-notation':
      return describeNotation(e.error, tr);
    case 'illegal-placement': {
      const problem = describePlacement(e.error, e.boardSize, tr);
      return e.nearby.length > 0
        ? tr.t('error.legalNearby', { problem, moves: e.nearby.map((s) => s.text).join('; ') })
        : problem;
    }
    case 'already-applied':
      return tr.t('error.already-applied', { ply: e.ply });
    case 'not-your-color':
      return e.yours.length > 0
        ? tr.t('error.not-your-color', { color: tr.t(`color.${e.color}`), yours: colors(e.yours, tr) })
        : tr.t('error.not-your-color-none', { color: tr.t(`color.${e.color}`) });
    case 'color-out':
      return tr.t('error.color-out', { color: tr.t(`color.${e.color}`), reason: e.reason });
    case 'nothing-to-undo':
      return tr.t(e.reason === 'no-moves' ? 'error.noMoves' : 'error.notAPlacement');
    case 'bad-quiet-hours':
      return tr.t('error.bad-quiet-hours', { text: e.text });
  }
}
