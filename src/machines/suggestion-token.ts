/**
 * The suggestion token under the caret: the word around the caret, which starts after whitespace or at the start of the
 * text and runs to the next whitespace, when it is
 * - an account: '@' and at least 1 character (letters, digits, '_', '.', '-'), optionally '@domain' (the
 *   domain may still be empty while it is typed: '@alice@');
 * - a hashtag: '#' and 1 or more letters, digits or '_' (any script: '#東京', marks included);
 * - an emoji: ':' and at least 2 shortcode characters, not yet closed by a second ':'.
 * The caret must be after the token's first character (typing in front of a word suggests nothing).
 */
import type { SuggestionToken } from './suggestions-types';

export type SuggestionKind = 'account' | 'hashtag' | 'emoji';

const ACCOUNT = /^@[\p{L}\p{N}_.-]+(?:@[\p{L}\p{N}_.-]*)?$/u;
const HASHTAG = /^#[\p{L}\p{M}\p{N}_]+$/u;
const EMOJI = /^:[\p{L}\p{N}_+-]{2,}$/u;
const PATTERNS: Record<SuggestionKind, RegExp> = { account: ACCOUNT, hashtag: HASHTAG, emoji: EMOJI };

/** Which kind a token is, from its first character. */
export function tokenKind(token: SuggestionToken | string): SuggestionKind | null {
  const text = typeof token === 'string' ? token : token.text;
  switch (text[0]) {
    case '@':
      return 'account';
    case '#':
      return 'hashtag';
    case ':':
      return 'emoji';
    default:
      return null;
  }
}

/** The token under `caret` in `text`, or null when the word there is not a suggestion token. */
export function suggestionTokenAt(text: string, caret: number): SuggestionToken | null {
  const at = Math.max(0, Math.min(caret, text.length));
  const before = text.slice(0, at);
  const start = before.search(/\S+$/u);
  if (start < 0) return null;
  const rest = text.slice(at).search(/\s/u);
  const end = rest < 0 ? text.length : at + rest;
  const word = text.slice(start, end);
  if (at <= start) return null;
  const kind = tokenKind(word);
  if (kind === null) return null;
  return PATTERNS[kind].test(word) ? { text: word, start } : null;
}

/** Same token: same text at the same place (either may be null). */
export function sameToken(a: SuggestionToken | null, b: SuggestionToken | null): boolean {
  if (a === null || b === null) return a === b;
  return a.text === b.text && a.start === b.start;
}
