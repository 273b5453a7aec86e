/**
 * The autosave (field note 5: drafts lost on reload or by a stray click): the compose actor's draft is saved per
 * account as it changes, at most every 400 ms, at once when the page is hidden or left, with the files of uploads
 * not yet on the server; an empty draft clears what was saved.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { composeMachine } from '../../../src/machines/compose.machine';
import { persistUpload, uploadMachine } from '../../../src/machines/upload.machine';
import type { UploadActorContracts } from '../../../src/machines/upload-types';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { AUTOSAVE_THROTTLE_MS, isEmptyDraft, startAutosave } from '../../../src/services/compose/draft-autosave';
import { createDraftStorage, type DraftStorage } from '../../../src/services/compose/draft-storage';
import { composeStub, fakePage } from './draft-compose-stub';
import { ALICE, BOB, makeDraft, makeFile, memoryFileStore } from './draft-fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setUp() {
  const files = memoryFileStore();
  const storage = createDraftStorage({ storage: createMemoryStorage(), files: files.store });
  const save = vi.spyOn(storage, 'save');
  return { storage, files, save };
}

function autosave(storage: DraftStorage, accountKey: string, stub = composeStub(), page = fakePage()) {
  const handle = startAutosave({ actor: stub.actor, storage, accountKey, persistUpload, page: page.page });
  return { ...stub, ...page, handle };
}

describe('draft autosave', () => {
  it('the draft is saved per account as it changes', async () => {
    const { storage, save } = setUp();
    const alice = autosave(storage, ALICE);
    const bob = autosave(storage, BOB);

    alice.actor.send({ type: 'text', text: 'h' });
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.load(ALICE)?.draft.text).toBe('h');
    expect(save).toHaveBeenCalledTimes(1);

    // keystrokes inside the throttle window: one write when it ends, with the last text
    for (const text of ['he', 'hel', 'hello']) {
      alice.actor.send({ type: 'text', text });
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS - 300);
    expect(save).toHaveBeenCalledTimes(2);
    expect(storage.load(ALICE)?.draft.text).toBe('hello');

    bob.actor.send({ type: 'text', text: 'bob here' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS);
    expect(storage.load(BOB)).toMatchObject({ accountId: '110', draft: { text: 'bob here' } });
    expect(storage.load(ALICE)).toMatchObject({ accountId: '109', draft: { text: 'hello' } });
    alice.handle.stop();
    bob.handle.stop();
  });

  it('a hidden or closed page saves at once', async () => {
    const { storage } = setUp();
    const alice = autosave(storage, ALICE);
    alice.actor.send({ type: 'text', text: 'first' });
    await vi.advanceTimersByTimeAsync(0);
    alice.actor.send({ type: 'text', text: 'typed just before leaving' });
    alice.pagehide();
    expect(storage.load(ALICE)?.draft.text).toBe('typed just before leaving');

    alice.actor.send({ type: 'text', text: 'switched tabs' });
    alice.hide();
    expect(storage.load(ALICE)?.draft.text).toBe('switched tabs');

    // stopping (the composer unmounting) writes what is pending, then nothing more
    alice.actor.send({ type: 'text', text: 'last words' });
    alice.handle.stop();
    expect(storage.load(ALICE)?.draft.text).toBe('last words');
    alice.actor.send({ type: 'text', text: 'not saved' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS * 2);
    expect(storage.load(ALICE)?.draft.text).toBe('last words');
  });

  it('uploads are saved with the draft, their files while not on the server', async () => {
    const { storage, files } = setUp();
    const alice = autosave(storage, ALICE);
    alice.actor.send({ type: 'file', key: 'u1', file: makeFile('cat.png', 'meow') });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS);
    // an attachment alone is a draft worth keeping
    expect(storage.load(ALICE)?.media).toEqual([
      {
        key: 'u1',
        phase: 'uploading',
        attachment: null,
        description: '',
        focus: null,
        fileName: 'cat.png',
        fileType: 'image/png',
      },
    ]);
    expect([...files.records.keys()]).toEqual([`${ALICE}|u1`]);

    // once the server has it, the file is let go
    alice.answer('cat.png', { id: '900', type: 'image', url: 'https://kmy.example/m/900.png', description: null });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS);
    expect(storage.load(ALICE)?.media[0]).toMatchObject({ phase: 'attached', attachment: { id: '900' } });
    expect(files.records.size).toBe(0);

    // removing the last attachment of a textless draft leaves nothing to keep
    alice.actor.send({ type: 'remove', key: 'u1' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS);
    expect(storage.load(ALICE)).toBeNull();
    alice.handle.stop();
  });

  it('an empty draft clears the saved one', async () => {
    const { storage, files } = setUp();
    const alice = autosave(storage, ALICE);
    alice.actor.send({ type: 'text', text: 'posted soon' });
    alice.actor.send({ type: 'file', key: 'u1', file: makeFile('dog.png') });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS);
    expect(storage.load(ALICE)).not.toBeNull();
    expect(files.records.size).toBe(1);

    alice.actor.send({ type: 'published' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS);
    expect(storage.load(ALICE)).toBeNull();
    expect(files.records.size).toBe(0);
    alice.handle.stop();

    expect(isEmptyDraft(makeDraft({ text: '  \n' }), 0)).toBe(true);
    for (const draft of [
      makeDraft({ text: 'x' }),
      makeDraft({ spoiler_text: 'cw' }),
      makeDraft({ poll: { options: ['', ''], expires_in: 86400, multiple: false } }),
      makeDraft({ quoted_status_id: '1' }),
      makeDraft({ id: '2' }),
      makeDraft({ in_reply_to: '3' }),
    ]) {
      expect(isEmptyDraft(draft, 0)).toBe(false);
    }
    expect(isEmptyDraft(makeDraft(), 1)).toBe(false);
  });

  it('starting on a restored draft does not wipe it', async () => {
    const { storage } = setUp();
    const first = autosave(storage, ALICE);
    first.actor.send({ type: 'text', text: 'kept' });
    first.handle.stop();
    // a fresh, still empty actor: nothing is written until something changes
    const second = autosave(storage, ALICE);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS * 3);
    expect(storage.load(ALICE)?.draft.text).toBe('kept');
    second.handle.stop();
  });

  it("a compose actor's draft and its file not yet uploaded come back after a reload", async () => {
    const local = createMemoryStorage();
    const files = memoryFileStore();
    let n = 0;
    const newKey = () => `k${(n += 1)}`;
    const machine = composeMachine.provide({
      actors: {
        upload: uploadMachine.provide({
          actors: {
            sendFile: fromPromise<
              UploadActorContracts['sendFile']['output'],
              UploadActorContracts['sendFile']['input']
            >(() => new Promise(() => {})),
          },
        }),
      },
    });
    const before = createActor(machine, { input: { newKey } }).start();
    const storage = createDraftStorage({ storage: local, files: files.store });
    const autosave = startAutosave({ actor: before, storage, accountKey: ALICE, persistUpload, page: fakePage().page });
    before.send({ type: 'compose.text', text: 'half a thought' });
    before.send({ type: 'compose.files', files: [makeFile('cat.png', 'meow')] });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_THROTTLE_MS);
    autosave.stop();
    before.stop();

    // the page reloads
    const { restored, restoredFiles } = await createDraftStorage({ storage: local, files: files.store }).restore(ALICE);
    const after = createActor(machine, { input: { restored, restoredFiles, newKey } }).start();
    const { draft, media } = after.getSnapshot().context;
    expect(draft).toEqual(before.getSnapshot().context.draft);
    expect(media).toHaveLength(1);
    const upload = media[0]!.ref.getSnapshot();
    expect(upload.value).toBe('uploading');
    expect(upload.context.file?.name).toBe('cat.png');
    expect(await upload.context.file?.blob.text()).toBe('meow');
    after.stop();
  });
});
