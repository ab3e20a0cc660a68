import { IntlMessageFormat } from 'intl-messageformat';

/** An ICU message's placeholder names (plural and select branches included), sorted. */
export function placeholdersOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  type Node = { type: number; value?: unknown; options?: Record<string, { value: Node[] }> };
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      // Literal (0) and the plural's `#` (7) name nothing; every other element is an argument.
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as Node[]);
  return [...names].sort();
}

/**
 * What is wrong with a catalogue against the reference: missing keys, unknown keys, messages that do not
 * parse, and messages whose placeholders differ (a translation must fill the same blanks).
 */
export function catalogueProblems(
  reference: Readonly<Record<string, string>>,
  catalogue: Readonly<Record<string, string | undefined>>,
  locale: string,
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(reference)) if (!(key in catalogue)) problems.push(`missing ${key}`);
  for (const [key, message] of Object.entries(catalogue)) {
    const english = reference[key];
    if (english === undefined) {
      problems.push(`unknown ${key}`);
      continue;
    }
    if (message === undefined) continue;
    try {
      const want = placeholdersOf(english, 'en').join(',');
      const got = placeholdersOf(message, locale).join(',');
      if (want !== got) problems.push(`${key}: placeholders {${got}}, English has {${want}}`);
    } catch (error) {
      problems.push(`${key}: does not parse (${String(error)})`);
    }
  }
  return problems;
}
