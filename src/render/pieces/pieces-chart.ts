import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  type Color,
  type Game,
  normaliseSquares,
  PIECE_COUNT,
  PIECE_SETS,
  PIECE_SHAPES,
  PIECES,
  type PieceIndex,
  type PieceSetId,
  shapeKey,
  TRANSFORMS,
  TRIGON_PIECE_COUNT,
  TRIGON_PIECES,
  TRIGON_TRANSFORMS,
  transformedSquares,
} from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { formatTransform, formatTrigonPieceName, formatTrigonTransform } from '../../notation/index.ts';
import type { PictureOptions } from '../board/board-picture.ts';
import { encodePng, newCanvas } from '../canvas/canvas.ts';
import { type Theme, themeOf } from '../canvas/palette.ts';
import { colorName, isShared, playersOf } from '../panel/seats.ts';
import { font } from '../text/fonts.ts';
import { drawText } from '../text/text.ts';
import { drawTileGrid, TILE_TEXT, type Tile } from './piece-tiles.ts';
import { trigonShape } from './triangle-pieces.ts';

const MARGIN = 24;
const TITLE = 92;

/** Options of the piece pictures that have no game. */
export interface PieceChartOptions extends Omit<PictureOptions, 'players'> {
  /** The colour to draw pieces in (default blue). */
  readonly color?: Color;
  /** `classic` (21 pieces), `junior` (12 pieces, two copies each), `tetrominoes` or `trigon`. */
  readonly pieceSet?: PieceSetId;
}

function piecesOf(set: PieceSetId): PieceIndex[] {
  const counts: readonly number[] = PIECE_SETS[set];
  return Array.from({ length: Math.max(PIECE_COUNT, counts.length) }, (_, p) => p).filter(
    (p) => (counts[p] ?? 0) > 0,
  );
}

/**
 * How a piece of a set is drawn and named on a tile: squares, or for the Trigon set triangles (canonical
 * turn `rot0`), with its notation name.
 */
export function pieceLook(set: PieceSetId, piece: PieceIndex): Pick<Tile, 'squares' | 'triangles' | 'label'> {
  if (set === 'trigon')
    return { squares: [], triangles: trigonShape(piece, 0), label: formatTrigonPieceName(piece) };
  return { squares: PIECE_SHAPES[piece]!.squares, label: PIECES[piece]!.name };
}

/** The line under a piece's name: short aliases, or for a Trigon piece the direction of its pivot. */
function sublineOf(set: PieceSetId, piece: PieceIndex, words: Translator): string {
  if (set !== 'trigon') return aliasLine(piece);
  return words.t(TRIGON_PIECES[piece]!.pivot === 'up' ? 'picture.pivotUp' : 'picture.pivotDown');
}

/** Short aliases players may type (at most three characters), for the line under a piece's name. */
function aliasLine(piece: PieceIndex): string {
  return PIECES[piece]!.aliases.filter((a) => a.length <= 3)
    .slice(0, 2)
    .join(' · ');
}

async function renderTiles(
  tiles: readonly Tile[],
  layout: { columns: number; width: number; unit: number; pieceRows: number; grid: number },
  text: { title: string; subtitle: string },
  options: { theme: Theme; color: Color; marks: boolean },
): Promise<Buffer> {
  const height = layout.pieceRows * layout.unit + 24 + TILE_TEXT;
  const rows = Math.ceil(tiles.length / layout.columns);
  const width = layout.columns * layout.width + 2 * MARGIN;
  const { canvas, ctx } = newCanvas(width, TITLE + rows * height + MARGIN, options.theme);
  drawTitle(ctx, text.title, text.subtitle, width, options.theme);
  drawTileGrid(
    ctx,
    tiles,
    { x: MARGIN, y: TITLE, columns: layout.columns, width: layout.width, height },
    {
      color: options.color,
      theme: options.theme,
      marks: options.marks,
      unit: layout.unit,
      grid: layout.grid,
    },
  );
  return encodePng(canvas);
}

function drawTitle(ctx: SKRSContext2D, title: string, subtitle: string, width: number, theme: Theme): void {
  const maxWidth = width - 2 * MARGIN;
  drawText(ctx, title, { x: MARGIN, y: 44, maxWidth, font: font(30, 700), color: theme.text });
  drawText(ctx, subtitle, { x: MARGIN, y: 74, maxWidth, font: font(20), color: theme.muted });
}

/** The canonical chart of docs/rules.md section 3: each piece of a set in its canonical orientation. */
export function renderPieceChartPicture(options: PieceChartOptions = {}): Promise<Buffer> {
  const set = options.pieceSet ?? 'classic';
  const junior = set === 'junior';
  const words = options.words ?? ENGLISH;
  const tiles = piecesOf(set).map((p) => ({
    ...pieceLook(set, p),
    sublabel: sublineOf(set, p, words),
    ...(junior ? { badge: `×${PIECE_SETS[set][p]}` } : {}),
  }));
  const title = junior
    ? words.t('picture.chartTitleJunior')
    : set === 'trigon'
      ? words.t('picture.chartTitleTrigon')
      : words.t('picture.chartTitle', { count: tiles.length });
  const subtitle = words.t(set === 'trigon' ? 'picture.chartSubtitleTrigon' : 'picture.chartSubtitle');
  const theme = themeOf(options.theme);
  const layout = { columns: junior ? 6 : 7, width: 156, unit: 26, pieceRows: 5, grid: 0 };
  return renderTiles(
    tiles,
    layout,
    { title, subtitle },
    { theme, color: options.color ?? 'blue', marks: options.colorBlind === true },
  );
}

