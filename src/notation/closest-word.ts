/**
 * "Did you mean …?": the candidate nearest a mistyped word by edit distance (insert, delete, substitute,
 * swap two neighbours). A substitution between keys that touch on a QWERTY keyboard costs a little less
 * than any other, so equally distant candidates are ordered by how likely the typo is (`Q5` → `W5`).
 */

const ROWS = ['1234567890', 'QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];
/** How far each keyboard row is shifted to the right, in key widths. */
const ROW_OFFSETS = [0, 0.5, 0.75, 1.25];
const KEYS = new Map<string, { row: number; pos: number }>();
ROWS.forEach((row, r) => {
  [...row].forEach((ch, c) => {
    KEYS.set(ch, { row: r, pos: c + ROW_OFFSETS[r]! });
  });
});

/**
 * Costs in quarters: an edit costs 4, a substitution by a neighbouring key 3, a digit for another digit
 * 1 + their difference (in a piece name the digit is the size and the letter the shape, so `X4` is nearer
 * `X5` than `Z4`, and `L6` nearer `L5` than `L4`).
 */
const EDIT = 4;
const NEAR_SUBSTITUTION = 3;

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  if (/\d/.test(a) && /\d/.test(b)) return Math.min(EDIT, 1 + Math.abs(Number(a) - Number(b)));
  const ka = KEYS.get(a);
  const kb = KEYS.get(b);
  if (ka && kb && Math.hypot(ka.row - kb.row, ka.pos - kb.pos) < 1.3) return NEAR_SUBSTITUTION;
  return EDIT;
}

/** Weighted optimal-string-alignment distance between two upper-case words, in quarter edits. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i * EDIT;
  for (let j = 0; j < cols; j++) d[j] = j * EDIT;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      let best = Math.min(
        d[(i - 1) * cols + j]! + EDIT,
        d[i * cols + j - 1]! + EDIT,
        d[(i - 1) * cols + j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + EDIT);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

/**
 * The candidate closest to `word` (both compared upper case), if it is within `maxEdits` edits; the first
 * of equally close candidates wins. Returns the candidate's value.
 */
export function closestWord<T>(
  word: string,
  candidates: readonly { readonly word: string; readonly value: T }[],
  maxEdits: number,
): T | null {
  const target = word.toUpperCase();
  let best: T | null = null;
  let bestCost = maxEdits * EDIT + 1;
  for (const candidate of candidates) {
    const cost = editDistance(target, candidate.word.toUpperCase());
    if (cost < bestCost) {
      bestCost = cost;
      best = candidate.value;
    }
  }
  return best;
}
