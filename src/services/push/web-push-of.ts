/**
 * One running web push chart per account (a part of the account's scope, so it outlives the settings screen and
 * a second visit shows the state at once), made and started on first use with the page's browser, stopped when
 * the account is let go.
 */
import { createActor } from 'xstate';
import type { WebPushActor } from '../../machines/web-push.machine';
import type { Api } from '../api';
import type { AlertQueue } from '../alerts';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { browserPushEnvironment, type PushEnvironment } from './browser-push';
import { pushMemory } from './push-memory';
import { pushScopeOf } from './service-worker-path';
import { webPushMachineFor } from './web-push-machine';

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

const WEB_PUSH = definePart<WebPushActor>('web-push', (actor) => actor.stop());

/** The account's web push chart, started. */
export function webPushOf(services: WebPushServices): WebPushActor {
  return services.store.scope.use(WEB_PUSH, () => {
    const { api, alerts, server, me } = services;
    const machine = webPushMachineFor({
      api,
      alerts,
      env: services.env ?? browserPushEnvironment(),
      scope: pushScopeOf(server, me),
      memory: services.storage === undefined ? pushMemory(server, me) : pushMemory(server, me, services.storage),
    });
    return createActor(machine, { input: {} }).start();
  });
}
