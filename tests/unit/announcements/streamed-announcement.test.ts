/**
 * A streamed `announcement` (services/streaming/stream-patches.ts, through the streaming dispatch): a new one is
 * stored; a known one is replaced, keeping what only the reader's own view holds (read, which reactions are the
 * reader's) when the server's payload does not say it.
 */
import { describe, expect, it } from 'vitest';
import { createEntityStore } from '../../../src/services/store';
import { importAnnouncements } from '../../../src/services/store/announcement-importer';
import { handleStreamMessage } from '../../../src/services/streaming/stream-messages';

function setup() {
  const store = createEntityStore({ currentAccountId: 'me' });
  const target = {
    store,
    listenersOf: () => [],
    onStatusDeleted: () => {},
    refreshFilters: () => {},
    reportError: (error: unknown) => {
      throw error;
    },
  };
  const stream = (payload: unknown) =>
    handleStreamMessage(target, { stream: ['user'], event: 'announcement', payload: JSON.stringify(payload) });
  return { store, stream };
}

const base = { id: '1', all_day: false, published_at: '2026-03-01T00:00:00Z', updated_at: '2026-03-01T00:00:00Z' };

describe('a streamed announcement', () => {
  it('is stored when new', () => {
    const { store, stream } = setup();
    stream({ ...base, content: '<p>New</p>', reactions: [{ name: '👍', count: 1 }] });
    expect(store.get('announcements', '1')).toMatchObject({ content: '<p>New</p>', read: false });
  });

  it('replaces a known one, keeping read and the reader’s reactions the payload does not say', () => {
    const { store, stream } = setup();
    importAnnouncements(store, [
      {
        ...base,
        content: '<p>Old</p>',
        read: true,
        reactions: [
          { name: '👍', count: 2, me: true },
          { name: '🎉', count: 1, me: false },
        ],
      },
    ]);
    stream({
      ...base,
      content: '<p>Edited</p>',
      updated_at: '2026-03-02T00:00:00Z',
      reactions: [
        { name: '👍', count: 3 },
        { name: '🎉', count: 1 },
        { name: '🙏', count: 1 },
      ],
    });
    const stored = store.get('announcements', '1')!;
    expect(stored.content).toBe('<p>Edited</p>');
    expect(stored.read).toBe(true);
    expect(stored.reactions.map((r) => [r.name, r.count, r.me])).toEqual([
      ['👍', 3, true],
      ['🎉', 1, false],
      ['🙏', 1, false],
    ]);
  });

  it('takes read and `me` from the payload when it says them', () => {
    const { store, stream } = setup();
    importAnnouncements(store, [
      { ...base, content: '<p>x</p>', read: true, reactions: [{ name: '👍', count: 2, me: true }] },
    ]);
    stream({ ...base, content: '<p>x</p>', read: false, reactions: [{ name: '👍', count: 1, me: false }] });
    expect(store.get('announcements', '1')).toMatchObject({
      read: false,
      reactions: [{ name: '👍', count: 1, me: false }],
    });
  });

  it('ignores a payload that is no announcement', () => {
    const { store, stream } = setup();
    stream({ content: 'no id' });
    expect(store.getTable('announcements').size).toBe(0);
  });
});
