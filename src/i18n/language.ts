export type Language = 'en' | 'ja';

/** `ja`, `ja-JP` -> ja; anything else -> en. */
export function languageFrom(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ja' || base === 'en') return base;
  }
  return 'en';
}
