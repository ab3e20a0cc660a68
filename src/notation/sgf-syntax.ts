import { err, ok, type Result } from '../engine/index.ts';
import type { SgfError, SgfSyntaxPurpose } from './errors.ts';

/**
 * The Smart Game Format's syntax (FF[4]), as far as reading game records needs it:
 * `Collection = GameTree+`, `GameTree = "(" Node+ GameTree* ")"`, `Node = ";" Property*`,
 * `Property = Ident Value+`, `Value = "[" text "]"`, whitespace allowed between all of these.
 * Only the main line is returned: the nodes of the first game tree, following the first variation at
 * every branch. Inside values `\` escapes the next character and `\` before a line break removes it
 * (a soft line break). Identifiers are upper-case letters and digits (Pentobi's moves are `1`…`4`);
 * lower-case letters in them are dropped as SGF FF[4] asks for old FF[3] files (`GaMe` is `GM`).
 * The parser is iterative, so deeply nested variations cannot overflow the stack.
 */

/** One property of a node: its identifier and its values, unescaped (line breaks kept). */
export interface SgfProperty {
  readonly id: string;
  readonly values: readonly string[];
}

/** One node of the main line. */
export interface SgfNode {
  readonly properties: readonly SgfProperty[];
}

interface Tree {
  readonly mainLine: boolean;
  nodes: number;
  children: number;
}

/** A syntax error at `offset`: the punctuation that would do there, and what it would have done. */
function syntaxError(
  text: string,
  offset: number,
  tokens: readonly string[],
  purpose: SgfSyntaxPurpose | null = null,
) {
  return err<SgfError>({
    kind: 'sgf-syntax',
    offset,
    tokens,
    at: offset < text.length ? text[offset]! : null,
    purpose,
  });
}

function normaliseId(raw: string): string {
  const upper = raw.replace(/[a-z]/g, '');
  return upper === '' ? raw.toUpperCase() : upper;
}

/** Reads the main line of an SGF collection. */
export function parseSgfMainLine(text: string): Result<SgfNode[], SgfError> {
  const nodes: SgfNode[] = [];
  const stack: Tree[] = [];
  let trees = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  for (;;) {
    skipSpace();
    const top = stack[stack.length - 1];
    if (i >= text.length) {
      if (top) return syntaxError(text, i, [')']);
      if (trees === 0) return syntaxError(text, i, ['('], { kind: 'record' });
      return ok(nodes);
    }
    const ch = text[i]!;
    if (ch === '(') {
      if (top && top.nodes === 0) return syntaxError(text, i, [';'], { kind: 'node' });
      const mainLine = top ? top.mainLine && top.children === 0 : trees === 0;
      if (top) top.children++;
      else trees++;
      stack.push({ mainLine, nodes: 0, children: 0 });
      i++;
    } else if (ch === ';' && top) {
      if (top.children > 0) return syntaxError(text, i, ['(', ')']);
      i++;
      const node = readNode();
      if (!node.ok) return node;
      if (top.mainLine) nodes.push(node.value);
      top.nodes++;
    } else if (ch === ')' && top) {
      if (top.nodes === 0) return syntaxError(text, i, [';'], { kind: 'node' });
      stack.pop();
      i++;
    } else {
      if (!top) return syntaxError(text, i, ['(']);
      return top.nodes === 0 ? syntaxError(text, i, [';']) : syntaxError(text, i, [';', '(', ')']);
    }
  }

  function readNode(): Result<SgfNode, SgfError> {
    const properties: SgfProperty[] = [];
    for (;;) {
      skipSpace();
      const start = i;
      while (i < text.length && /[A-Za-z0-9]/.test(text[i]!)) i++;
      if (i === start) return ok({ properties });
      const id = normaliseId(text.slice(start, i));
      const values: string[] = [];
      for (;;) {
        skipSpace();
        if (text[i] !== '[') break;
        const value = readValue();
        if (!value.ok) return value;
        values.push(value.value);
      }
      if (values.length === 0) return syntaxError(text, i, ['['], { kind: 'value', property: id });
      const same = properties.findIndex((p) => p.id === id);
      if (same >= 0) properties[same] = { id, values: [...properties[same]!.values, ...values] };
      else properties.push({ id, values });
    }
  }

  function readValue(): Result<string, SgfError> {
    const open = i;
    i++;
    let value = '';
    while (i < text.length && text[i] !== ']') {
      const ch = text[i]!;
      if (ch === '\\') {
        i++;
        if (i >= text.length) break;
        const next = text[i]!;
        if (next === '\n' || next === '\r') {
          const pair = text[i + 1];
          i += (pair === '\n' || pair === '\r') && pair !== next ? 2 : 1;
          continue;
        }
        value += next;
      } else {
        value += ch;
      }
      i++;
    }
    if (i >= text.length) return syntaxError(text, i, [']'], { kind: 'close', open: open + 1 });
    i++;
    return ok(value);
  }
}

/** Escapes a Text value for writing: `\` and `]` get a backslash. */
export function escapeSgfText(value: string): string {
  return value.replace(/[\\\]]/g, (ch) => `\\${ch}`);
}

/** A SimpleText value as written: escaped, line breaks and other whitespace as single spaces. */
export function escapeSgfSimpleText(value: string): string {
  return escapeSgfText(value.replace(/\s/g, ' '));
}

/** A SimpleText value as read: line breaks and other whitespace become spaces (SGF FF[4]). */
export function readSgfSimpleText(value: string): string {
  return value.replace(/\r\n|\n\r|\s/g, ' ');
}
