import { describe, expect, it } from 'vitest';
import { REFUSALS, type ReplyTarget } from '../../../src/machines/compose-types';
import { DEFAULTS, file, KMYBLUE, LIMITS, startCompose, stubLog } from './compose-test-kit';

const target = (over: Partial<ReplyTarget> = {}): ReplyTarget => ({
  id: 't1',
  visibility: 'public',
  limited: false,
  mentions: ['alice', 'bob'],
  spoilerText: '',
  language: null,
  ...over,
});

describe('compose settings', () => {
  it('circle picker', () => {
    const c = startCompose({ features: KMYBLUE });
    c.actor.send({ type: 'compose.circle', circleId: 'c1' });
    expect(c.draft()).toMatchObject({ privacy: 'circle', circle_id: 'c1' });
    // leaving circle clears circle_id
    c.actor.send({ type: 'compose.privacy', privacy: 'private' });
    expect(c.draft()).toMatchObject({ privacy: 'private', circle_id: null });
    // a server without kmyblue visibilities has no circle: back to the first allowed value
    const plain = startCompose();
    plain.actor.send({ type: 'compose.circle', circleId: 'c1' });
    expect(plain.draft()).toMatchObject({ privacy: 'public', circle_id: null });
  });

  it('searchability', () => {
    const c = startCompose({ features: KMYBLUE });
    expect(c.draft().searchability).toBe('private');
    c.actor.send({ type: 'compose.searchability', searchability: 'public' });
    expect(c.draft().searchability).toBe('public');
  });

  it('language', () => {
    const c = startCompose({ defaults: { ...DEFAULTS, language: 'ja' } });
    expect(c.draft().language).toBe('ja');
    c.actor.send({ type: 'compose.language', language: 'en' });
    expect(c.draft().language).toBe('en');
  });

  it('markdown', () => {
    const c = startCompose({ features: KMYBLUE });
    c.actor.send({ type: 'compose.markdown.toggle' });
    expect(c.draft().markdown).toBe(true);
    c.actor.send({ type: 'compose.markdown.toggle' });
    expect(c.draft().markdown).toBe(false);
    c.actor.send({ type: 'compose.markdown.toggle', on: true });
    c.actor.send({ type: 'compose.markdown.toggle', on: true });
    expect(c.draft().markdown).toBe(true);
  });

  it('quote policy', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.quotePolicy', policy: 'nobody' });
    expect(c.draft().quote_policy).toBe('nobody');
  });

  it('the allowed list applies to later choices too', () => {
    const c = startCompose({ features: KMYBLUE });
    c.actor.send({ type: 'compose.allowedPrivacy', allowed: ['private', 'direct'], forceDirect: true });
    expect(c.draft().privacy).toBe('direct');
    c.actor.send({ type: 'compose.privacy', privacy: 'public' });
    expect(c.draft().privacy).toBe('direct');
    c.actor.send({ type: 'compose.privacy', privacy: 'private' });
    expect(c.draft().privacy).toBe('private');
  });
});

