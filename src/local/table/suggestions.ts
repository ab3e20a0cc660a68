import { type APIApplicationCommand, ApplicationCommandOptionType as O } from 'discord-api-types/v10';
import type { OptionValue } from '../discord/index.ts';
import { type OptionDefinition, readLine, type TypedOption, type UserLookup } from './command-line.ts';

/** One line of the list above the message box; picking it puts `text` in the box. */
export interface Suggestion {
  label: string;
  detail?: string;
  text: string;
}

/** The bot's autocomplete to ask for, and where its answer goes in the line. */
export interface AutocompleteAsk {
  command: string;
  subcommandGroup?: string;
  subcommand?: string;
  focused: string;
  value: string;
  options: Record<string, OptionValue>;
  /** The line up to the value being typed: a choice's value is written after it. */
  prefix: string;
}

/** What to show while a line is typed: suggestions known now, and perhaps the bot to ask for more. */
export interface SuggestionPlan {
  items: Suggestion[];
  ask?: AutocompleteAsk;
}

/** Discord shows at most 25 suggestions, and so does the table. */
export const MAX_SUGGESTIONS = 25;

/** What the message box offers for `line`: commands, subcommands, option names and values. */
export function planSuggestions(
  line: string,
  commands: readonly APIApplicationCommand[],
  people: readonly string[],
  findUser: UserLookup,
): SuggestionPlan {
  const state = readLine(line, commands);
  if (state.kind === 'command') {
    const items = commands
      .filter((c) => c.name.startsWith(state.partial.toLowerCase()))
      .map((c) => ({ label: `/${c.name}`, detail: c.description, text: `/${c.name} ` }));
    return { items };
  }
  if (state.kind === 'subcommand') {
    const head = line.slice(0, state.start);
    const items = state.choices
      .filter((c) => c.name.startsWith(state.partial.toLowerCase()))
      .map((c) => ({ label: c.name, detail: c.description, text: `${head}${c.name} ` }));
    return { items };
  }
  if (state.kind !== 'options') return { items: [] };
  const current = state.typed.at(-1);
  const plan: SuggestionPlan = { items: [] };
  if (current) {
    const prefix = line.slice(0, current.start);
    const values = valueSuggestions(current, prefix, people);
    if (values) plan.items.push(...values);
    else if (current.definition.autocomplete) {
      plan.ask = {
        command: state.level.command.name,
        ...(state.level.group ? { subcommandGroup: state.level.group } : {}),
        ...(state.level.subcommand ? { subcommand: state.level.subcommand } : {}),
        focused: current.definition.name,
        value: line.slice(current.start),
        options: otherOptions(state.typed.slice(0, -1), findUser),
        prefix,
      };
    }
  }
  // A new word (not the start of a value) may be the next option's name.
  if (!current || state.start > current.start) {
    const used = new Set(state.typed.map((t) => t.definition.name));
    const head = line.slice(0, state.start);
    const names = state.level.options
      .filter((o) => !used.has(o.name) && o.name.startsWith(state.partial.toLowerCase()))
      .sort((a, b) => Number(b.required ?? false) - Number(a.required ?? false))
      .map((o) => ({ label: `${o.name}:`, detail: o.description, text: `${head}${o.name}:` }));
    plan.items.push(...names);
  }
  plan.items = plan.items.slice(0, MAX_SUGGESTIONS);
  return plan;
}

/** The bot's autocomplete choices as suggestions. */
export function choiceSuggestions(
  ask: AutocompleteAsk,
  choices: readonly { name: string; value: unknown }[],
): Suggestion[] {
  return choices
    .slice(0, MAX_SUGGESTIONS)
    .map((c) => ({ label: c.name, text: `${ask.prefix}${String(c.value)} ` }));
}

/** Values the table knows without asking the bot: fixed choices, true/false, people; undefined if none. */
function valueSuggestions(
  current: TypedOption,
  prefix: string,
  people: readonly string[],
): Suggestion[] | undefined {
  const typed = current.value.trim().toLowerCase();
  const definition: OptionDefinition = current.definition;
  const matches = (...texts: string[]) => texts.some((t) => t.toLowerCase().includes(typed));
  if (definition.choices?.length) {
    return definition.choices
      .filter((c) => matches(c.name, String(c.value)))
      .map((c) => ({ label: c.name, detail: String(c.value), text: `${prefix}${c.value} ` }));
  }
  if (definition.type === O.Boolean) {
    return ['true', 'false'].filter((v) => matches(v)).map((v) => ({ label: v, text: `${prefix}${v} ` }));
  }
  if (definition.type === O.User || definition.type === O.Mentionable) {
    return people.filter((p) => matches(p)).map((p) => ({ label: `@${p}`, text: `${prefix}@${p} ` }));
  }
  return undefined;
}

/** The options typed before the focused one, as values the bot can read (ones that do not parse are left out). */
function otherOptions(typed: readonly TypedOption[], findUser: UserLookup): Record<string, OptionValue> {
  const options: Record<string, OptionValue> = {};
  for (const { definition, value } of typed) {
    const text = value.trim();
    if (!text) continue;
    if (definition.type === O.Integer || definition.type === O.Number) {
      if (Number.isFinite(Number(text))) options[definition.name] = Number(text);
    } else if (definition.type === O.Boolean) {
      if (/^(true|false)$/i.test(text)) options[definition.name] = text.toLowerCase() === 'true';
    } else if (definition.type === O.User) {
      const id = findUser(text);
      if (id) options[definition.name] = id;
    } else {
      options[definition.name] = text;
    }
  }
  return options;
}
