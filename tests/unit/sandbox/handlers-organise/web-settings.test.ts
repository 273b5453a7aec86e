/** The settings screen's client settings in the sandbox: PUT api/web/settings replaces the whole object. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, listen, world } from './harness';

beforeAll(listen);
afterAll(close);

describe('PUT /api/web/settings', () => {
  it('keeps exactly the object last sent: a section left out of a save is gone (so the client sends them all)', async () => {
    const w = world();
    const client = {
      skinTone: 3,
      trends: { show: false },
      frequentlyUsedEmojis: { '👍': 2 },
      frequentlyUsedLanguages: { ja: 4 },
      notifications: { grouping: { follows: true } },
    };
    expect((await w.call(w.token.alice!, 'PUT', '/api/web/settings', { data: client })).status).toBe(200);
    expect(w.db.users.get(w.acc.alice!.id)!.settings).toEqual(client);
    await w.call(w.token.alice!, 'PUT', '/api/web/settings', { data: { skinTone: 1 } });
    expect(w.db.users.get(w.acc.alice!.id)!.settings).toEqual({ skinTone: 1 });
    w.expectContract();
  });
});
