import { colorsOfSeat, type Game, seatOfColor } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { cleanText } from '../text/text.ts';

/** A player as the caller knows them: display name and the colour indexes (of `variant.colors`) they hold. */
export interface PlayerInfo {
  readonly name: string;
  readonly colors: readonly number[];
}

/** One line of a colour in a panel or scoreboard. */
export interface ColorLine {
  readonly color: number;
  /** A player name, or the colour's name when the group heading already names the player. */
  readonly title: string;
  /** Whether the colour is shared (played in rotation, counts for nobody). */
  readonly shared: boolean;
}

/** A group of colour lines: one player, one team, or the shared colour. */
export interface ColorGroup {
  /** Heading of a group of several colours: the player or team, and the seats whose scores add up. */
  readonly heading?: { readonly title: string; readonly seats: readonly number[] };
  readonly lines: readonly ColorLine[];
}

/**
 * The players of a game with clean display names. Without `players`, seats are "Player 1" … holding the
 * variant's colours. A player's colours are taken from the caller when given, else from the variant.
 */
export function playersOf(game: Game, players?: readonly PlayerInfo[]): PlayerInfo[] {
  const { variant } = game;
  const taken = new Set<number>();
  const result = Array.from({ length: variant.seats }, (_, seat) => {
    const given = players?.[seat];
    const valid = (given?.colors ?? []).filter(
      (c) =>
        Number.isInteger(c) && c >= 0 && c < variant.colors.length && !isShared(game, c) && !taken.has(c),
    );
    const colors = valid.length > 0 ? valid : colorsOfSeat(variant, seat).filter((c) => !taken.has(c));
    for (const c of colors) taken.add(c);
    return { name: cleanText(given?.name ?? '', `Player ${seat + 1}`), colors };
  });
  // A colour the caller left out still shows, with the seat the variant gives it.
  variant.owners.forEach((owner, c) => {
    if (owner !== 'rotate' && !taken.has(c)) result[owner]?.colors.push(c);
  });
  return result.map((p) => ({ ...p, colors: [...p.colors].sort((a, b) => a - b) }));
}

/** Whether a colour is played in rotation by several players (the shared Green of `classic-3`). */
export function isShared(game: Game, color: number): boolean {
  return game.variant.owners[color] === 'rotate';
}

/** The name of the player who plays `color` on its next turn. */
export function nextPlayerName(game: Game, players: readonly PlayerInfo[], color: number): string {
  return players[seatOfColor(game, color)]?.name ?? '?';
}

/** The colour's name with a capital letter, in the picture's language ("Blue", "Bleu"). */
export function colorName(game: Game, color: number, words: Translator = ENGLISH): string {
  return words.t(`color.${game.variant.colors[color]!}`);
}

/**
 * How the colours of a game group for display: by team in `teams`, by player when a player holds several
 * colours (`classic-2`, `solo`), one line per player otherwise, and the shared colour on its own.
 */
export function colorGroups(
  game: Game,
  players: readonly PlayerInfo[],
  words: Translator = ENGLISH,
): ColorGroup[] {
  const name = (c: number) => colorName(game, c, words);
  const { variant } = game;
  const shared = variant.colors.flatMap((_, c) => (isShared(game, c) ? [c] : []));
  const sharedGroup: ColorGroup[] = shared.length
    ? [
        {
          lines: shared.map((c) => ({
            color: c,
            title: words.t('picture.shared', { color: name(c) }),
            shared: true,
          })),
        },
      ]
    : [];
  if (variant.teams) {
    const groups = variant.teams.map((seats) => ({
      heading: {
        title: seats.flatMap((s) => players[s]!.colors.map(name)).join(' + '),
        seats,
      },
      lines: seats.flatMap((s) =>
        players[s]!.colors.map((c) => ({ color: c, title: players[s]!.name, shared: false })),
      ),
    }));
    return [...groups, ...sharedGroup];
  }
  const groups = players.map((player, seat): ColorGroup => {
    if (player.colors.length > 1) {
      return {
        heading: { title: player.name, seats: [seat] },
        lines: player.colors.map((c) => ({ color: c, title: name(c), shared: false })),
      };
    }
    return { lines: player.colors.map((c) => ({ color: c, title: player.name, shared: false })) };
  });
  return [...groups, ...sharedGroup];
}
