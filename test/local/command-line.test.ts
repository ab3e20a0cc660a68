import type { APIApplicationCommand } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { parseCommandLine, readLine } from '../../src/local/table/command-line.ts';

/** The bot's own command definitions, as the deploy step registers them. */
const commands = COMMANDS.map((c) => c.data as unknown as APIApplicationCommand);
const people: Record<string, string> = { alice: '11', bob: '12' };
const findUser = (text: string) => people[text.replace(/^@/, '').toLowerCase()];
const parse = (line: string) => parseCommandLine(line, commands, findUser);

describe('parseCommandLine', () => {
  it('reads a subcommand and typed options, converted to their types', () => {
    expect(parse('/blokus new variant:duo thread:true reminder-hours:12 invite:@Bob')).toEqual({
      ok: true,
      value: {
        command: 'blokus',
        subcommand: 'new',
        options: { variant: 'duo', thread: true, 'reminder-hours': 12, invite: '12' },
      },
    });
  });

  it('lets a value run to the next option, spaces and all', () => {
    expect(parse('/place move:P5-L e5 rot90 flip preview:yes')).toEqual({
      ok: true,
      value: { command: 'place', options: { move: 'P5-L e5 rot90 flip', preview: true } },
    });
    expect(parse('  /resign  ')).toEqual({ ok: true, value: { command: 'resign', options: {} } });
  });

  it('takes a choice by its value or its name', () => {
    const byName = parse('/blokus join colour:Purple');
    expect(byName.ok && byName.value.options).toEqual({ colour: 'purple' });
  });

  it('says in one sentence what is wrong', () => {
    const error = (line: string) => {
      const result = parse(line);
      return result.ok ? 'ok' : result.error;
    };
    expect(error('hello')).toBe('The bot only reads slash commands: type / to see them.');
    expect(error('/dance')).toBe('There is no /dance command here.');
    expect(error('/blokus')).toMatch(/^\/blokus needs one of: new, join, leave, start, cancel/);
    expect(error('/blokus start now')).toBe(
      '"now" is not an option: write name:value (this command takes none).',
    );
    expect(error('/blokus new reminder-hours:soon')).toBe('reminder-hours: must be a whole number.');
    expect(error('/place move:e5 preview:maybe')).toBe('preview: must be true or false.');
    expect(error('/blokus new invite:@Zed')).toBe('invite: nobody here is called @Zed.');
    expect(error('/blokus join colour:pink')).toMatch(/^colour: must be one of blue, yellow, .*purple/);
    expect(error('/place move:')).toBe('move: is empty.');
  });
});

describe('readLine', () => {
  it('says where the end of the line is: command, subcommand, option', () => {
    expect(readLine('/bl', commands)).toEqual({ kind: 'command', partial: 'bl' });
    expect(readLine('/blokus ne', commands)).toMatchObject({ kind: 'subcommand', partial: 'ne', start: 8 });
    const state = readLine('/place move:P5-L e5 pre', commands);
    expect(state).toMatchObject({ kind: 'options', partial: 'pre', start: 20 });
    if (state.kind !== 'options') throw new Error('not options');
    expect(state.typed.map((t) => [t.definition.name, t.value, t.start])).toEqual([
      ['move', 'P5-L e5 pre', 12],
    ]);
  });
});
