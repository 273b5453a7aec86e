/**
 * The compose form's own small rules: which audiences the visibility picker offers, poll lengths as human
 * durations (both languages), the server's way of counting characters, the language list order, and when the
 * quote policy is forced.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../src/i18n';
import { NO_FEATURES } from '../../../src/machines/compose.machine';
import { POLL_PRESETS } from '../../../src/machines/compose-types';
import { charactersLeft } from '../../../src/views/compose/ComposeForm';
import { languageChoices, languageMatches } from '../../../src/views/compose/languages';
import { pollDurationLabel } from '../../../src/views/compose/PollEditor';
import { quotePolicyForced } from '../../../src/views/compose/QuotePolicyPicker';
import { textLength } from '../../../src/views/compose/text-length';
import { visibilityOptions } from '../../../src/views/compose/VisibilityPicker';
import { KMYBLUE } from './compose-test-kit';

afterAll(() => {
  setUpI18n(['en']);
});

describe('visibility options', () => {
  it('a plain server: the four Mastodon audiences in spec order', () => {
    expect(
      visibilityOptions({ features: NO_FEATURES, allowedPrivacy: null, current: 'public', replyLimited: false }),
    ).toEqual(['public', 'unlisted', 'private', 'direct']);
  });

  it('kmyblue: public_unlisted, login and mutual in their places, circle only with circles, reply only under a limited post', () => {
    expect(
      visibilityOptions({ features: KMYBLUE, allowedPrivacy: null, current: 'public', replyLimited: false }),
    ).toEqual(['public', 'public_unlisted', 'unlisted', 'login', 'private', 'mutual', 'direct', 'circle']);
    expect(
      visibilityOptions({
        features: { ...KMYBLUE, circle: false, mutual: false },
        allowedPrivacy: null,
        current: 'public',
        replyLimited: true,
      }),
    ).toEqual(['public', 'public_unlisted', 'unlisted', 'login', 'private', 'direct', 'reply']);
  });

  it('the allowed list restricts the choices; the current value is always offered', () => {
    expect(
      visibilityOptions({
        features: KMYBLUE,
        allowedPrivacy: ['private', 'direct'],
        current: 'private',
        replyLimited: false,
      }),
    ).toEqual(['private', 'direct']);
    expect(
      visibilityOptions({ features: NO_FEATURES, allowedPrivacy: [], current: 'banned', replyLimited: false }),
    ).toEqual(['banned']);
  });
});

describe('poll lengths', () => {
  it('shows every poll expiry preset as a human duration, in English and Japanese', () => {
    const en = setUpI18n(['en']);
    expect(POLL_PRESETS.map((s) => pollDurationLabel(s, en.t))).toEqual([
      '5 minutes',
      '30 minutes',
      '1 hour',
      '6 hours',
      '1 day',
      '3 days',
      '7 days',
    ]);
    const ja = setUpI18n(['ja']);
    expect(POLL_PRESETS.map((s) => pollDurationLabel(s, ja.t))).toEqual([
      '5分',
      '30分',
      '1時間',
      '6時間',
      '1日',
      '3日',
      '7日',
    ]);
  });
});

describe('characters left', () => {
  it('counts code points, URLs as 23 and remote mentions by their local part', () => {
    expect(textLength('日本語😀')).toBe(4);
    expect(textLength('see https://example.com/' + 'x'.repeat(80))).toBe(4 + 23);
    expect(textLength('cc @bob@very.long.domain.example.com')).toBe('cc @bob'.length);
    expect(textLength('mail me at someone@example.com')).toBe('mail me at someone@example.com'.length);
  });

  it('counts the content warning only while it is on', () => {
    expect(charactersLeft({ text: 'hello', spoiler: true, spoiler_text: 'cw' }, 500)).toBe(493);
    expect(charactersLeft({ text: 'hello', spoiler: false, spoiler_text: 'cw' }, 500)).toBe(495);
  });
});

describe('languages', () => {
  it('lists the frequently used first (most used first), then the rest by name in the reader language', () => {
    const choices = languageChoices('en', { fr: 1, ja: 3 }, 'en');
    expect(choices.slice(0, 2).map((c) => c.code)).toEqual(['ja', 'fr']);
    const rest = choices.slice(2).map((c) => c.name);
    expect([...rest].sort((a, b) => new Intl.Collator('en').compare(a, b))).toEqual(rest);
    expect(choices.find((c) => c.code === 'ja')).toMatchObject({ name: 'Japanese', nativeName: '日本語' });
    expect(choices.find((c) => c.code === 'en')!.nativeName).toBeNull();
  });

  it('keeps a current language that is not in the list', () => {
    expect(languageChoices('en', {}, 'zh-TW').some((c) => c.code === 'zh-TW')).toBe(true);
  });

  it('names the languages in Japanese for a Japanese reader', () => {
    expect(languageChoices('ja', {}, 'en').find((c) => c.code === 'en')!.name).toBe('英語');
  });

  it('a search matches the name in the reader language or in the language itself (case and accents aside) or the start of the code', () => {
    const choices = languageChoices('en', {}, 'en');
    const found = (query: string) => choices.filter((c) => languageMatches(c, query)).map((c) => c.code);
    expect(found('')).toHaveLength(choices.length);
    expect(found('   ')).toHaveLength(choices.length);
    expect(found('JAPAN')).toEqual(['ja']);
    expect(found('日本')).toEqual(['ja']);
    expect(found('espanol')).toEqual(['es']);
    expect(found('ast')).toContain('ast');
    expect(found('zzzz')).toEqual([]);
  });

  it('an unknown code is named by the code itself', () => {
    expect(languageChoices('en', {}, 'qqq').find((c) => c.code === 'qqq')).toMatchObject({ name: 'qqq' });
  });
});

describe('who can quote', () => {
  it('is forced to nobody for followers-only, mutual, direct, circle and reply audiences', () => {
    expect(['public', 'public_unlisted', 'unlisted', 'login'].map((p) => quotePolicyForced(p as never))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['private', 'mutual', 'direct', 'circle', 'reply'].map((p) => quotePolicyForced(p as never))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
