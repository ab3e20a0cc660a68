/**
 * The Activity's page: the channel's game, live, played by touch. It replays the game's log with the
 * engine (the bot's own rules), so it lights the spots where the picked piece fits and words a refused
 * spot with the bot's sentences (src/describe/rule-errors.ts) before anything is sent; the server checks
 * the move again through the service, as `/place`.
 */
import { describePlacement } from '../../describe/rule-errors.ts';
import {
  checkPlacement,
  type Game,
  type PieceIndex,
  type Point,
  placeCells,
  replay,
} from '../../engine/index.ts';
import { type MessageKey, type MessageValues, supportedLocale, translator } from '../../i18n/index.ts';
import { formatCell, formatMove } from '../../notation/index.ts';
import type { ActivityState, RefusalAnswer } from '../wire.ts';
import { BoardCanvas } from './board-canvas.ts';
import {
  eventsUpTo,
  flipped,
  type HeldPlacement,
  holdStands,
  litSpots,
  recentPlacements,
  turned,
  type ZoomFocus,
} from './board-reading.ts';
import { BoardTouch } from './board-touch.ts';
import { CellGrid } from './cell-grid.ts';
import { DiscordHost } from './discord-host.ts';
import { Live, SignInUnavailable, TooFast } from './live.ts';
import { finalPanel, labelControls, seatList } from './panels.ts';
import { Tray } from './tray.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const tr = translator(supportedLocale(navigator.language) ?? 'en');
const say = (key: MessageKey, values?: MessageValues) => tr.t(key, values);

const live = new Live(new DiscordHost());
const board = new BoardCanvas($<HTMLCanvasElement>('board'));
const tray = new Tray($('tray'), pick);
const cells = new CellGrid(
  $('cells'),
  (at) => tapCell(at),
  (at) => {
    if (view.focus?.x === at?.x && view.focus?.y === at?.y) return;
    view.focus = at;
    draw();
  },
);

/** What the page shows and what the person is doing. */
const view = {
  state: null as ActivityState | null,
  game: null as Game | null,
  piece: null as PieceIndex | null,
  /** Index in the layout's `geometry.transforms`: the turns, then the same flipped. */
  transform: 0,
  /** In a puzzle of free colour order, the colour the player picked (null: the one the game names). */
  chosen: null as number | null,
  /** The placement tapped, ready to confirm. */
  held: null as HeldPlacement | null,
  note: '',
  sending: false,
  /** The cell that has the keyboard's focus in the reader grid, drawn on the board; null: none. */
  focus: null as Point | null,
  /** Where the board is zoomed to cells big enough to touch; null: the whole board. */
  zoom: null as ZoomFocus | null,
  /** A game over, replayed: the board after this many placements (null: as it ended), and that board. */
  step: null as { readonly placements: number; readonly game: Game } | null,
};

/** Whether the game shown is over (its final panel and replay shown, nothing to move). */
function over(): boolean {
  return view.state?.game?.status === 'finished' && view.game !== null;
}

/** The placements of the game shown. */
function placements(): number {
  return view.game?.events.filter((e) => e.type === 'place').length ?? 0;
}

/** Shows the game over after `count` placements (its whole length: as it ended). */
function replayTo(count: number): void {
  const state = view.state?.game;
  if (!state || !over()) return;
  const total = placements();
  const to = Math.max(0, Math.min(total, count));
  const replayed =
    to === total
      ? null
      : replay(state.variant, { fastContact: state.fastContact }, eventsUpTo(state.events, to));
  view.step = replayed?.ok ? { placements: to, game: replayed.value } : null;
  draw();
}

/** The colour the person moves now, or null (not their turn, or watching). */
function moverColor(): number | null {
  const { state, game } = view;
  const toMove = state?.game?.toMove;
  if (!toMove || toMove.userId !== state?.you.id) return null;
  const free =
    game?.variant.freeColorOrder === true && view.chosen !== null && game.out[view.chosen] === null;
  return free ? view.chosen : toMove.colorIndex;
}

/**
 * The colour whose pieces the tray shows: the one to move, else the person's first while the game is
 * played (none: watching, or the game is not being played).
 */
function trayColor(): number | null {
  const { state } = view;
  if (state?.game?.status !== 'active') return null;
  const mover = moverColor();
  if (mover !== null) return mover;
  const seat = state?.game?.seats.find((s) => s.userId === state.you.id);
  return seat?.colors[0] ?? null;
}

