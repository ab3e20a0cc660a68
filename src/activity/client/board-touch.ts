import type { BoardCanvas } from './board-canvas.ts';
import type { ZoomFocus } from './board-reading.ts';

/** How far a finger moves before a touch is a drag rather than a tap, in CSS pixels. */
const DRAG_SLOP = 10;

/**
 * The board's canvas under a finger, a pen or a mouse: each tap (`onTap`, saying whether a finger or a pen
 * made it), and a zoomed board dragged to look around (`onPan` with the new focus, once per frame). The end
 * of a drag is no tap.
 */
export class BoardTouch {
  private pointer = 'mouse';
  private drag: { x: number; y: number; focus: ZoomFocus; moved: boolean } | null = null;
  private frame = 0;

  constructor(
    canvas: HTMLElement,
    board: BoardCanvas,
    zoom: () => ZoomFocus | null,
    onTap: (event: MouseEvent, touch: boolean) => void,
    onPan: (focus: ZoomFocus) => void,
  ) {
    canvas.addEventListener('pointerdown', (event) => {
      this.pointer = event.pointerType;
      const focus = zoom();
      this.drag = focus && board.zoomed ? { x: event.clientX, y: event.clientY, focus, moved: false } : null;
    });
    canvas.addEventListener('pointermove', (event) => {
      const drag = this.drag;
      if (!drag) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < DRAG_SLOP) return;
      drag.moved = true;
      const focus = board.panned(drag.focus, dx, dy);
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => onPan(focus));
    });
    canvas.addEventListener('pointercancel', () => {
      this.drag = null;
    });
    canvas.addEventListener('click', (event) => {
      const dragged = this.drag?.moved === true;
      this.drag = null;
      if (!dragged) onTap(event, this.pointer === 'touch' || this.pointer === 'pen');
    });
  }
}
