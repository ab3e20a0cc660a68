import { PermissionFlagsBits } from 'discord.js';
import { afterAll, describe, expect, it } from 'vitest';
import { legalMoves, seededRandom } from '../../src/engine/index.ts';
import { clearTranslationMisses, translationMisses } from '../../src/i18n/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { answerOf, BotDriver, checkAndStop, logsAt, savePicture } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness, TEST_GUILD } from '../support/bot-harness.ts';
import { englishWords } from '../support/english-words.ts';
import type { StoredMessage } from '../support/fake-discord/index.ts';

/**
 * Whole games in French and in Italian: a server whose Discord language is French (or Italian), players
 * whose clients are too. Every message, embed, button, menu and alt text the game shows must be in that
 * language, no catalogue may fall back to English on the way, and a scan finds no English word outside
 * names and notation. Then a mixed server: private answers follow the user, public ones the server.
 */

const C = IDS.channel;
const harnesses: Harness[] = [];

afterAll(async () => {
  for (const h of harnesses) await checkAndStop(h);
});

async function start(guildLocale: string, userLocale: string): Promise<BotDriver> {
  const guild = {
    ...TEST_GUILD,
    preferredLocale: guildLocale,
    members: TEST_GUILD.members.map((m) => ({ ...m, locale: userLocale })),
  };
  const h = await startHarness({ guild });
  harnesses.push(h);
  return new BotDriver(h);
}

/** Every word a message shows: content, embeds, buttons, menus, alt text. */
function textOf(m: StoredMessage): string {
  const parts = [m.content];
  for (const e of m.embeds) {
    parts.push(String(e.title ?? ''), String(e.description ?? ''), String(e.footer?.text ?? ''));
    for (const f of e.fields ?? []) parts.push(f.name, f.value);
  }
  const walk = (components: readonly unknown[]) => {
    for (const c of components as { label?: string; placeholder?: string; components?: unknown[] }[]) {
      parts.push(c.label ?? '', c.placeholder ?? '');
      if (c.components) walk(c.components);
    }
  };
  walk(m.components as unknown[]);
  for (const c of m.components as unknown as {
    components?: { options?: { label: string; description?: string }[] }[];
  }[])
    for (const menu of c.components ?? [])
      for (const o of menu.options ?? []) parts.push(o.label, o.description ?? '');
  for (const a of m.attachments) parts.push(a.description ?? '');
  return parts.join('\n');
}

interface Words {
  locale: 'fr' | 'it';
  join: string;
  start: string;
  play: string;
  begins: RegExp;
  notYourTurn: RegExp;
  over: RegExp;
  endButtons: string[];
  lobbyButtons: string[];
  lobbyFields: string[];
  boardAlt: RegExp;
  scoreAlt: RegExp;
  /** The private answer when the bot may not open a game thread, naming both permissions. */
  threadNeeds: string;
  /** The mover's note when the bot may not post the board, and the host's DM. */
  blocked: RegExp;
  hostDm: RegExp;
}

const FRENCH: Words = {
  locale: 'fr',
  join: 'Rejoindre',
  start: 'Lancer',
  play: 'Jouer',
  begins: /^🎲 \*\*La partie #\d+ commence !\*\* Dans l’ordre du jeu :/,
  notYourTurn: /^❌ Ce n’est pas ton tour : c’est à 🟨|^❌ Ce n’est pas ton tour : c’est à \S+ de jouer/,
  over: /🏁 \*\*Partie terminée !\*\*/,
  endButtons: ['Fichier de la partie (.blksgf)', 'Revanche'],
  lobbyButtons: ['Rejoindre', 'Quitter', 'Lancer', 'Annuler la partie', 'Repères daltoniens : non'],
  lobbyFields: ['Places', 'Règles'],
  boardAlt: /^Plateau de Blokus, Duo, \d+ coups? joués?\./,
  scoreAlt: /^Score final, Duo, \d+ coups joués\./,
  threadNeeds:
    '❌ Je ne peux pas ouvrir de fil pour la partie ici : il me faut les permissions Créer des fils publics et Envoyer des messages dans les fils dans ce salon. Demande à un modérateur, ou joue sans `fil:True`.',
  blocked:
    /\nJe ne peux pas écrire dans ce salon : il me faut \*\*Envoyer des messages et Joindre des fichiers\*\* ici\./,
  hostDm:
    /^⚠️ Ta partie de Blokus #\d+ dans <#\d+> est sauvegardée, .* il me faut Voir le salon, Envoyer des messages, Intégrer des liens et Joindre des fichiers là-bas\./,
};

