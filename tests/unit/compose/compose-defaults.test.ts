/**
 * New posting defaults saved in the settings reach the running composer: every later draft starts from them,
 * and a draft not yet begun takes them for the fields the reader left at the old defaults.
 */
import { describe, expect, it } from 'vitest';
import { followDefaults, initialDraft } from '../../../src/machines/compose-reset';
import type { ComposeDefaults } from '../../../src/machines/compose-types';
import { DEFAULTS, file, startCompose } from './compose-test-kit';

const NEXT: ComposeDefaults = { ...DEFAULTS, privacy: 'private', sensitive: true, language: 'ja' };

describe('a draft not yet begun', () => {
  it('takes the new defaults', () => {
    const draft = followDefaults(initialDraft(DEFAULTS, 'k'), 0, DEFAULTS, NEXT);
    expect(draft).toMatchObject({ privacy: 'private', sensitive: true, language: 'ja', idempotencyKey: 'k' });
  });

  it('keeps what the reader chose in it: only the fields still at the old defaults follow', () => {
    const chosen = { ...initialDraft(DEFAULTS, 'k'), privacy: 'unlisted' as const };
    expect(followDefaults(chosen, 0, DEFAULTS, NEXT)).toMatchObject({ privacy: 'unlisted', language: 'ja' });
  });
});

describe('a draft in progress keeps what it has', () => {
  it.each([
    ['text', { text: 'hello' }, 0],
    ['a content warning', { spoiler_text: 'cw' }, 0],
    ['media', {}, 1],
    ['a reply', { in_reply_to: '9' }, 0],
    ['a quote', { quoted_status_id: '9' }, 0],
    ['an edit', { id: '9' }, 0],
  ])('with %s', (_what, change, media) => {
    const draft = { ...initialDraft(DEFAULTS, 'k'), ...change };
    expect(followDefaults(draft, media, DEFAULTS, NEXT)).toBe(draft);
  });
});

describe('the composer', () => {
  it('takes new defaults while running: the empty draft follows, and so does the draft after posting', () => {
    const compose = startCompose();
    compose.actor.send({ type: 'compose.defaults', defaults: NEXT });
    expect(compose.draft()).toMatchObject({ privacy: 'private', sensitive: true, language: 'ja' });
    expect(compose.actor.getSnapshot().context.defaults).toEqual(NEXT);
    compose.actor.send({ type: 'compose.text', text: 'hi' });
    compose.actor.send({ type: 'compose.cancel' });
    expect(compose.draft()).toMatchObject({ text: '', privacy: 'private', language: 'ja' });
  });

  it('leaves a draft with media alone', () => {
    const compose = startCompose();
    compose.actor.send({ type: 'compose.files', files: [file('a.png')] });
    compose.actor.send({ type: 'compose.defaults', defaults: NEXT });
    expect(compose.draft()).toMatchObject({ privacy: 'public', language: 'en' });
  });
});
