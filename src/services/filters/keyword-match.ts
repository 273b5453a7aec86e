/**
 * Local keyword matching for posts that arrive without the server's filter results (streaming): a v2
 * filter keyword matches case-insensitively; a whole-word keyword must not touch a letter, digit or
 * underscore on a side where the keyword itself starts or ends with one (the server's rule).
 */
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const compiled = new Map<string, RegExp>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function keywordPattern(keyword: string, wholeWord: boolean): RegExp {
  const key = `${wholeWord ? 'w' : 's'}:${keyword}`;
  let pattern = compiled.get(key);
  if (pattern === undefined) {
    const body = escapeRegExp(keyword);
    const before = wholeWord && WORD_CHAR.test(keyword.slice(0, 1)) ? '(?<![\\p{L}\\p{N}_])' : '';
    const after = wholeWord && WORD_CHAR.test(Array.from(keyword).at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : '';
    // no g flag: test() keeps no state, so one object is shared
    pattern = new RegExp(`${before}${body}${after}`, 'iu');
    if (compiled.size >= 500) compiled.clear();
    compiled.set(key, pattern);
  }
  return pattern;
}

/** Whether `keyword` occurs in `text` (an empty keyword never matches). */
export function keywordMatches(text: string, keyword: string, wholeWord: boolean): boolean {
  const trimmed = keyword.trim();
  return trimmed !== '' && keywordPattern(trimmed, wholeWord).test(text);
}
