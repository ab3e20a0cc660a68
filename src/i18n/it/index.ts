import type { Catalogue } from '../keys.ts';
import { common } from './common.ts';
import { turn } from './turn.ts';

/** The Italian catalogue, by area (each area is checked against English's). */
export const it: Catalogue = { ...common, ...turn };
