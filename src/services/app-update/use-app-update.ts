/**
 * The "new version" offer for a view: registers the app's service worker (app-worker.ts) and runs the offer's
 * chart (machines/app-update.machine.ts) with the worker's side effects. Only in a browser with service workers;
 * the view mounting it does so in the built app only, after the first screen has painted.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { appUpdateMachine, type AppUpdateSnapshot } from '../../machines/app-update.machine';
import { registerAppWorker, type AppWorker, type PageVisibility, type WorkerContainer } from './app-worker';

export interface AppUpdate {
  /** a new version is offered (also while it is being reloaded into) */
  offered: boolean;
  reloading: boolean;
  reload(): void;
  dismiss(): void;
}

export interface AppUpdateEnvironment {
  container: WorkerContainer | undefined;
  /** the page's visibility (a new build is looked for when the app is shown again) */
  visibility?: PageVisibility;
  /** the interface language the page shows (its worker keeps that language's files) */
  language?(): string | undefined;
  reloadPage(): void;
}

/** The page's own service worker container and reload. */
export function browserAppUpdateEnvironment(): AppUpdateEnvironment {
  const scope = globalThis as {
    navigator?: { serviceWorker?: WorkerContainer };
    location?: Location;
    document?: PageVisibility;
  };
  return {
    container: scope.navigator?.serviceWorker,
    visibility: scope.document,
    language: () => (scope.document as Document | undefined)?.documentElement.lang || undefined,
    reloadPage: () => scope.location?.reload(),
  };
}

const isOffered = (snapshot: AppUpdateSnapshot) => snapshot.hasTag('offered');
const isReloading = (snapshot: AppUpdateSnapshot) => snapshot.hasTag('reloading');

export function useAppUpdate(env: AppUpdateEnvironment = browserAppUpdateEnvironment()): AppUpdate {
  // the registered worker, once there: the chart's effects reach it through this holder
  const [worker] = useState<{ current: AppWorker | null }>(() => ({ current: null }));
  const [machine] = useState(() =>
    appUpdateMachine.provide({
      actions: {
        activateUpdate: () => worker.current?.activateUpdate(),
        reloadPage: () => env.reloadPage(),
      },
    }),
  );
  const actor = useActorRef(machine);
  const { container, visibility } = env;
  // read when the worker is registered or a new one found, not a reason to register again
  const language = useRef(env.language);
  useEffect(() => {
    language.current = env.language;
  });
  useEffect(() => {
    if (!container) return;
    let live = true;
    const registering = registerAppWorker(
      container,
      {
        updateReady: () => actor.send({ type: 'UPDATE_READY' }),
        controllerChanged: () => actor.send({ type: 'CONTROLLER_CHANGED' }),
      },
      visibility,
      () => language.current?.(),
    ).then(
      (registered) => {
        if (live) worker.current = registered;
        return registered;
      },
      // no worker (a private window may refuse one): the app runs as it did, online only
      () => null,
    );
    return () => {
      live = false;
      worker.current = null;
      void registering.then((registered) => registered?.stop());
    };
  }, [actor, container, visibility, worker]);
  return {
    offered: useSelector(actor, isOffered),
    reloading: useSelector(actor, isReloading),
    reload: () => actor.send({ type: 'RELOAD' }),
    dismiss: () => actor.send({ type: 'DISMISS' }),
  };
}