const ITALIAN: Words = {
  locale: 'it',
  join: 'Entra',
  start: 'Inizia',
  play: 'Gioca',
  begins: /^🎲 \*\*Inizia la partita #\d+!\*\* In ordine di turno:/,
  notYourTurn: /^❌ Non è il tuo turno: tocca a \S+, giocato da/,
  over: /🏁 \*\*Partita finita!\*\*/,
  endButtons: ['File della partita (.blksgf)', 'Rivincita'],
  lobbyButtons: ['Entra', 'Esci', 'Inizia', 'Annulla partita', 'Segni per daltonici: no'],
  lobbyFields: ['Posti', 'Regole'],
  boardAlt: /^Tabellone di Blokus, Duo, \d+ moss[ae] giocat[ae]\./,
  scoreAlt: /^Punteggio finale, Duo, \d+ mosse giocate\./,
  threadNeeds:
    '❌ Non posso aprire un thread per la partita qui: mi servono i permessi Crea thread pubblici e Invia messaggi nei thread in questo canale. Chiedi a un moderatore, o gioca senza `thread:True`.',
  blocked: /\nNon posso scrivere in questo canale: qui ho bisogno di \*\*Invia messaggi e Allega file\*\*\./,
  hostDm:
    /^⚠️ La tua partita di Blokus #\d+ in <#\d+> è salvata, .* lì ho bisogno di Visualizza canale, Invia messaggi, Incorpora link e Allega file\./,
};

describe.each([FRENCH, ITALIAN])('a whole game in $locale', (words) => {
  it('speaks the language in every message, button, embed and alt text', async () => {
    clearTranslationMisses();
    const d = await start(words.locale, words.locale);
    const opened = await d.blokus(IDS.alice, C, 'new', { variant: 'duo' });
    const lobby = d.fake.messages(C).find((m) => m.embeds.length > 0)!;
    expect(lobby.embeds[0]!.title).toMatch(/^Blokus · Duo · 2 /);
    expect(lobby.embeds[0]!.fields?.map((f) => f.name)).toEqual(words.lobbyFields);
    expect(d.buttons(lobby).map((b) => b.label)).toEqual(words.lobbyButtons);
    await d.click(IDS.bob, lobby, words.join);
    const mark = d.publicCount(C);
    await d.click(IDS.alice, d.fake.messages(C).find((m) => m.id === lobby.id)!, words.start);
    const first = await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    expect(first.content).toMatch(words.begins);
    expect(d.buttons(first).map((b) => b.label)).toEqual([words.play]);
    expect(first.attachments[0]!.description).toMatch(words.boardAlt);
    savePicture(`${words.locale}-duo-start`, first.attachments[0]!);

    const privates: StoredMessage[] = [];
    const choices: string[] = [];
    const wrong = d.view({ channelId: C }).toMove!.userId === IDS.alice ? IDS.bob : IDS.alice;
    const refused = await d.slash(wrong, C, 'place', { move: 'P1 e10' });
    privates.push(refused.reply!);
    expect(refused.reply!.content).toMatch(words.notYourTurn);

    const random = seededRandom(3);
    let turn = 0;
    for (;;) {
      const view = d.view({ channelId: C });
      if (view.status !== 'active') break;
      const mover = view.toMove!;
      const moves = legalMoves(view.game, mover.colorIndex);
      const move = moves[Math.floor(random() * moves.length)]!;
      const before = d.publicCount(C);
      if (turn === 2) {
        // The tap flow (Play): its first step, private, in the player's language.
        const tapped = answerOf(await d.click(mover.userId, d.latestBoard(C)!, words.play));
        privates.push(tapped);
        expect(d.menus(tapped).length).toBeGreaterThan(0);
        savePicture(`${words.locale}-duo-tap-pieces`, tapped.attachments[0]!);
      }
      if (turn === 3) {
        // Autocomplete of /place: the pieces that fit, then one piece's placements.
        const pieces = await d.moveChoices(mover.userId, C, '');
        const placements = await d.moveChoices(mover.userId, C, String(pieces[0]!.value));
        choices.push(...[...pieces, ...placements].map((c) => c.name));
      }
      if (turn === 1) {
        // A preview on the way: its words, buttons and picture caption too.
        const shown = await d.slash(mover.userId, C, 'place', {
          move: formatMove(view.game.layout, move),
          preview: true,
        });
        privates.push(shown.reply!);
        savePicture(`${words.locale}-duo-preview`, shown.reply!.attachments[0]!);
      }
      await d.slash(mover.userId, C, 'place', { move: formatMove(view.game.layout, move) });
      await d.nextPublic(C, before, (m) => m.attachments.length > 0, 10_000);
      if (turn === 8) savePicture(`${words.locale}-duo-turn-8`, d.latestBoard(C)!.attachments[0]!);
      turn++;
    }
    await d.idle();
    const end = d.latestBoard(C)!;
    expect(end.content).toMatch(words.over);
    expect(d.buttons(end).map((b) => b.label)).toEqual(words.endButtons);
    expect(end.attachments[0]!.description).toMatch(words.scoreAlt);
    savePicture(`${words.locale}-duo-final`, end.attachments[0]!);

    const everything = [...d.fake.messages(C), ...privates];
    const english = everything.flatMap((m) => englishWords(textOf(m)).map((w) => `${w} in: ${m.content}`));
    expect(english).toEqual([]);
    expect(choices.flatMap(englishWords)).toEqual([]);
    expect(choices.length).toBeGreaterThan(1);
    expect(translationMisses()).toEqual([]);
    expect(opened.ephemeral).toBe(true);
  }, 120_000);
});

