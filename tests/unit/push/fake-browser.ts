/** A browser with push, faked: service worker registrations by scope, each with a push manager. */
import type { PushEnvironment } from '../../../src/services/push/browser-push';

export class FakePushSubscription {
  unsubscribed = false;
  constructor(
    readonly endpoint: string,
    readonly options: { applicationServerKey: ArrayBuffer | null },
    private readonly manager: FakePushManager,
  ) {}
  toJSON() {
    return {
      endpoint: this.endpoint,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
  }
  async unsubscribe() {
    this.unsubscribed = true;
    if (this.manager.current === this) this.manager.current = null;
    return true;
  }
}

export class FakePushManager {
  current: FakePushSubscription | null = null;
  made = 0;
  constructor(private readonly scope: string) {}
  async getSubscription() {
    return this.current;
  }
  async subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) {
    if (!options.userVisibleOnly) throw new DOMException('userVisibleOnly is required', 'NotAllowedError');
    this.made += 1;
    const key = options.applicationServerKey.slice().buffer;
    this.current = new FakePushSubscription(
      `https://push.example${this.scope}${this.made}`,
      { applicationServerKey: key },
      this,
    );
    return this.current;
  }
}

export function fakeBrowser(
  permission: NotificationPermission = 'default',
  answer: NotificationPermission = 'granted',
) {
  const registrations = new Map<string, { scope: string; pushManager: FakePushManager }>();
  const registered: Array<{ url: string; scope: string }> = [];
  const Notification = {
    permission,
    asked: 0,
    async requestPermission() {
      Notification.asked += 1;
      Notification.permission = answer;
      return answer;
    },
  };
  const env = {
    serviceWorker: {
      async getRegistration(scope?: string) {
        return registrations.get(scope ?? '/');
      },
      async register(url: string, options?: { scope?: string }) {
        const scope = options?.scope ?? '/';
        registered.push({ url, scope });
        const registration = { scope, pushManager: new FakePushManager(scope) };
        registrations.set(scope, registration);
        return registration;
      },
    },
    PushManager: class {},
    Notification,
  } as unknown as PushEnvironment;
  return { env, registrations, registered, Notification };
}
