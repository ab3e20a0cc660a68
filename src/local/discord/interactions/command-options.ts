import {
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  type ChannelType,
  ApplicationCommandOptionType as O,
} from 'discord-api-types/v10';
import { UsageError } from '../errors.ts';
import type { World } from '../guilds/guild-state.ts';

/** A value a user can type into a slash command option (ids for users, channels and roles). */
export type OptionValue = string | number | boolean;

/** Which command the test invokes and with what. */
export interface CommandInvocation {
  command: string;
  subcommandGroup?: string;
  subcommand?: string;
  options?: Record<string, OptionValue>;
}

/** Slash: the options must form a complete, valid invocation. Autocomplete: a partial one, plus the focused option. */
export type InvocationMode = { kind: 'slash' } | { kind: 'autocomplete'; focused: string; value: string };

type LooseOption = APIApplicationCommandOption & {
  options?: LooseOption[];
  choices?: { name: string; value: string | number }[];
  autocomplete?: boolean;
  required?: boolean;
  min_length?: number;
  max_length?: number;
  min_value?: number;
  max_value?: number;
  channel_types?: ChannelType[];
};

interface Resolved {
  users: Record<string, unknown>;
  members: Record<string, unknown>;
  roles: Record<string, unknown>;
  channels: Record<string, unknown>;
}

const TYPE_NAMES: Record<number, string> = {
  [O.String]: 'string',
  [O.Integer]: 'integer',
  [O.Boolean]: 'boolean',
  [O.User]: 'user',
  [O.Channel]: 'channel',
  [O.Role]: 'role',
  [O.Mentionable]: 'mentionable',
  [O.Number]: 'number',
  [O.Attachment]: 'attachment',
};

/**
 * Builds `data` of an APPLICATION_COMMAND or AUTOCOMPLETE interaction from what the test typed,
 * checking it against the registered definition. A mismatch is a bug in the test (Discord's client
 * would not let a user send it), so it throws UsageError instead of reaching the bot.
 */
export function buildCommandData(
  command: APIApplicationCommand,
  input: CommandInvocation,
  mode: InvocationMode,
  world: World,
  guildId: string | undefined,
): Record<string, unknown> {
  const label = `/${[input.command, input.subcommandGroup, input.subcommand].filter(Boolean).join(' ')}`;
  const { definitions, wrap } = selectLevel(command, input, label);
  const resolved: Resolved = { users: {}, members: {}, roles: {}, channels: {} };
  const given = Object.entries(input.options ?? {});
  const options: Record<string, unknown>[] = given.map(([name, value]) => {
    const definition = definitions.find((d) => d.name === name);
    if (!definition) {
      throw new UsageError(`${label} has no option "${name}" (options: ${namesOf(definitions)})`);
    }
    if (mode.kind === 'autocomplete' && name === mode.focused) {
      throw new UsageError(
        `${label}: pass the focused option "${name}" as \`focused\`/\`value\`, not in options`,
      );
    }
    checkValue(definition, value, label, world, guildId, resolved);
    return { name, type: definition.type, value };
  });
  if (mode.kind === 'slash') {
    const missing = definitions.filter((d) => d.required && !(d.name in (input.options ?? {})));
    if (missing.length > 0)
      throw new UsageError(`${label} is missing required option(s): ${namesOf(missing)}`);
  } else {
    const focused = definitions.find((d) => d.name === mode.focused);
    if (!focused)
      throw new UsageError(`${label} has no option "${mode.focused}" (options: ${namesOf(definitions)})`);
    if (!focused.autocomplete)
      throw new UsageError(`${label} option "${mode.focused}" does not have autocomplete`);
    options.push({ name: focused.name, type: focused.type, value: mode.value, focused: true });
  }
  const data: Record<string, unknown> = {
    id: command.id,
    name: command.name,
    type: command.type,
    options: wrap(options),
  };
  if (command.guild_id) data.guild_id = command.guild_id;
  const usedResolved = Object.fromEntries(
    Object.entries(resolved).filter(([, v]) => Object.keys(v).length > 0),
  );
  if (Object.keys(usedResolved).length > 0) data.resolved = usedResolved;
  return data;
}

/** Finds the option list the user fills (command, subcommand, or subcommand in a group) and how to nest it. */
function selectLevel(
  command: APIApplicationCommand,
  input: CommandInvocation,
  label: string,
): { definitions: LooseOption[]; wrap: (options: Record<string, unknown>[]) => Record<string, unknown>[] } {
  const top = (command.options ?? []) as LooseOption[];
  const hasSubs = top.some((o) => o.type === O.Subcommand || o.type === O.SubcommandGroup);
  if (!hasSubs) {
    if (input.subcommand || input.subcommandGroup)
      throw new UsageError(`/${command.name} has no subcommands`);
    return { definitions: top, wrap: (options) => options };
  }
  let level = top;
  let group: LooseOption | undefined;
  if (input.subcommandGroup) {
    group = top.find((o) => o.type === O.SubcommandGroup && o.name === input.subcommandGroup);
    if (!group)
      throw new UsageError(
        `/${command.name} has no subcommand group "${input.subcommandGroup}" (has: ${namesOf(top)})`,
      );
    level = group.options ?? [];
  }
  const sub = level.find((o) => o.type === O.Subcommand && o.name === input.subcommand);
  if (!sub) {
    const what = input.subcommand ? `no subcommand "${input.subcommand}"` : 'a subcommand';
    throw new UsageError(`${label} needs ${what}; choose one of: ${namesOf(level)}`);
  }
  return {
    definitions: sub.options ?? [],
    wrap: (options) => {
      const inner = { name: sub.name, type: O.Subcommand, options };
      return group ? [{ name: group.name, type: O.SubcommandGroup, options: [inner] }] : [inner];
    },
  };
}

