// The message box: what is typed goes to the table as a command line; as it is typed, the table's
// suggestions show above it (commands, options, choices, the bot's autocomplete). Tab takes the first
// (or the one chosen with the arrows), Enter takes a chosen one or else sends, Escape closes the list.

const $ = (id) => document.getElementById(id);

export class MessageBox {
  /** @param {(message: object) => void} send */
  constructor(send) {
    this.send = send;
    this.items = [];
    this.active = -1;
    this.seq = 0;
    this.sending = '';
    this.timer = undefined;
    $('form').addEventListener('submit', (event) => {
      event.preventDefault();
      const text = $('box').value.trim();
      if (!text) return;
      this.sending = $('box').value;
      // Suggestions still on their way are for a line that is gone.
      this.seq += 1;
      clearTimeout(this.timer);
      this.close();
      this.send({ t: 'send', text });
    });
    $('box').addEventListener('input', () => this.ask());
    $('box').addEventListener('keydown', (event) => this.onKey(event));
    $('suggestions').addEventListener('mousedown', (event) => {
      const li = event.target.closest('li');
      if (!li) return;
      event.preventDefault();
      this.pick(Number(li.dataset.index));
    });
  }

  /** The table took the line: the box empties, unless something new was typed meanwhile. */
  sent() {
    if ($('box').value === this.sending) $('box').value = '';
    this.close();
  }

  /** Suggestions arrived; those for a line that has changed since are dropped. */
  suggestions(seq, items) {
    if (seq !== this.seq) return;
    this.items = items;
    this.active = -1;
    this.draw();
  }

  close() {
    this.items = [];
    this.active = -1;
    this.draw();
  }

  ask() {
    const text = $('box').value;
    this.seq += 1;
    clearTimeout(this.timer);
    if (!text.startsWith('/')) {
      this.close();
      return;
    }
    const seq = this.seq;
    this.timer = setTimeout(() => this.send({ t: 'suggest', text, seq }), 80);
  }

  pick(index) {
    const chosen = this.items[index];
    if (!chosen) return;
    $('box').value = chosen.text;
    $('box').focus();
    // The list was for the line before the pick: Enter now sends, until new suggestions are chosen from.
    this.close();
    this.ask();
  }

  onKey(event) {
    const count = this.items.length;
    if (event.key === 'ArrowDown' && count) {
      this.active = (this.active + 1) % count;
    } else if (event.key === 'ArrowUp' && count) {
      this.active = (this.active - 1 + count) % count;
    } else if (event.key === 'Tab' && count) {
      this.pick(Math.max(this.active, 0));
    } else if (event.key === 'Enter' && this.active >= 0) {
      this.pick(this.active);
    } else if (event.key === 'Escape') {
      this.close();
      return;
    } else {
      return;
    }
    event.preventDefault();
    this.draw();
  }

  draw() {
    const list = $('suggestions');
    list.hidden = this.items.length === 0;
    list.replaceChildren(
      ...this.items.map((s, i) => {
        const li = document.createElement('li');
        li.className = i === this.active ? 'active' : '';
        li.dataset.index = String(i);
        const label = document.createElement('span');
        label.className = 'label';
        label.textContent = s.label;
        li.append(label);
        if (s.detail) {
          const detail = document.createElement('span');
          detail.className = 'detail';
          detail.textContent = s.detail;
          li.append(detail);
        }
        return li;
      }),
    );
  }
}