function received(state: ActivityState): void {
  const before = view.state?.game;
  view.state = state;
  const game = state.game;
  if (!game) view.game = null;
  else if (game.gameId !== before?.gameId || game.version !== before.version) {
    const previous = game.gameId === before?.gameId ? view.game : null;
    const replayed = replay(game.variant, { fastContact: game.fastContact }, game.events);
    view.game = replayed.ok ? replayed.value : null;
    view.step = null;
    // A placement in hand that the change left standing stays, zoom and note with it; otherwise a new
    // move: the whole board, to see it.
    if (!holdStands(previous, view.game, moverColor(), view.held))
      Object.assign(view, { held: null, note: '', zoom: null });
    const color = trayColor();
    const left = (p: PieceIndex) =>
      color !== null && view.game?.position.piecesLeft[color * view.game.layout.pieceCount + p] !== 0;
    if (view.piece !== null && !left(view.piece)) view.piece = null;
    if (view.chosen !== null && view.game?.out[view.chosen] !== null) view.chosen = null;
    if (view.game && view.transform >= view.game.layout.geometry.transforms.length) view.transform = 0;
    // Another game in the channel (the next one, after the end): its tray starts with nothing in hand.
    if (before && game.gameId !== before.gameId) {
      view.piece = null;
      view.chosen = null;
      view.transform = 0;
    }
  }
  $('status').textContent = statusLine();
  drawSeats();
  draw();
}

/** The seats' list, and the colour buttons of a puzzle of free colour order. */
function drawSeats(): void {
  const game = view.state?.game;
  const engine = view.game;
  if (!game || !engine) {
    $('seats').replaceChildren();
    return;
  }
  seatList($('seats'), { game, engine, you: view.state?.you.id, mover: moverColor(), say }, (color) => {
    view.chosen = color;
    view.held = null;
    view.piece = null;
    drawSeats();
    draw();
  });
}

/** The final panel once the game is over, with the replay's step. */
function drawFinal(): void {
  const game = view.game;
  $('final').hidden = !over();
  if (!over() || !game) return;
  const total = placements();
  const at = view.step?.placements ?? total;
  const seats = view.state?.game?.seats ?? [];
  finalPanel(
    { title: $('final-title'), list: $('final-list'), at: $('replay-at') },
    { game, names: seats.map((s) => s.displayName), seatColors: seats.map((s) => s.colors), say },
    { at, total },
  );
  $<HTMLButtonElement>('replay-back').disabled = at === 0;
  $<HTMLButtonElement>('replay-next').disabled = at === total;
}

function statusLine(): string {
  const game = view.state?.game;
  const engine = view.game;
  if (!game || !engine) return say('activity.noGame');
  if (game.status === 'lobby') return say('activity.lobby', { id: game.gameId });
  if (!game.toMove) return say('activity.over', { id: game.gameId });
  const color = say(`color.${engine.variant.colors[game.toMove.colorIndex]!}` as MessageKey);
  if (moverColor() !== null) return say('activity.yourTurn', { color });
  const name = game.seats.find((s) => s.userId === game.toMove?.userId)?.displayName ?? '';
  return say('activity.theirTurn', { name, color });
}

function draw(): void {
  // A game over is shown at the replay's step, if one is picked.
  const game = view.step?.game ?? view.game;
  $('board').hidden = !game;
  $('controls').hidden = !game || trayColor() === null;
  const waiting = moverColor() !== null && view.piece === null && !view.note;
  $('note').textContent = waiting ? say('activity.pickPiece') : view.note;
  drawFinal();
  if (!game) {
    tray.hide();
    cells.hide();
    return;
  }
  const mover = moverColor();
  const picked = view.piece;
  const held = view.held;
  const color = mover ?? trayColor();
  // Side by side on a wide screen and on a phone held sideways (activity.css's matching rule).
  const wide =
    window.innerWidth >= 700 || (window.innerWidth > window.innerHeight && window.innerWidth >= 560);
  // Below the board on a phone: the status, and for a player the buttons, the note and the tray.
  const below = (color === null ? 60 : 290) + (over() ? $('final').offsetHeight : 0);
  const width = wide ? window.innerWidth - 380 : window.innerWidth - 16;
  const height = wide ? window.innerHeight - 80 : window.innerHeight - below;
  const lit = mover !== null && picked !== null && !held ? litSpots(game, mover, picked, view.transform) : [];
  const heldCells =
    held && picked !== null ? (placeCells(game.layout, picked, held.at, view.transform) ?? []) : [];
  board.draw(
    game,
    width,
    Math.max(height, 200),
    {
      spots: lit,
      held: heldCells,
      heldColor: color === null ? null : game.variant.colors[color]!,
      recent: recentPlacements(game, game.variant.colors.length),
      focus: view.focus,
    },
    view.zoom,
  );
  $('whole').hidden = !board.zoomed;
  const label = say('activity.board', { id: view.state?.game?.gameId ?? 0 });
  $('board').setAttribute('aria-label', label);
  cells.draw(game, label, lit, heldCells, tr);
  tray.draw(game, color, view.transform, picked);
  $<HTMLButtonElement>('place').disabled = !held || view.sending;
  $<HTMLButtonElement>('place').textContent = say(view.sending ? 'activity.sending' : 'activity.place');
}

function pick(piece: PieceIndex): void {
  view.piece = piece;
  view.held = null;
  view.note = say('activity.pickCell');
  draw();
}

