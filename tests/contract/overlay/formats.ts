/**
 * Defect 5: the oracle uses two custom formats the validator must know.
 * - iso-639-1: a language code. Mastodon's language list also holds ISO 639-3 codes (ast, ckb, ...) and regional
 *   variants (zh-TW), so two or three lower-case letters with an optional region are accepted.
 * - scopes: a space-separated list of OAuth scopes, each one of the oracle's OAuthScope values.
 */
import type { OverlayConcern } from './types';

const languageCode = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

export function isLanguageCode(value: string): boolean {
  return languageCode.test(value);
}

/** Builds the `scopes` format check from the merged OAuthScope enum. */
export function scopesFormat(knownScopes: readonly string[]): (value: string) => boolean {
  const known = new Set(knownScopes);
  return (value) => {
    const scopes = value.split(' ');
    return scopes.length > 0 && scopes.every((scope) => known.has(scope));
  };
}

export const customFormats: OverlayConcern = {
  concern: 'custom formats iso-639-1 and scopes (registered by the validator)',
  defects: [5],
};
