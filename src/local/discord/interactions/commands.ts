import {
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  ApplicationCommandType,
  ApplicationCommandOptionType as O,
} from 'discord-api-types/v10';
import {
  badLength,
  type FormFieldError,
  fieldError,
  invalidFormBody,
  tooLong,
  UsageError,
} from '../errors.ts';
import { nextSnowflake } from '../snowflake.ts';

const NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
type Path = (string | number)[];
type LooseOption = APIApplicationCommandOption & {
  options?: LooseOption[];
  choices?: { name: string; value: string | number }[];
  autocomplete?: boolean;
  required?: boolean;
};
type LooseCommand = {
  name?: string;
  description?: string;
  type?: number;
  options?: LooseOption[];
  default_member_permissions?: string | null;
  contexts?: number[] | null;
  integration_types?: number[];
  nsfw?: boolean;
};

/**
 * The commands the deploy step registered (bulk overwrite, global or per guild). Ids stay the same
 * for a name across overwrites, as on Discord, so interactions built earlier keep matching.
 */
export class CommandRegistry {
  private readonly scopes = new Map<string, APIApplicationCommand[]>();
  private readonly ids = new Map<string, string>();

  constructor(private readonly applicationId: string) {}

  /** Global commands, or a guild's commands when `guildId` is given. */
  list(guildId?: string): APIApplicationCommand[] {
    return this.scopes.get(guildId ?? '') ?? [];
  }

  /** A command a user in `guildId` can run: guild commands first, then global ones. */
  find(
    guildId: string | undefined,
    name: string,
    type: ApplicationCommandType = ApplicationCommandType.ChatInput,
  ): APIApplicationCommand | undefined {
    const matches = (c: APIApplicationCommand) => c.name === name && c.type === type;
    return (guildId ? this.list(guildId).find(matches) : undefined) ?? this.list().find(matches);
  }

  /** Like `find`, but a command that is not registered is a UsageError that lists those that are. */
  require(guildId: string | undefined, name: string): APIApplicationCommand {
    const command = this.find(guildId, name);
    if (command) return command;
    const known = this.names(guildId).join(', ') || 'none — did the deploy step PUT the commands?';
    throw new UsageError(
      `/${name} is not registered${guildId ? ` for guild ${guildId}` : ''} (registered: ${known})`,
    );
  }

  /** All command names reachable from a guild, for error messages. */
  names(guildId: string | undefined): string[] {
    return [...(guildId ? this.list(guildId) : []), ...this.list()].map((c) => c.name);
  }

  /** PUT …/commands: validates like Discord, replaces the scope's commands, returns them with ids. */
  overwrite(guildId: string | undefined, body: unknown): APIApplicationCommand[] {
    if (!Array.isArray(body)) {
      throw invalidFormBody([fieldError([], 'BASE_TYPE_ARRAY', 'Must be an array.')]);
    }
    const errors = validateCommands(body as LooseCommand[]);
    if (errors.length > 0) throw invalidFormBody(errors);
    const version = nextSnowflake();
    const commands = (body as LooseCommand[]).map((raw) => {
      const type = raw.type ?? ApplicationCommandType.ChatInput;
      const key = `${guildId ?? ''}/${type}/${raw.name}`;
      const id = this.ids.get(key) ?? nextSnowflake();
      this.ids.set(key, id);
      const command = {
        id,
        application_id: this.applicationId,
        version,
        type,
        name: raw.name!,
        name_localizations: null,
        description: raw.description ?? '',
        description_localizations: null,
        default_member_permissions: raw.default_member_permissions ?? null,
        nsfw: raw.nsfw ?? false,
        contexts: raw.contexts ?? null,
        integration_types: raw.integration_types ?? [0],
        ...(raw.options && raw.options.length > 0 ? { options: raw.options } : {}),
        ...(guildId ? { guild_id: guildId } : {}),
      };
      return command as APIApplicationCommand;
    });
    this.scopes.set(guildId ?? '', commands);
    return commands;
  }
}

