import { describe, expect, it } from 'vitest';
import type { ComposePublished } from '../../../src/machines/compose.machine';
import { statusParams } from '../../../src/machines/compose-params';
import type { EditTarget, RedraftSource } from '../../../src/machines/compose-types';
import { ApiError } from '../../../src/domain/errors/api-error';
import { attachmentFor, DEFAULTS, file, flush, KMYBLUE, startCompose, status } from './compose-test-kit';

const unavailable = new ApiError({
  kind: 'response',
  message: 'Service Unavailable',
  status: 503,
  statusText: 'Service Unavailable',
});

function published(c: ReturnType<typeof startCompose>) {
  const seen: ComposePublished[] = [];
  c.actor.on('compose.published', (event) => seen.push(event));
  return seen;
}

describe('submitting', () => {
  it('submit does nothing without text or media', async () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.submit' });
    c.actor.send({ type: 'compose.text', text: '  \n ' });
    c.actor.send({ type: 'compose.submit' });
    await flush();
    expect(c.state()).toBe('editing');
    expect(c.submit.calls).toHaveLength(0);
    // media alone is enough
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    c.child('key-2').send({ type: 'stub.attach' });
    c.actor.send({ type: 'compose.submit' });
    expect(c.state()).toBe('submitting');
    expect(c.submit.calls[0]).toMatchObject({ mediaIds: ['m-key-2'] });
  });

  it('nothing is posted while the privacy is banned', async () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.text', text: 'hello' });
    c.actor.send({ type: 'compose.allowedPrivacy', allowed: [] });
    expect(c.draft().privacy).toBe('banned');
    c.actor.send({ type: 'compose.submit' });
    expect(c.state()).toBe('editing');
  });

  it('submit while an upload runs waits, then posts once every upload is attached', async () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.files', files: [file('a.png'), file('b.png')] });
    c.actor.send({ type: 'compose.text', text: 'two pictures' });
    c.child('key-2').send({ type: 'stub.attach' });
    c.actor.send({ type: 'compose.submit' });
    expect(c.state()).toBe('waitingForMedia');
    c.child('key-3').send({ type: 'stub.attach' });
    expect(c.state()).toBe('submitting');
    expect(c.submit.calls).toHaveLength(1);
    expect(c.submit.calls[0]).toMatchObject({ mediaIds: ['m-key-2', 'm-key-3'], mediaAttributes: [] });
  });

  it('an upload failing while waiting goes back to editing with the failure', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    c.actor.send({ type: 'compose.submit' });
    expect(c.state()).toBe('waitingForMedia');
    c.child('key-2').send({ type: 'stub.fail', error: unavailable });
    expect(c.state()).toBe('editing');
    expect(c.actor.getSnapshot().context.error).toBe(unavailable);
    expect(c.submit.calls).toHaveLength(0);
    // submitting again with the failed upload shows the failure, posts nothing
    c.actor.send({ type: 'compose.submit' });
    expect(c.state()).toBe('editing');
    // retrying the upload clears it
    c.actor.send({ type: 'compose.media.retry', key: 'key-2' });
    expect(c.actor.getSnapshot().context.error).toBeNull();
    expect(c.actor.getSnapshot().context.media[0]?.phase).toBe('uploading');
  });

  it('an edit while waiting stops the wait', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    c.actor.send({ type: 'compose.submit' });
    c.actor.send({ type: 'compose.text', text: 'changed my mind' });
    expect(c.state()).toBe('editing');
    expect(c.draft().text).toBe('changed my mind');
    c.child('key-2').send({ type: 'stub.attach' });
    expect(c.state()).toBe('editing');
  });

  it('reset after posting', async () => {
    const c = startCompose({ features: KMYBLUE });
    const seen = published(c);
    c.actor.send({
      type: 'compose.reply',
      target: {
        id: 't1',
        visibility: 'unlisted',
        limited: false,
        mentions: ['bob'],
        spoilerText: 'cw',
        language: 'ja',
      },
    });
    c.actor.send({ type: 'compose.text', text: '@bob hi' });
    c.actor.send({ type: 'compose.markdown.toggle' });
    c.actor.send({ type: 'compose.searchability', searchability: 'public' });
    c.actor.send({ type: 'compose.quotePolicy', policy: 'followers' });
    // the reply took a fresh draft with a key of its own (key-2); the upload is key-3
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    c.child('key-3').send({ type: 'stub.attach' });
    c.actor.send({ type: 'compose.submit' });
    expect(c.actor.getSnapshot().children['key-3']).toBeDefined();
    await c.submit.succeed(status('99'));
    expect(c.state()).toBe('editing');
    expect(seen).toEqual([{ type: 'compose.published', status: status('99'), edited: false }]);
    const { context } = c.actor.getSnapshot();
    expect(context.draft).toEqual({
      text: '',
      spoiler: false,
      spoiler_text: '',
      sensitive: false,
      markdown: false,
      privacy: 'public',
      circle_id: null,
      searchability: 'private',
      language: 'en',
      id: null,
      in_reply_to: null,
      reply_to_limited: false,
      poll: null,
      quoted_status_id: null,
      quote_policy: 'public',
      reference_ids: [],
      idempotencyKey: 'key-4',
      stay_privacy: false,
    });
    expect(context.media).toEqual([]);
    expect(context.replyTo).toBeNull();
    expect(context.lastPublished).toEqual(status('99'));
    // the upload actor is gone
    expect(c.actor.getSnapshot().children['key-3']).toBeUndefined();
  });

  it('a poll the server would refuse is refused before sending, saying why, and the draft stays', async () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.text', text: 'Tea or coffee?' });
    c.actor.send({ type: 'compose.poll.add' });
    c.actor.send({ type: 'compose.poll.option', index: 0, title: 'Tea' });
    c.actor.send({ type: 'compose.submit' });
    expect(c.submit.calls).toHaveLength(0);
    expect(c.actor.getSnapshot().context.refusal?.key).toBe('compose.refusal.pollTooFew');
    c.actor.send({ type: 'compose.poll.option', index: 1, title: ' Tea ' });
    // the next change clears the refusal; Post meets the two options alike
    expect(c.actor.getSnapshot().context.refusal).toBeNull();
    c.actor.send({ type: 'compose.submit' });
    expect(c.submit.calls).toHaveLength(0);
    expect(c.actor.getSnapshot().context.refusal?.key).toBe('compose.refusal.pollDuplicate');
    expect(c.actor.getSnapshot().matches('editing')).toBe(true);
    expect(c.draft().poll?.options.slice(0, 2)).toEqual(['Tea', ' Tea ']);
    expect(c.draft().text).toBe('Tea or coffee?');
    c.actor.send({ type: 'compose.poll.option', index: 1, title: 'Coffee' });
    c.actor.send({ type: 'compose.submit' });
    expect(c.submit.calls).toHaveLength(1);
    expect(statusParams({ draft: c.submit.calls[0]!.draft, mediaIds: [], mediaAttributes: [] }).poll?.options).toEqual([
      'Tea',
      'Coffee',
    ]);
  });

  it('reset after cancelling', () => {
    const c = startCompose({ defaults: { ...DEFAULTS, privacy: 'unlisted', sensitive: true, language: 'ja' } });
    c.actor.send({ type: 'compose.text', text: 'draft' });
    c.actor.send({ type: 'compose.spoiler.toggle' });
    c.actor.send({ type: 'compose.privacy', privacy: 'direct' });
    c.actor.send({ type: 'compose.poll.add' });
    c.actor.send({ type: 'compose.cancel' });
    expect(c.draft()).toMatchObject({
      text: '',
      spoiler: false,
      poll: null,
      privacy: 'unlisted',
      sensitive: true,
      language: 'ja',
      idempotencyKey: 'key-2',
    });
  });

  it('stay_privacy keeps the privacy of a non-reply', async () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.stayPrivacy', stay: true });
    c.actor.send({ type: 'compose.privacy', privacy: 'private' });
    c.actor.send({ type: 'compose.text', text: 'followers only' });
    c.actor.send({ type: 'compose.submit' });
    await c.submit.succeed(status('1'));
    expect(c.draft()).toMatchObject({ privacy: 'private', stay_privacy: true, text: '' });
    // a reply's privacy is not kept
    c.actor.send({
      type: 'compose.reply',
      target: { id: 't', visibility: 'direct', limited: false, mentions: ['bob'], spoilerText: '', language: null },
    });
    expect(c.draft().privacy).toBe('direct');
    c.actor.send({ type: 'compose.submit' });
    await c.submit.succeed(status('2'));
    expect(c.draft()).toMatchObject({ privacy: 'public', in_reply_to: null });
  });

  it('a failed post keeps the draft', async () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.text', text: 'important' });
    c.actor.send({ type: 'compose.spoiler.toggle' });
    c.actor.send({ type: 'compose.submit' });
    const before = c.draft();
    await c.submit.fail(unavailable);
    expect(c.state()).toBe('failed');
    expect(c.draft()).toEqual(before);
    expect(c.actor.getSnapshot().context.error).toBe(unavailable);
    // any edit goes back to editing (the failure is no longer shown)
    c.actor.send({ type: 'compose.text', text: 'important!' });
    expect(c.state()).toBe('editing');
    expect(c.actor.getSnapshot().context.error).toBeNull();
    expect(c.draft().text).toBe('important!');
  });

  it('retry reuses the idempotency key', async () => {
    const c = startCompose();
    const seen = published(c);
    c.actor.send({ type: 'compose.text', text: 'once' });
    c.actor.send({ type: 'compose.submit' });
    await c.submit.fail(unavailable);
    c.actor.send({ type: 'compose.retry' });
    expect(c.state()).toBe('submitting');
    expect(c.actor.getSnapshot().context.error).toBeNull();
    await c.submit.fail(unavailable);
    c.actor.send({ type: 'compose.submit' });
    await c.submit.succeed(status('5'));
    expect(c.submit.calls.map((call) => call.draft.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(seen).toHaveLength(1);
    // the next post gets a new key
    expect(c.draft().idempotencyKey).toBe('key-2');
  });

  it('edits are not taken while the post is on its way', async () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.text', text: 'sending' });
    c.actor.send({ type: 'compose.submit' });
    c.actor.send({ type: 'compose.text', text: 'changed' });
    c.actor.send({ type: 'compose.cancel' });
    expect(c.state()).toBe('submitting');
    expect(c.draft().text).toBe('sending');
  });
});

