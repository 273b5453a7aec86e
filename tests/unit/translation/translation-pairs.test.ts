/**
 * Translate is offered only when the server translates at all and translates the post's language into the
 * reader's; while the pairs are not known nothing is offered, and when the server did not say (the pairs failed to
 * load) translation is offered wherever the server translates.
 */
import { describe, expect, it } from 'vitest';
import { NO_FEATURES } from '../../../src/services/status-actions/server-features';
import { offersPair, pairsOf } from '../../../src/services/translation/translation-pairs';
import { canTranslate, couldTranslate, menuCommands } from '../../../src/views/status-actions/menu-items';
import type { Status } from '../../../src/domain/entities';

const pairs = pairsOf({ en: ['ja', 'de'], ja: ['en'], pt: ['en-GB'], bad: 'ja', '': ['en'] });
const translating = { ...NO_FEATURES, translation: true };

const post = (extra: Partial<Status> = {}) =>
  ({
    id: '1',
    accountId: '2',
    language: 'ja',
    visibility_ex: 'public',
    content: '<p>おはよう</p>',
    spoiler_text: '',
    translation: null,
    url: null,
    mentions: [],
    quote: null,
    quote_approval: null,
    muted: false,
    pinned: false,
    ...extra,
  }) as unknown as Status;

describe('the server translation pairs', () => {
  it('read the server answer, leaving out what is not a language with a list of languages', () => {
    expect([...pairs.keys()]).toEqual(['en', 'ja', 'pt']);
    expect(pairsOf(['en'])).toEqual(new Map());
  });

  it('offer a listed pair, matching languages exactly or by their primary subtag', () => {
    expect(offersPair(pairs, 'en', 'ja')).toBe(true);
    expect(offersPair(pairs, 'en-US', 'de')).toBe(true);
    expect(offersPair(pairs, 'pt', 'en')).toBe(true);
    expect(offersPair(pairs, 'JA', 'EN')).toBe(true);
  });

  it('do not offer a pair the server does not list', () => {
    expect(offersPair(pairs, 'ja', 'de')).toBe(false);
    expect(offersPair(pairs, 'fr', 'en')).toBe(false);
  });

  it('offer nothing before the answer, and everything when the server did not say', () => {
    expect(offersPair(undefined, 'en', 'ja')).toBe(false);
    expect(offersPair('unknown', 'fr', 'ko')).toBe(true);
  });
});

describe('the Translate entry of a post', () => {
  it('is offered when the server translates and translates the post language into the reader one', () => {
    expect(canTranslate(post(), 'en', translating, pairs)).toBe(true);
    expect(
      menuCommands({
        status: post(),
        me: '9',
        quotedAuthor: undefined,
        features: translating,
        readerLanguage: 'en',
        translationShown: false,
        translationPairs: pairs,
      }),
    ).toContain('translate');
  });

  it('is not offered when the server does not translate that pair', () => {
    expect(canTranslate(post(), 'de', translating, pairs)).toBe(false);
  });

  it('is not offered when the server does not translate at all, whatever the pairs', () => {
    expect(couldTranslate(post(), 'en', NO_FEATURES)).toBe(false);
    expect(canTranslate(post(), 'en', NO_FEATURES, 'unknown')).toBe(false);
  });

  it('falls back to the server switch alone when the pairs could not be read', () => {
    expect(canTranslate(post({ language: 'ko' }), 'en', translating, 'unknown')).toBe(true);
  });

  it('is not offered while the pairs are not known yet', () => {
    expect(canTranslate(post(), 'en', translating, undefined)).toBe(false);
  });

  it('is not offered (nor the pairs asked for) for a post in the reader language', () => {
    expect(couldTranslate(post({ language: 'en-GB' }), 'en', translating)).toBe(false);
  });
});
