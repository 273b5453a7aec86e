/**
 * Closing a reply: a reply that holds only what starting it wrote (its mentions, the parent's content warning) is
 * untouched and its draft is cleared; anything the reader wrote or added makes it touched, and is kept.
 */
import { describe, expect, it } from 'vitest';
import type { ReplyTarget } from '../../../src/machines/compose-types';
import { replyUntouched } from '../../../src/services/compose/reply-untouched';
import { file, startCompose } from './compose-test-kit';

const parent = (over: Partial<ReplyTarget> = {}): ReplyTarget => ({
  id: 't1',
  visibility: 'public',
  limited: false,
  mentions: ['alice', 'bob'],
  spoilerText: '',
  language: null,
  ...over,
});

function replying(over: Partial<ReplyTarget> = {}) {
  const c = startCompose({ selfAcct: 'me' });
  c.actor.send({ type: 'compose.reply', target: parent(over) });
  return { ...c, untouched: () => replyUntouched(c.actor.getSnapshot().context) };
}

describe('replyUntouched', () => {
  it('is true for a fresh reply: its mentions only, spaces around them aside', () => {
    const c = replying();
    expect(c.draft().text).toBe('@alice @bob ');
    expect(c.untouched()).toBe(true);
    c.actor.send({ type: 'compose.text', text: '@alice @bob' });
    expect(c.untouched()).toBe(true);
    c.actor.send({ type: 'compose.text', text: '  @alice @bob   ' });
    expect(c.untouched()).toBe(true);
  });

  it('is true for a fresh reply carrying the parent’s content warning', () => {
    const c = replying({ spoilerText: 'film spoilers' });
    expect(c.draft()).toMatchObject({ spoiler: true, spoiler_text: 'film spoilers' });
    expect(c.untouched()).toBe(true);
  });

  it('is false once the reader wrote, removed a mention, or changed the warning', () => {
    const wrote = replying();
    wrote.actor.send({ type: 'compose.text', text: '@alice @bob thanks!' });
    expect(wrote.untouched()).toBe(false);
    const trimmed = replying();
    trimmed.actor.send({ type: 'compose.text', text: '@alice ' });
    expect(trimmed.untouched()).toBe(false);
    const warned = replying({ spoilerText: 'film spoilers' });
    warned.actor.send({ type: 'compose.spoilerText', text: 'film spoilers, act 2' });
    expect(warned.untouched()).toBe(false);
    const ownWarning = replying();
    ownWarning.actor.send({ type: 'compose.spoiler.toggle', on: true });
    ownWarning.actor.send({ type: 'compose.spoilerText', text: 'mine' });
    expect(ownWarning.untouched()).toBe(false);
  });

  it('is false with media or a poll added', () => {
    const media = replying();
    media.actor.send({ type: 'compose.files', files: [file('a.png')] });
    expect(media.untouched()).toBe(false);
    const poll = replying();
    poll.actor.send({ type: 'compose.poll.add' });
    expect(poll.untouched()).toBe(false);
  });

  it('is false when the draft is no reply, or a reply the composer did not start here (restored)', () => {
    const plain = startCompose({ selfAcct: 'me' });
    expect(replyUntouched(plain.actor.getSnapshot().context)).toBe(false);
    const c = replying();
    const context = c.actor.getSnapshot().context;
    expect(replyUntouched({ ...context, replyTo: null })).toBe(false);
  });
});