describe.each([FRENCH, ITALIAN])('missing permissions in $locale', (words) => {
  it('names them as Discord’s own client does, to the mover, the host and in the log', async () => {
    clearTranslationMisses();
    const d = await start(words.locale, words.locale);
    const h = harnesses.at(-1)!;
    const all = h.fake.botPermissions;
    const privates: StoredMessage[] = [];

    // An option that does not go with the variant, for both places a game can open.
    for (const thread of [false, true]) {
      const fast = await d.blokus(IDS.alice, C, 'new', { variant: 'duo', 'fast-contact': true, thread });
      expect(fast.reply!.content).toMatch(words.locale === 'fr' ? /pas en Duo\.$/ : /non in Duo\.$/);
      privates.push(fast.reply!);
    }

    // A game thread the bot may not open: both permissions named, joined as the language joins lists.
    h.fake.setBotPermissions(
      all & ~PermissionFlagsBits.CreatePublicThreads & ~PermissionFlagsBits.SendMessagesInThreads,
    );
    const thread = await d.blokus(IDS.alice, C, 'new', { variant: 'duo', thread: true });
    expect(thread.reply!.ephemeral).toBe(true);
    expect(thread.reply!.content).toBe(words.threadNeeds);
    privates.push(thread.reply!);
    h.fake.setBotPermissions(all);

    // A game in the channel, then a move the bot may not post: Send Messages and Attach Files taken away.
    await d.blokus(IDS.alice, C, 'new', { variant: 'duo' });
    const lobby = d.fake.messages(C).find((m) => m.embeds.length > 0)!;
    await d.click(IDS.bob, lobby, words.join);
    const mark = d.publicCount(C);
    await d.click(IDS.alice, d.fake.messages(C).find((m) => m.id === lobby.id)!, words.start);
    await d.nextPublic(C, mark, (m) => m.attachments.length > 0);
    h.fake.setBotPermissions(all & ~PermissionFlagsBits.SendMessages & ~PermissionFlagsBits.AttachFiles);
    const fault = h.fake.injectFault({
      method: 'POST',
      path: new RegExp(`^/channels/${C}/messages$`),
      kind: 'refuse',
    });
    const view = d.view({ channelId: C });
    const mover = view.toMove!;
    const move = formatMove(view.game.layout, legalMoves(view.game, mover.colorIndex)[0]!);
    const before = d.publicCount(C);
    const placed = answerOf(await d.slash(mover.userId, C, 'place', { move }));
    expect(placed.ephemeral).toBe(true);
    expect(placed.content).toMatch(words.blocked);
    privates.push(placed);
    // The host hears of it by DM, in their language. The outbox has no interaction to ask, and the bot's
    // cache cannot tell what is missing here, so the DM names all that a post needs.
    const dm = d.fake.messages(d.fake.dmChannelOf(IDS.alice)!).at(-1)!;
    expect(dm.content).toMatch(words.hostDm);
    // The host's log keeps Discord's own flags, whatever the server's language.
    const logged = logsAt(h, 'warn').find(
      (l) => l.msg === 'a change is saved but cannot be posted where it was made',
    );
    expect(logged).toMatchObject({ missingPermissions: ['SendMessages', 'AttachFiles'] });

    // A moderator fixes it: the next interaction here posts what waited.
    fault.clear();
    h.fake.setBotPermissions(all);
    privates.push(answerOf(await d.slash(IDS.carol, C, 'pieces')));
    const posted = await d.nextPublic(C, before, (m) => m.attachments.length > 0);
    expect(posted.content).toContain(move);
    await d.idle();

    const everything = [...d.fake.messages(C), ...privates, dm];
    const english = everything.flatMap((m) => englishWords(textOf(m)).map((w) => `${w} in: ${m.content}`));
    expect(english).toEqual([]);
    expect(translationMisses()).toEqual([]);
  }, 60_000);
});

