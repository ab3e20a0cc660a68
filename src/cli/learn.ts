import { FEATURES, type Model, PHASE_STARTS } from '../ai/features.ts';
import { type Fit, fitOf, learnModel, type Sample, samplesOfGame } from '../ai/learn.ts';
import { WEIGHTS } from '../ai/policy.ts';
import { describeNotation } from '../describe/rule-errors.ts';
import { newGame, type VariantId } from '../engine/index.ts';
import { ENGLISH } from '../i18n/index.ts';
import { importSgf } from '../notation/index.ts';

/** What `blokus learn` prints: the model, and how well it and the hand-set keys predict held-out games. */
export interface LearnReport {
  readonly variant: VariantId;
  readonly games: number;
  readonly positions: number;
  readonly model: Model;
  readonly train: Fit;
  readonly heldOut: Fit;
  /** How often the hand-set playout key (size and opponents' corners) ranks the held-out move first. */
  readonly handTop1: number;
}

/** The hand-set playout key (size, opponents' corners, the centre early) written as a model of one phase. */
export function handSetModel(variant: VariantId): Model {
  const sizes = newGame(variant).layout.pieceSizes;
  return {
    features: FEATURES.map((name) =>
      name === 'oppOpen' ? WEIGHTS.local : name === 'centre' ? WEIGHTS.centre : 0,
    ),
    pieces: Array.from(sizes, (s) => s * WEIGHTS.size),
  };
}

/** Splits a file of concatenated records (twogtp's `.blksgf`) into one text per game. */
export function splitRecords(text: string): string[] {
  return text
    .split(/(?=\(;)/)
    .map((part) => part.trim())
    .filter((part) => part.startsWith('(;'));
}

/**
 * Learns the priors' model from records (every tenth game held out to measure it). Throws an Error with
 * a readable message on a bad record or records of different boards.
 */
export function learnFromRecords(
  texts: readonly string[],
  options: { iterations: number; phases?: number; log: (text: string) => void },
): LearnReport {
  const train: Sample[] = [];
  const heldOut: Sample[] = [];
  let variant: VariantId | null = null;
  texts.forEach((text, i) => {
    const record = importSgf(text);
    if (!record.ok) throw new Error(`record ${i + 1}: ${describeNotation(record.error, ENGLISH)}`);
    const { variant: id, events } = record.value;
    if (variant !== null && newGame(variant).layout !== newGame(id).layout) {
      throw new Error(`record ${i + 1} is ${id}, not on the board of ${variant}`);
    }
    variant ??= id;
    (i % 10 === 9 ? heldOut : train).push(...samplesOfGame(id, events));
  });
  if (variant === null || train.length === 0) throw new Error('no positions to learn from');
  const pieceCount = newGame(variant).layout.pieceCount;
  const model = learnModel(train, {
    iterations: options.iterations,
    step: 0.05,
    l2: 1e-4,
    pieceCount,
    phases: options.phases ?? PHASE_STARTS.length,
    progress: (t, fit) => {
      if (t % 25 === 0)
        options.log(
          `iteration ${t}: log-likelihood ${fit.logLikelihood.toFixed(4)}, top-1 ${fit.top1.toFixed(4)}`,
        );
    },
  });
  const hand = handSetModel(variant);
  return {
    variant,
    games: texts.length,
    positions: train.length + heldOut.length,
    model,
    train: fitOf(train, model),
    heldOut: fitOf(heldOut.length > 0 ? heldOut : train, model),
    handTop1: fitOf(heldOut.length > 0 ? heldOut : train, hand).top1,
  };
}
