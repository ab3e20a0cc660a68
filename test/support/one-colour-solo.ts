/**
 * A `solo-one-colour` game that places all 21 pieces of Blue from a20, the monomino last (89 squares, +20):
 * each placement as the squares it covers, in the canonical order of `formatCellList`. Found once by
 * scripts/solo-one-colour.ts (a depth-first search with the engine's move generator) and kept as text; the
 * tests check every step with the engine and with a brute-force reading of the rules.
 */
export const SOLO_ALL_PIECES: readonly string[] = [
  'a17,a18,b18,a19,a20',
  'd15,e15,c16,d16,c17',
  'f12,e13,f13,g13,f14',
  'h9,h10,g11,h11,i11',
  'j6,k6,j7,i8,j8',
  'l5,m5,n5,o5,p5',
  'j12,k12,l12,l13,l14',
  'm15,n15,o15,m16,o16',
  'q11,p12,q12,p13,p14',
  'i4,f5,g5,h5,i5',
  'd4,e4,c5,d5,d6',
  'k17,l17,j18,k18,l18',
  'q3,r3,q4,r4',
  'q15,q16,q17,q18',
  's9,t9,r10,s10',
  'i19,h20,i20,j20',
  'b7,c7,b8,b9',
  'j3,k3,l3',
  'l7,m7,l8',
  'm19,n19',
  'c19',
];
