/** Small helpers shared by the benchmark sections: medians of repeated timings. */

/** The median of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Times `fn` once per item and returns the median in milliseconds. */
export async function medianMs<T>(items: readonly T[], fn: (item: T) => unknown): Promise<number> {
  const times: number[] = [];
  for (const item of items) {
    const start = performance.now();
    await fn(item);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Rounds for the JSON report. */
export function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
