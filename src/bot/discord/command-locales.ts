import type { RESTPostAPIApplicationCommandsJSONBody } from 'discord.js';
import { COMMAND_WORDS } from '../../i18n/index.ts';

/**
 * Discord shows each user the commands in their client's language from the localisations a command
 * carries. These are added here, from the tables of src/i18n, to the English definitions: every name and
 * description of the command, its subcommands and options, and every choice not localised already.
 */

type Node = {
  name: string;
  description?: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: { name: string; value: unknown; name_localizations?: Record<string, string> | null }[];
};

const LANGUAGES = Object.keys(COMMAND_WORDS) as (keyof typeof COMMAND_WORDS)[];

/** Fills `{name}` placeholders with the values the commands use (their limits and defaults). */
function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

function localize(node: Node, path: string, values: Readonly<Record<string, string | number>>): Node {
  const names: Record<string, string> = { ...node.name_localizations };
  const descriptions: Record<string, string> = { ...node.description_localizations };
  for (const language of LANGUAGES) {
    const words = COMMAND_WORDS[language][path];
    if (words?.name) names[language] = words.name;
    if (words?.description && node.description) descriptions[language] = fill(words.description, values);
  }
  const choices = node.choices?.map((choice) => {
    const localized: Record<string, string> = { ...choice.name_localizations };
    for (const language of LANGUAGES) {
      const name = COMMAND_WORDS[language][`${path}=${String(choice.value)}`]?.name;
      if (name && !localized[language]) localized[language] = fill(name, values);
    }
    return { ...choice, name_localizations: localized };
  });
  return {
    ...node,
    name_localizations: names,
    ...(node.description ? { description_localizations: descriptions } : {}),
    ...(node.options ? { options: node.options.map((o) => localize(o, `${path} ${o.name}`, values)) } : {}),
    ...(choices ? { choices } : {}),
  };
}

/** A command definition with its French and Italian names, descriptions and choices. */
export function localizedCommand<T extends RESTPostAPIApplicationCommandsJSONBody>(
  data: T,
  values: Readonly<Record<string, string | number>> = {},
): T {
  return localize(data as unknown as Node, data.name, values) as unknown as T;
}
