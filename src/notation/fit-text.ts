/**
 * Text for a one-line slot with a length limit counted in UTF-16 code units, as Discord counts them
 * (autocomplete choice names and values: 100; message content: 2000). Cutting with `slice` can leave half
 * of a surrogate pair (an emoji cut in two) or break a ZWJ sequence (👨‍👩‍👧 into 👨‍👩); Discord refuses the
 * first and shows the second wrongly. So the text is cut between graphemes, the units a reader sees as one
 * character (Unicode's extended grapheme clusters, as `Intl.Segmenter` finds them).
 *
 * (The renderer's `fitText` in src/render/text.ts is the same idea measured in pixels.)
 */

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Runs of white space and control characters (tab, newline, NUL …). */
const SPACE_RUN = /[\s\p{Cc}]+/gu;

/** A UTF-16 unit of a surrogate pair that has no partner (with the `u` flag, pairs are one code point). */
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * Text from outside (typed, or a display name) made fit for one line: every run of white space or control
 * characters becomes one space, and the ends are trimmed. Apply it to the outside part before putting it in
 * a sentence, so that the sentence's own spacing stays as written.
 */
export function oneLine(text: string): string {
  return text.replace(SPACE_RUN, ' ').trim();
}

/**
 * `text` in at most `maxUnits` UTF-16 code units: lone surrogates become U+FFFD; if it is too long, the
 * longest run of whole graphemes that leaves room for `ellipsis` (trailing white space dropped), then the
 * ellipsis. The result is well-formed UTF-16 and never ends in part of a grapheme (a grapheme longer than
 * the limit on its own is dropped whole). White space is kept as it is: see `oneLine`.
 */
export function fitText(text: string, maxUnits: number, ellipsis = '…'): string {
  const whole = text.replace(LONE_SURROGATE, '\uFFFD');
  if (whole.length <= maxUnits) return whole;
  if (ellipsis.length > maxUnits) return '';
  const room = maxUnits - ellipsis.length;
  let end = 0;
  for (const { segment, index } of graphemes.segment(whole)) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  return `${whole.slice(0, end).trimEnd()}${ellipsis}`;
}
