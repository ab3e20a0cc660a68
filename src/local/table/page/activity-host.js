// Discord's client side of the Activity's SDK, for the board's frame: the SDK in the frame posts
// [opcode, payload] to its parent window (0 handshake, 1 frame); the parent answers the handshake with the
// READY dispatch and each command with a frame carrying the command's nonce. The table's server answers
// AUTHORIZE and AUTHENTICATE for the person the page acts as (src/local/table/sdk-commands.ts).

const HANDSHAKE = 0;
const FRAME = 1;

export class ActivityHost {
  /** `frame`: the board's iframe; `send`: a message to the table's server. */
  constructor(frame, send) {
    this.frame = frame;
    this.send = send;
    window.addEventListener('message', (event) => this.received(event));
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
      this.send({ t: 'sdk', nonce: payload.nonce, cmd: payload.cmd, args: payload.args ?? {} });
    }
  }

  /** The server's answer to a command (`{ t: 'sdk', nonce, cmd, data | error }`), passed on to the frame. */
  answer(m) {
    if (m.error) this.post({ cmd: m.cmd, evt: 'ERROR', nonce: m.nonce, data: m.error });
    else this.post({ cmd: m.cmd, evt: null, nonce: m.nonce, data: m.data });
  }

  post(payload) {
    this.frame.contentWindow?.postMessage([FRAME, payload], location.origin);
  }
}
