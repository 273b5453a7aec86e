// @vitest-environment jsdom
/**
 * The outbox as stored: written whole, removed when empty, read back entry by entry. A malformed entry (a draft
 * field wrong, another account's, an entry whose id is not its draft's key, an edit saying it began on another
 * post, a refusal of an unknown kind) is dropped and never sent; a wholly unreadable value or another version reads
 * as no posts, never a crash. An edit keeps the version it began on, and why it was refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxStorage, readOutboxEntry } from '../../../src/services/compose/outbox-storage';
import { outboxStorageKey, outboxWaits } from '../../../src/services/compose/outbox-key';
import { entryOf } from '../../../src/services/compose/outbox';
import { initialDraft } from '../../../src/machines/compose-reset';
import { SPEC_DEFAULTS } from '../../../src/machines/compose-types';

const ACCOUNT = 'https://s.example|7';
const entry = (key: string, text = 'hello') =>
  entryOf({ draft: { ...initialDraft(SPEC_DEFAULTS, key), text }, media: [] }, '7', 1_000);
/** an edit of post 42, begun on `base` */
const edit = (key: string, base: { id: string; editedAt: string | null } | null) =>
  entryOf({ draft: { ...initialDraft(SPEC_DEFAULTS, key), id: '42', text: 'better' }, media: [] }, '7', 1_000, base);

afterEach(() => localStorage.clear());

describe('the stored outbox', () => {
  it('round-trips its entries, and an empty outbox leaves no key', () => {
    const storage = createOutboxStorage(ACCOUNT, localStorage);
    expect(outboxWaits(ACCOUNT, localStorage)).toBe(false);
    const refused = { ...entry('b'), refusal: { status: 422, message: 'Text too long' } };
    const anEdit = {
      ...edit('c', { id: '42', editedAt: null }),
      refusal: { status: 0, message: null, edit: 'stale' as const },
    };
    expect(anEdit.saved.editBase).toEqual({ id: '42', editedAt: null });
    storage.save([entry('a'), refused, anEdit]);
    expect(outboxWaits(ACCOUNT, localStorage)).toBe(true);
    expect(storage.load()).toEqual([entry('a'), refused, anEdit]);
    storage.save([]);
    expect(localStorage.getItem(outboxStorageKey(ACCOUNT))).toBeNull();
    expect(outboxWaits(ACCOUNT, localStorage)).toBe(false);
  });

  it('drops malformed entries one by one and keeps the rest', () => {
    const good = entry('a');
    const wrongField = { ...entry('b'), saved: { ...entry('b').saved, draft: { ...entry('b').saved.draft, text: 3 } } };
    const otherAccount = { ...entry('c'), saved: { ...entry('c').saved, accountId: '8' } };
    const keyMismatch = { ...entry('d'), id: 'not-d' };
    const anEditElsewhere = {
      ...entry('e'),
      saved: {
        ...entry('e').saved,
        draft: { ...entry('e').saved.draft, id: '99' },
        editBase: { id: '98', editedAt: null },
      },
    };
    const badRefusal = { ...entry('f'), refusal: { status: 'no' } };
    const badEditRefusal = {
      ...edit('h', { id: '42', editedAt: null }),
      refusal: { status: 0, message: null, edit: 'late' },
    };
    // an edit whose version is not known is kept (its text is the reader's); sent, it is refused as stale
    const unknownBase = edit('i', null);
    const twice = entry('a', 'again');
    localStorage.setItem(
      outboxStorageKey(ACCOUNT),
      JSON.stringify({
        version: 1,
        entries: [
          good,
          wrongField,
          otherAccount,
          keyMismatch,
          anEditElsewhere,
          badRefusal,
          badEditRefusal,
          twice,
          5,
          unknownBase,
        ],
      }),
    );
    expect(createOutboxStorage(ACCOUNT, localStorage).load()).toEqual([good, unknownBase]);
    expect(readOutboxEntry(null, '7')).toBeNull();
  });

  it('reads an unreadable value or another version as no posts', () => {
    const storage = createOutboxStorage(ACCOUNT, localStorage);
    localStorage.setItem(outboxStorageKey(ACCOUNT), '{not json');
    expect(storage.load()).toEqual([]);
    localStorage.setItem(outboxStorageKey(ACCOUNT), JSON.stringify({ version: 2, entries: [entry('a')] }));
    expect(storage.load()).toEqual([]);
  });

  it('keeps the outbox in memory when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const storage = createOutboxStorage(ACCOUNT, refusing);
    expect(() => storage.save([entry('a')])).not.toThrow();
    expect(storage.load()).toEqual([]);
    expect(outboxWaits(ACCOUNT, refusing)).toBe(false);
  });

  it('tells whether a post still waits: not once another tab took it out, yes whenever it cannot tell', () => {
    const key = outboxStorageKey(ACCOUNT);
    const storage = createOutboxStorage(ACCOUNT, localStorage);
    storage.save([entry('a'), entry('b')]);
    expect(storage.stillWaits('a')).toBe(true);
    // another tab sent the first, then the second
    localStorage.setItem(key, JSON.stringify({ version: 1, entries: [entry('b')] }));
    expect(storage.stillWaits('a')).toBe(false);
    localStorage.removeItem(key);
    expect(storage.stillWaits('b')).toBe(false);
    // unreadable, or of another version: it cannot tell
    localStorage.setItem(key, '{not json');
    expect(storage.stillWaits('a')).toBe(true);
    localStorage.setItem(key, JSON.stringify({ version: 2, entries: [] }));
    expect(storage.stillWaits('a')).toBe(true);
    // this tab's write did not reach the storage, or there is none
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const inMemory = createOutboxStorage(ACCOUNT, full);
    inMemory.save([entry('a')]);
    expect(inMemory.stillWaits('a')).toBe(true);
    expect(createOutboxStorage(ACCOUNT, null).stillWaits('a')).toBe(true);
  });
});
