import { InteractionContextType } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { DEFAULTS, GameService, LIMITS } from '../../src/app/index.ts';
import { Store } from '../../src/store/index.ts';

/**
 * One place per limit: the registered commands take exactly the ranges and lengths the game service
 * accepts (both read LIMITS), so a value the command lets through is never refused later, and the
 * reverse. Every command is a server command (no DMs).
 */

interface LooseOption {
  name: string;
  min_value?: number;
  max_value?: number;
  max_length?: number;
  options?: LooseOption[];
}

/** An option of a command (`command/sub/option`). */
function option(path: string): LooseOption {
  const [command, ...rest] = path.split('/');
  let node: { options?: LooseOption[] } | undefined = COMMANDS.find((c) => c.data.name === command)?.data as
    | { options?: LooseOption[] }
    | undefined;
  for (const name of rest) node = node?.options?.find((o) => o.name === name);
  if (!node) throw new Error(`no option ${path}`);
  return node as LooseOption;
}

describe('limits', () => {
  it('the commands offer exactly the ranges and lengths the service accepts', () => {
    expect(option('blokus/new/reminder-hours')).toMatchObject({
      min_value: LIMITS.reminderHours.min,
      max_value: LIMITS.reminderHours.max,
    });
    expect(option('blokus/new/deadline-hours')).toMatchObject({
      min_value: LIMITS.deadlineHours.min,
      max_value: LIMITS.deadlineHours.max,
    });
    expect(option('blokus/settings/utc-offset')).toMatchObject({
      min_value: LIMITS.utcOffsetHours.min,
      max_value: LIMITS.utcOffsetHours.max,
    });
    expect(option('blokus/settings/quiet-hours').max_length).toBe(LIMITS.quietHoursLength);
    expect(option('place/move').max_length).toBe(LIMITS.moveLength);
    expect(option('pieces/piece').max_length).toBe(LIMITS.pieceNameLength);
  });

  it('the service accepts the ends of each range and refuses one step beyond', () => {
    const service = new GameService({ store: Store.open(':memory:') });
    let channel = 0;
    const create = (options: { reminderHours?: number; deadlineHours?: number }) =>
      service.createGame({
        guildId: 'g',
        channelId: `c${channel++}`,
        creator: { id: 'u', displayName: 'U' },
        ...options,
      }).ok;
    const { reminderHours, deadlineHours } = LIMITS;
    expect([reminderHours.min, reminderHours.max].map((h) => create({ reminderHours: h }))).toEqual([
      true,
      true,
    ]);
    expect([reminderHours.min - 1, reminderHours.max + 1].map((h) => create({ reminderHours: h }))).toEqual([
      false,
      false,
    ]);
    expect([deadlineHours.min, deadlineHours.max].map((h) => create({ deadlineHours: h }))).toEqual([
      true,
      true,
    ]);
    expect([deadlineHours.min - 0.5, deadlineHours.max + 1].map((h) => create({ deadlineHours: h }))).toEqual(
      [false, false],
    );
  });

  it('the defaults the commands describe are the service defaults', () => {
    const service = new GameService({ store: Store.open(':memory:') });
    const lobby = service.createGame({
      guildId: 'g',
      channelId: 'c',
      creator: { id: 'u', displayName: 'U' },
    });
    if (!lobby.ok) throw new Error(lobby.error.kind);
    expect(lobby.value.settings).toMatchObject({
      variant: DEFAULTS.variant,
      reminderHours: DEFAULTS.reminderHours,
      undoRule: DEFAULTS.undoRule,
      deadlineAction: DEFAULTS.deadlineAction,
    });
    const described = (option('blokus/new/reminder-hours') as { description?: string }).description;
    expect(described).toContain(`default ${DEFAULTS.reminderHours}`);
  });

  it('every command is a server command', () => {
    for (const command of COMMANDS) {
      expect((command.data as { contexts?: number[] }).contexts, command.data.name).toEqual([
        InteractionContextType.Guild,
      ]);
    }
  });
});
