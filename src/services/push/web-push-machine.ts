/**
 * The web push chart (machines/web-push.machine.ts) wired to the browser (browser-push.ts), the server
 * (push-server.ts, with its fallback to the standard API) and the account's memory of its subscription
 * (push-memory.ts). The server's key comes from v2/instance (configuration.vapid.public_key).
 */
import { fromPromise } from 'xstate';
import {
  webPushMachine,
  type PushAlerts,
  type PushDetection,
  type PushSubscriptionState,
  type WebPushContext,
} from '../../machines/web-push.machine';
import type { Api } from '../api';
import { reportError, type AlertQueue } from '../alerts';
import {
  createBrowserSubscription,
  existingBrowserSubscription,
  isPushSupported,
  removeBrowserSubscription,
  requestNotificationPermission,
  subscriptionKeys,
  type PushEnvironment,
} from './browser-push';
import type { PushMemory } from './push-memory';
import { registerOnServer, removeFromServer, serverSubscriptionFor, updateOnServer } from './push-server';

export interface WebPushChartEffects {
  api: Api;
  alerts: AlertQueue;
  env: PushEnvironment;
  /** the account's registration scope (service-worker-path.ts) */
  scope: string;
  memory: PushMemory;
}

/** The account's browser subscription as the server knows it, or null (a stale browser one is removed). */
async function detect({ api, env, scope, memory }: WebPushChartEffects): Promise<PushDetection> {
  if (!isPushSupported(env)) return { supported: false };
  const browser = await existingBrowserSubscription(env, scope);
  if (!browser) {
    memory.forget();
    return { supported: true, subscription: null };
  }
  const known = await serverSubscriptionFor(api, browser.endpoint, memory.read());
  if (!known) {
    // the server does not push to it: it only holds a place the next subscribe would have to clear
    await browser.unsubscribe();
    memory.forget();
  }
  return { supported: true, subscription: known };
}

async function subscribe(effects: WebPushChartEffects, alerts: PushAlerts): Promise<PushSubscriptionState> {
  const { api, env, scope, memory } = effects;
  const instance = await api.instance.get();
  const browser = await createBrowserSubscription(env, scope, instance.configuration?.vapid?.public_key);
  const made = await registerOnServer(api, subscriptionKeys(browser), alerts, memory.read()?.api ?? null);
  memory.save(made);
  return made;
}

async function unsubscribe(effects: WebPushChartEffects, subscription: WebPushContext['subscription']) {
  const { api, env, scope, memory } = effects;
  const results = await Promise.allSettled([
    removeBrowserSubscription(env, scope),
    subscription ? removeFromServer(api, subscription) : Promise.resolve(),
  ]);
  memory.forget();
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The chart for one account, with its effects. */
export function webPushMachineFor(effects: WebPushChartEffects) {
  const { api, env, scope, memory } = effects;
  return webPushMachine.provide({
    actors: {
      detect: fromPromise(() => detect(effects)),
      requestPermission: fromPromise(() => requestNotificationPermission(env)),
      subscribe: fromPromise(({ input }) => subscribe(effects, input.alerts)),
      updateAlerts: fromPromise(async ({ input }) => {
        const alerts = await updateOnServer(api, input.subscription);
        memory.save({ ...input.subscription, alerts });
        return alerts;
      }),
      unsubscribe: fromPromise(({ input }) => unsubscribe(effects, input.subscription)),
      clearSubscription: fromPromise(async () => {
        memory.forget();
        await removeBrowserSubscription(env, scope).catch(() => undefined);
      }),
    },
    actions: {
      reportFailure: (_, { error }) => {
        reportError(effects.alerts, error);
      },
    },
  });
}