describe('media in the draft', () => {
  it('spoiler and sensitive with media', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.spoiler.toggle' });
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    // the first media with the spoiler on is sensitive
    expect(c.draft()).toMatchObject({ spoiler: true, sensitive: true });
    c.actor.send({ type: 'compose.spoiler.toggle' });
    expect(c.draft()).toMatchObject({ spoiler: false, sensitive: false });
    c.actor.send({ type: 'compose.sensitive.toggle' });
    // removing the last media clears sensitive, and stops its upload
    c.actor.send({ type: 'compose.media.remove', key: 'key-2' });
    expect(c.draft().sensitive).toBe(false);
    expect(c.actor.getSnapshot().context.media).toEqual([]);
    expect(c.actor.getSnapshot().children['key-2']).toBeUndefined();
  });

  it('spoiler and sensitive without media', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.spoiler.toggle' });
    expect(c.draft()).toMatchObject({ spoiler: true, sensitive: false });
    // a sensitive default makes the first media sensitive
    const d = startCompose({ defaults: { ...DEFAULTS, sensitive: true } });
    d.actor.send({ type: 'compose.media.remove', key: 'none' });
    d.actor.send({ type: 'compose.files', files: [file('a.png')] });
    expect(d.draft().sensitive).toBe(true);
  });

  it('one upload actor per file, told about replace, retry and descriptions', () => {
    const c = startCompose();
    stubLog.length = 0;
    c.actor.send({ type: 'compose.files', files: [file('a.png'), file('b.png')] });
    expect(c.actor.getSnapshot().context.media.map((m) => [m.key, m.phase])).toEqual([
      ['key-2', 'uploading'],
      ['key-3', 'uploading'],
    ]);
    c.child('key-3').send({ type: 'stub.fail' });
    expect(c.actor.getSnapshot().context.media[1]?.phase).toBe('failed');
    c.actor.send({ type: 'compose.media.retry', key: 'key-3' });
    c.actor.send({ type: 'compose.media.replace', key: 'key-2', file: file('c.png') });
    c.actor.send({ type: 'compose.media.describe', key: 'key-2', description: 'alt', focus: { x: 0, y: 1 } });
    expect(stubLog.map((l) => [l.key, l.event.type])).toEqual([
      ['key-3', 'upload.retry'],
      ['key-2', 'upload.replace'],
      ['key-2', 'upload.describe'],
    ]);
    expect(c.actor.getSnapshot().context.media.map((m) => m.phase)).toEqual(['uploading', 'uploading']);
  });

  it('an upload that removes itself is forgotten', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    c.actor.send({ type: 'compose.sensitive.toggle', on: true });
    (c.child('key-2') as unknown as { send: (e: { type: 'upload.remove' }) => void }).send({ type: 'upload.remove' });
    expect(c.actor.getSnapshot().context.media).toEqual([]);
    expect(c.draft().sensitive).toBe(false);
  });

  it('a refusal sets the refusal and changes nothing else', () => {
    const c = startCompose({ limits: { ...LIMITS, maxMediaAttachments: 2 } });
    c.actor.send({ type: 'compose.files', files: [file('a.png'), file('b.png')] });
    const before = c.actor.getSnapshot().context;
    c.actor.send({ type: 'compose.files', files: [file('c.png')] });
    const after = c.actor.getSnapshot().context;
    expect(after.refusal).toEqual(REFUSALS.uploadLimit);
    expect({ ...after, refusal: null }).toEqual({ ...before, refusal: null });
    c.actor.send({ type: 'compose.quote', statusId: 'q', currentUser: 'automatic' });
    expect(c.actor.getSnapshot().context.refusal).toEqual(REFUSALS.quoteWithMedia);
    expect(c.draft().quoted_status_id).toBeNull();
    c.actor.send({ type: 'compose.refusal.dismiss' });
    expect(c.actor.getSnapshot().context.refusal).toBeNull();
  });

  it('quotes and uploads refuse each other, polls refuse both', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.quote', statusId: 'q', currentUser: 'denied' });
    expect(c.actor.getSnapshot().context.refusal).toEqual(REFUSALS.quoteUnauthorized);
    c.actor.send({ type: 'compose.quote', statusId: 'q', currentUser: 'manual' });
    expect(c.draft().quoted_status_id).toBe('q');
    expect(c.actor.getSnapshot().context.refusal).toBeNull();
    c.actor.send({ type: 'compose.quote', statusId: 'r', currentUser: 'automatic' });
    expect(c.actor.getSnapshot().context.refusal).toEqual(REFUSALS.quoteTwice);
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    expect(c.actor.getSnapshot().context.refusal).toEqual(REFUSALS.uploadWithQuote);
    c.actor.send({ type: 'compose.quote.remove' });
    c.actor.send({ type: 'compose.poll.add' });
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    expect(c.actor.getSnapshot().context.refusal).toEqual(REFUSALS.uploadWithPoll);
    c.actor.send({ type: 'compose.quote', statusId: 'q', currentUser: 'automatic' });
    expect(c.actor.getSnapshot().context.refusal).toEqual(REFUSALS.quoteWithPoll);
    expect(c.actor.getSnapshot().context.media).toEqual([]);
  });

  it('poll editing in the draft', () => {
    const c = startCompose({ limits: { ...LIMITS, pollMaxOptions: 3 } });
    c.actor.send({ type: 'compose.poll.add' });
    c.actor.send({ type: 'compose.poll.option', index: 0, title: 'yes' });
    c.actor.send({ type: 'compose.poll.option', index: 1, title: 'no' });
    c.actor.send({ type: 'compose.poll.expiry', seconds: 4000 });
    c.actor.send({ type: 'compose.poll.multiple', multiple: true });
    expect(c.draft().poll).toEqual({ options: ['yes', 'no', ''], expires_in: 21600, multiple: true });
    c.actor.send({ type: 'compose.poll.remove' });
    expect(c.draft().poll).toBeNull();
  });
});

