/** Every colour a Blokus variant of docs/rules.md section 2 can use. */
export const COLORS = ['blue', 'yellow', 'red', 'green', 'purple', 'orange'] as const;

/** A colour name as stored and shown (lower case). */
export type Color = (typeof COLORS)[number];

/** Whether a string is one of the colour names. */
export function isColor(value: string): value is Color {
  return (COLORS as readonly string[]).includes(value);
}

/** The colour name with a capital first letter, for sentences ("Blue played …"). */
export function colorLabel(color: Color): string {
  return color.charAt(0).toUpperCase() + color.slice(1);
}
