/**
 * The page's words: the seats (each colour, its player, what it has left, the one to move marked; a
 * puzzle's colour buttons), the final panel (what the bot's last message says) and the controls' labels.
 */
import type { Game } from '../../engine/index.ts';
import type { MessageKey, MessageValues } from '../../i18n/index.ts';
import type { ActivityGame } from '../wire.ts';
import { FILLS } from './board-canvas.ts';
import { finalSummary } from './board-reading.ts';

type Say = (key: MessageKey, values?: MessageValues) => string;

/** What the seats' list shows: the game as the server sent it and as the engine replayed it. */
export interface SeatsInput {
  readonly game: ActivityGame;
  readonly engine: Game;
  readonly you: string | undefined;
  /** The colour the person moves now, or null. */
  readonly mover: number | null;
  readonly say: Say;
}

/** Fills `root` with one item per colour; in a puzzle of free colour order, buttons that call `onPick`. */
export function seatList(root: HTMLElement, input: SeatsInput, onPick: (color: number) => void): void {
  const { game, engine, mover, say } = input;
  root.replaceChildren();
  // In a puzzle of free colour order the player picks the colour to place by its button.
  const picking = engine.variant.freeColorOrder === true && game.toMove?.userId === input.you;
  engine.variant.colors.forEach((name, color) => {
    const item = document.createElement('li');
    item.classList.toggle('moving', (mover ?? game.toMove?.colorIndex) === color);
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = FILLS[name].fill;
    // Classic-3's shared colour has no seat: whoever's turn it is moves it.
    const player = game.seats.find((s) => s.colors.includes(color))?.displayName ?? say('activity.shared');
    const { layout, position } = engine;
    let pieces = 0;
    for (let p = 0; p < layout.pieceCount; p++)
      pieces += position.piecesLeft[color * layout.pieceCount + p] ?? 0;
    const left = say('activity.left', { pieces, squares: position.squaresLeft(color) });
    // A colour out of a game still played (resigned, its player gone, or no piece fits) says so.
    const reason = game.status === 'active' ? engine.out[color] : null;
    const out = reason ? say('activity.out', { reason }) : '';
    item.classList.toggle('out', out !== '');
    const label = `${say(`color.${name}`)}, ${player}: ${left}${out ? `, ${out}` : ''}`;
    if (picking && engine.out[color] === null) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'pick-color';
      button.setAttribute('aria-pressed', String(mover === color));
      button.setAttribute('aria-label', label);
      // One player holds every colour of a puzzle: the button names the colour.
      button.append(swatch, `${say(`color.${name}`)} ${pieces}`);
      button.addEventListener('click', () => onPick(color));
      item.append(button);
    } else {
      item.append(swatch, `${player} ${pieces}${out ? ` · ${out}` : ''}`);
      item.setAttribute('aria-label', label);
    }
    item.title = label;
    root.append(item);
  });
}

/** One line of the final panel: its words, and the fills of the colours it speaks for (a seat's). */
export interface FinalLine {
  readonly text: string;
  readonly fills: readonly string[];
}

/**
 * The final panel's lines for a finished game, in the reader's language; `seatColors` holds each seat's
 * colour indices, so that a player's line shows the colours they played.
 */
export function finalLines(
  game: Game,
  names: readonly string[],
  seatColors: readonly (readonly number[])[],
  say: Say,
): FinalLine[] {
  const summary = finalSummary(game, names);
  const fillsOf = (seat: number) => (seatColors[seat] ?? []).map((c) => FILLS[game.variant.colors[c]!].fill);
  const plain = (text: string): FinalLine => ({ text, fills: [] });
  return [
    ...summary.rows.map((row) => ({ text: say('activity.scoreLine', row), fills: fillsOf(row.seat) })),
    ...summary.teams.map((team) => plain(say('activity.teamLine', team))),
    ...(summary.puzzle
      ? [
          plain(
            say(summary.puzzle.solved ? 'activity.puzzleSolved' : 'activity.puzzleUnsolved', {
              placed: summary.puzzle.placed,
              pieces: summary.puzzle.pieces,
            }),
          ),
        ]
      : []),
    ...(summary.placed ? [plain(say('activity.placedLine', summary.placed))] : []),
  ];
}

/** Writes the final panel: its title, its lines (only when they change) and the replay's step. */
export function finalPanel(
  at: { readonly title: HTMLElement; readonly list: HTMLElement; readonly at: HTMLElement },
  input: {
    readonly game: Game;
    readonly names: readonly string[];
    readonly seatColors: readonly (readonly number[])[];
    readonly say: Say;
  },
  step: { readonly at: number; readonly total: number },
): void {
  const { say } = input;
  at.title.textContent = say('activity.final');
  const lines = finalLines(input.game, input.names, input.seatColors, say);
  const written = lines.map((line) => `${line.text} ${line.fills.join(' ')}`).join('\n');
  // Written again only when they change: the panel is read aloud as it changes (a replay's step is).
  if (at.list.dataset.lines !== written) {
    at.list.dataset.lines = written;
    at.list.replaceChildren(
      ...lines.map((line) => {
        const item = document.createElement('li');
        // The seat's colours before its line, as in the seats' list (the words alone are read aloud).
        for (const fill of line.fills) {
          const swatch = document.createElement('span');
          swatch.className = 'swatch';
          swatch.setAttribute('aria-hidden', 'true');
          swatch.style.background = fill;
          item.append(swatch);
        }
        item.append(line.text);
        return item;
      }),
    );
  }
  at.at.textContent = say('activity.replayAt', { n: step.at, total: step.total });
}

/** Writes the fixed words of the page's controls (buttons, the tray) in the reader's language. */
export function labelControls(say: Say): void {
  const $ = (id: string) => document.getElementById(id)!;
  $('turn').textContent = say('activity.turn');
  $('flip').textContent = say('activity.flip');
  $('whole').textContent = say('activity.wholeBoard');
  for (const [id, key] of [
    ['replay-back', 'activity.replayBack'],
    ['replay-next', 'activity.replayNext'],
  ] as const) {
    $(id).setAttribute('aria-label', say(key));
    $(id).title = say(key);
  }
  $('tray').setAttribute('aria-label', say('activity.tray'));
}
