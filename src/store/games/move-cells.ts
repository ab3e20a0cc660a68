import type { Layout } from '../../engine/index.ts';
import { formatCellList, parseCellList } from '../../notation/index.ts';

/**
 * The stored form of a placement: its canonical cell list (docs/rules.md section 8, `f9,e10,f10,g10,f11`), so
 * the log reads like a Pentobi record and stays valid if engine move ids are ever renumbered.
 */
export function cellsOfMove(layout: Layout, move: number): string {
  return formatCellList(layout, move);
}

/** The engine move of a stored cell list. Stored data that does not parse is corruption: it throws. */
export function moveOfCells(layout: Layout, text: string): number {
  const parsed = parseCellList(text, layout);
  if (!parsed.ok) throw new Error(`corrupt stored cells "${text}": ${parsed.error.kind}`);
  return parsed.value;
}
