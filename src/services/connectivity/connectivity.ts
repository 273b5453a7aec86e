/**
 * The account's connectivity chart (machines/connectivity.machine.ts), a part of its runtime: fed by the browser's
 * online / offline events and by the account's calls (reach-signal.ts), probing the server with its instance
 * document (a light, public GET) while offline. Made when a view first asks whether the account is offline.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { connectivityMachine } from '../../machines/connectivity.machine';
import type { Api } from '../api';
import { isApiError } from '../../domain/errors/api-error';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { reachSignalOf } from './reach-signal';

export type ConnectivityActor = ActorRefFrom<typeof connectivityMachine>;

/** The browser's word on the network, injectable. */
export interface BrowserNetwork {
  online(): boolean;
  /** listens to the online and offline events; returns the way to stop */
  listen(onOnline: () => void, onOffline: () => void): () => void;
}

const windowNetwork: BrowserNetwork = {
  online: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  listen(onOnline, onOffline) {
    if (typeof window === 'undefined') return () => {};
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  },
};

interface ConnectivityPart {
  actor: ConnectivityActor;
  stop(): void;
}

const CONNECTIVITY = definePart<ConnectivityPart>('connectivity', (part) => part.stop());

export function createConnectivity(
  api: Api,
  store: EntityStore,
  network: BrowserNetwork = windowNetwork,
): ConnectivityPart {
  const actor = createActor(
    connectivityMachine.provide({
      actors: {
        // any answer, whatever its status, means the server is there again (the client's own time limit applies)
        probe: fromPromise<void>(async ({ signal }) => {
          try {
            await api.instance.get({ signal });
          } catch (error) {
            if (!isApiError(error) || error.kind !== 'response') throw error;
          }
        }),
      },
    }),
  );
  actor.start();
  if (!network.online()) actor.send({ type: 'BROWSER_OFFLINE' });
  const stopNetwork = network.listen(
    () => actor.send({ type: 'BROWSER_ONLINE' }),
    () => actor.send({ type: 'BROWSER_OFFLINE' }),
  );
  const stopReach = reachSignalOf(store).listen((reached) => actor.send({ type: reached ? 'REACHED' : 'UNREACHABLE' }));
  return {
    actor,
    stop() {
      stopNetwork();
      stopReach();
      actor.stop();
    },
  };
}

/** The account's connectivity chart, made on first use. */
export function connectivityOf(services: { api: Api; store: EntityStore }): ConnectivityActor {
  return services.store.scope.use(CONNECTIVITY, () => createConnectivity(services.api, services.store)).actor;
}
