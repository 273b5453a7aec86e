/**
 * The signed-in reader's own account standing with its server, as the client learns it from
 * GET v1/accounts/verify_credentials:
 * - a moved account answers as usual, its `moved` naming the account it moved to: the reader's account is
 *   disabled because they moved (it keeps working, the new account is where they live now);
 * - a disabled login is refused: 403 "Your login is currently disabled" (the server's own words, never translated);
 * - anything else is an account in good standing. A failure of another kind says nothing (no alert either).
 * The reader's account from the answer goes into the store (with the account it moved to).
 */
import { ApiError } from '../../domain/errors/api-error';
import { importAccount } from '../store';
import { defineResource } from '../data/define-resource';

export type ReaderStanding = { kind: 'active' } | { kind: 'disabled' } | { kind: 'moved'; movedToId: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the reader's credentials say of their standing: moved when they name the account it moved to. */
export function standingOfCredentials(credentials: unknown): ReaderStanding {
  const moved = isRecord(credentials) && isRecord(credentials.moved) ? credentials.moved.id : null;
  return typeof moved === 'string' && moved !== '' ? { kind: 'moved', movedToId: moved } : { kind: 'active' };
}

/** The server's refusal of a disabled login (other 403s, such as an unconfirmed address, are not). */
export function isDisabledLogin(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'response' || error.status !== 403) return false;
  return /login is currently disabled/i.test(error.serverMessage ?? error.message);
}

export const readerStanding = defineResource<null, ReaderStanding>({
  name: 'accounts.readerStanding',
  callId: 'oauth.verifyCredentials',
  keyOf: () => '',
  alerts: { skipAlert: true },
  async load({ api, store }, _params, signal) {
    try {
      const credentials = await api.oauth.verifyCredentials({ signal });
      importAccount(store, credentials);
      return standingOfCredentials(credentials);
    } catch (error) {
      if (isDisabledLogin(error)) return { kind: 'disabled' };
      throw error;
    }
  },
});
