/**
 * Edit drafts (field note 5: "one client edits the live post from a stale draft"), against the sandbox through
 * msw (contract-checked): a draft that edits a post is saved with which post and which version, a restored one is
 * checked against the server before it may be sent, and it only ever PUTs to its own post.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { persistUpload } from '../../../src/machines/upload.machine';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { accountKey } from '../../../src/services/auth/account-profile';
import { startAutosave } from '../../../src/services/compose/draft-autosave';
import { createDraftStorage } from '../../../src/services/compose/draft-storage';
import { EditTargetError, checkEditBase, editBaseOf, verifyEditDraft } from '../../../src/services/compose/edit-guard';
import { createSubmitActor } from '../../../src/services/compose/submit-post';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { composeStub, fakePage } from './draft-compose-stub';
import { makeDraft, makePersisted } from './draft-fixtures';

const contract = useContractSandbox();
let alice: SignedIn;
let key: string;
const realNow = contract.sandbox.db.now;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
  key = accountKey(contract.origin, alice.accountId);
});
afterEach(async () => {
  contract.sandbox.db.now = realNow;
  await contract.settle();
});

/** Some time passes on the server (so two edits never share a timestamp). */
const later = (ms: number) => {
  const before = contract.sandbox.db.now;
  contract.sandbox.db.now = () => before() + ms;
};

/** The composer opens an edit of `statusId`: the draft names it and the autosave remembers its version. */
async function beginEdit(statusId: string) {
  const storage = createDraftStorage({ storage: createMemoryStorage(), files: null });
  const stub = composeStub({ idempotencyKey: `edit-${statusId}` });
  const autosave = startAutosave({ actor: stub.actor, storage, accountKey: key, persistUpload, page: fakePage().page });
  const status = await alice.api.statuses.get(statusId);
  stub.actor.send({ type: 'edit', id: statusId, text: 'my better wording' });
  autosave.rememberEdit(editBaseOf(status));
  autosave.stop();
  return storage;
}

describe('edit drafts', () => {
  it('a draft that edits a post remembers which', async () => {
    const post = await alice.api.statuses.create({ status: 'original wording', visibility: 'public' });
    const storage = await beginEdit(post.id);

    // after a reload
    const saved = storage.load(key)!;
    expect(saved.draft).toMatchObject({ id: post.id, text: 'my better wording' });
    expect(saved.editBase).toEqual({ id: post.id, editedAt: null });
    expect(await verifyEditDraft(alice.api, saved)).toBe('current');

    // the restored edit may only PUT to its own post: a draft pointing elsewhere is refused before any request
    const other = await alice.api.statuses.create({ status: 'another post', visibility: 'public' });
    const submit = createSubmitActor(alice.api, { editBase: () => saved.editBase });
    const wrong = createActor(submit, {
      input: { draft: { ...saved.draft, id: other.id }, mediaIds: [], mediaAttributes: [] },
    }).start();
    await expect(toPromise(wrong)).rejects.toBeInstanceOf(EditTargetError);
    expect((await alice.api.statuses.get(other.id)).edited_at).toBeNull();

    // its own post is edited
    later(1_000);
    const own = createActor(submit, { input: { draft: saved.draft, mediaIds: [], mediaAttributes: [] } }).start();
    const edited = await toPromise(own);
    expect(edited.id).toBe(post.id);
    expect(edited.edited_at).not.toBeNull();
    expect((await alice.api.statuses.source(post.id)).text).toBe('my better wording');
  });

  it('a stale edit draft never overwrites a newer version', async () => {
    const post = await alice.api.statuses.create({ status: 'version 1', visibility: 'public' });
    const storage = await beginEdit(post.id);

    // meanwhile another client edits the post
    later(1_000);
    await alice.api.statuses.edit(post.id, { status: 'version 2 from my phone', visibility: 'public' });
    const saved = storage.load(key)!;
    expect(await verifyEditDraft(alice.api, saved)).toBe('stale');

    // a draft begun on an edited version is current until the next edit
    const second = await beginEdit(post.id);
    const base = second.load(key)!;
    expect(base.editBase?.editedAt).not.toBeNull();
    expect(await verifyEditDraft(alice.api, base)).toBe('current');
    later(2_000);
    await alice.api.statuses.edit(post.id, { status: 'version 3', visibility: 'public' });
    expect(await verifyEditDraft(alice.api, base)).toBe('stale');

    // deleted meanwhile
    await alice.api.statuses.delete(post.id);
    expect(await verifyEditDraft(alice.api, base)).toBe('gone');
  });

  it('checks the edit base without the server', () => {
    const draft = makeDraft({ id: '5', text: 'x' });
    const at = '2025-05-01T10:00:00.000Z';
    expect(checkEditBase(makePersisted(), { id: '1', edited_at: null })).toBe('not-editing');
    expect(
      checkEditBase({ draft, editBase: { id: '5', editedAt: at } }, { id: '5', edited_at: '2025-05-01T10:00:00Z' }),
    ).toBe('current');
    expect(
      checkEditBase({ draft, editBase: { id: '5', editedAt: at } }, { id: '5', edited_at: '2025-05-01T10:00:01Z' }),
    ).toBe('stale');
    expect(checkEditBase({ draft, editBase: { id: '5', editedAt: null } }, { id: '5', edited_at: at })).toBe('stale');
    // no base: nothing proves the draft is current
    expect(checkEditBase({ draft }, { id: '5', edited_at: null })).toBe('stale');
    // an answer about another post
    expect(checkEditBase({ draft, editBase: { id: '5', editedAt: null } }, { id: '6', edited_at: null })).toBe('stale');
    expect(checkEditBase({ draft, editBase: { id: '5', editedAt: null } }, null)).toBe('gone');
  });
});