function checkValue(
  definition: LooseOption,
  value: OptionValue,
  label: string,
  world: World,
  guildId: string | undefined,
  resolved: Resolved,
): void {
  const fail = (why: string): never => {
    throw new UsageError(
      `${label} option "${definition.name}" (${TYPE_NAMES[definition.type] ?? definition.type}): ${why}; got ${JSON.stringify(value)}`,
    );
  };
  switch (definition.type) {
    case O.String:
      if (typeof value !== 'string') fail('expected a string');
      if (definition.min_length !== undefined && String(value).length < definition.min_length)
        fail(`shorter than ${definition.min_length}`);
      if (String(value).length > (definition.max_length ?? 6000))
        fail(`longer than ${definition.max_length ?? 6000}`);
      break;
    case O.Integer:
    case O.Number:
      if (typeof value !== 'number' || !Number.isFinite(value)) fail('expected a number');
      if (definition.type === O.Integer && !Number.isInteger(value)) fail('expected an integer');
      if (definition.min_value !== undefined && Number(value) < definition.min_value)
        fail(`below ${definition.min_value}`);
      if (definition.max_value !== undefined && Number(value) > definition.max_value)
        fail(`above ${definition.max_value}`);
      break;
    case O.Boolean:
      if (typeof value !== 'boolean') fail('expected a boolean');
      break;
    case O.User:
      resolveUser(String(value), world, guildId, resolved) || fail('unknown user id');
      break;
    case O.Role:
      resolveRole(String(value), world, guildId, resolved) || fail('unknown role id');
      break;
    case O.Mentionable:
      resolveUser(String(value), world, guildId, resolved) ||
        resolveRole(String(value), world, guildId, resolved) ||
        fail('unknown user or role id');
      break;
    case O.Channel: {
      const channel = world.channels.get(String(value));
      if (!channel || channel.guildId !== guildId) fail('unknown channel id in this guild');
      if (definition.channel_types && !definition.channel_types.includes(channel!.type)) {
        fail(`channel type ${channel!.type} not in ${definition.channel_types.join(',')}`);
      }
      const api = world.apiChannel(String(value)) as unknown as Record<string, unknown>;
      resolved.channels[String(value)] = {
        id: api.id,
        name: api.name,
        type: api.type,
        permissions: world.botPermissions.toString(),
        ...(api.parent_id ? { parent_id: api.parent_id } : {}),
        ...(api.thread_metadata ? { thread_metadata: api.thread_metadata } : {}),
      };
      break;
    }
    default:
      fail('this option type is not supported by the fake');
  }
  if (
    definition.choices &&
    definition.choices.length > 0 &&
    !definition.choices.some((c) => c.value === value)
  ) {
    fail(`not one of the choices ${definition.choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
  }
}

/** The data of a user context-menu command (right-click a member → Apps) aimed at `targetId`. */
export function buildUserCommandData(
  command: { id: string; name: string },
  targetId: string,
  world: World,
  guildId: string | undefined,
): Record<string, unknown> {
  const resolved: Resolved = { users: {}, members: {}, roles: {}, channels: {} };
  if (!resolveUser(targetId, world, guildId, resolved)) throw new UsageError(`unknown user ${targetId}`);
  const { users, members } = resolved;
  return {
    id: command.id,
    name: command.name,
    type: 2,
    target_id: targetId,
    resolved: Object.keys(members).length > 0 ? { users, members } : { users },
    ...(guildId ? { guild_id: guildId } : {}),
  };
}

function resolveUser(id: string, world: World, guildId: string | undefined, resolved: Resolved): boolean {
  const user = world.users.get(id);
  if (!user) return false;
  resolved.users[id] = user;
  if (guildId && world.isMember(guildId, id)) {
    resolved.members[id] = {
      ...world.apiMember(guildId, id, false),
      permissions: world.memberPermissions(guildId, id).toString(),
    };
  }
  return true;
}

function resolveRole(id: string, world: World, guildId: string | undefined, resolved: Resolved): boolean {
  const role = guildId ? world.guilds.get(guildId)?.roles.find((r) => r.id === id) : undefined;
  if (!role) return false;
  resolved.roles[id] = role;
  return true;
}

function namesOf(options: { name: string }[]): string {
  return options.map((o) => o.name).join(', ') || '(none)';
}
