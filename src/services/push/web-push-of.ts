/**
 * One running web push chart per account (kept beside the account's entity store, so it outlives the settings
 * screen and a second visit shows the state at once), made and started on first use with the page's browser.
 */
import { createActor } from 'xstate';
import type { WebPushActor } from '../../machines/web-push.machine';
import type { Api } from '../api';
import type { AlertQueue } from '../errors';
import type { EntityStore } from '../store';
import { browserPushEnvironment, type PushEnvironment } from './browser-push';
import { pushMemory } from './push-memory';
import { pushScopeOf } from './service-worker-path';
import { webPushChart } from './web-push-chart';

export interface WebPushServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
  /** the signed-in account */
  me: string;
  /** the browser (tests pass their own) */
  env?: PushEnvironment;
  storage?: Storage | null;
}

const byAccount = new WeakMap<EntityStore, WebPushActor>();

/** The account's web push chart, started. */
export function webPushOf(services: WebPushServices): WebPushActor {
  let actor = byAccount.get(services.store);
  if (actor === undefined) {
    const { api, alerts, server, me } = services;
    const machine = webPushChart({
      api,
      alerts,
      env: services.env ?? browserPushEnvironment(),
      scope: pushScopeOf(server, me),
      memory: services.storage === undefined ? pushMemory(server, me) : pushMemory(server, me, services.storage),
    });
    actor = createActor(machine, { input: {} }).start();
    byAccount.set(services.store, actor);
  }
  return actor;
}
