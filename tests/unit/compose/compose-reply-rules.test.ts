/**
 * What a reply starts from and what ends it (issue 26): a reply replaces the draft with its own fresh one (its
 * mentions and the parent's content warning; nothing of the old text, media, poll, quote or references); a
 * reply under a limited post (kmyblue's `reply` audience) starts empty, since a mention would widen who sees it;
 * and a reply whose parent is deleted stops being a reply, a `reply` audience becoming `circle`.
 */
import { describe, expect, it } from 'vitest';
import type { ReplyTarget } from '../../../src/machines/compose-types';
import { DEFAULTS, file, KMYBLUE, startCompose } from './compose-test-kit';

const basil = (over: Partial<ReplyTarget> = {}): ReplyTarget => ({
  id: 't1',
  visibility: 'public',
  limited: false,
  mentions: ['basil'],
  spoilerText: '',
  language: null,
  ...over,
});

describe('a reply replaces the draft with its own', () => {
  it('keeps nothing of the old text, warning or media: only its mentions and the parent’s warning', () => {
    const c = startCompose({ selfAcct: 'me', features: KMYBLUE });
    c.actor.send({ type: 'compose.text', text: 'DRAFT XYZ unrelated' });
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    c.actor.send({ type: 'compose.spoiler.toggle', on: true });
    c.actor.send({ type: 'compose.spoilerText', text: 'old warning' });
    c.actor.send({ type: 'compose.privacy', privacy: 'private' });
    c.actor.send({ type: 'compose.reference', statusId: '77', url: 'https://s.example/@a/77' });
    const before = c.draft().idempotencyKey;
    c.actor.send({ type: 'compose.reply', target: basil() });
    const snapshot = c.actor.getSnapshot();
    expect(snapshot.context.media).toEqual([]);
    expect(Object.keys(snapshot.children)).toEqual([]);
    expect(c.draft()).toMatchObject({
      text: '@basil ',
      spoiler: false,
      spoiler_text: '',
      sensitive: false,
      privacy: 'public',
      in_reply_to: 't1',
      reference_ids: [],
      poll: null,
      quoted_status_id: null,
    });
    expect(c.draft().idempotencyKey).not.toBe(before);
  });

  it('takes the parent’s content warning, and drops a poll or a quote', () => {
    const polled = startCompose({ selfAcct: 'me' });
    polled.actor.send({ type: 'compose.text', text: 'which one?' });
    polled.actor.send({ type: 'compose.poll.add' });
    polled.actor.send({ type: 'compose.reply', target: basil({ spoilerText: 'film spoilers' }) });
    expect(polled.draft()).toMatchObject({ text: '@basil ', poll: null, spoiler: true, spoiler_text: 'film spoilers' });

    const quoting = startCompose({ selfAcct: 'me', features: KMYBLUE });
    quoting.actor.send({ type: 'compose.quote', statusId: 'q1', currentUser: 'automatic' });
    quoting.actor.send({ type: 'compose.text', text: 'look' });
    quoting.actor.send({ type: 'compose.reply', target: basil() });
    expect(quoting.draft()).toMatchObject({ text: '@basil ', quoted_status_id: null });
  });

  it('starts from the defaults, keeping the reader’s stay_privacy choice', () => {
    const c = startCompose({ defaults: { ...DEFAULTS, privacy: 'unlisted', language: 'ja' } });
    c.actor.send({ type: 'compose.stayPrivacy', stay: true });
    c.actor.send({ type: 'compose.language', language: 'de' });
    c.actor.send({ type: 'compose.markdown.toggle', on: true });
    c.actor.send({ type: 'compose.reply', target: basil() });
    expect(c.draft()).toMatchObject({ privacy: 'unlisted', language: 'ja', markdown: false, stay_privacy: true });
  });
});

