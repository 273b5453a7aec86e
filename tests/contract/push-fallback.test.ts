/**
 * The client's push registration against the sandbox: the session-mode api/web endpoints while the server takes OAuth
 * tokens on them, the standard API when it refuses them (every refusal status), and the subscription read back,
 * updated and removed through whichever API the server accepted. Every request and answer is contract-checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ALERTS } from '../../src/machines/web-push.machine';
import {
  isSessionRefusal,
  registerOnServer,
  removeFromServer,
  serverSubscriptionFor,
  updateOnServer,
} from '../../src/services/push/push-server';
import { ApiError } from '../../src/domain/errors/api-error';
import { type SignedIn, signIn, useContractSandbox } from '../support/contract-sandbox';

const contract = useContractSandbox({ name: 'push-fallback' });
let session: SignedIn;

const KEYS = {
  endpoint: 'https://push.example/send/fallback',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
  standard: true,
};

beforeAll(async () => {
  session = await signIn(contract);
});

const refuse = (status: number) => {
  contract.sandbox.ctx.options.webApiRefusal = status;
};

describe('push registration with the api/web fallback', () => {
  it('uses the session API while the server accepts the token on it', async () => {
    refuse(0);
    const made = await registerOnServer(session.api, KEYS, DEFAULT_PUSH_ALERTS, null);
    expect(made).toMatchObject({ api: 'web', endpoint: KEYS.endpoint });
    expect(made.alerts).toMatchObject(DEFAULT_PUSH_ALERTS);
    // the session API cannot be read back: what the client remembered is the subscription
    expect(await serverSubscriptionFor(session.api, KEYS.endpoint, made)).toBe(made);
    const alerts = await updateOnServer(session.api, { ...made, alerts: { ...made.alerts, favourite: false } });
    expect(alerts.favourite).toBe(false);
  });

  it.each([401, 403, 404, 422])('falls back to the standard API when api/web answers %i', async (status) => {
    refuse(status);
    const made = await registerOnServer(session.api, KEYS, DEFAULT_PUSH_ALERTS, null);
    expect(made).toMatchObject({ api: 'v1', endpoint: KEYS.endpoint });
    // every alert kind the server knows comes back, beyond the six asked for
    expect(made.alerts).toMatchObject({ ...DEFAULT_PUSH_ALERTS, emoji_reaction: false });
    expect(await serverSubscriptionFor(session.api, KEYS.endpoint, null)).toEqual(made);
    expect(await serverSubscriptionFor(session.api, 'https://push.example/other', null)).toBeNull();
    const alerts = await updateOnServer(session.api, { ...made, alerts: { ...made.alerts, emoji_reaction: true } });
    expect(alerts.emoji_reaction).toBe(true);
    await removeFromServer(session.api, made);
    expect(await serverSubscriptionFor(session.api, KEYS.endpoint, null)).toBeNull();
  });

  it('goes straight to the API the server accepted before', async () => {
    refuse(0);
    const made = await registerOnServer(session.api, KEYS, DEFAULT_PUSH_ALERTS, 'v1');
    expect(made.api).toBe('v1');
    await removeFromServer(session.api, made);
  });

  it('does not fall back on a validation failure', async () => {
    refuse(0);
    const bad = { ...KEYS, endpoint: 'not-a-url' };
    contract.recorder.expectViolation({
      method: 'POST',
      path: '/api/web/push_subscriptions',
      where: 'request',
      message: /endpoint must match format "uri"/,
      reason: 'a bad endpoint on purpose: the server refuses it as a validation failure, which is no fallback',
    });
    await expect(registerOnServer(session.api, bad, DEFAULT_PUSH_ALERTS, null)).rejects.toMatchObject({
      status: 422,
    });
    expect(
      isSessionRefusal(
        new ApiError({ kind: 'response', message: 'x', status: 422, serverMessage: 'Validation failed: Endpoint' }),
      ),
    ).toBe(false);
    expect(isSessionRefusal(new ApiError({ kind: 'response', message: 'x', status: 500 }))).toBe(false);
    expect(isSessionRefusal(new Error('offline'))).toBe(false);
  });
});
