/** The token under the caret: where it starts, what counts as an account, a hashtag or an emoji token. */
import { describe, expect, it } from 'vitest';
import { sameToken, suggestionTokenAt, tokenKind } from '../../../src/machines/suggestion-token';

const at = (textWithCaret: string) => {
  const caret = textWithCaret.indexOf('|');
  return suggestionTokenAt(textWithCaret.replace('|', ''), caret);
};

describe('suggestion token', () => {
  it('starts after whitespace or at the start, and runs to the next whitespace', () => {
    expect(at('@al|')).toEqual({ text: '@al', start: 0 });
    expect(at('hello @al|')).toEqual({ text: '@al', start: 6 });
    expect(at('hello\n#gar|den today')).toEqual({ text: '#garden', start: 6 });
    expect(at('a\t:smi|')).toEqual({ text: ':smi', start: 2 });
  });

  it('accounts: at least 1 character after @, with an optional @domain', () => {
    expect(at('@|')).toBeNull();
    expect(at('@a|')).toEqual({ text: '@a', start: 0 });
    expect(at('@alice@|')).toEqual({ text: '@alice@', start: 0 });
    expect(at('@alice@social.example|')).toEqual({ text: '@alice@social.example', start: 0 });
    expect(at('mail me@example.com|')).toBeNull();
    expect(at('@al!|')).toBeNull();
  });

  it('hashtags: 1 or more letters, digits or _, in any script', () => {
    expect(at('#|')).toBeNull();
    expect(at('#a|')).toEqual({ text: '#a', start: 0 });
    expect(at('#東京|')).toEqual({ text: '#東京', start: 0 });
    expect(at('#tag_2024|')).toEqual({ text: '#tag_2024', start: 0 });
    expect(at('#tag-x|')).toBeNull();
  });

  it('emoji: at least 2 characters after the colon, not closed', () => {
    expect(at(':s|')).toBeNull();
    expect(at(':sm|')).toEqual({ text: ':sm', start: 0 });
    expect(at(':+1|')).toEqual({ text: ':+1', start: 0 });
    expect(at(':smile:|')).toBeNull();
    expect(at('12:30|')).toBeNull();
    expect(at(':)|')).toBeNull();
  });

  it('nothing in front of a word, after a space, or in plain words', () => {
    expect(at('|@alice')).toBeNull();
    expect(at('@alice |')).toBeNull();
    expect(at('hello|')).toBeNull();
    expect(at('|')).toBeNull();
  });

  it('kinds and sameness', () => {
    expect(tokenKind('@a')).toBe('account');
    expect(tokenKind('#a')).toBe('hashtag');
    expect(tokenKind(':ab')).toBe('emoji');
    expect(tokenKind('a')).toBeNull();
    expect(sameToken({ text: '@a', start: 1 }, { text: '@a', start: 1 })).toBe(true);
    expect(sameToken({ text: '@a', start: 1 }, { text: '@a', start: 2 })).toBe(false);
    expect(sameToken(null, null)).toBe(true);
    expect(sameToken(null, { text: '@a', start: 0 })).toBe(false);
  });
});