describe('a reply under a limited post', () => {
  it('starts with empty text: a mention would widen who can see it', () => {
    const c = startCompose({ selfAcct: 'me', features: KMYBLUE });
    c.actor.send({
      type: 'compose.reply',
      target: basil({ visibility: 'limited', limited: true, mentions: ['basil', 'x'] }),
    });
    expect(c.draft()).toMatchObject({ text: '', privacy: 'reply', reply_to_limited: true, in_reply_to: 't1' });
  });

  it('also when it replaces a draft that held text', () => {
    const c = startCompose({ selfAcct: 'me', features: KMYBLUE });
    c.actor.send({ type: 'compose.text', text: 'DRAFT XYZ unrelated' });
    c.actor.send({ type: 'compose.reply', target: basil({ visibility: 'limited', limited: true }) });
    expect(c.draft().text).toBe('');
  });
});

describe('the parent of a reply is deleted', () => {
  it('a `reply` audience draft is no longer a reply and becomes circle', () => {
    const c = startCompose({ selfAcct: 'me', features: KMYBLUE });
    c.actor.send({ type: 'compose.reply', target: basil({ visibility: 'limited', limited: true }) });
    c.actor.send({ type: 'compose.text', text: 'just us' });
    c.actor.send({ type: 'compose.statusDeleted', statusId: 't1' });
    expect(c.draft()).toMatchObject({
      text: 'just us',
      in_reply_to: null,
      reply_to_limited: false,
      privacy: 'circle',
      circle_id: null,
    });
    expect(c.actor.getSnapshot().context.replyTo).toBeNull();
  });

  it('another post deleted changes nothing', () => {
    const c = startCompose({ selfAcct: 'me', features: KMYBLUE });
    c.actor.send({ type: 'compose.reply', target: basil({ visibility: 'limited', limited: true }) });
    const before = c.draft();
    c.actor.send({ type: 'compose.statusDeleted', statusId: 'other' });
    expect(c.draft()).toBe(before);
  });

  it('a reply of another audience drops the reply and keeps its audience', () => {
    const c = startCompose({ selfAcct: 'me', features: KMYBLUE });
    c.actor.send({ type: 'compose.reply', target: basil({ visibility: 'private' }) });
    c.actor.send({ type: 'compose.statusDeleted', statusId: 't1' });
    expect(c.draft()).toMatchObject({ in_reply_to: null, privacy: 'private', text: '@basil ' });
  });

  it('stops a wait for uploads, so the changed audience is seen before anything is sent', () => {
    const c = startCompose({ selfAcct: 'me', features: KMYBLUE });
    c.actor.send({ type: 'compose.reply', target: basil({ visibility: 'limited', limited: true }) });
    c.actor.send({ type: 'compose.files', files: [file('a.png')] });
    c.actor.send({ type: 'compose.text', text: 'a picture' });
    c.actor.send({ type: 'compose.submit' });
    expect(c.state()).toBe('waitingForMedia');
    c.actor.send({ type: 'compose.statusDeleted', statusId: 't1' });
    expect(c.state()).toBe('editing');
    expect(c.draft()).toMatchObject({ in_reply_to: null, privacy: 'circle' });
  });

  it('while the post is on its way the draft still follows, for a failure to show it', async () => {
    const c = startCompose({ selfAcct: 'me', features: KMYBLUE });
    c.actor.send({ type: 'compose.reply', target: basil({ visibility: 'limited', limited: true }) });
    c.actor.send({ type: 'compose.text', text: 'hi' });
    c.actor.send({ type: 'compose.submit' });
    expect(c.state()).toBe('submitting');
    c.actor.send({ type: 'compose.statusDeleted', statusId: 't1' });
    expect(c.draft()).toMatchObject({ in_reply_to: null, privacy: 'circle' });
    await c.submit.fail(new Error('gone'));
    expect(c.state()).toBe('failed');
    expect(c.draft()).toMatchObject({ in_reply_to: null, privacy: 'circle' });
  });
});
