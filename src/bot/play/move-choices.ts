import type { BoardView } from '../../app/index.ts';
import { colorWord } from '../../app/index.ts';
import { type Game, legalMoves, PIECES } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import {
  fitText,
  formatCellList,
  formatMove,
  isPieceName,
  oneLine,
  parsePieceName,
  pieceAliases,
} from '../../notation/index.ts';
import { colorText } from '../messages/text-format.ts';

/** One autocomplete choice (Discord allows at most 25, names and values up to 100 characters). */
export interface Choice {
  readonly name: string;
  readonly value: string;
}

/** A legal placement with its words: display form, pivot square and covered cells. */
interface Candidate {
  readonly move: number;
  readonly piece: number;
  readonly display: string;
  readonly words: readonly string[];
  readonly cells: readonly string[];
}

const MAX_CHOICES = 25;

/**
 * What separates a choice's move from its explanation in the choice's name: `P5-L e5  ·  covers …`,
 * `P5-F — 2 placements: …`. Some clients send a choice's name instead of its value (discord-api-docs
 * #4012, #5749): `typedMove` cuts the explanation off again, so the name reads as the same move.
 */
const PLACEMENT_NOTE = '  ·  ';
const PIECE_NOTE = ' — ';

/** The move in what was sent: a choice's name loses its explanation; anything else is kept as typed. */
export function typedMove(text: string): string {
  const cut = [text.indexOf('·'), text.indexOf('—')].filter((i) => i >= 0);
  return (cut.length > 0 ? text.slice(0, Math.min(...cut)) : text).trim();
}
/** Discord's limit on a choice's name and value, in UTF-16 units. */
const MAX_CHOICE_LENGTH = 100;

/**
 * The placements of the colour to move, worded once per position (a position is a game id + version), so
 * every keystroke after the first is answered from memory.
 */
const cache = new Map<string, Candidate[]>();

