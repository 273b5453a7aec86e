/**
 * A new token for an account already signed in (signing in again as the same account) reaches every part made
 * with the account's first token: the account keeps one API for its life, and the new token is swapped into it.
 * Checked on the real service functions against the sandbox, with the Authorization header of every request
 * captured: following a tag (its optimistic runner is made on first use) and the relationship batch.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createAccountServicesCache } from '../../../src/app/session/account-services';
import type { SessionAccount } from '../../../src/domain/auth/auth-types';
import { askRelationships } from '../../../src/services/accounts/relationship-requests';
import { createAlertQueue } from '../../../src/services/alerts';
import { runTagAction } from '../../../src/services/tags/tag-actions';
import { signIn, useContractSandbox } from '../../support/contract-sandbox';
import { waitForState } from '../../support/wait-for-state';

const sandbox = useContractSandbox({ sandbox: { origin: 'https://token.example' } });

/** The Authorization header of every API request the sandbox sees, by path. */
const sent: Array<{ path: string; authorization: string | null }> = [];
sandbox.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/'))
    sent.push({ path: url.pathname, authorization: request.headers.get('authorization') });
});
afterEach(() => void (sent.length = 0));

const revokeOnServer = (token: string) =>
  fetch(`${sandbox.origin}/_sandbox/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });

describe("an account's new token", () => {
  it('is sent by the tag actions and the relationship batch made with the first one', async () => {
    const first = await signIn(sandbox.origin, { username: 'alice' });
    const second = await signIn(sandbox.origin, { username: 'alice' });
    const bob = (await first.api.accounts.lookup('bob')).id;
    const carol = (await first.api.accounts.lookup('carol')).id;
    sent.length = 0;
    const alerts = createAlertQueue();
    const cache = createAccountServicesCache(alerts);
    const account: SessionAccount = {
      key: `${sandbox.origin}|${first.accountId}`,
      server: sandbox.origin,
      accountId: first.accountId,
      acct: 'alice',
      displayName: 'Alice',
      avatar: '',
      token: first.token,
    };
    const partsOf = (services: ReturnType<typeof cache.forAccount>) => ({
      api: services.api,
      store: services.store,
      alerts,
      server: sandbox.origin,
      me: first.accountId,
    });

    // the runners are made with the first token
    const before = partsOf(cache.forAccount(account));
    expect(await runTagAction(before, 'follow', 'tokenfirst')).toBe(true);
    askRelationships(before, [bob]);
    await waitForState(() => expect(sent.some((r) => r.path === '/api/v1/accounts/relationships')).toBe(true));
    expect(new Set(sent.map((r) => r.authorization))).toEqual(new Set([`Bearer ${first.token}`]));

    // signed in again as alice: the first token is gone on the server
    await revokeOnServer(first.token);
    sent.length = 0;
    const after = partsOf(cache.forAccount({ ...account, token: second.token }));
    expect(after.store).toBe(before.store);
    const followed = await runTagAction(after, 'follow', 'tokensecond');
    askRelationships(after, [carol]);
    await waitForState(() => expect(sent.some((r) => r.path === '/api/v1/accounts/relationships')).toBe(true));
    expect(sent.map((r) => r.path)).toEqual(['/api/v1/tags/tokensecond/follow', '/api/v1/accounts/relationships']);
    expect(new Set(sent.map((r) => r.authorization))).toEqual(new Set([`Bearer ${second.token}`]));
    expect(followed).toBe(true);
    expect(after.store.get('relationships', carol)).toBeDefined();
    expect(alerts.getSnapshot()).toEqual([]);
  });
});
