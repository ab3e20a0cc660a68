import { cellOf, type Game, type Point } from '../../engine/index.ts';
import type { MessageKey, Translator } from '../../i18n/index.ts';
import { formatCell } from '../../notation/index.ts';

/**
 * The board for screen readers and keyboards, beside the canvas that draws it: a grid of the board's
 * cells, top row first, each a button that says its cell and what is on it (`e5, Blue`, `e6, empty, lit`)
 * and taps it as a touch on the canvas would. Arrow keys move between cells.
 */
export class CellGrid {
  /** While the cells are written again: the focus they lose and get back is not the person's doing. */
  private writing = false;

  constructor(
    private readonly grid: HTMLElement,
    private readonly onTap: (at: Point) => void,
    private readonly onFocus: (at: Point | null) => void,
  ) {
    grid.setAttribute('role', 'grid');
    grid.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-x]');
      if (button) this.onTap({ x: Number(button.dataset.x), y: Number(button.dataset.y) });
    });
    grid.addEventListener('keydown', (event) => this.arrow(event));
    // The focused cell is drawn on the board, for sighted people at a keyboard.
    grid.addEventListener('focusin', (event) => {
      const data = (event.target as HTMLElement).dataset;
      if (!this.writing && data.x !== undefined) this.onFocus({ x: Number(data.x), y: Number(data.y) });
    });
    grid.addEventListener('focusout', (event) => {
      if (!this.writing && !grid.contains(event.relatedTarget as Node | null)) this.onFocus(null);
    });
  }

  hide(): void {
    this.grid.replaceChildren();
  }

  /** Writes each cell of `game`'s board, the lit spots and the held placement named as such. */
  draw(game: Game, label: string, lit: readonly Point[], held: readonly Point[], tr: Translator): void {
    const focused = (document.activeElement as HTMLElement | null)?.dataset;
    const keep = focused?.x !== undefined && this.grid.contains(document.activeElement) ? focused : null;
    this.grid.setAttribute('aria-label', label);
    this.writing = true;
    try {
      this.write(game, keep, lit, held, tr);
    } finally {
      this.writing = false;
    }
  }

  private write(
    game: Game,
    keep: { readonly x?: string; readonly y?: string } | null,
    lit: readonly Point[],
    held: readonly Point[],
    tr: Translator,
  ): void {
    this.grid.replaceChildren();
    const { layout, position, variant } = game;
    const key = (p: Point) => `${p.x},${p.y}`;
    const lights = new Set(lit.map(key));
    const holds = new Set(held.map(key));
    for (let y = layout.height - 1; y >= 0; y--) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      for (let x = 0; x < layout.width; x++) {
        if (!layout.geometry.isOnBoard(x, y)) continue;
        const taken = position.board[cellOf(layout, { x, y })] ?? 0;
        const what =
          taken === 0 ? tr.t('activity.empty') : tr.t(`color.${variant.colors[taken - 1]!}` as MessageKey);
        const words = [formatCell({ x, y }), what];
        if (lights.has(key({ x, y }))) words.push(tr.t('activity.lit'));
        if (holds.has(key({ x, y }))) words.push(tr.t('activity.held'));
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        const button = document.createElement('button');
        button.type = 'button';
        button.tabIndex = -1;
        button.dataset.x = String(x);
        button.dataset.y = String(y);
        button.textContent = words.join(', ');
        cell.append(button);
        row.append(cell);
      }
      this.grid.append(row);
    }
    const again =
      keep && this.grid.querySelector<HTMLButtonElement>(`button[data-x="${keep.x}"][data-y="${keep.y}"]`);
    const first = again || this.grid.querySelector<HTMLButtonElement>('button[data-x]');
    if (first) first.tabIndex = 0;
    if (again) again.focus();
  }

  /** Arrow keys: the next cell of the row, or the nearest cell of the row above or below. */
  private arrow(event: KeyboardEvent): void {
    const from = (event.target as Element).closest<HTMLElement>('[role="gridcell"]');
    if (!from) return;
    const row = from.parentElement!;
    let next: Element | null = null;
    if (event.key === 'ArrowLeft') next = from.previousElementSibling;
    else if (event.key === 'ArrowRight') next = from.nextElementSibling;
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const other = event.key === 'ArrowUp' ? row.previousElementSibling : row.nextElementSibling;
      const index = Array.prototype.indexOf.call(row.children, from);
      next = other?.children[Math.min(index, other.children.length - 1)] ?? null;
    } else return;
    event.preventDefault();
    const button = next?.querySelector<HTMLButtonElement>('button');
    if (!button) return;
    for (const b of this.grid.querySelectorAll<HTMLButtonElement>('button[tabindex="0"]')) b.tabIndex = -1;
    button.tabIndex = 0;
    button.focus();
  }
}
