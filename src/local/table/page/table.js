// The local table's page: draws what the server pushes over /live and sends back what the person does.
// The server renders each message to HTML (src/local/table/message-html.ts); this script only places it,
// formats times in the reader's zone, and wires buttons, menus and the person switcher. The message box
// and its suggestions are message-box.js. "Open the board" shows the Activity in a frame, through the
// table's /.proxy/ as Discord shows it, for the person and channel the page shows; activity-host.js answers
// the SDK in the frame as Discord's client does.

import { ActivityHost } from '/activity-host.js';
import { MessageBox } from '/message-box.js';

const $ = (id) => document.getElementById(id);
const state = {
  people: [],
  channels: [],
  pings: {},
  userId: '',
  channelId: '',
  dismissed: new Set(),
  activity: false,
  boardOpen: false,
  userMenu: [],
};
let socket;
const box = new MessageBox(send);
const host = new ActivityHost($('board-frame'), send);
/** Each opening of the board is an Activity instance of its own, as each launch is on Discord. */
let instances = 0;

function send(message) {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect() {
  // After a reconnect, or a reload (the address keeps #person/channel), the table shows what was shown:
  // asked when connecting, so that no one else's view (and board) comes first.
  const [userId, channelId] = state.userId
    ? [state.userId, state.channelId]
    : location.hash.slice(1).split('/');
  const view = userId && channelId ? `?${new URLSearchParams({ user: userId, channel: channelId })}` : '';
  socket = new WebSocket(`ws://${location.host}/live${view}`);
  socket.onopen = () => status('');
  socket.onclose = () => {
    status('Disconnected from the table; trying again…');
    setTimeout(connect, 1000);
  };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
}

function receive(m) {
  switch (m.t) {
    case 'hello': {
      state.people = m.people;
      state.activity = m.activity;
      drawBoard();
      state.userMenu = m.userMenu ?? [];
      host.reconnected();
      break;
    }
    case 'activity':
      state.activity = true;
      drawBoard();
      break;
    case 'sdk':
      host.answer(m);
      break;
    case 'launch':
      // The bot launched the Activity (Open the board), as Discord would: the board opens beside the channel.
      state.boardOpen = true;
      drawBoard();
      break;
    case 'channels':
      state.channels = m.channels;
      drawChannels();
      break;
    case 'messages':
      state.userId = m.userId;
      state.channelId = m.channelId;
      history.replaceState(null, '', `#${m.userId}/${m.channelId}`);
      drawPeople();
      drawChannels();
      drawBoard();
      $('messages').innerHTML =
        welcomeHtml() +
        m.messages
          .filter((x) => !state.dismissed.has(x.id))
          .map((x) => x.html)
          .join('');
      formatTimes($('messages'));
      scrollDown(true);
      break;
    case 'upsert':
      upsert(m.id, m.html);
      break;
    case 'remove':
      document.getElementById(`m-${m.id}`)?.remove();
      break;
    case 'pings':
      state.pings = m.counts;
      drawPeople();
      drawChannels();
      break;
    case 'sent':
      box.sent();
      break;
    case 'suggestions':
      box.suggestions(m.seq, m.items);
      break;
    case 'notice':
      notice(m.text);
      break;
  }
}

function upsert(id, html) {
  if (state.dismissed.has(id)) return;
  const list = $('messages');
  const near = list.scrollHeight - list.scrollTop - list.clientHeight < 120;
  const template = document.createElement('template');
  template.innerHTML = html;
  const article = template.content.firstElementChild;
  formatTimes(article);
  const existing = document.getElementById(`m-${id}`);
  if (existing) existing.replaceWith(article);
  else list.append(article);
  scrollDown(near);
}

function scrollDown(force) {
  const list = $('messages');
  if (!force) return;
  list.scrollTop = list.scrollHeight;
  // Pictures load after the text: keep the newest message in view when they do.
  for (const img of list.querySelectorAll('img')) {
    if (!img.complete)
      img.addEventListener('load', () => (list.scrollTop = list.scrollHeight), { once: true });
  }
}

function pingsOf(userId) {
  return Object.values(state.pings[userId] ?? {}).reduce((a, b) => a + b, 0);
}

function badge(count) {
  return count > 0 ? `<span class="badge" aria-label="${count} unread pings">${count}</span>` : '';
}

function drawPeople() {
  $('people').innerHTML = state.people
    .map((p) => {
      const me = p.id === state.userId;
      const role = p.role === 'spectator' ? '<span class="role">watching</span>' : '';
      return `<button type="button" class="person${me ? ' me' : ''}" data-user-id="${p.id}" data-name="${p.name}" aria-pressed="${me}"><span class="avatar">${p.name[0]}</span><span class="name">${p.name}</span>${role}${badge(pingsOf(p.id))}</button>`;
    })
    .join('');
}

function drawChannels() {
  const mine = state.pings[state.userId] ?? {};
  $('channels').innerHTML = state.channels
    .map((c) => {
      const icon = c.kind === 'thread' ? '↳' : c.kind === 'dm' ? '@' : '#';
      const current = c.id === state.channelId ? ' current' : '';
      return `<li><button type="button" class="channel ${c.kind}${current}" data-channel-id="${c.id}"><span class="icon">${icon}</span><span class="label"></span>${badge(mine[c.id] ?? 0)}</button></li>`;
    })
    .join('');
  // Names come from the bot (thread names): set as text, never as HTML.
  state.channels.forEach((c, i) => {
    $('channels').querySelectorAll('.label')[i].textContent = c.name;
  });
  const current = state.channels.find((c) => c.id === state.channelId);
  $('channel-name').textContent = current?.name ?? '';
  document.querySelector('.channel-title .hash').textContent =
    current?.kind === 'thread' ? '↳' : current?.kind === 'dm' ? '@' : '#';
  $('channel-topic').textContent = current?.topic ?? '';
  const who = state.people.find((p) => p.id === state.userId)?.name ?? '';
  $('box').placeholder = `Message #${current?.name ?? ''} as ${who} — type / for the bot's commands`;
}

/** The board panel: the Activity for this person and channel, reloaded when either changes. */
function drawBoard() {
  $('open-board').hidden = !state.activity || state.boardOpen;
  $('board-panel').hidden = !state.boardOpen;
  document.querySelector('.app').classList.toggle('with-board', state.boardOpen);
  if (!state.boardOpen) {
    $('board-frame').removeAttribute('src');
    delete $('board-frame').dataset.shown;
    return;
  }
  $('board-channel').textContent = `#${state.channels.find((c) => c.id === state.channelId)?.name ?? ''}`;
  // The query Discord gives an Activity's page; the SDK in the frame reads it.
  const shown = `${state.userId}/${state.channelId}`;
  if ($('board-frame').dataset.shown === shown) return;
  // While the bot is not serving the Activity (it is starting again), a new board waits for it: opened
  // now, the frame would show "not found" for good. A board already open stays: it reconnects by itself.
  if (!state.activity) {
    $('board-frame').removeAttribute('src');
    delete $('board-frame').dataset.shown;
    return;
  }
  $('board-frame').dataset.shown = shown;
  host.opened(state.userId);
  instances += 1;
  const query = new URLSearchParams({
    instance_id: `local-${instances}`,
    frame_id: `frame-${instances}`,
    platform: 'desktop',
    channel_id: state.channelId,
  });
  $('board-frame').setAttribute('src', `/.proxy/activity/?${query}`);
}

/** What to try, as commands: clicking one puts it in the message box. */
const TRY = [
  ['/blokus new', 'a game for friends (switch person to join as Bob)'],
  ['/hint', 'the computer’s best moves, in a game'],
  ['/blokus new variant:trigon-2', 'Blokus Trigon, on triangles'],
  ['/blokus new variant:puzzle-tetrominoes', 'the puzzle'],
  ['/blokus server language:fr', 'the bot in French (it: Italian)'],
];

/** The start of a text channel, as in Discord, with a game against the computer one click away. */
function welcomeHtml() {
  const current = state.channels.find((c) => c.id === state.channelId);
  if (current?.kind !== 'text') return '';
  const name = current.name.replace(/[^\w-]/g, '');
  const tries = TRY.map(
    ([line, what]) =>
      `<li><button type="button" class="try" data-line="${line}">${line}</button> <span>${what}</span></li>`,
  ).join('');
  const apps = state.userMenu.length
    ? '<p class="apps-hint">Right-click a person (long press on a phone) for the bot’s Apps, such as a challenge.</p>'
    : '';
  return `<section class="welcome" aria-label="Welcome"><div class="welcome-icon">#</div><h2>Welcome to #${name}!</h2><p>The real Blokus bot plays here, on this computer only. Start a game against the computer at once:</p><button type="button" class="btn primary play-computer" data-send="/blokus new variant:duo opponent:computer">Play Duo against the computer</button><p class="try-heading">Or type <kbd>/</kbd> for every command, and try:</p><ul class="tries">${tries}</ul>${apps}</section>`;
}

/** A person's menu (right-click, or a long press on a phone): the bot's user commands, under Apps. */
function openUserMenu(event, targetId) {
  if (!state.userMenu.length || targetId === state.userId) return;
  const target = state.people.find((p) => p.id === targetId);
  if (!target) return;
  event.preventDefault();
  const menu = $('user-menu');
  menu.innerHTML = `<div class="menu-heading">Apps</div>${'<button type="button" role="menuitem" data-menu-command=""></button>'.repeat(state.userMenu.length)}`;
  // Names come from the bot: set as text, never as HTML.
  menu.querySelectorAll('[data-menu-command]').forEach((item, i) => {
    item.dataset.menuCommand = state.userMenu[i];
    item.textContent = state.userMenu[i];
  });
  menu.dataset.targetId = targetId;
  menu.hidden = false;
  const x = Math.min(event.clientX, window.innerWidth - menu.offsetWidth - 8);
  const y = Math.min(event.clientY, window.innerHeight - menu.offsetHeight - 8);
  menu.style.left = `${Math.max(8, x)}px`;
  menu.style.top = `${Math.max(8, y)}px`;
}

function closeUserMenu() {
  $('user-menu').hidden = true;
}

function view(userId, channelId) {
  box.close();
  send({ t: 'view', userId, channelId });
}

const TIME_FORMATS = {
  t: { timeStyle: 'short' },
  T: { timeStyle: 'medium' },
  d: { dateStyle: 'short' },
  D: { dateStyle: 'long' },
  f: { dateStyle: 'long', timeStyle: 'short' },
  F: { dateStyle: 'full', timeStyle: 'short' },
};

function relative(date) {
  const seconds = (date.getTime() - Date.now()) / 1000;
  const units = [
    ['year', 31536000],
    ['month', 2592000],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ];
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? units.at(-1);
  return new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}

function formatTimes(root) {
  for (const time of root.querySelectorAll('time[datetime]')) {
    const date = new Date(time.getAttribute('datetime'));
    if (Number.isNaN(date.getTime())) continue;
    time.title = date.toLocaleString();
    if (time.classList.contains('sent'))
      time.textContent = date.toLocaleTimeString([], { timeStyle: 'short' });
    else if (time.dataset.style === 'R') time.textContent = relative(date);
    else time.textContent = date.toLocaleString([], TIME_FORMATS[time.dataset.style] ?? TIME_FORMATS.f);
  }
}

function notice(text) {
  const el = $('notice');
  el.textContent = text;
  el.hidden = false;
  clearTimeout(notice.timer);
  notice.timer = setTimeout(() => (el.hidden = true), 8000);
}

function status(text) {
  $('status').textContent = text;
}

// ── wiring ─────────────────────────────────────────────────────────────────────────────────────

function wire() {
  $('people').addEventListener('click', (event) => {
    const button = event.target.closest('[data-user-id]');
    if (button) view(button.dataset.userId, state.channelId);
  });
  $('channels').addEventListener('click', (event) => {
    const button = event.target.closest('[data-channel-id]');
    if (button) view(state.userId, button.dataset.channelId);
  });
  $('messages').addEventListener('click', onMessageClick);
  $('open-board').addEventListener('click', () => {
    state.boardOpen = true;
    drawBoard();
  });
  $('close-board').addEventListener('click', () => {
    state.boardOpen = false;
    drawBoard();
  });
  document.addEventListener('contextmenu', (event) => {
    const person = event.target.closest('#people [data-user-id], .mention.user[data-user-id]');
    if (person) openUserMenu(event, person.dataset.userId);
  });
  $('user-menu').addEventListener('click', (event) => {
    const item = event.target.closest('[data-menu-command]');
    if (!item) return;
    send({ t: 'menu', command: item.dataset.menuCommand, targetId: $('user-menu').dataset.targetId });
    closeUserMenu();
  });
  document.addEventListener('click', (event) => {
    if (!event.target.closest('#user-menu')) closeUserMenu();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeUserMenu();
  });
  $('messages').addEventListener('change', (event) => {
    const menu = event.target.closest('select[data-custom-id]');
    if (!menu) return;
    const values = [...menu.selectedOptions].map((o) => o.value).filter((v) => v !== '');
    if (values.length < Number(menu.dataset.min ?? 1)) return;
    const messageId = menu.closest('article').dataset.messageId;
    send({ t: 'select', messageId, customId: menu.dataset.customId, values });
  });
}

function onMessageClick(event) {
  const play = event.target.closest('[data-send]');
  if (play) {
    send({ t: 'send', text: play.dataset.send });
    return;
  }
  const tryLine = event.target.closest('[data-line]');
  if (tryLine) {
    $('box').value = `${tryLine.dataset.line} `;
    $('box').focus();
    $('box').dispatchEvent(new Event('input'));
    return;
  }
  const article = event.target.closest('article');
  const button = event.target.closest('button[data-custom-id]');
  if (button && article) {
    send({ t: 'click', messageId: article.dataset.messageId, customId: button.dataset.customId });
    return;
  }
  if (event.target.closest('.dismiss') && article) {
    state.dismissed.add(article.dataset.messageId);
    article.remove();
    return;
  }
  const channel = event.target.closest('.mention.channel');
  if (channel) view(state.userId, channel.dataset.channelId);
  const spoiler = event.target.closest('.spoiler');
  if (spoiler) spoiler.classList.add('shown');
}

wire();
connect();
