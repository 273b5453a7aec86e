/**
 * The real IndexedDB adapter of draft files (src/services/compose/draft-files.ts) over fake-indexeddb, a maintained
 * in-memory implementation of the IndexedDB API: files of uploads not yet on the server survive a "reload"
 * (new adapter objects over the same database), and only the files of the saved draft are kept.
 */
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { createDraftStorage } from '../../../src/services/compose/draft-storage';
import { indexedDbDraftFiles } from '../../../src/services/compose/draft-files';
import type { PersistedUpload } from '../../../src/machines/upload-types';
import { ALICE, BOB, makeDraft, makeFile, makePersisted } from './draft-fixtures';

const pending = (key: string, name: string): PersistedUpload => ({
  key,
  phase: 'uploading',
  attachment: null,
  description: `alt of ${name}`,
  focus: null,
  fileName: name,
  fileType: 'image/png',
});

describe('draft files in IndexedDB', () => {
  it('files not yet uploaded survive a reload in the real IndexedDB adapter', async () => {
    const idb = new IDBFactory();
    const local = createMemoryStorage();
    const before = createDraftStorage({ storage: local, files: indexedDbDraftFiles(idb) });
    before.save(
      ALICE,
      makePersisted({
        draft: makeDraft({ text: 'two pictures' }),
        media: [pending('u1', 'a.png'), pending('u2', 'b.png')],
      }),
    );
    expect(await before.saveFiles(ALICE, { u1: makeFile('a.png', 'first'), u2: makeFile('b.png', 'second!') })).toBe(
      true,
    );
    expect(await before.saveFiles(BOB, { u9: makeFile('bob.png', 'bob') })).toBe(true);

    // a new page: new objects over the same database
    const after = createDraftStorage({ storage: local, files: indexedDbDraftFiles(idb) });
    const { restored, restoredFiles } = await after.restore(ALICE);
    expect(restored?.draft.text).toBe('two pictures');
    expect(Object.keys(restoredFiles).sort()).toEqual(['u1', 'u2']);
    expect(restoredFiles.u2).toMatchObject({ name: 'b.png', type: 'image/png', size: 7 });
    expect(await restoredFiles.u1!.blob.text()).toBe('first');

    // one file removed from the draft: only the other is kept; bob's files are untouched
    expect(await after.saveFiles(ALICE, { u2: restoredFiles.u2! })).toBe(true);
    const files = indexedDbDraftFiles(idb)!;
    expect((await files.keys(`${ALICE}|`)).sort()).toEqual([`${ALICE}|u2`]);
    expect(await files.keys(`${BOB}|`)).toEqual([`${BOB}|u9`]);

    // clearing the draft removes its files too
    expect(await after.clear(ALICE)).toBe(true);
    expect(await files.keys(`${ALICE}|`)).toEqual([]);
  });
});
