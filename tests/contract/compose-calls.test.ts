/**
 * The compose calls as the composer makes them, through the real API layer against the sandbox, every request and
 * answer checked against the merged contract (useContractSandbox fails the file on any violation): an upload that
 * answers 202 and is polled (206, then 200), its description and focal point (PATCH), a video thumbnail (PUT),
 * a post with media, content warning, language and kmyblue fields under an Idempotency-Key (repeated, and retried
 * after an injected failure), a post with a poll, and edits with media_attributes and poll changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatusParams } from '../../src/domain/api/status-params';
import { type SignedIn, signIn, useContractSandbox } from '../support/contract-sandbox';
import { pngBlob } from './every-call/exercise';

const clock = { now: Date.now() };
const PROCESSING_MS = 1500;
const contract = useContractSandbox({
  sandbox: { now: () => clock.now, options: { mediaProcessingMs: PROCESSING_MS } },
});
let session: SignedIn;

beforeAll(async () => {
  session = await signIn(contract);
});

const options = () => contract.sandbox.ctx.options;
const countOwn = (text: string) =>
  [...contract.sandbox.db.statuses.values()].filter(
    (s) => s.account_id === session.accountId && !s.deleted && s.text === text,
  ).length;

/** Uploads a picture and polls it as the upload machine does: 202, 206 while processing, 200 once done. */
async function processedUpload(description: string, focus = { x: 0, y: 0 }): Promise<string> {
  const uploaded = await session.api.media.upload({ file: pngBlob(), description, focus });
  expect(uploaded).toMatchObject({ status: 202, processing: true, attachment: { url: null, description } });
  const polled = await session.api.media.get(uploaded.attachment.id);
  expect(polled).toMatchObject({ status: 206, processing: true });
  clock.now += PROCESSING_MS;
  const done = await session.api.media.get(uploaded.attachment.id);
  expect(done).toMatchObject({ status: 200, processing: false, attachment: { url: expect.stringMatching(/^http/) } });
  return uploaded.attachment.id;
}

describe.sequential('compose calls against the contract', () => {
  it('upload 202, poll 206 then 200, PATCH description and focus', async () => {
    const id = await processedUpload('A kingfisher', { x: 0.25, y: -0.5 });
    const patched = await session.api.media.update(id, {
      description: 'A kingfisher on a branch',
      focus: { x: -0.3, y: 0.4 },
    });
    expect(patched).toMatchObject({ description: 'A kingfisher on a branch', meta: { focus: { x: -0.3, y: 0.4 } } });
  });

  it('PUT a thumbnail on a video while it processes', async () => {
    const video = new Blob([new Uint8Array(64)], { type: 'video/mp4' });
    const uploaded = await session.api.media.upload({ file: video, description: 'A short clip' });
    expect(uploaded.status).toBe(202);
    const withThumbnail = await session.api.media.putThumbnail(uploaded.attachment.id, pngBlob());
    expect(withThumbnail.preview_url).toMatch(/thumbnail/);
    clock.now += PROCESSING_MS;
  });

  it('posts media with a content warning and kmyblue fields, once per Idempotency-Key', async () => {
    const first = await processedUpload('First picture');
    const second = await processedUpload('Second picture');
    const params: StatusParams = {
      status: 'Two pictures from the river #birds',
      media_ids: [first, second],
      sensitive: true,
      spoiler_text: 'Birds (bright colours)',
      visibility: 'public_unlisted',
      searchability: 'public',
      markdown: false,
      language: 'en',
      quote_approval_policy: 'followers',
    };
    const created = await session.api.statuses.create(params, { idempotencyKey: 'compose-calls-media' });
    expect(created).toMatchObject({
      spoiler_text: 'Birds (bright colours)',
      sensitive: true,
      visibility_ex: 'public_unlisted',
    });
    expect(created.media_attachments.map((m) => m.id)).toEqual([first, second]);
    const repeated = await session.api.statuses.create(params, { idempotencyKey: 'compose-calls-media' });
    expect(repeated.id).toBe(created.id);
    expect(countOwn(params.status!)).toBe(1);
  });

  it('a create that failed under an injected fault is retried with the same key and posts once', async () => {
    const text = 'Retried after a failure';
    Object.assign(options(), { faultPaths: ['/api/v1/statuses'], errorRate: 1 });
    await expect(
      session.api.statuses.create({ status: text }, { idempotencyKey: 'compose-calls-retry' }),
    ).rejects.toMatchObject({ status: 503 });
    expect(countOwn(text)).toBe(0);
    Object.assign(options(), { faultPaths: [], errorRate: 0 });
    const retried = await session.api.statuses.create({ status: text }, { idempotencyKey: 'compose-calls-retry' });
    const again = await session.api.statuses.create({ status: text }, { idempotencyKey: 'compose-calls-retry' });
    expect(again.id).toBe(retried.id);
    expect(countOwn(text)).toBe(1);
  });

  it('a post with still-processing media is refused with 422', async () => {
    const uploaded = await session.api.media.upload({ file: pngBlob() });
    await expect(
      session.api.statuses.create({ status: 'Too early', media_ids: [uploaded.attachment.id] }),
    ).rejects.toMatchObject({ status: 422 });
    clock.now += PROCESSING_MS;
  });

  it('posts a poll and edits it; edits media with media_attributes; reads the source', async () => {
    const withPoll = await session.api.statuses.create(
      {
        status: 'Which river?',
        poll: { options: ['North', 'South'], expires_in: 86_400, multiple: false },
        spoiler_text: 'Survey',
      },
      { idempotencyKey: 'compose-calls-poll' },
    );
    expect(withPoll.poll?.options.map((o) => o.title)).toEqual(['North', 'South']);
    const pollEdited = await session.api.statuses.edit(withPoll.id, {
      status: 'Which river, really?',
      spoiler_text: 'Survey',
      poll: { options: ['North', 'South', 'East'], expires_in: 3600, multiple: true },
    });
    expect(pollEdited.poll).toMatchObject({
      multiple: true,
      options: [{ title: 'North' }, { title: 'South' }, { title: 'East' }],
    });
    expect(pollEdited.edited_at).not.toBeNull();

    const picture = await processedUpload('Before the edit');
    const post = await session.api.statuses.create({ status: 'A picture', media_ids: [picture], sensitive: false });
    const edited = await session.api.statuses.edit(post.id, {
      status: 'A picture, described',
      spoiler_text: 'Heights',
      sensitive: true,
      language: 'ja',
      media_ids: [picture],
      media_attributes: [{ id: picture, description: 'The view from the bridge', focus: '0.5,-0.5' }],
    });
    expect(edited).toMatchObject({ spoiler_text: 'Heights', sensitive: true, language: 'ja' });
    expect(edited.media_attachments[0]).toMatchObject({
      description: 'The view from the bridge',
      meta: { focus: { x: 0.5, y: -0.5 } },
    });
    const source = await session.api.statuses.source(post.id);
    expect(source).toMatchObject({ id: post.id, text: 'A picture, described', spoiler_text: 'Heights' });
  });

  it('made no contract violation', async () => {
    await contract.settle();
    expect(contract.violations).toEqual([]);
    for (const id of [
      'media.upload',
      'media.get',
      'media.update',
      'media.putThumbnail',
      'statuses.create',
      'statuses.edit',
      'statuses.source',
    ]) {
      expect(contract.observed.get(id), id).toBeDefined();
    }
    expect(contract.observed.get('media.get')).toEqual(expect.arrayContaining([200, 206]));
    expect(contract.observed.get('media.upload')).toContain(202);
  });
});
