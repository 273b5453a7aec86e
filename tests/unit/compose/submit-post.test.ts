/**
 * The submit actor against the sandbox through msw (every request and answer contract-checked): a new post is a
 * POST with the draft's Idempotency-Key, an edit a PUT to draft.id with media_attributes; a failure leaves the
 * draft (and its saved copy) as it was, and a retry with the same key never posts twice.
 */
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ComposeDraft } from '../../../src/machines/compose-types';
import { accountKey } from '../../../src/services/auth/account-profile';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { createDraftStorage } from '../../../src/services/compose/draft-storage';
import { createSubmitActor, type SubmitInput } from '../../../src/services/compose/submit-post';
import { isApiError } from '../../../src/domain/errors/api-error';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { pngBlob } from '../../contract/every-call/exercise';
import { makeDraft } from './draft-fixtures';

const contract = useContractSandbox({ sandbox: { options: { mediaProcessingMs: 0 } } });
let alice: SignedIn;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});
afterEach(async () => {
  contract.sandbox.ctx.options.errorRate = 0;
  contract.sandbox.ctx.options.faultPaths = [];
  contract.server.resetHandlers();
  await contract.settle();
});

const postedWith = (text: string) =>
  [...contract.sandbox.db.statuses.values()].filter(
    (s) => s.account_id === alice.accountId && !s.deleted && s.text === text,
  );

const input = (draft: ComposeDraft, media: Partial<Omit<SubmitInput, 'draft'>> = {}): SubmitInput => ({
  draft,
  mediaIds: [],
  mediaAttributes: [],
  ...media,
});

/** Runs the submit actor once, as the compose machine invokes it. */
function submit(request: SubmitInput) {
  return toPromise(createActor(createSubmitActor(alice.api), { input: request }).start());
}

describe('the submit actor', () => {
  it('a failed post keeps the draft', async () => {
    const storage = createDraftStorage({ storage: createMemoryStorage(), files: null });
    const key = accountKey(contract.origin, alice.accountId);
    const draft = makeDraft({ text: 'posted while the server is down', idempotencyKey: 'failing-1' });
    storage.save(key, { version: 1, accountId: alice.accountId, savedAt: Date.now(), draft, media: [] });

    contract.sandbox.ctx.options.errorRate = 1;
    contract.sandbox.ctx.options.faultPaths = ['/api/v1/statuses'];
    const failure = await submit(input(draft)).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(503);
    expect(postedWith(draft.text)).toHaveLength(0);
    // nothing was taken from the draft or its saved copy: the retry has everything, with the same key
    expect(storage.load(key)?.draft).toEqual(draft);
    expect(draft.idempotencyKey).toBe('failing-1');

    contract.sandbox.ctx.options.errorRate = 0;
    const status = await submit(input(storage.load(key)!.draft));
    expect(postedWith(draft.text).map((s) => s.id)).toEqual([status.id]);
  });

  it('a retry reuses the idempotency key so nothing is posted twice', async () => {
    const draft = makeDraft({ text: 'the answer got lost', idempotencyKey: 'lost-answer-1', language: 'ja' });
    // the server posts, but the answer never reaches the client (the connection drops on the way back)
    let seenKey: string | null = null;
    contract.server.use(
      http.post(
        `${contract.origin}/api/v1/statuses`,
        async ({ request }) => {
          seenKey = request.headers.get('Idempotency-Key');
          await getResponse(contract.sandbox.httpHandlers, request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await expect(submit(input(draft))).rejects.toBeTruthy();
    expect(seenKey).toBe('lost-answer-1');
    expect(postedWith(draft.text)).toHaveLength(1);

    // "Try again": the same draft, the same key, the same post
    const retried = await submit(input(draft));
    const again = await submit(input(draft));
    expect(again.id).toBe(retried.id);
    expect(postedWith(draft.text).map((s) => s.id)).toEqual([retried.id]);
    expect(retried).toMatchObject({ language: 'ja' });

    // a new draft (new key) is a new post
    const next = await submit(input({ ...draft, idempotencyKey: 'lost-answer-2' }));
    expect(next.id).not.toBe(retried.id);
  });

  it('an edit PUTs to draft.id with media_attributes', async () => {
    const uploaded = await alice.api.media.upload({ file: pngBlob(), description: 'first alt' });
    expect(uploaded.processing).toBe(false);
    const mediaId = uploaded.attachment.id;
    const post = await submit(
      input(makeDraft({ text: 'a picture', idempotencyKey: 'with-media' }), { mediaIds: [mediaId] }),
    );
    expect(post.media_attachments.map((m) => m.id)).toEqual([mediaId]);

    const methods: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/v1/statuses')) methods.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    contract.server.events.on('request:start', listen);
    const edited = await submit(
      input(makeDraft({ id: post.id, text: 'a picture, described', idempotencyKey: 'edit-key' }), {
        mediaIds: [mediaId],
        mediaAttributes: [{ id: mediaId, description: 'A kingfisher on a branch', focus: '0.5,-0.25' }],
      }),
    );
    contract.server.events.removeListener('request:start', listen);

    expect(methods).toEqual([`PUT /api/v1/statuses/${post.id}`]);
    expect(edited.id).toBe(post.id);
    expect(edited.edited_at).not.toBeNull();
    expect(edited.media_attachments[0]).toMatchObject({
      id: mediaId,
      description: 'A kingfisher on a branch',
      meta: { focus: { x: 0.5, y: -0.25 } },
    });
    expect(postedWith('a picture, described')).toHaveLength(1);
  });
});
