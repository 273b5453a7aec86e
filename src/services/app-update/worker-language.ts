/**
 * Tells the app's service worker controlling the page the interface language the page shows now (the reader chose
 * another): the worker keeps that language's files for offline use at once, not only from the next start. Nothing
 * without a worker. Apart from app-worker.ts, which loads after the first screen, since the settings use it early.
 */
export function tellAppWorkerLanguage(
  language: string,
  container: Pick<ServiceWorkerContainer, 'controller'> | undefined = globalThis.navigator?.serviceWorker,
): void {
  container?.controller?.postMessage({ type: 'KEEP_LANGUAGE', language });
}
