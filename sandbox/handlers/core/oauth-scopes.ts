/** OAuth scopes the sandbox knows (Mastodon's top-level and granular scopes). */
const TOP = ['read', 'write', 'follow', 'push', 'profile', 'admin:read', 'admin:write'];
const READ = [
  'accounts',
  'blocks',
  'bookmarks',
  'favourites',
  'filters',
  'follows',
  'lists',
  'mutes',
  'notifications',
  'search',
  'statuses',
];
const WRITE = [
  'accounts',
  'blocks',
  'bookmarks',
  'conversations',
  'favourites',
  'filters',
  'follows',
  'lists',
  'media',
  'mutes',
  'notifications',
  'reports',
  'statuses',
];
const ADMIN = [
  'accounts',
  'reports',
  'domain_allows',
  'domain_blocks',
  'ip_blocks',
  'email_domain_blocks',
  'canonical_email_blocks',
];

export const KNOWN_SCOPES: readonly string[] = [
  ...TOP,
  ...READ.map((s) => `read:${s}`),
  ...WRITE.map((s) => `write:${s}`),
  ...ADMIN.map((s) => `admin:read:${s}`),
  ...ADMIN.map((s) => `admin:write:${s}`),
];

/** Splits a space- or plus-separated scope string; empty gives the default `read`. */
export function parseScopes(raw: string | undefined): string[] {
  const scopes = (raw ?? '').split(/[\s+]+/).filter(Boolean);
  return scopes.length > 0 ? [...new Set(scopes)] : ['read'];
}

export function unknownScopes(scopes: string[]): string[] {
  return scopes.filter((s) => !KNOWN_SCOPES.includes(s));
}

/** A granted scope covers itself and its granular children (`read` covers `read:statuses`). */
function covers(granted: string, wanted: string): boolean {
  return wanted === granted || wanted.startsWith(`${granted}:`);
}

/** True when every wanted scope is covered by one of the registered scopes. */
export function isScopeSubset(wanted: string[], registered: string[]): boolean {
  return wanted.every((w) => registered.some((g) => covers(g, w)));
}
