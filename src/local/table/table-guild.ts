import type { GuildSpec } from '../discord/index.ts';

/** A person at the local table: one of the seated players, or the spectator. */
export interface Person {
  readonly id: string;
  readonly name: string;
  /** Spectators watch and may run commands, but the table suggests them as onlookers. */
  readonly role: 'player' | 'spectator';
}

/*
 * The local table's one server. Ids are fixed snowflakes so a game saved in data/local.sqlite finds
 * its channel and its players again after a restart.
 */
export const LOCAL_APPLICATION_ID = '1200000000000000100';
export const LOCAL_GUILD_ID = '1200000000000000001';

/** Who sits at the table, in the switcher's order. */
export const PEOPLE: readonly Person[] = [
  { id: '1200000000000000011', name: 'Alice', role: 'player' },
  { id: '1200000000000000012', name: 'Bob', role: 'player' },
  { id: '1200000000000000013', name: 'Carol', role: 'player' },
  { id: '1200000000000000014', name: 'Dana', role: 'player' },
  { id: '1200000000000000015', name: 'Sam', role: 'spectator' },
];

/** The channels, so that several games can run side by side. */
export const CHANNELS = [
  {
    id: '1200000000000000002',
    name: 'blokus',
    topic: 'Type /blokus new to open a game, /blokus help to learn',
  },
  { id: '1200000000000000003', name: 'blokus-2', topic: 'A second table' },
  { id: '1200000000000000004', name: 'blokus-3', topic: 'A third table' },
] as const;

/** The local Discord's server: the channels and the people (Alice owns it, so she may moderate). */
export const LOCAL_GUILD: GuildSpec = {
  id: LOCAL_GUILD_ID,
  name: 'Local table',
  ownerId: PEOPLE[0]!.id,
  channels: CHANNELS.map((c) => ({ id: c.id, name: c.name, topic: c.topic })),
  members: PEOPLE.map((p) => ({ id: p.id, username: p.name.toLowerCase(), globalName: p.name })),
};
