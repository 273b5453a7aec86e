/** The switcher's view of an account, from verify_credentials or an embedded initial state. */
import type { AccountProfile } from '../../domain/auth/auth-types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The key of an account in the session: `${server}|${accountId}`. */
export function accountKey(server: string, accountId: string): string {
  return `${server}|${accountId}`;
}

/** Only http(s) images are shown; anything else becomes no avatar. */
function safeImage(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

/** The account's custom emoji with usable http(s) images, for its display name. */
function profileEmojis(value: unknown): NonNullable<AccountProfile['emojis']> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((emoji) => {
    if (!isRecord(emoji) || typeof emoji.shortcode !== 'string') return [];
    const url = safeImage(emoji.url);
    const staticUrl = safeImage(emoji.static_url) || url;
    return url === '' ? [] : [{ shortcode: emoji.shortcode, url, static_url: staticUrl }];
  });
}

/**
 * Profile of a raw account served by `server`, or null when it is not an account. `acct` is the full handle
 * (`alice@social.example`): a local account's acct has no domain, so the server's host is added, which keeps
 * accounts on different servers apart in the switcher.
 */
export function accountProfile(server: string, raw: unknown): AccountProfile | null {
  if (!isRecord(raw) || typeof raw.id !== 'string' || raw.id === '') return null;
  const username = typeof raw.username === 'string' ? raw.username : '';
  const acct = typeof raw.acct === 'string' && raw.acct !== '' ? raw.acct : username;
  if (acct === '') return null;
  const full = acct.includes('@') ? acct : `${acct}@${new URL(server).host}`;
  return {
    key: accountKey(server, raw.id),
    server,
    accountId: raw.id,
    acct: full,
    displayName:
      typeof raw.display_name === 'string' && raw.display_name.trim() !== '' ? raw.display_name : username || acct,
    avatar: safeImage(raw.avatar_static) || safeImage(raw.avatar),
    emojis: profileEmojis(raw.emojis),
  };
}
