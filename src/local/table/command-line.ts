import {
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  ApplicationCommandOptionType as O,
} from 'discord-api-types/v10';
import type { CommandInvocation, OptionValue } from '../discord/index.ts';

/*
 * The message box's grammar: `/command [group] [subcommand] name:value name:value …`, as Discord's
 * own box shows a command once its options are filled in. A value runs to the next ` name:` of an
 * option of that command, so `/place move:P5-L e5 rot90 preview:true` has two options.
 */

/** An option definition with the fields the table reads (the API types split them by option type). */
export type OptionDefinition = APIApplicationCommandOption & {
  options?: OptionDefinition[];
  choices?: { name: string; value: string | number }[];
  autocomplete?: boolean;
  required?: boolean;
};

/** A command, or a subcommand of it: the options a user fills in at that level. */
export interface CommandLevel {
  command: APIApplicationCommand;
  group?: string;
  subcommand?: string;
  options: OptionDefinition[];
}

/** An option as typed: its definition and raw text (`start` is where the value begins in the line). */
export interface TypedOption {
  definition: OptionDefinition;
  value: string;
  start: number;
}

/** Where the cursor (the end of the line) is in the grammar, for suggestions. */
export type LineState =
  | { kind: 'text' }
  | { kind: 'command'; partial: string }
  | { kind: 'unknown-command'; name: string }
  | {
      kind: 'subcommand';
      command: APIApplicationCommand;
      choices: OptionDefinition[];
      partial: string;
      start: number;
    }
  | {
      kind: 'options';
      level: CommandLevel;
      typed: TypedOption[];
      /** Words before the first `name:` that name no option. */
      stray: string;
      partial: string;
      start: number;
    };

const isSub = (o: OptionDefinition) => o.type === O.Subcommand || o.type === O.SubcommandGroup;

/** Reads a line as far as it goes. `start` fields are offsets into `line` where the partial word begins. */
export function readLine(line: string, commands: readonly APIApplicationCommand[]): LineState {
  if (!line.startsWith('/')) return { kind: 'text' };
  const name = /^\/(\S*)/.exec(line)![1]!;
  if (line.length === name.length + 1) return { kind: 'command', partial: name };
  const command = commands.find((c) => c.name === name.toLowerCase());
  if (!command) return { kind: 'unknown-command', name };
  let options = (command.options ?? []) as OptionDefinition[];
  const level: CommandLevel = { command, options };
  let at = name.length + 1;
  while (options.some(isSub)) {
    const word = /^\s+(\S*)/.exec(line.slice(at));
    const start = at + (word ? word[0].length - word[1]!.length : line.length - at);
    if (!word || start + word[1]!.length === line.length) {
      return { kind: 'subcommand', command, choices: options, partial: word?.[1] ?? '', start };
    }
    const chosen = options.find((o) => o.name === word[1]!.toLowerCase());
    if (!chosen) return { kind: 'subcommand', command, choices: options, partial: word[1]!, start };
    at += word[0].length;
    if (chosen.type === O.SubcommandGroup) level.group = chosen.name;
    else level.subcommand = chosen.name;
    options = chosen.options ?? [];
  }
  level.options = options;
  return readOptions(line, at, level);
}

function readOptions(line: string, from: number, level: CommandLevel): LineState {
  const names = new Set(level.options.map((o) => o.name));
  const marks = [...line.slice(from).matchAll(/(^|\s)([\w-]+):/g)]
    .filter((m) => names.has(m[2]!))
    .map((m) => ({
      name: m[2]!,
      start: from + m.index! + m[1]!.length,
      valueStart: from + m.index! + m[0].length,
    }));
  const typed = marks.map((mark, i) => ({
    definition: level.options.find((o) => o.name === mark.name)!,
    value: line.slice(mark.valueStart, marks[i + 1]?.start ?? line.length).replace(/\s+$/, ''),
    start: mark.valueStart,
  }));
  const tail = line.slice(marks.at(-1)?.valueStart ?? from);
  const partial = /(?:^|\s)(\S*)$/.exec(tail)?.[1] ?? '';
  const stray = line.slice(from, marks[0]?.start ?? line.length).trim();
  return { kind: 'options', level, typed, stray, partial, start: line.length - partial.length };
}

/** Who a user option names: `@Bob`, `Bob` or `<@id>` → an id. */
export type UserLookup = (text: string) => string | undefined;

/** A complete line as the invocation the local Discord checks and sends; or what is wrong, in a sentence. */
export function parseCommandLine(
  line: string,
  commands: readonly APIApplicationCommand[],
  findUser: UserLookup,
): { ok: true; value: CommandInvocation } | { ok: false; error: string } {
  // A space at the end: the last word is complete, not one being typed.
  const state = readLine(`${line.trim()} `, commands);
  switch (state.kind) {
    case 'text':
      return fail('The bot only reads slash commands: type / to see them.');
    case 'command':
      return fail(
        state.partial ? `Pick a command: /${state.partial} is not complete.` : 'Type a command after /.',
      );
    case 'unknown-command':
      return fail(`There is no /${state.name} command here.`);
    case 'subcommand':
      return fail(`/${state.command.name} needs one of: ${state.choices.map((c) => c.name).join(', ')}.`);
  }
  if (state.stray) {
    return fail(`"${state.stray}" is not an option: write name:value (${optionNames(state.level)}).`);
  }
  const options: Record<string, OptionValue> = {};
  for (const { definition, value } of state.typed) {
    const converted = convert(definition, value, findUser);
    if (!converted.ok) return converted;
    options[definition.name] = converted.value;
  }
  const { level } = state;
  return {
    ok: true,
    value: {
      command: level.command.name,
      ...(level.group ? { subcommandGroup: level.group } : {}),
      ...(level.subcommand ? { subcommand: level.subcommand } : {}),
      options,
    },
  };
}

function optionNames(level: CommandLevel): string {
  return level.options.map((o) => `${o.name}:`).join(' ') || 'this command takes none';
}

function convert(
  definition: OptionDefinition,
  raw: string,
  findUser: UserLookup,
): { ok: true; value: OptionValue } | { ok: false; error: string } {
  const { name, type } = definition;
  const value = raw.trim();
  if (value === '') return fail(`${name}: is empty.`);
  if (definition.choices?.length) {
    const lower = value.toLowerCase();
    const choice = definition.choices.find(
      (c) => String(c.value).toLowerCase() === lower || c.name.toLowerCase() === lower,
    );
    if (!choice) return fail(`${name}: must be one of ${definition.choices.map((c) => c.value).join(', ')}.`);
    return { ok: true, value: choice.value };
  }
  switch (type) {
    case O.Integer:
      return /^-?\d+$/.test(value)
        ? { ok: true, value: Number(value) }
        : fail(`${name}: must be a whole number.`);
    case O.Number:
      return Number.isFinite(Number(value))
        ? { ok: true, value: Number(value) }
        : fail(`${name}: must be a number.`);
    case O.Boolean: {
      if (/^(true|yes|on)$/i.test(value)) return { ok: true, value: true };
      if (/^(false|no|off)$/i.test(value)) return { ok: true, value: false };
      return fail(`${name}: must be true or false.`);
    }
    case O.User:
    case O.Mentionable: {
      const id = findUser(value);
      return id ? { ok: true, value: id } : fail(`${name}: nobody here is called ${value}.`);
    }
    default:
      return { ok: true, value };
  }
}

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}
