/**
 * Which languages a post can be offered in. A server (Mastodon 4.0 and later) publishes the languages it keeps on
 * a post, each with its English name (GET /api/v1/instance/languages); once that list is known it is the one
 * offered, and until then (or when the server has no such list) the client's own copy (post-languages.ts) is.
 * Either way the draft's current language and the reader's frequently used ones stay offered, so a choice the
 * reader made never vanishes from the list.
 */
import { LANGUAGE_CODES } from './post-languages';

/** One language of the server's list: its code and its English name. */
export interface ServerLanguage {
  code: string;
  name: string;
}

/** A language to offer, with the server's English name for it when the server listed it. */
export interface OfferedLanguage {
  code: string;
  serverName: string | null;
}

/**
 * The server's answer as a list: every entry with a code (trimmed; the first entry of a code kept), its name
 * trimmed (blank when missing). Null when the answer lists no language: the client's own copy stays offered.
 */
export function serverLanguagesOf(answer: unknown): ServerLanguage[] | null {
  if (!Array.isArray(answer)) return null;
  const seen = new Set<string>();
  const languages: ServerLanguage[] = [];
  for (const entry of answer as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { code, name } = entry as { code?: unknown; name?: unknown };
    const trimmed = typeof code === 'string' ? code.trim() : '';
    if (trimmed === '' || seen.has(trimmed)) continue;
    seen.add(trimmed);
    languages.push({ code: trimmed, name: typeof name === 'string' ? name.trim() : '' });
  }
  return languages.length > 0 ? languages : null;
}

/**
 * The languages to offer: the server's list when known (`null`: the client's own copy), then each code of `kept`
 * (the current language, the frequently used ones) that the list lacks, once; blank codes are left out.
 */
export function offeredLanguages(server: readonly ServerLanguage[] | null, kept: readonly string[]): OfferedLanguage[] {
  const offered: OfferedLanguage[] =
    server === null
      ? LANGUAGE_CODES.map((code) => ({ code, serverName: null }))
      : server.map(({ code, name }) => ({ code, serverName: name }));
  const codes = new Set(offered.map((language) => language.code));
  for (const code of kept) {
    if (code.trim() === '' || codes.has(code)) continue;
    codes.add(code);
    offered.push({ code, serverName: null });
  }
  return offered;
}