/** A tap on a cell: holds the piece there if it fits, else says why, in the bot's words. */
function tapCell(at: Point): void {
  const game = view.game;
  const color = trayColor();
  if (!game || color === null) return;
  if (view.piece === null) {
    view.note = say('activity.pickPiece');
    draw();
    return;
  }
  const mover = moverColor() ?? color;
  const piece = view.piece;
  // On a triangle of the wrong kind for the pivot, the lit spot whose placement covers the tapped cell.
  const pivot =
    placeCells(game.layout, piece, at, view.transform) !== null
      ? at
      : (litSpots(game, mover, piece, view.transform).find((spot) =>
          placeCells(game.layout, piece, spot, view.transform)?.some((c) => c.x === at.x && c.y === at.y),
        ) ?? at);
  const squares = placeCells(game.layout, piece, pivot, view.transform) ?? [];
  const checked = checkPlacement(game, mover, piece, squares);
  if (checked.ok) {
    view.held = { at: pivot, color: mover, move: checked.value, requestId: crypto.randomUUID() };
    view.note = say('activity.ready');
  } else {
    view.held = null;
    view.note = `${formatCell(at)}: ${describePlacement(checked.error, game.variant.boardSize, tr)}`;
  }
  draw();
}

/** Turns or flips the picked piece; a held placement turns about its pivot. */
function transform(next: number): void {
  view.transform = next;
  if (view.held && view.piece !== null) tapCell(view.held.at);
  else draw();
}

async function place(): Promise<void> {
  const { game, held, state } = view;
  if (!game || !held || !state?.game || view.sending) return;
  view.sending = true;
  draw();
  const answer = await live
    .move({
      gameId: state.game.gameId,
      version: state.game.version,
      move: game.variant.freeColorOrder
        ? `${game.variant.colors[moverColor() ?? 0]} ${formatMove(game.layout, held.move)}`
        : formatMove(game.layout, held.move),
      requestId: held.requestId,
      locale: tr.locale,
    })
    .catch((): { ok: false } & RefusalAnswer => ({ ok: false, error: say('activity.reconnecting') }));
  view.sending = false;
  if (answer.ok) {
    view.piece = null;
    view.held = null;
    view.note = '';
  } else {
    view.note = answer.retryAfter ? tooFast(answer.retryAfter) : answer.error;
  }
  draw();
}

/**
 * A touch on a board whose cells are smaller than a finger zooms it there, and holds the piece on the lit
 * spot nearest the touch (or says why the touched cell does not fit): Place confirms it, a touch on the
 * zoomed board moves it. A mouse, the keyboard and a board already big enough take the touched cell.
 */
function tapBoard(event: MouseEvent, touch: boolean): void {
  const at = board.cellAt(event.clientX, event.clientY);
  if (!touch || board.zoomed || !board.zoomable) {
    if (at) tapCell(at);
    return;
  }
  const game = view.game;
  const mover = moverColor();
  const picked = view.piece;
  const lit =
    game && mover !== null && picked !== null && !view.held
      ? litSpots(game, mover, picked, view.transform)
      : [];
  const spot =
    at && lit.some((s) => s.x === at.x && s.y === at.y)
      ? at
      : board.spotNear(lit, event.clientX, event.clientY);
  view.zoom = board.focusAt(event.clientX, event.clientY);
  const target = spot ?? at;
  if (target) tapCell(target);
  draw();
}

new BoardTouch(
  $('board'),
  board,
  () => view.zoom,
  tapBoard,
  (focus) => {
    view.zoom = focus;
    draw();
  },
);
$('whole').addEventListener('click', () => {
  view.zoom = null;
  draw();
});
const transforms = () => view.game?.layout.geometry.transforms.length ?? 8;
$('turn').addEventListener('click', () => transform(turned(view.transform, transforms())));
$('flip').addEventListener('click', () => transform(flipped(view.transform, transforms())));
$('place').addEventListener('click', () => void place());
$('replay-back').addEventListener('click', () => replayTo((view.step?.placements ?? placements()) - 1));
$('replay-next').addEventListener('click', () => replayTo((view.step?.placements ?? placements()) + 1));
window.addEventListener('resize', () => draw());
// On a keyboard, R turns and F flips the picked piece.
window.addEventListener('keydown', (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const key = event.key.toLowerCase();
  if (key === 'r') $('turn').click();
  else if (key === 'f') $('flip').click();
});
labelControls(say);
document.documentElement.lang = tr.locale;

/** The sentence for a request refused as one too many: wait that many seconds. */
const tooFast = (seconds: number) => say('activity.tooFast', { seconds });
/** Signs in, then follows the game; a sign-in refused for now is tried again after its wait. */
function start(): void {
  live.signIn().then(
    () =>
      live.follow(received, (waitSeconds) => {
        $('status').textContent = waitSeconds ? tooFast(waitSeconds) : say('activity.reconnecting');
      }),
    (error: unknown) => {
      const wait = error instanceof TooFast || error instanceof SignInUnavailable ? error.seconds : 0;
      if (wait) setTimeout(start, wait * 1000);
      $('status').textContent =
        error instanceof TooFast
          ? tooFast(wait)
          : say(wait ? 'activity.signInLater' : 'activity.signInFailed', { seconds: wait });
    },
  );
}
start();
