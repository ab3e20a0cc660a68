import type { APIApplicationCommand } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { choiceSuggestions, planSuggestions } from '../../src/local/table/suggestions.ts';

const commands = COMMANDS.map((c) => c.data as unknown as APIApplicationCommand);
const findUser = (text: string) => (text.replace(/^@/, '').toLowerCase() === 'bob' ? '12' : undefined);
const plan = (line: string) => planSuggestions(line, commands, ['Alice', 'Bob'], findUser);
const texts = (line: string) => plan(line).items.map((i) => i.text);

describe('planSuggestions', () => {
  it('offers commands, then subcommands, then option names', () => {
    expect(texts('/')).toEqual(commands.map((c) => `/${c.name} `));
    expect(texts('/bl')).toEqual(['/blokus ']);
    expect(texts('/blokus le')).toEqual(['/blokus leave ', '/blokus leaderboard ']);
    expect(texts('/blokus new var')).toEqual(['/blokus new variant:']);
    // Required options first; options already given are not offered again.
    expect(texts('/place ')).toEqual(['/place move:', '/place preview:']);
    expect(texts('/place move:e5 ')).toEqual(['/place move:e5 preview:']);
  });

  it('offers fixed choices, true/false and people as values', () => {
    const duo = plan('/blokus new variant:du').items;
    expect(duo).toEqual([
      { label: 'Duo — 2 players, 14 × 14', detail: 'duo', text: '/blokus new variant:duo ' },
    ]);
    // The figures to fill, each with the rectangle around it.
    expect(plan('/blokus new variant:figure').items.map((i) => i.label)).toEqual([
      'Figure: heart — 1 player, 8 × 6',
      'Figure: cross — 1 player, 8 × 8',
      'Figure: staircase — 1 player, 8 × 8',
      'Figure: house — 1 player, 10 × 8',
      'Figure: arrow — 1 player, 10 × 8',
    ]);
    expect(plan('/blokus new variant:one').items).toEqual([
      {
        label: 'One colour each — 2 players, 20 × 20',
        detail: 'one-colour',
        text: '/blokus new variant:one-colour ',
      },
      {
        label: 'Solo, one colour — 1 player, 20 × 20',
        detail: 'solo-one-colour',
        text: '/blokus new variant:solo-one-colour ',
      },
    ]);
    expect(texts('/place move:e5 preview:t')).toEqual(['/place move:e5 preview:true ']);
    expect(texts('/blokus new invite:b')).toEqual(['/blokus new invite:@Bob ']);
  });

  it("asks the bot's autocomplete for the option being typed, with the options before it", () => {
    const asked = plan('/place preview:true move:P5-L e').ask;
    expect(asked).toEqual({
      command: 'place',
      focused: 'move',
      value: 'P5-L e',
      options: { preview: true },
      prefix: '/place preview:true move:',
    });
    expect(choiceSuggestions(asked!, [{ name: 'P5-L e5  ·  covers e5 e6', value: 'P5-L e5' }])).toEqual([
      { label: 'P5-L e5  ·  covers e5 e6', text: '/place preview:true move:P5-L e5 ' },
    ]);
  });

  it('offers nothing for plain text', () => {
    expect(plan('hello')).toEqual({ items: [] });
  });
});
