/**
 * The app's service worker (public/sw.js at the site's base path, scope: the whole app) as the page sees it:
 * registered, watched for a new build's worker that has installed and waits, told to take over on request, and
 * the page told when a new worker controls it. Over a small environment the tests fake.
 * A worker that installs while no worker controls the page is the first one, not an update: it takes over by
 * itself and nothing is offered. Each worker of the registration, and each new one, is told the interface
 * language the page shows, so that it keeps that language's files for offline use (it keeps no other language's).
 * The browser looks for a new build at each page load; an app left open (an installed app's window) also looks
 * whenever it is shown again.
 */
const BASE = import.meta.env.BASE_URL ?? '/';

export const APP_WORKER_URL = `${BASE}sw.js`;
export const APP_WORKER_SCOPE = BASE;

/** What of the browser's service worker container the page uses. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'register' | 'controller' | 'addEventListener' | 'removeEventListener'
>;

/** The page's visibility, to look for a new build when the app is shown again. */
export type PageVisibility = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface AppWorkerEvents {
  /** a new build's worker has installed and waits to take over */
  updateReady(): void;
  /** another worker now controls the page */
  controllerChanged(): void;
}

export interface AppWorker {
  /** tells the waiting worker to take over (the reader chose to reload) */
  activateUpdate(): void;
  /** stops listening */
  stop(): void;
}

/** Registers the app's worker and reports its updates; resolves once registered. */
export async function registerAppWorker(
  container: WorkerContainer,
  events: AppWorkerEvents,
  visibility?: PageVisibility,
  language?: () => string | undefined,
): Promise<AppWorker> {
  const onControllerChange = () => events.controllerChanged();
  container.addEventListener('controllerchange', onControllerChange);
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(APP_WORKER_URL, { scope: APP_WORKER_SCOPE });
  } catch (error) {
    container.removeEventListener('controllerchange', onControllerChange);
    throw error;
  }
  // an update waits only while an older worker controls the page
  const isUpdate = () => container.controller !== null;
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && isUpdate()) events.updateReady();
    });
  };
  const tellLanguage = (worker: ServiceWorker | null) => {
    const shown = language?.();
    if (shown) worker?.postMessage({ type: 'KEEP_LANGUAGE', language: shown });
  };
  for (const worker of new Set([registration.installing, registration.waiting, registration.active]))
    tellLanguage(worker);
  const onUpdateFound = () => {
    watch(registration.installing);
    tellLanguage(registration.installing);
  };
  registration.addEventListener('updatefound', onUpdateFound);
  if (registration.waiting && isUpdate()) events.updateReady();
  else watch(registration.installing);
  // a failed look (offline) is the browser's to retry at the next one
  const onVisibilityChange = () => {
    if (visibility?.visibilityState === 'visible') registration.update().catch(() => undefined);
  };
  visibility?.addEventListener('visibilitychange', onVisibilityChange);
  return {
    activateUpdate: () => registration.waiting?.postMessage({ type: 'SKIP_WAITING' }),
    stop() {
      container.removeEventListener('controllerchange', onControllerChange);
      registration.removeEventListener('updatefound', onUpdateFound);
      visibility?.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
