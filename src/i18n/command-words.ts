/**
 * The slash commands in a language, for Discord's `name_localizations` and `description_localizations`:
 * keyed by the command's path in English (`blokus new variant`), a choice by `path=value`. English lives in
 * the command definitions themselves. `{reminderHours}`-style placeholders take the values the commands
 * use, so that a limit is written in one place. A test checks that every name, description and choice has
 * an entry in each language, within Discord's limits.
 */
export type CommandWords = Readonly<
  Record<string, { readonly name?: string; readonly description?: string }>
>;
