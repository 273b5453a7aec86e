/**
 * The draft store: one draft per account in localStorage, validated field by field when read back; files of uploads not
 * yet on the server in IndexedDB; failures answered as booleans.
 */
import { describe, expect, it } from 'vitest';
import { accountKey } from '../../../src/services/auth/account-profile';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { createDraftStorage, draftStorageKey } from '../../../src/services/compose/draft-storage';
import { indexedDbDraftFiles } from '../../../src/services/compose/draft-files';
import type { PersistedUpload } from '../../../src/machines/upload-types';
import { ALICE, BOB, SERVER, fullStorage, makeDraft, makeFile, makePersisted, memoryFileStore } from './draft-fixtures';

const pending = (key: string, name: string): PersistedUpload => ({
  key,
  phase: 'uploading',
  attachment: null,
  description: `alt of ${name}`,
  focus: { x: 0.5, y: -0.25 },
  fileName: name,
  fileType: 'image/png',
});
const attached = (key: string): PersistedUpload => ({
  key,
  phase: 'attached',
  attachment: { id: '900', type: 'image', url: 'https://kmy.example/m/900.png', description: 'cat' },
  description: 'cat',
  focus: null,
  fileName: null,
  fileType: null,
});

describe('draft storage', () => {
  it('the draft is restored after a reload', async () => {
    const local = createMemoryStorage();
    const files = memoryFileStore();
    const before = createDraftStorage({ storage: local, files: files.store });
    const draft = makePersisted({
      draft: makeDraft({
        text: 'half written',
        spoiler: true,
        spoiler_text: 'cw',
        privacy: 'circle',
        circle_id: 'c1',
        poll: null,
        reference_ids: ['77'],
      }),
      media: [pending('u1', 'cat.png'), attached('u2')],
    });
    expect(ALICE).toBe(accountKey(SERVER, '109'));
    expect(before.save(ALICE, draft)).toBe(true);
    expect(await before.saveFiles(ALICE, { u1: makeFile('cat.png', 'meow') })).toBe(true);
    expect(local.getItem(`tsubame:draft:${SERVER}|109`)).not.toBeNull();

    // a new page: new storage objects over the same browser storage
    const after = createDraftStorage({ storage: local, files: files.store });
    const { restored, restoredFiles } = await after.restore(ALICE);
    expect(restored).toEqual(draft);
    expect(Object.keys(restoredFiles)).toEqual(['u1']);
    expect(restoredFiles.u1).toMatchObject({ name: 'cat.png', type: 'image/png', size: 4 });
    expect(await restoredFiles.u1!.blob.text()).toBe('meow');
    // another account of the same server has its own (empty) slot
    expect(after.load(BOB)).toBeNull();
  });

  it('a malformed saved draft is ignored', () => {
    const local = createMemoryStorage();
    const storage = createDraftStorage({ storage: local, files: null });
    const good = makePersisted({ media: [attached('u2')] });
    const variants: unknown[] = [
      { ...good, version: 2 },
      { ...good, accountId: '110' }, // another account's draft under this key
      { ...good, savedAt: 'yesterday' },
      { ...good, draft: { ...good.draft, privacy: 'everyone' } },
      { ...good, draft: { ...good.draft, text: 42 } },
      { ...good, draft: { ...good.draft, idempotencyKey: '' } },
      { ...good, draft: { ...good.draft, poll: { options: ['a', 'b'], expires_in: -5, multiple: false } } },
      { ...good, draft: Object.fromEntries(Object.entries(good.draft).filter(([name]) => name !== 'stay_privacy')) },
      { ...good, media: [{ ...attached('u2'), phase: 'exploded' }] },
      { ...good, media: [{ ...attached('u2'), attachment: null }] },
      { ...good, media: [{ ...pending('u1', 'a.png'), focus: { x: 3, y: 0 } }] },
      { ...good, media: [attached('u2'), attached('u2')] },
      { ...good, media: [{ ...attached('u2'), attachment: { id: '900', type: 'image', url: { evil: true } } }] },
      { ...good, draft: { ...good.draft, id: '5' }, editBase: { id: '6', editedAt: null } },
      { ...good, editBase: { id: '5', editedAt: null } },
      null,
      [],
      'draft',
      7,
    ];
    for (const variant of variants) {
      local.setItem(draftStorageKey(ALICE), JSON.stringify(variant));
      expect(storage.load(ALICE), JSON.stringify(variant)).toBeNull();
    }
    local.setItem(draftStorageKey(ALICE), '{not json');
    expect(storage.load(ALICE)).toBeNull();
    // the same draft, well formed, loads (without fields it does not know)
    local.setItem(
      draftStorageKey(ALICE),
      JSON.stringify({ ...good, extra: 'ignored', draft: { ...good.draft, extra: 1 } }),
    );
    expect(storage.load(ALICE)).toEqual(good);
  });

  it('files not yet uploaded survive in IndexedDB', async () => {
    const files = memoryFileStore();
    const storage = createDraftStorage({ storage: createMemoryStorage(), files: files.store });
    const one = makeFile('one.png', '1');
    const two = makeFile('two.mp4', '22', 'video/mp4');
    expect(await storage.saveFiles(ALICE, { u1: one, u2: two })).toBe(true);
    expect([...files.records.keys()].sort()).toEqual([`${ALICE}|u1`, `${ALICE}|u2`]);
    expect(files.records.get(`${ALICE}|u2`)).toMatchObject({ name: 'two.mp4', type: 'video/mp4', size: 2 });

    // saving the same files again writes nothing; a file that reached the server is let go
    const puts = files.state.puts;
    expect(await storage.saveFiles(ALICE, { u1: one })).toBe(true);
    expect(files.state.puts).toBe(puts);
    expect([...files.records.keys()]).toEqual([`${ALICE}|u1`]);

    // another account's files are not touched; clearing a draft removes only its own files
    expect(await storage.saveFiles(BOB, { b1: makeFile('bob.png') })).toBe(true);
    storage.save(ALICE, makePersisted({ media: [pending('u1', 'one.png')] }));
    expect(await storage.clear(ALICE)).toBe(true);
    expect(storage.load(ALICE)).toBeNull();
    expect([...files.records.keys()]).toEqual([`${BOB}|b1`]);
    expect(await storage.loadFiles(BOB, ['b1', 'missing'])).toEqual({
      b1: expect.objectContaining({ name: 'bob.png' }),
    });
  });

  it('every failure is a boolean and the draft JSON is still saved', async () => {
    const files = memoryFileStore();
    const local = createMemoryStorage();
    const storage = createDraftStorage({ storage: local, files: files.store });
    files.state.failPut = true; // IndexedDB full
    expect(storage.save(ALICE, makePersisted())).toBe(true);
    expect(await storage.saveFiles(ALICE, { u1: makeFile('big.png') })).toBe(false);
    expect(storage.load(ALICE)?.draft.text).toBe('hello');

    files.state.failAll = true; // IndexedDB refused altogether
    expect(await storage.loadFiles(ALICE, ['u1'])).toEqual({});
    expect(await storage.clear(ALICE)).toBe(false);
    expect(storage.load(ALICE)).toBeNull(); // the JSON went anyway

    // no IndexedDB in this browser (the default adapter finds none here): files refused, draft kept
    expect(indexedDbDraftFiles()).toBeNull();
    const noIdb = createDraftStorage({ storage: local });
    expect(noIdb.save(ALICE, makePersisted())).toBe(true);
    expect(await noIdb.saveFiles(ALICE, { u1: makeFile('x.png') })).toBe(false);
    expect((await noIdb.restore(ALICE)).restored?.draft.text).toBe('hello');

    // localStorage full or missing (private mode)
    expect(createDraftStorage({ storage: fullStorage(), files: null }).save(ALICE, makePersisted())).toBe(false);
    const none = createDraftStorage({ storage: null, files: null });
    expect(none.save(ALICE, makePersisted())).toBe(false);
    expect(none.load(ALICE)).toBeNull();
    // a draft is only saved under its own account
    expect(storage.save(BOB, makePersisted())).toBe(false);
  });
});
