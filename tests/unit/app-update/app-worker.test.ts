import { describe, expect, it, vi } from 'vitest';
import { APP_WORKER_SCOPE, APP_WORKER_URL, registerAppWorker } from '../../../src/services/app-update/app-worker';
import { tellAppWorkerLanguage } from '../../../src/services/app-update/worker-language';

/** A worker or registration's listeners, fired by hand. */
class Listeners {
  private readonly map = new Map<string, Set<() => void>>();
  addEventListener = (type: string, listener: () => void) => {
    if (!this.map.has(type)) this.map.set(type, new Set());
    this.map.get(type)!.add(listener);
  };
  removeEventListener = (type: string, listener: () => void) => void this.map.get(type)?.delete(listener);
  fire(type: string) {
    this.map.get(type)?.forEach((listener) => listener());
  }
}

class FakeWorker extends Listeners {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.fire('statechange');
  }
}

function fakeBrowser({ controlled, waiting = null }: { controlled: boolean; waiting?: FakeWorker | null }) {
  const registration = Object.assign(new Listeners(), {
    installing: null as FakeWorker | null,
    waiting,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new Listeners(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
  });
  const events = { updateReady: vi.fn(), controllerChanged: vi.fn() };
  /** a new build's worker starts installing */
  const newWorker = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.fire('updatefound');
    return worker;
  };
  return { registration, container, events, newWorker };
}

describe("the app's service worker, from the page", () => {
  it('is registered for the whole app', async () => {
    const browser = fakeBrowser({ controlled: false });
    await registerAppWorker(browser.container as never, browser.events);
    expect(browser.container.register).toHaveBeenCalledWith(APP_WORKER_URL, { scope: APP_WORKER_SCOPE });
    expect([APP_WORKER_URL, APP_WORKER_SCOPE]).toEqual(['/sw.js', '/']);
  });

  it('offers nothing for the first worker (no worker controlled the page)', async () => {
    const browser = fakeBrowser({ controlled: false });
    await registerAppWorker(browser.container as never, browser.events);
    browser.newWorker().install();
    expect(browser.events.updateReady).not.toHaveBeenCalled();
  });

  it("reports a new build's worker once it has installed while an older one controls the page", async () => {
    const browser = fakeBrowser({ controlled: true });
    await registerAppWorker(browser.container as never, browser.events);
    const worker = browser.newWorker();
    expect(browser.events.updateReady).not.toHaveBeenCalled();
    worker.install();
    expect(browser.events.updateReady).toHaveBeenCalledTimes(1);
  });

  it('reports a worker already waiting at registration, and tells it to take over on request', async () => {
    const waiting = new FakeWorker();
    const browser = fakeBrowser({ controlled: true, waiting });
    const worker = await registerAppWorker(browser.container as never, browser.events);
    expect(browser.events.updateReady).toHaveBeenCalledTimes(1);
    worker.activateUpdate();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('tells the page when another worker controls it, until stopped', async () => {
    const browser = fakeBrowser({ controlled: true });
    const worker = await registerAppWorker(browser.container as never, browser.events);
    browser.container.fire('controllerchange');
    expect(browser.events.controllerChanged).toHaveBeenCalledTimes(1);
    worker.stop();
    browser.container.fire('controllerchange');
    expect(browser.events.controllerChanged).toHaveBeenCalledTimes(1);
  });

  it('looks for a new build whenever the app is shown again, until stopped', async () => {
    const browser = fakeBrowser({ controlled: true });
    const page = Object.assign(new Listeners(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const worker = await registerAppWorker(browser.container as never, browser.events, page as never);
    page.fire('visibilitychange');
    expect(browser.registration.update).not.toHaveBeenCalled();
    page.visibilityState = 'visible';
    page.fire('visibilitychange');
    expect(browser.registration.update).toHaveBeenCalledTimes(1);
    worker.stop();
    page.fire('visibilitychange');
    expect(browser.registration.update).toHaveBeenCalledTimes(1);
  });

  it('tells the workers there, and each new one, the language the page shows (the one whose files they keep)', async () => {
    const waiting = new FakeWorker();
    const browser = fakeBrowser({ controlled: true, waiting });
    let shown = 'ja';
    await registerAppWorker(browser.container as never, browser.events, undefined, () => shown);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'KEEP_LANGUAGE', language: 'ja' });
    shown = 'en';
    const next = browser.newWorker();
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'KEEP_LANGUAGE', language: 'en' });
    // without a language to tell (the page's not set), nothing is sent
    const quiet = fakeBrowser({ controlled: false, waiting: new FakeWorker() });
    await registerAppWorker(quiet.container as never, quiet.events, undefined, () => undefined);
    expect(quiet.registration.waiting?.postMessage).not.toHaveBeenCalled();
  });

  it('tells the worker controlling the page a language the reader switched to; nothing without one', () => {
    const controller = new FakeWorker();
    tellAppWorkerLanguage('ja', { controller: controller as unknown as ServiceWorker });
    expect(controller.postMessage).toHaveBeenCalledWith({ type: 'KEEP_LANGUAGE', language: 'ja' });
    expect(() => tellAppWorkerLanguage('ja', { controller: null })).not.toThrow();
    expect(() => tellAppWorkerLanguage('ja', undefined)).not.toThrow();
  });
});
