import type { Catalogue } from '../keys.ts';
import { common } from './common.ts';
import { turn } from './turn.ts';

/** The French catalogue, by area (each area is checked against English's). */
export const fr: Catalogue = { ...common, ...turn };