describe('who sees which language', () => {
  it('answers a user in their language, and the channel in the server’s, which an admin can change', async () => {
    const d = await start('en-US', 'fr');
    const refused = await d.blokus(IDS.bob, C, 'start');
    expect(refused.reply!.content).toMatch(/^❌ Il n’y a pas de partie ouverte dans ce salon/);
    await d.blokus(IDS.alice, C, 'new', { variant: 'duo' });
    const lobby = d.fake.messages(C).at(-1)!;
    expect(d.buttons(lobby).map((b) => b.label)[0]).toBe('Join');
    expect(lobby.embeds[0]!.footer?.text).toMatch(/^Game #\d+$/);

    const denied = await d.blokus(IDS.bob, C, 'server', { language: 'it' }, { memberPermissions: '0' });
    expect(denied.reply!.content).toMatch(/^❌ Seuls les admins du serveur/);
    const set = await d.blokus(IDS.alice, C, 'server', { language: 'it' }, { memberPermissions: '32' });
    expect(set.reply!.content).toContain('🌐 Les messages publics de ce serveur');
    expect(set.reply!.content).toContain('**italien**');
    await d.click(IDS.bob, lobby, 'Join');
    await d.idle();
    const edited = d.fake.messages(C).find((m) => m.id === lobby.id)!;
    expect(d.buttons(edited).map((b) => b.label)[0]).toBe('Entra');
    expect(edited.embeds[0]!.footer?.text).toMatch(/^Partita #\d+$/);

    const help = answerOf(await d.blokus(IDS.carol, C, 'help'));
    expect(help.embeds[0]!.title).toBe('Comment jouer au Blokus ici');
    expect(help.embeds[0]!.fields?.map((f) => f.name)).toEqual([
      'La règle du jeu',
      'Poser une pièce',
      'Commandes',
    ]);
    expect(help.attachments[0]!.description).toMatch(/^Les 21 pièces du Blokus/);
    expect(englishWords(textOf(help))).toEqual([]);
    savePicture('fr-help-chart', help.attachments[0]!);

    const back = await d.blokus(IDS.alice, C, 'server', { language: 'discord' }, { memberPermissions: '32' });
    expect(back.reply!.content).toContain('**anglais** (la langue Discord du serveur)');
    await d.cancel(IDS.alice, C);
  });
});

describe('the scan for English words', () => {
  it('finds what a half-translated message would leak, not names or notation', () => {
    expect(englishWords('🟦 **Bleu** (\u2068Bob the Great\u2069) a joué **P5-L e5 rot90 flip**.')).toEqual(
      [],
    );
    expect(englishWords('🟦 **Blue** (\u2068Bob\u2069) played **P5-L e5**. Appuie sur `/place`')).toEqual([
      'blue',
      'played',
    ]);
  });
});
