import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../../sandbox/index';
import { SANDBOX_VAPID_PUBLIC_KEY } from '../../../../sandbox/serialize/organise';
import { useFileContractRecorder } from '../../../support/contract-file';

let sandbox: Sandbox;
/** every request and answer goes through the contract recorder; refused bad input is a negative test */
const contract = useFileContractRecorder({ refusedRequestsAreNegativeTests: true });

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const SUBSCRIPTION = { endpoint: 'https://push.example/send/1', keys: KEYS, standard: true };

function tokenFor(username: string, scopes = 'read write follow push', name = `push-test-${username}`): string {
  const account = sandbox.db.findAccountByAcct(username)!;
  sandbox.db.tokens.set(name, { token: name, client_id: 'test', account_id: account.id, scopes, revoked: false });
  return name;
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const request = new Request(`http://sandbox.test${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const sent = request.clone();
  const response = (await getResponse(sandbox.httpHandlers, request))!;
  await contract.check(sent, response.clone());
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

beforeAll(() => {
  sandbox = createSandbox({ seed: 1 });
});

describe('standard push subscription API (/api/v1/push/subscription)', () => {
  it('answers 404 before any subscription, then keeps one per access token', async () => {
    const token = tokenFor('alice');
    expect((await call(token, 'GET', '/api/v1/push/subscription')).status).toBe(404);
    const created = await call(token, 'POST', '/api/v1/push/subscription', {
      subscription: SUBSCRIPTION,
      data: { alerts: { mention: true, follow: true }, policy: 'followed' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      endpoint: SUBSCRIPTION.endpoint,
      standard: true,
      policy: 'followed',
      server_key: SANDBOX_VAPID_PUBLIC_KEY,
    });
    // alerts not asked for are off on the standard API
    expect(created.body.alerts).toMatchObject({ mention: true, follow: true, favourite: false, reblog: false });
    expect((await call(token, 'GET', '/api/v1/push/subscription')).body.id).toBe(created.body.id);

    const replaced = await call(token, 'POST', '/api/v1/push/subscription', {
      subscription: { ...SUBSCRIPTION, endpoint: 'https://push.example/send/2' },
    });
    expect(replaced.body.id).not.toBe(created.body.id);
    const mine = [...sandbox.db.pushSubscriptions.values()].filter((s) => s.access_token === token);
    expect(mine.map((s) => s.id)).toEqual([replaced.body.id]);
  });

  it('updates alerts and policy, ignoring alert kinds the server does not know', async () => {
    const token = tokenFor('bob');
    await call(token, 'POST', '/api/v1/push/subscription', { subscription: SUBSCRIPTION });
    const updated = await call(token, 'PUT', '/api/v1/push/subscription', {
      data: { alerts: { favourite: true, emoji_reaction: true, no_such_kind: true } },
      policy: 'follower',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.alerts).toMatchObject({ favourite: true, emoji_reaction: true, mention: false });
    expect(updated.body.alerts).not.toHaveProperty('no_such_kind');
    expect(updated.body.policy).toBe('follower');
  });

  it('deletes the subscription (and answers {} when there is none)', async () => {
    const token = tokenFor('carol');
    await call(token, 'POST', '/api/v1/push/subscription', { subscription: SUBSCRIPTION });
    expect(await call(token, 'DELETE', '/api/v1/push/subscription')).toEqual({ status: 200, body: {} });
    expect((await call(token, 'GET', '/api/v1/push/subscription')).status).toBe(404);
    expect((await call(token, 'PUT', '/api/v1/push/subscription', { data: { alerts: {} } })).status).toBe(404);
    expect(await call(token, 'DELETE', '/api/v1/push/subscription')).toEqual({ status: 200, body: {} });
  });

  it('refuses a bad endpoint or keys with 422', async () => {
    const token = tokenFor('alice', 'read write follow push', 'push-test-bad-input');
    const bad = [
      { ...SUBSCRIPTION, endpoint: 'not a url' },
      { ...SUBSCRIPTION, keys: { ...KEYS, p256dh: 'BPublicKey' } },
      { ...SUBSCRIPTION, keys: { ...KEYS, auth: 'c2hvcnQ' } },
      { endpoint: SUBSCRIPTION.endpoint },
    ];
    for (const subscription of bad) {
      const answer = await call(token, 'POST', '/api/v1/push/subscription', { subscription });
      expect(answer.status).toBe(422);
      expect(answer.body.details).toBeTypeOf('object');
    }
    expect((await call(token, 'GET', '/api/v1/push/subscription')).status).toBe(404);
  });

  it('asks for the push scope', async () => {
    const token = tokenFor('alice', 'read write follow', 'push-test-no-scope');
    expect((await call(token, 'GET', '/api/v1/push/subscription')).status).toBe(403);
  });
});

describe('api/web refusing OAuth tokens (webApiRefusal)', () => {
  it('accepts OAuth tokens by default and refuses them with the chosen status when switched on', async () => {
    const token = tokenFor('alice', 'read write follow push', 'push-test-web');
    expect((await call(token, 'POST', '/api/web/push_subscriptions', { subscription: SUBSCRIPTION })).status).toBe(200);
    for (const status of [401, 403, 404, 422]) {
      sandbox.ctx.options.webApiRefusal = status;
      const refused = await call(token, 'POST', '/api/web/push_subscriptions', { subscription: SUBSCRIPTION });
      expect(refused.status).toBe(status);
      expect(refused.body.error).toEqual(expect.any(String));
      expect((await call(token, 'PUT', '/api/web/settings', { data: { a: 1 } })).status).toBe(status);
    }
    expect((await call(token, 'POST', '/api/web/push_subscriptions', { subscription: SUBSCRIPTION })).body.error).toBe(
      'This method requires an authenticated user',
    );
    // the standard API still works
    expect((await call(token, 'POST', '/api/v1/push/subscription', { subscription: SUBSCRIPTION })).status).toBe(200);
    sandbox.ctx.options.webApiRefusal = 0;
  });

  it('is switched through /_sandbox/options, which refuses statuses other than 0, 401, 403, 404 and 422', async () => {
    const set = async (value: number) => {
      const request = new Request('http://sandbox.test/_sandbox/options', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ webApiRefusal: value }),
      });
      return (await getResponse(sandbox.httpHandlers, request))!.status;
    };
    expect(await set(500)).toBe(422);
    expect(await set(403)).toBe(200);
    expect(sandbox.ctx.options.webApiRefusal).toBe(403);
    expect(await set(0)).toBe(200);
  });

  it('the instance advertises the same VAPID key subscriptions answer', async () => {
    const token = tokenFor('alice');
    expect((await call(token, 'GET', '/api/v2/instance')).body.configuration.vapid.public_key).toBe(
      SANDBOX_VAPID_PUBLIC_KEY,
    );
  });
});
