import { describe, expect, it } from 'vitest';
import { parseLocalOptions } from '../../src/local/local-options.ts';

describe('parseLocalOptions', () => {
  it('defaults to port 3000 and data/local.sqlite, the chat kept beside it', () => {
    expect(parseLocalOptions({}, [])).toEqual({
      ok: true,
      value: { port: 3000, databasePath: 'data/local.sqlite', chatDir: 'data/local-chat' },
    });
    expect(parseLocalOptions({ LOCAL_DATABASE_PATH: ':memory:' }, [])).toEqual({
      ok: true,
      value: { port: 3000, databasePath: ':memory:' },
    });
  });

  it('takes --port before LOCAL_PORT, in both spellings', () => {
    expect(parseLocalOptions({ LOCAL_PORT: '4000' }, [])).toMatchObject({ value: { port: 4000 } });
    expect(parseLocalOptions({ LOCAL_PORT: '4000' }, ['--port', '8080'])).toMatchObject({
      value: { port: 8080 },
    });
    expect(parseLocalOptions({}, ['--port=0'])).toMatchObject({ value: { port: 0 } });
    expect(parseLocalOptions({ LOCAL_DATABASE_PATH: ' /tmp/t.sqlite ' }, [])).toMatchObject({
      value: { databasePath: '/tmp/t.sqlite', chatDir: '/tmp/t-chat' },
    });
  });

  it('names what is wrong with a port', () => {
    expect(parseLocalOptions({ LOCAL_PORT: 'soon' }, [])).toEqual({
      ok: false,
      error: 'LOCAL_PORT must be a port number from 1 to 65535 (0 picks a free one), not "soon".',
    });
    expect(parseLocalOptions({}, ['--port', '70000'])).toMatchObject({ ok: false, error: /^--port must be/ });
    expect(parseLocalOptions({}, ['--port'])).toMatchObject({ ok: true, value: { port: 3000 } });
  });
});
