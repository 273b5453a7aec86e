import { createActor, waitFor } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebPushActor } from '../../../src/machines/web-push.machine';
import { createAlertQueue } from '../../../src/services/alerts';
import { pushMemory } from '../../../src/services/push/push-memory';
import { pushScopeOf } from '../../../src/services/push/service-worker-path';
import { webPushMachineFor } from '../../../src/services/push/web-push-machine';
import { type SignedIn, signIn, useContractSandbox } from '../../support/contract-sandbox';
import { fakeBrowser } from './fake-browser';

/** The web push chart with its real effects: a faked browser, the API against the sandbox, an in-memory storage. */
const contract = useContractSandbox({ name: 'unit-web-push-machine' });
let session: SignedIn;

beforeAll(async () => {
  session = await signIn(contract);
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function chart(browser = fakeBrowser('default', 'granted'), storage = memoryStorage(), api = session.api) {
  const alerts = createAlertQueue();
  const scope = pushScopeOf(contract.origin, session.accountId);
  const memory = pushMemory(contract.origin, session.accountId, storage);
  const actor: WebPushActor = createActor(webPushMachineFor({ api, alerts, env: browser.env, scope, memory }), {
    input: {},
  }).start();
  return { actor, alerts, browser, storage, memory };
}

const settled = (actor: WebPushActor) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.hasTag('saving'));

describe('web push with its real effects', () => {
  it('is unsupported without PushManager, and never asks for permission then', async () => {
    const browser = fakeBrowser();
    const { actor } = chart({ ...browser, env: { ...browser.env, PushManager: undefined } });
    expect((await settled(actor)).value).toBe('unsupported');
    expect(browser.Notification.asked).toBe(0);
  });

  it('asks permission on ENABLE and stops at denied when refused', async () => {
    const { actor, browser } = chart(fakeBrowser('default', 'denied'));
    expect((await settled(actor)).value).toBe('unsubscribed');
    actor.send({ type: 'ENABLE' });
    expect((await settled(actor)).value).toBe('denied');
    expect(browser.Notification.asked).toBe(1);
    expect(browser.registered).toEqual([]);
  });

  it('subscribes through the standard API when api/web refuses the token, remembers it, and restores it on reload', async () => {
    contract.sandbox.ctx.options.webApiRefusal = 422;
    const first = chart();
    await settled(first.actor);
    first.actor.send({ type: 'ENABLE' });
    const on = await settled(first.actor);
    expect(on.value).toBe('subscribed');
    expect(on.context.subscription).toMatchObject({ api: 'v1' });
    // every kind the server knows is shown, the standard six on
    expect(on.context.alerts).toMatchObject({ follow: true, mention: true, poll: true, emoji_reaction: false });
    expect(first.memory.read()).toMatchObject({ api: 'v1', id: on.context.subscription!.id });
    expect(first.alerts.getSnapshot()).toEqual([]);

    first.actor.send({ type: 'SET_ALERTS', alerts: { emoji_reaction: true } });
    expect((await settled(first.actor)).context.savedAlerts.emoji_reaction).toBe(true);

    // a reload: the same browser and storage, a new chart
    const again = chart(first.browser, first.storage);
    const restored = await settled(again.actor);
    expect(restored.value).toBe('subscribed');
    expect(restored.context.alerts.emoji_reaction).toBe(true);

    again.actor.send({ type: 'DISABLE' });
    expect((await settled(again.actor)).value).toBe('unsubscribed');
    expect(again.memory.read()).toBeNull();
    const registration = first.browser.registrations.get(pushScopeOf(contract.origin, session.accountId))!;
    expect(await registration.pushManager.getSubscription()).toBeNull();
    const left = [...contract.sandbox.db.pushSubscriptions.values()].filter((s) => s.access_token === session.token);
    expect(left).toEqual([]);
    contract.sandbox.ctx.options.webApiRefusal = 0;
  });

  it('uses api/web when the server takes the token there, and forgets a browser subscription the server does not know', async () => {
    const first = chart();
    await settled(first.actor);
    first.actor.send({ type: 'ENABLE' });
    expect((await settled(first.actor)).context.subscription).toMatchObject({ api: 'web' });
    // the memory is lost: nothing says the server holds it, so the stale browser subscription goes
    const again = chart(first.browser, memoryStorage());
    expect((await settled(again.actor)).value).toBe('unsubscribed');
    const registration = first.browser.registrations.get(pushScopeOf(contract.origin, session.accountId))!;
    expect(await registration.pushManager.getSubscription()).toBeNull();
  });

  it('a server without a push key fails with no-server-key, raises no alert and clears the browser subscription', async () => {
    const api = {
      ...session.api,
      instance: { ...session.api.instance, get: async () => ({ configuration: {} }) },
    } as unknown as typeof session.api;
    const { actor, alerts } = chart(fakeBrowser('granted'), memoryStorage(), api);
    await settled(actor);
    actor.send({ type: 'ENABLE' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failure).toBe('no-server-key');
    expect(alerts.getSnapshot()).toEqual([]);
  });
});
