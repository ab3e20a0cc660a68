import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';

/** Discord's rule for chat-input command and option names (lower case where a letter has cases). */
const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const LANGUAGES = ['fr', 'it'] as const;

type Node = {
  name: string;
  type?: number;
  description?: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: { name: string; value: unknown; name_localizations?: Record<string, string> | null }[];
};

/** Everything wrong with a command's localisations, as `path: problem` lines. */
function problems(node: Node, path: string, chatInput: boolean): string[] {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    const name = node.name_localizations?.[language];
    if (!name) found.push(`${path}: no ${language} name`);
    else if (chatInput && (!NAME.test(name) || name !== name.toLowerCase()))
      found.push(`${path}: ${language} name '${name}' breaks Discord's rule`);
    else if (!chatInput && name.length > 32) found.push(`${path}: ${language} name too long`);
    if (node.description) {
      const description = node.description_localizations?.[language];
      if (!description) found.push(`${path}: no ${language} description`);
      else if (description.length > 100 || /[{}]/.test(description))
        found.push(`${path}: ${language} description '${description}' (${description.length})`);
    }
    for (const choice of node.choices ?? []) {
      const label = choice.name_localizations?.[language];
      if (!label) found.push(`${path}=${String(choice.value)}: no ${language} name`);
      else if (label.length > 100) found.push(`${path}=${String(choice.value)}: ${language} name too long`);
    }
    const siblings = (node.options ?? []).map((o) => o.name_localizations?.[language] ?? o.name);
    if (new Set(siblings).size !== siblings.length)
      found.push(`${path}: two ${language} options share a name`);
  }
  for (const option of node.options ?? [])
    found.push(...problems(option, `${path} ${option.name}`, chatInput));
  return found;
}

describe('command localisations', () => {
  it('every name, description and choice has French and Italian, within Discord’s limits', () => {
    const all = COMMANDS.flatMap((c) => {
      const data = c.data as Node;
      return problems(data, data.name, (data.type ?? 1) === 1);
    });
    expect(all).toEqual([]);
  });

  it('keeps the English names the router matches', () => {
    expect(COMMANDS.map((c) => c.data.name)).toContain('place');
    const place = COMMANDS.find((c) => c.data.name === 'place')!.data as Node;
    expect(place.name_localizations).toEqual({ fr: 'poser', it: 'posa' });
  });

  it('quotes the commands’ own limits in every language', () => {
    const board = COMMANDS.find((c) => c.data.name === 'board')!.data as Node;
    const moves = board.options!.find((o) => o.name === 'moves')!;
    const english = /(\d+) a page/.exec(moves.description!)?.[1];
    expect(moves.description_localizations?.fr).toContain(`${english} par page`);
    expect(moves.description_localizations?.it).toContain(`${english} per pagina`);
  });
});
