// Discord's client side of the Activity's SDK, for the board's frame: the SDK in the frame posts
// [opcode, payload] to its parent window (0 handshake, 1 frame); the parent answers the handshake with the
// READY dispatch and each command with a frame carrying the command's nonce. The table's server answers
// AUTHORIZE and AUTHENTICATE for the person the frame was opened for (src/local/table/sdk-commands.ts).
// The SDK waits for an answer without end, so a command is kept until it has one: one asked while the
// table's socket is down (the bot restarting), or lost with it, goes again when the socket is back.

const HANDSHAKE = 0;
const FRAME = 1;

export class ActivityHost {
  /** `frame`: the board's iframe; `send`: a message to the table's server (dropped while it is away). */
  constructor(frame, send) {
    this.frame = frame;
    this.send = send;
    this.userId = '';
    /** The commands of the frame not answered yet, by nonce. */
    this.waiting = new Map();
    window.addEventListener('message', (event) => this.received(event));
  }

  /** The frame shows a new instance of the board, acting as `userId`: the old one's commands are moot. */
  opened(userId) {
    this.userId = userId;
    this.waiting.clear();
  }

  /** The table's socket is open again: every command still unanswered goes again. */
  reconnected() {
    for (const message of this.waiting.values()) this.send(message);
  }

  /** A message from the frame: its own origin (the table's, through /.proxy/), its own window. */
  received(event) {
    if (event.source !== this.frame.contentWindow || event.origin !== location.origin) return;
    if (!Array.isArray(event.data)) return;
    const [opcode, payload] = event.data;
    if (opcode === HANDSHAKE) {
      const config = { api_endpoint: '//127.0.0.1/api', environment: 'local' };
      this.post({ cmd: 'DISPATCH', evt: 'READY', nonce: null, data: { v: 1, config } });
    } else if (opcode === FRAME && typeof payload?.nonce === 'string' && typeof payload.cmd === 'string') {
      const { nonce, cmd } = payload;
      const message = { t: 'sdk', nonce, cmd, args: payload.args ?? {}, userId: this.userId };
      this.waiting.set(nonce, message);
      this.send(message);
    }
  }

  /** The server's answer to a command (`{ t: 'sdk', nonce, cmd, data | error }`), passed on to the frame. */
  answer(m) {
    if (!this.waiting.delete(m.nonce)) return;
    if (m.error) this.post({ cmd: m.cmd, evt: 'ERROR', nonce: m.nonce, data: m.error });
    else this.post({ cmd: m.cmd, evt: null, nonce: m.nonce, data: m.data });
  }

  post(payload) {
    this.frame.contentWindow?.postMessage([FRAME, payload], location.origin);
  }
}