describe('reply, mention, direct, reference', () => {
  it('reply fills in mentions: the author then the others, never the user, each once', () => {
    const c = startCompose({ selfAcct: 'me' });
    c.actor.send({
      type: 'compose.reply',
      target: target({ mentions: ['alice', 'me', 'bob', 'Alice', 'carol@far.example'] }),
    });
    expect(c.draft().text).toBe('@alice @bob @carol@far.example ');
    expect(c.draft()).toMatchObject({ in_reply_to: 't1', reply_to_limited: false });
    expect(c.actor.getSnapshot().context.replyTo).toMatchObject({ id: 't1' });
  });

  it('cancelling the reply keeps the text and drops only the reply', () => {
    const c = startCompose({ selfAcct: 'me', features: KMYBLUE });
    c.actor.send({ type: 'compose.reply', target: target({ limited: true }) });
    expect(c.draft().privacy).toBe('reply');
    c.actor.send({ type: 'compose.text', text: '@alice @bob kept' });
    c.actor.send({ type: 'compose.reply.cancel' });
    expect(c.draft()).toMatchObject({
      text: '@alice @bob kept',
      in_reply_to: null,
      reply_to_limited: false,
      privacy: 'public',
    });
    expect(c.actor.getSnapshot().context.replyTo).toBeNull();
  });

  it('reply carries the content warning', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.reply', target: target({ spoilerText: 'spoilers for the film' }) });
    expect(c.draft()).toMatchObject({ spoiler: true, spoiler_text: 'spoilers for the film' });
  });

  it("reply privacy is the stricter of the parent's and the default (in the draft)", () => {
    const c = startCompose({ defaults: { ...DEFAULTS, privacy: 'unlisted' }, features: KMYBLUE });
    c.actor.send({ type: 'compose.reply', target: target({ visibility: 'private' }) });
    expect(c.draft().privacy).toBe('private');
    c.actor.send({ type: 'compose.reply', target: target({ visibility: 'public' }) });
    expect(c.draft().privacy).toBe('unlisted');
    c.actor.send({ type: 'compose.reply', target: target({ visibility: 'limited', limited: true }) });
    expect(c.draft()).toMatchObject({ privacy: 'reply', reply_to_limited: true });
    // where `reply` cannot be used, a limited parent's reply goes to the mentioned people, never wider
    const plain = startCompose();
    plain.actor.send({ type: 'compose.reply', target: target({ visibility: 'limited', limited: true }) });
    expect(plain.draft().privacy).toBe('direct');
  });

  it('mention', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.mention', acct: 'alice' });
    expect(c.draft().text).toBe('@alice ');
    c.actor.send({ type: 'compose.text', text: 'see this ' });
    c.actor.send({ type: 'compose.mention', acct: 'bob@far.example' });
    expect(c.draft().text).toBe('see this @bob@far.example ');
    expect(c.draft().privacy).toBe('public');
  });

  it('direct', () => {
    const c = startCompose();
    c.actor.send({ type: 'compose.direct', acct: 'alice' });
    expect(c.draft()).toMatchObject({ text: '@alice ', privacy: 'direct' });
  });

  it("inserting a reference writes kmyblue's `BT <url>`, once", () => {
    const url = 'https://s.example/@a/77';
    const empty = startCompose({ features: KMYBLUE });
    empty.actor.send({ type: 'compose.reference', statusId: '77', url });
    expect(empty.draft()).toMatchObject({ text: `BT ${url}`, reference_ids: ['77'] });
    const c = startCompose({ features: KMYBLUE });
    c.actor.send({ type: 'compose.text', text: 'hello' });
    c.actor.send({ type: 'compose.reference', statusId: '77', url });
    expect(c.draft()).toMatchObject({ text: `hello\n\nBT ${url}`, reference_ids: ['77'] });
    // the same post again changes nothing
    const before = c.draft();
    c.actor.send({ type: 'compose.reference', statusId: '77', url });
    expect(c.draft()).toBe(before);
    // another post whose address begins with the first one's is a reference of its own
    c.actor.send({ type: 'compose.reference', statusId: '778', url: `${url}8` });
    expect(c.draft()).toMatchObject({ text: `hello\n\nBT ${url}\n\nBT ${url}8`, reference_ids: ['77', '778'] });
    // a reference the reader took out of the text is written again
    c.actor.send({ type: 'compose.text', text: 'rewritten' });
    c.actor.send({ type: 'compose.reference', statusId: '77', url });
    expect(c.draft()).toMatchObject({ text: `rewritten\n\nBT ${url}`, reference_ids: ['77', '778'] });
    // not a kmyblue server: nothing
    const plain = startCompose();
    plain.actor.send({ type: 'compose.reference', statusId: '77', url });
    expect(plain.draft()).toMatchObject({ text: '', reference_ids: [] });
  });
});
