import { computerMove, MAX_LEVEL, MIN_LEVEL, Searcher, type TreeParams, type Weights } from '../ai/index.ts';
import { describePlacement } from '../describe/rule-errors.ts';
import { type Game, type GameEvent, newGame, play, replay, type VariantId } from '../engine/index.ts';
import { ENGLISH } from '../i18n/index.ts';
import { formatCellList, parseCellList } from '../notation/index.ts';
import { formatBoard, formatFinalScore, parseGtpColor, variantOfGameName } from './gtp-board.ts';

/** How the GTP engine plays and what it may read from outside (the clocks are passed in). */
export interface GtpOptions {
  readonly level: number;
  readonly seed: number;
  /** Wall-clock milliseconds, for the level's time cap; absent: budgets only. */
  readonly clock?: () => number;
  /** A simulation budget replacing the level's (tuning matches). */
  readonly simulations?: number;
  /** CPU seconds used by the process so far (`cputime`). */
  readonly cpuSeconds: () => number;
  readonly log: (text: string) => void;
  /** Overrides of the search's settings (matches that tune them). */
  readonly tuning?: { readonly weights: Weights; readonly tree: TreeParams };
}

/** The commands the engine knows, in the order `list_commands` gives them. */
export const GTP_COMMANDS = [
  'all_legal',
  'clear_board',
  'cputime',
  'final_score',
  'genmove',
  'known_command',
  'list_commands',
  'name',
  'play',
  'protocol_version',
  'quit',
  'reg_genmove',
  'set_game',
  'set_random_seed',
  'showboard',
  'undo',
  'version',
] as const;

/** One answer: success or failure, its text, and whether the session ends. */
interface Answer {
  readonly ok: boolean;
  readonly text: string;
  readonly quit?: boolean;
}

/**
 * A Go Text Protocol engine for Blokus, speaking what Pentobi's `twogtp` sends. `handle` takes one line
 * and returns the whole response (`= text` or `? text`, then a blank line), or '' for an empty or
 * comment line. The game is kept as its history, so `undo` replays all but the last placement.
 */
export class GtpEngine {
  private variantId: VariantId = 'classic';
  private game: Game = newGame('classic');
  private seed: number;
  private moves = 0;
  private readonly searcher = new Searcher();
  quitting = false;

  constructor(private readonly options: GtpOptions) {
    this.seed = options.seed;
  }