function validateCommands(commands: LooseCommand[]): FormFieldError[] {
  const errors: FormFieldError[] = [];
  const chatInput = commands.filter((c) => (c.type ?? 1) === ApplicationCommandType.ChatInput);
  if (chatInput.length > 100) errors.push(tooLong([], 100));
  const seen = new Set<string>();
  commands.forEach((command, i) => {
    const type = command.type ?? ApplicationCommandType.ChatInput;
    const name = command.name ?? '';
    if (seen.has(`${type}/${name}`)) {
      errors.push(
        fieldError(
          [i, 'name'],
          'APPLICATION_COMMANDS_DUPLICATE_NAME',
          'Application command names must be unique',
        ),
      );
    }
    seen.add(`${type}/${name}`);
    if (type === ApplicationCommandType.ChatInput) {
      errors.push(...validateName(name, [i, 'name']));
      errors.push(...validateDescription(command.description, [i, 'description']));
      errors.push(...validateOptions(command.options ?? [], [i, 'options'], 0));
    } else if (name.length < 1 || name.length > 32) {
      errors.push(badLength([i, 'name'], 1, 32));
    }
  });
  return errors;
}

function validateName(name: string, path: Path): FormFieldError[] {
  if (!NAME.test(name) || name !== name.toLowerCase()) {
    return [
      fieldError(
        path,
        'APPLICATION_COMMAND_INVALID_NAME',
        `Command name is invalid: ${JSON.stringify(name)}`,
      ),
    ];
  }
  return [];
}

function validateDescription(description: string | undefined, path: Path): FormFieldError[] {
  const n = description?.length ?? 0;
  return n < 1 || n > 100 ? [badLength(path, 1, 100)] : [];
}

/** Options at one level: `depth` 0 is the command, 1 a subcommand group, 2 a subcommand inside it. */
function validateOptions(options: LooseOption[], path: Path, depth: number): FormFieldError[] {
  const errors: FormFieldError[] = [];
  if (options.length > 25) errors.push(tooLong(path, 25));
  const names = new Set<string>();
  const isSub = (o: LooseOption) => o.type === O.Subcommand || o.type === O.SubcommandGroup;
  if (options.some(isSub) && !options.every(isSub)) {
    errors.push(
      fieldError(
        path,
        'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
        'Sub-command and sub-command group option types are mutually exclusive to all other types',
      ),
    );
  }
  let optionalSeen = false;
  options.forEach((option, i) => {
    const at = [...path, i];
    errors.push(...validateName(option.name, [...at, 'name']));
    errors.push(...validateDescription(option.description, [...at, 'description']));
    if (names.has(option.name)) {
      errors.push(
        fieldError(
          [...at, 'name'],
          'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
          'Option names must be unique',
        ),
      );
    }
    names.add(option.name);
    if (option.type === O.SubcommandGroup) {
      if (depth > 0)
        errors.push(
          fieldError(
            [...at, 'type'],
            'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
            'Sub-command groups cannot be nested',
          ),
        );
      if ((option.options ?? []).some((o) => o.type !== O.Subcommand)) {
        errors.push(
          fieldError(
            [...at, 'options'],
            'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
            'A sub-command group may only contain sub-commands',
          ),
        );
      }
      errors.push(...validateOptions(option.options ?? [], [...at, 'options'], depth + 1));
      return;
    }
    if (option.type === O.Subcommand) {
      if ((option.options ?? []).some(isSub)) {
        errors.push(
          fieldError(
            [...at, 'options'],
            'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
            'Sub-commands cannot contain sub-commands',
          ),
        );
      }
      errors.push(...validateOptions(option.options ?? [], [...at, 'options'], depth + 1));
      return;
    }
    if (option.required) {
      if (optionalSeen) {
        errors.push(
          fieldError(
            [...at, 'required'],
            'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
            'Required options must be placed before non-required options',
          ),
        );
      }
    } else {
      optionalSeen = true;
    }
    const choices = option.choices ?? [];
    if (choices.length > 25) errors.push(tooLong([...at, 'choices'], 25));
    if (choices.length > 0 && option.autocomplete) {
      errors.push(
        fieldError(
          [...at, 'autocomplete'],
          'APPLICATION_COMMAND_AUTOCOMPLETE_INVALID',
          'Autocomplete cannot be set with choices',
        ),
      );
    }
    choices.forEach((choice, j) => {
      if (choice.name.length < 1 || choice.name.length > 100)
        errors.push(badLength([...at, 'choices', j, 'name'], 1, 100));
      if (typeof choice.value === 'string' && choice.value.length > 100)
        errors.push(tooLong([...at, 'choices', j, 'value'], 100));
    });
  });
  return errors;
}
