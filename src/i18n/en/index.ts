import { activity } from './activity.ts';
import { alt } from './alt.ts';
import { announce } from './announce.ts';
import { audit } from './audit.ts';
import { common } from './common.ts';
import { computer } from './computer.ts';
import { errors } from './errors.ts';
import { help } from './help.ts';
import { lobby } from './lobby.ts';
import { permissions } from './permissions.ts';
import { picture } from './picture.ts';
import { play } from './play.ts';
import { reply } from './reply.ts';
import { rules } from './rules.ts';
import { sgf } from './sgf.ts';
import { tap } from './tap.ts';
import { turn } from './turn.ts';
import { view } from './view.ts';

/** The English catalogue, by area: the reference whose keys and placeholders every language has. */
export const en = {
  ...common,
  ...turn,
  ...picture,
  ...alt,
  ...announce,
  ...lobby,
  ...errors,
  ...rules,
  ...play,
  ...reply,
  ...help,
  ...view,
  ...tap,
  ...computer,
  ...permissions,
  ...sgf,
  ...audit,
  ...activity,
} as const;