const editTarget: EditTarget = {
  status: status('e1', {
    visibility: 'private',
    sensitive: true,
    language: 'ja',
    media_attachments: [
      attachmentFor('m1', { description: 'old', meta: { focus: { x: 0.1, y: 0.2 } } }),
      attachmentFor('m2'),
    ],
    poll: {
      id: 'p',
      expired: false,
      expires_at: '2025-06-01T01:00:00.000Z',
      multiple: true,
      votes_count: 0,
      options: [
        { title: 'a', votes_count: 0 },
        { title: 'b', votes_count: 0 },
      ],
      emojis: [],
    },
    quote: { state: 'accepted', quoted_status_id: 'q9' },
  }),
  text: 'source text',
  spoilerText: 'careful',
};

describe('editing and redrafting', () => {
  it('editing sends PUT with media_attributes', async () => {
    const c = startCompose({ now: () => Date.parse('2025-06-01T00:10:00Z') });
    const seen = published(c);
    c.actor.send({ type: 'compose.edit', target: editTarget });
    expect(c.draft()).toMatchObject({
      id: 'e1',
      text: 'source text',
      spoiler: true,
      spoiler_text: 'careful',
      privacy: 'private',
      sensitive: true,
      language: 'ja',
      quoted_status_id: 'q9',
      poll: { options: ['a', 'b', ''], expires_in: 3600, multiple: true },
    });
    expect(c.actor.getSnapshot().context.media.map((m) => [m.key, m.phase])).toEqual([
      ['key-3', 'attached'],
      ['key-4', 'attached'],
    ]);
    c.actor.send({ type: 'compose.media.describe', key: 'key-3', description: 'a cat', focus: { x: 0.5, y: -0.25 } });
    c.actor.send({ type: 'compose.submit' });
    const call = c.submit.calls[0];
    expect(call?.draft.id).toBe('e1');
    expect(call?.mediaIds).toEqual(['m1', 'm2']);
    expect(call?.mediaAttributes).toEqual([
      { id: 'm1', description: 'a cat', focus: '0.5,-0.25' },
      { id: 'm2', description: '', focus: null },
    ]);
    // the PUT body (the submit actor sends it to v1/statuses/e1)
    expect(statusParams(call!)).toMatchObject({
      media_ids: ['m1', 'm2'],
      media_attributes: [
        { id: 'm1', description: 'a cat', focus: '0.5,-0.25' },
        { id: 'm2', description: '' },
      ],
    });
    await c.submit.succeed(status('e1'));
    expect(seen[0]).toMatchObject({ edited: true });
    expect(c.draft().id).toBeNull();
  });

  it('delete & redraft', async () => {
    const source: RedraftSource = {
      text: 'again',
      spoiler_text: 'cw',
      sensitive: true,
      visibility: 'unlisted',
      language: 'fr',
      in_reply_to_id: '3',
      quoted_status_id: null,
      media: [{ id: 'm7', description: 'alt', attachment: attachmentFor('m7') }],
      poll: { options: ['x', 'y'], expires_in: 100_000, multiple: false },
    };
    const c = startCompose();
    c.actor.send({ type: 'compose.files', files: [file('old.png')] });
    c.actor.send({ type: 'compose.redraft', source });
    await flush();
    expect(c.draft()).toMatchObject({
      id: null,
      text: 'again',
      spoiler: true,
      spoiler_text: 'cw',
      sensitive: true,
      privacy: 'unlisted',
      language: 'fr',
      in_reply_to: '3',
      quoted_status_id: null,
      poll: { options: ['x', 'y', ''], expires_in: 259200, multiple: false },
    });
    const { media } = c.actor.getSnapshot().context;
    expect(media.map((m) => m.phase)).toEqual(['attached']);
    expect(media[0]?.ref.getSnapshot().context).toMatchObject({ description: 'alt', attachment: { id: 'm7' } });
    // the earlier upload was dropped with its actor
    expect(c.actor.getSnapshot().children['key-2']).toBeUndefined();
    c.actor.send({ type: 'compose.submit' });
    expect(c.submit.calls[0]).toMatchObject({ mediaIds: ['m7'], mediaAttributes: [] });
  });
});
