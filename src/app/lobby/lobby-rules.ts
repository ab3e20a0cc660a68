import { colorsOfSeat, type Random, type Variant, type VariantId, variantOf } from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import type { SeatRecord } from '../../store/index.ts';
import type { AppError } from '../errors.ts';

/** The colours a player may ask for (all but classic-3's shared one). */
export function choosableColors(variant: Variant): Variant['colors'][number][] {
  return variant.colors.filter((_, c) => variant.owners[c] !== 'rotate');
}

/** Reads a colour name (any case) a player asks for when joining. */
export function parseWantedColor(variantId: VariantId, text: string): Result<number, AppError> {
  const variant = variantOf(variantId);
  const name = text.trim().toLowerCase();
  const index = (variant.colors as readonly string[]).indexOf(name);
  const valid = choosableColors(variant);
  if (index < 0) return err({ kind: 'unknown-color', text, valid });
  if (variant.owners[index] === 'rotate')
    return err({ kind: 'shared-color', color: variant.colors[index]!, valid });
  return ok(index);
}

/** The seat a wanted colour stands for (in classic-2, Blue and Red are one seat). */
export function seatOfWanted(variant: Variant, color: number): number {
  const owner = variant.owners[color];
  return typeof owner === 'number' ? owner : -1;
}

/** Another lobby player who already asked for the same seat, if any. */
export function seatTakenBy(
  variant: Variant,
  seats: readonly SeatRecord[],
  userId: string,
  color: number,
): SeatRecord | undefined {
  const seat = seatOfWanted(variant, color);
  return seats.find(
    (s) => s.userId !== userId && s.wantedColor !== null && seatOfWanted(variant, s.wantedColor) === seat,
  );
}

/**
 * Seats the lobby for the start: players who asked for a colour get its seat; the others are shuffled
 * (with the injected randomness) into the remaining seats. Seats become the engine's 0..n−1, each with
 * the colours the variant gives it.
 */
export function assignSeats(variant: Variant, lobby: readonly SeatRecord[], random: Random): SeatRecord[] {
  const bySeat = new Map<number, SeatRecord>();
  const rest: SeatRecord[] = [];
  for (const player of lobby) {
    const wanted = player.wantedColor === null ? -1 : seatOfWanted(variant, player.wantedColor);
    if (wanted >= 0 && !bySeat.has(wanted)) bySeat.set(wanted, player);
    else rest.push(player);
  }
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const seats: SeatRecord[] = [];
  for (let seat = 0; seat < variant.seats; seat++) {
    const player = bySeat.get(seat) ?? rest.shift();
    if (!player) break;
    seats.push({ ...player, seat, colors: colorsOfSeat(variant, seat) });
  }
  return seats;
}
