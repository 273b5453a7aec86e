import { http, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { apiError, json, queryParams, readParams, str } from '../kernel/http';
import type { AccountRecord } from '../kernel/records';
import { route } from '../kernel/routes';

/**
 * A local account's profile as the sandbox stores it, read and put back whole (not part of the Mastodon API): a
 * browser test that edits a profile through the client reads it first and restores it afterwards, pictures
 * included, since the specs share one sandbox.
 *
 *   GET  /_sandbox/profile?acct=alice   -> { acct, profile }
 *   POST /_sandbox/profile { acct, profile }   (a profile read before; every key given is put back)
 */

const PROFILE_KEYS = [
  'display_name',
  'note',
  'note_source',
  'avatar',
  'header',
  'fields',
  'emojis',
  'locked',
  'bot',
  'discoverable',
  'indexable',
] as const;

/** The profile's stored keys; a note without a typed source says null (JSON keeps the key). */
function profileOf(account: AccountRecord): Record<string, unknown> {
  const record = account as unknown as Record<string, unknown>;
  return structuredClone(Object.fromEntries(PROFILE_KEYS.map((key) => [key, record[key] ?? null])));
}

/** Whether `value` may stand for the stored key: the same kind of value (a missing note source as null). */
function fits(key: (typeof PROFILE_KEYS)[number], value: unknown, current: unknown): boolean {
  if (key === 'note_source') return value === null || typeof value === 'string';
  if (Array.isArray(current)) return Array.isArray(value);
  return typeof value === typeof current;
}

/** Copies the keys of `given` onto the account, after checking every one. */
function putBack(account: AccountRecord, given: Record<string, unknown>): void {
  const target = account as unknown as Record<string, unknown>;
  const keys = PROFILE_KEYS.filter((key) => key in given);
  const wrong = keys.find((key) => !fits(key, given[key], target[key]));
  if (wrong !== undefined) throw new Error(`profile.${wrong} has the wrong type`);
  for (const key of keys) {
    if (given[key] === null) delete target[key];
    else target[key] = structuredClone(given[key]);
  }
}

export function adminProfileHandlers(ctx: SandboxContext): HttpHandler[] {
  const localAccount = (acct: string | undefined) => {
    const account = acct ? (ctx.db.findAccountByAcct(acct) ?? ctx.db.accounts.get(acct)) : undefined;
    return account && ctx.db.users.has(account.id) ? account : null;
  };
  return [
    http.get(route('/_sandbox/profile'), ({ request }) => {
      const acct = str(queryParams(request).acct);
      const account = localAccount(acct);
      if (!account) return apiError(404, `Unknown local account: ${acct ?? '(missing)'}`);
      return json({ acct: ctx.db.acct(account), profile: profileOf(account) });
    }),
    http.post(route('/_sandbox/profile'), async ({ request }) => {
      const params = (await readParams(request)) as Record<string, unknown>;
      const acct = typeof params.acct === 'string' ? params.acct : undefined;
      const account = localAccount(acct);
      if (!account) return apiError(404, `Unknown local account: ${acct ?? '(missing)'}`);
      const given = params.profile;
      if (typeof given !== 'object' || given === null || Array.isArray(given))
        return apiError(422, 'profile must be an object');
      try {
        putBack(account, given as Record<string, unknown>);
      } catch (error) {
        return apiError(422, error instanceof Error ? error.message : String(error));
      }
      return json({ acct: ctx.db.acct(account), profile: profileOf(account) });
    }),
  ];
}
