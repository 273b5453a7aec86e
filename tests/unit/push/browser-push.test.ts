import { describe, expect, it } from 'vitest';
import { classifyPushError } from '../../../src/domain/errors/push-errors';
import {
  createBrowserSubscription,
  existingBrowserSubscription,
  isPushSupported,
  removeBrowserSubscription,
  requestNotificationPermission,
  subscriptionKeys,
} from '../../../src/services/push/browser-push';
import { PUSH_SERVICE_WORKER_URL, pushScopeOf } from '../../../src/services/push/service-worker-path';
import { applicationServerKey } from '../../../src/services/push/vapid-key';
import { fakeBrowser } from './fake-browser';

const KEY = 'BL6RJPai2SbxRemvZPHE7md8iKdh20yHnJI_a_YhajMlYnz4Vm1DvGwFu4Zh4VaiSdXuguexqq883ezc4FGSG8s';
const OTHER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SCOPE = pushScopeOf('https://kmy.example', '42');

describe('the server key (push key errors)', () => {
  it('no key means the server has no push support: an AbortError with code 20, a warning', () => {
    for (const missing of [undefined, null, '', '  ']) {
      const error = (() => {
        try {
          applicationServerKey(missing);
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toMatchObject({ name: 'AbortError', code: 20 });
      expect(classifyPushError(error)).toMatchObject({ failure: 'no-server-key', level: 'warning' });
    }
  });

  it('a key that is not base64url is an InvalidCharacterError with code 5, an invalid key', () => {
    let error: unknown;
    try {
      applicationServerKey('not a key!');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toMatchObject({ name: 'InvalidCharacterError', code: 5 });
    expect(classifyPushError(error).failure).toBe('invalid-key');
  });

  it('a good key decodes to its 65 bytes, padded or not', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(applicationServerKey(`${KEY}=`)).toEqual(bytes);
  });
});

describe('the browser side', () => {
  it('push needs a service worker, the PushManager and notifications', () => {
    const { env } = fakeBrowser();
    expect(isPushSupported(env)).toBe(true);
    expect(isPushSupported({ ...env, PushManager: undefined })).toBe(false);
    expect(isPushSupported({ ...env, serviceWorker: undefined })).toBe(false);
    expect(isPushSupported({ ...env, Notification: undefined })).toBe(false);
  });

  it('asks for permission on demand and returns the answer; a granted permission is not asked again', async () => {
    const browser = fakeBrowser('default', 'denied');
    expect(await requestNotificationPermission(browser.env)).toBe('denied');
    const granted = fakeBrowser('granted');
    expect(await requestNotificationPermission(granted.env)).toBe('granted');
    expect(granted.Notification.asked).toBe(0);
  });

  it('subscribes through the account scope registration of the push service worker, visible only', async () => {
    const { env, registered } = fakeBrowser('granted');
    expect(await existingBrowserSubscription(env, SCOPE)).toBeNull();
    const made = await createBrowserSubscription(env, SCOPE, KEY);
    expect(registered).toEqual([{ url: PUSH_SERVICE_WORKER_URL, scope: SCOPE }]);
    expect(PUSH_SERVICE_WORKER_URL).toBe('/sw.js');
    expect(SCOPE).toBe('/push/kmy.example/42/');
    expect(await existingBrowserSubscription(env, SCOPE)).toBe(made);
    expect(subscriptionKeys(made)).toMatchObject({ endpoint: made.endpoint, standard: true });
  });

  it('keeps a subscription made with the same key and replaces one made with another server key', async () => {
    const { env } = fakeBrowser('granted');
    const first = await createBrowserSubscription(env, SCOPE, KEY);
    expect(await createBrowserSubscription(env, SCOPE, KEY)).toBe(first);
    const other = await createBrowserSubscription(env, SCOPE, OTHER_KEY);
    expect(other).not.toBe(first);
    expect((first as unknown as { unsubscribed: boolean }).unsubscribed).toBe(true);
    await removeBrowserSubscription(env, SCOPE);
    expect(await existingBrowserSubscription(env, SCOPE)).toBeNull();
  });

  it('gives each account its own registration', async () => {
    const { env } = fakeBrowser('granted');
    const a = await createBrowserSubscription(env, pushScopeOf('https://kmy.example', '1'), KEY);
    const b = await createBrowserSubscription(env, pushScopeOf('https://other.example', '1'), OTHER_KEY);
    expect(a.endpoint).not.toBe(b.endpoint);
    expect((a as unknown as { unsubscribed: boolean }).unsubscribed).toBe(false);
  });
});