/** One colour's pieces in a game: those still held in colour, used ones faded (Junior: copies left). */
export function renderPiecesPicture(
  game: Game,
  color: number,
  options: PictureOptions = {},
): Promise<Buffer> {
  const set = game.variant.pieceSet;
  const junior = set === 'junior';
  const words = options.words ?? ENGLISH;
  const left = (p: PieceIndex) => game.position.piecesLeft[color * game.layout.pieceCount + p]!;
  const tiles = piecesOf(set).map((p) => ({
    ...pieceLook(set, p),
    sublabel: left(p) === 0 ? words.t('picture.used') : sublineOf(set, p, words),
    faded: left(p) === 0,
    ...(junior ? { badge: `×${left(p)}` } : {}),
  }));
  const name = colorName(game, color, words);
  const holder = playersOf(game, options.players).find((pl) => pl.colors.includes(color))?.name;
  const count = piecesOf(set).reduce((n, p) => n + left(p), 0);
  const subtitle = words.t(
    set === 'trigon' ? 'picture.piecesLeftSubtitleTrigon' : 'picture.piecesLeftSubtitle',
    {
      count,
      squares: game.position.squaresLeft(color),
    },
  );
  const title = isShared(game, color)
    ? words.t('picture.shared', { color: name })
    : `${name}${holder ? ` · ${holder}` : ''}`;
  const theme = themeOf(options.theme);
  const layout = { columns: junior ? 6 : 7, width: 156, unit: 26, pieceRows: 5, grid: 0 };
  return renderTiles(
    tiles,
    layout,
    { title, subtitle },
    {
      theme,
      color: game.variant.colors[color]!,
      marks: options.colorBlind === true,
    },
  );
}

/**
 * The 8 transforms of one piece, labelled with the notation words (`rot90 flip`), each on a small grid
 * centred on the pivot; transforms that give the same shape as an earlier one are still shown, and say so.
 */
export function renderPieceTransformsPicture(
  piece: PieceIndex,
  color: Color,
  options: PieceChartOptions = {},
): Promise<Buffer> {
  if (options.pieceSet === 'trigon') return renderTrigonTransforms(piece, color, options);
  const name = PIECES[piece]?.name;
  if (name === undefined) throw new Error(`no piece ${piece}`);
  const words = options.words ?? ENGLISH;
  const keys: string[] = [];
  const tiles = TRANSFORMS.map((t, i) => {
    const squares = transformedSquares(piece, t);
    const key = shapeKey(normaliseSquares(squares));
    const first = keys.indexOf(key);
    keys.push(key);
    return {
      squares,
      label: formatTransform(t),
      sublabel:
        first >= 0 && first < i
          ? words.t('picture.sameShape', { transform: formatTransform(TRANSFORMS[first]!) })
          : '',
    };
  });
  const theme = themeOf(options.theme);
  const subtitle = words.t('picture.orientationsSubtitle', { piece: name });
  const layout = { columns: 4, width: 200, unit: 30, pieceRows: 5, grid: 5 };
  return renderTiles(
    tiles,
    layout,
    { title: words.t('picture.orientationsTitle', { piece: name }), subtitle },
    {
      theme,
      color,
      marks: options.colorBlind === true,
    },
  );
}

/** A Trigon piece under its 12 turns (docs/trigon.md section 4), each labelled with its words. */
function renderTrigonTransforms(
  piece: PieceIndex,
  color: Color,
  options: PieceChartOptions,
): Promise<Buffer> {
  if (piece < 0 || piece >= TRIGON_PIECE_COUNT) throw new Error(`no Trigon piece ${piece}`);
  const name = formatTrigonPieceName(piece);
  const words = options.words ?? ENGLISH;
  const keys: string[] = [];
  const tiles = TRIGON_TRANSFORMS.map((t, i) => {
    const shape = trigonShape(piece, i);
    const key = shape.cells
      .map((q) => `${q.c},${q.r},${q.up}`)
      .sort()
      .join(' ');
    const first = keys.indexOf(key);
    keys.push(key);
    return {
      squares: [],
      triangles: shape,
      label: formatTrigonTransform(t),
      sublabel:
        first >= 0 && first < i
          ? words.t('picture.sameShape', { transform: formatTrigonTransform(TRIGON_TRANSFORMS[first]!) })
          : '',
    };
  });
  const theme = themeOf(options.theme);
  const subtitle = words.t('picture.orientationsSubtitleTrigon', { piece: name });
  const layout = { columns: 4, width: 200, unit: 30, pieceRows: 5, grid: 0 };
  return renderTiles(
    tiles,
    layout,
    { title: words.t('picture.orientationsTitleTrigon', { piece: name }), subtitle },
    { theme, color, marks: options.colorBlind === true },
  );
}