function candidatesOf(view: BoardView, color: number): Candidate[] {
  const key = `${view.gameId}:${view.version}:${color}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { game } = view;
  const list = legalMoves(game, color).map((move) => {
    const display = formatMove(game.layout, move);
    return {
      move,
      piece: game.layout.movePiece[move]!,
      display,
      words: display.toLowerCase().split(' ').slice(1),
      cells: formatCellList(game.layout, move).split(','),
    };
  });
  list.sort((a, b) => a.piece - b.piece || a.display.localeCompare(b.display, 'en', { numeric: true }));
  if (cache.size > 200) cache.clear();
  cache.set(key, list);
  return list;
}

/**
 * Text for a choice's name or value, within Discord's limit: cut between graphemes, so that no emoji is split
 * in half. (What came from outside, the typed text and names, was put on one line before.)
 */
function clip(text: string): string {
  return fitText(text, MAX_CHOICE_LENGTH);
}

/** Pieces that still fit, biggest first, with how many placements each has. */
function pieceChoices(
  game: Game,
  candidates: readonly Candidate[],
  prefix: string,
  tr: Translator,
  lead = '',
): Choice[] {
  const counts = new Map<number, number>();
  for (const c of candidates) counts.set(c.piece, (counts.get(c.piece) ?? 0) + 1);
  const p = prefix.toLowerCase();
  return [...counts.entries()]
    .filter(([piece]) => {
      const names = namesOf(game, piece).map((n) => n.toLowerCase());
      return p === '' || names.some((n) => n.startsWith(p));
    })
    .sort(([a], [b]) => game.layout.pieceSizes[b]! - game.layout.pieceSizes[a]! || a - b)
    .map(([piece, count]) => ({
      name: `${lead}${namesOf(game, piece)[0]}${PIECE_NOTE}${tr.t('choice.pieceCount', { count })}`,
      value: `${lead}${namesOf(game, piece)[0]} `,
    }));
}

/** A piece's names on the game's board: the square name and its aliases, or the Trigon name. */
function namesOf(game: Game, piece: number): string[] {
  if (isTrigon(game)) return [game.layout.geometry.pieceNames[piece]!];
  return [PIECES[piece]!.name, ...pieceAliases(piece)];
}

function isTrigon(game: Game): boolean {
  return game.layout.geometry.board.startsWith('trigon');
}

/** Whether a typed word fits a candidate: a prefix of its pivot or orientation words, or of a covered cell. */
function fits(candidate: Candidate, word: string): boolean {
  return candidate.words.some((w) => w.startsWith(word)) || candidate.cells.some((c) => c.startsWith(word));
}

/** Placements as choices, pivot matches first; the last slot says how many more there are. */
function placementChoices(matches: readonly Candidate[], typed: string, tr: Translator, lead = ''): Choice[] {
  const shown = matches.length > MAX_CHOICES ? matches.slice(0, MAX_CHOICES - 1) : matches;
  const choices = shown.map((c) => ({
    name: clip(`${lead}${c.display}${PLACEMENT_NOTE}${tr.t('play.covers', { cells: c.cells.join(' ') })}`),
    value: `${lead}${c.display}`,
  }));
  if (matches.length > shown.length) {
    const more = matches.length - shown.length;
    choices.push({
      name: clip(tr.t('choice.more', { count: more })),
      value: clip(typed || 'P1'),
    });
  }
  return choices;
}

/**
 * Autocomplete for `/place move`: only **legal** placements of the user's colour to move. Nothing typed:
 * the pieces that still fit, with their counts. A piece typed: its placements, narrowed by any square or
 * orientation words typed after it. Cells typed (`e5,f5`): the placements covering them.
 */
export function moveChoices(
  view: BoardView | null,
  userId: string,
  typed: string,
  tr: Translator = ENGLISH,
): Choice[] {
  // What was typed, on one line (tabs and newlines would be echoed into choice names), cut to the option's
  // 100 units between graphemes.
  const text = fitText(oneLine(typed), MAX_CHOICE_LENGTH, '');
  const echo = (name: string) => [{ name: clip(name), value: clip(text || 'none') }];
  if (!view) return echo(tr.t('choice.noGame'));
  if (view.status !== 'active' || !view.toMove)
    return echo(tr.t('choice.notRunning', { status: view.status }));
  if (view.toMove.userId !== userId) {
    const seated = view.seats.some((s) => s.userId === userId);
    return echo(
      seated
        ? tr.t('choice.notYourTurn', {
            name: oneLine(view.toMove.displayName),
            color: colorText(view.toMove.color, tr).replace(/\*/g, ''),
          })
        : tr.t('choice.notPlaying'),
    );
  }
  // A puzzle of free colour order: a colour word first picks the colour, and every choice keeps it.
  const picked = view.game.variant.freeColorOrder ? colorWord(view.game, `${text} .`) : null;
  const pickedColor = picked && view.game.out[picked.color] === null ? picked : null;
  const lead = pickedColor ? `${text.trim().split(/\s+/)[0]} ` : '';
  const candidates = candidatesOf(view, pickedColor ? pickedColor.color : view.toMove.colorIndex);
  if (candidates.length === 0) return echo(tr.t('choice.noneFits'));
  const body = pickedColor
    ? text.trim().split(/\s+/).slice(1).join(' ') + (text.endsWith(' ') ? ' ' : '')
    : text;
  const words = body
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return pieceChoices(view.game, candidates, '', tr, lead);
  const [first, ...rest] = words as [string, ...string[]];
  // A comma makes a cell list, as /place reads it: `i5,j5` is two cells, not the piece I5 on j5.
  const piece = body.includes(',')
    ? null
    : pieceOf(view.game, first, words.length === 1 && !body.endsWith(' '));
  if (piece === 'partial') {
    const pieces = pieceChoices(view.game, candidates, first, tr, lead);
    return pieces.length > 0 ? pieces : echo(tr.t('choice.noPrefix', { text: first }));
  }
  const pool = piece === null ? candidates : candidates.filter((c) => c.piece === piece);
  const filters = piece === null ? words : rest;
  const matches = pool.filter((c) => filters.every((w) => fits(c, w)));
  if (matches.length === 0) return echo(tr.t('choice.noMatch', { text }));
  return placementChoices(
    [...matches].sort((a, b) => Number(b.words[0] === filters[0]) - Number(a.words[0] === filters[0])),
    text,
    tr,
    lead,
  );
}

/**
 * The piece a first word names: a piece index; `partial` while the word is still being typed and only a
 * prefix of piece names; null when the first word is a cell (a cell list is being typed).
 */
function pieceOf(game: Game, word: string, typing: boolean): number | 'partial' | null {
  if (isTrigon(game)) {
    const names = game.layout.geometry.pieceNames.map((n) => n.toLowerCase());
    const exact = names.indexOf(word);
    const longer = names.some((n) => n.startsWith(word) && n !== word);
    if (typing && longer) return 'partial';
    if (exact >= 0) return exact;
    return typing && longer ? 'partial' : null;
  }
  const longer = PIECES.some((p, i) =>
    [p.name, ...pieceAliases(i)].some((n) => n.toLowerCase().startsWith(word) && n.toLowerCase() !== word),
  );
  if (typing && longer) return 'partial';
  const parsed = parsePieceName(word, game.variant.pieceSet);
  if (parsed.ok) return parsed.value;
  if (/^[a-z]\d{0,2}$/.test(word) && !isPieceName(word)) return null;
  return typing || longer ? 'partial' : null;
}
