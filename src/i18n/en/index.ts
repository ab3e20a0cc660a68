import { common } from './common.ts';
import { turn } from './turn.ts';

/** The English catalogue, by area: the reference whose keys and placeholders every language has. */
export const en = { ...common, ...turn } as const;