  handle(line: string): string {
    const clean = line.replace(/#.*/, '').replace(/\t/g, ' ').trim();
    if (clean === '') return '';
    const words = clean.split(/ +/);
    const id = /^\d+$/.test(words[0]!) ? words.shift() : undefined;
    const [command = '', ...args] = words;
    const answer = this.dispatch(command, args);
    if (answer.quit) this.quitting = true;
    return `${answer.ok ? '=' : '?'}${id ?? ''} ${answer.text}\n\n`;
  }

  private dispatch(command: string, args: readonly string[]): Answer {
    switch (command) {
      case 'protocol_version':
        return ok('2');
      case 'name':
        return ok('blokus-discord');
      case 'version':
        return ok('0.1.0');
      case 'known_command':
        return ok(String((GTP_COMMANDS as readonly string[]).includes(args[0] ?? '')));
      case 'list_commands':
        return ok(GTP_COMMANDS.join('\n'));
      case 'quit':
        return { ok: true, text: '', quit: true };
      case 'set_game':
        return this.setGame(args.join(' '));
      case 'clear_board':
        this.game = newGame(this.variantId);
        return ok('');
      case 'cputime':
        return ok(this.options.cpuSeconds().toFixed(3));
      case 'set_random_seed':
        if (args.length !== 1 || !/^\d+$/.test(args[0]!)) return fail('expected a seed (a whole number)');
        this.seed = Number(args[0]) >>> 0;
        this.moves = 0;
        return ok('');
      case 'play':
        return this.play(args);
      case 'genmove':
        return this.genmove(args, true);
      case 'reg_genmove':
        return this.genmove(args, false);
      case 'undo':
        return this.undo();
      case 'all_legal':
        return this.allLegal(args);
      case 'showboard':
        return ok(`\n${formatBoard(this.game)}`);
      case 'final_score':
        return ok(formatFinalScore(this.game));
      default:
        return fail('unknown command');
    }
  }

  private setGame(name: string): Answer {
    const id = variantOfGameName(name);
    if (!id) return fail(`unsupported game: ${name}`);
    this.variantId = id;
    this.game = newGame(id);
    return ok('');
  }

  private color(args: readonly string[], count: number): number | Answer {
    if (args.length !== count)
      return fail(count === 1 ? 'expected a colour' : 'expected a colour and a move');
    const color = parseGtpColor(args[0]!, this.game.variant);
    return color === undefined ? fail(`invalid colour: ${args[0]}`) : color;
  }

  private play(args: readonly string[]): Answer {
    const color = this.color(args, 2);
    if (typeof color !== 'number') return color;
    const text = args[1]!;
    if (text.toLowerCase() === 'pass') {
      return this.game.toMove === color || this.game.out[color] === null
        ? fail('cannot pass: that colour can still move')
        : ok('');
    }
    if (this.game.toMove !== color) return fail('not that colour\u2019s turn');
    const move = parseCellList(text, this.game.layout);
    if (!move.ok) return fail(`invalid move: ${text}`);
    const outcome = play(this.game, move.value);
    if (!outcome.ok) return fail(describePlacement(outcome.error, this.game.layout.size, ENGLISH));
    this.game = outcome.value.game;
    return ok('');
  }

  private genmove(args: readonly string[], commit: boolean): Answer {
    const color = this.color(args, 1);
    if (typeof color !== 'number') return color;
    if (this.game.toMove !== color) return ok('pass');
    const seed = (this.seed + Math.imul(++this.moves, 0x9e3779b1)) >>> 0;
    const started = this.options.cpuSeconds();
    const result = computerMove(this.game, {
      level: this.options.level,
      seed,
      clock: this.options.clock,
      simulations: this.options.simulations,
      tuning: this.options.tuning,
      searcher: this.searcher,
    });
    if (!result) return ok('pass');
    const seconds = this.options.cpuSeconds() - started;
    const rate = seconds > 0 ? Math.round(result.simulations / seconds) : 0;
    const best = result.top[0];
    this.options.log(
      `genmove ${args[0]}: simulations ${result.simulations}, seconds ${seconds.toFixed(3)}, sim/s ${rate}, kept ${result.kept}, value ${best ? best.value.toFixed(3) : '?'}`,
    );
    if (commit) {
      const outcome = play(this.game, result.move);
      if (!outcome.ok) throw new Error('the search chose an illegal move');
      this.game = outcome.value.game;
    }
    return ok(formatCellList(this.game.layout, result.move));
  }

  private undo(): Answer {
    const events = this.game.events;
    let last = events.length - 1;
    while (last >= 0 && events[last]!.type !== 'place') last--;
    if (last < 0) return fail('nothing to undo');
    const kept: GameEvent[] = events.slice(0, last);
    const replayed = replay(this.variantId, {}, kept);
    if (!replayed.ok) return fail('cannot undo');
    this.game = replayed.value;
    return ok('');
  }

  private allLegal(args: readonly string[]): Answer {
    const color = this.color(args, 1);
    if (typeof color !== 'number') return color;
    if (this.game.out[color] !== null) return ok('');
    const moves = this.game.position.legalMoves(color);
    return ok(Array.from(moves, (m) => formatCellList(this.game.layout, m)).join('\n'));
  }
}

function ok(text: string): Answer {
  return { ok: true, text };
}

function fail(text: string): Answer {
  return { ok: false, text };
}

/** Levels the engine accepts. */
export const GTP_LEVELS = { min: MIN_LEVEL, max: MAX_LEVEL } as const;
