import { describe, expect, it, vi } from 'vitest';
import { appBadge } from '../../../src/services/notifications/app-badge';

function fakeNavigator(refuse = false) {
  const calls: string[] = [];
  const navigator = {
    setAppBadge: vi.fn(function (this: unknown, count?: number) {
      // the Badging API is called on the navigator itself
      calls.push(this === navigator ? `set ${count}` : 'set on another object');
      return refuse ? Promise.reject(new DOMException('not installed', 'NotAllowedError')) : Promise.resolve();
    }),
    clearAppBadge: vi.fn(function (this: unknown) {
      calls.push(this === navigator ? 'clear' : 'clear on another object');
      return Promise.resolve();
    }),
  };
  return { navigator, calls };
}

describe("the unread count on the app's icon", () => {
  it('sets the count, and clears the badge at 0', () => {
    const { navigator, calls } = fakeNavigator();
    const show = appBadge(navigator);
    show(3);
    show(12);
    show(0);
    expect(calls).toEqual(['set 3', 'set 12', 'clear']);
  });

  it('does nothing where the browser has no Badging API', () => {
    expect(() => appBadge({})(3)).not.toThrow();
    expect(() => appBadge(undefined)(0)).not.toThrow();
    expect(() => appBadge({ setAppBadge: async () => undefined })(2)).not.toThrow();
  });

  it('ignores a refusal (a browser that badges installed apps only)', async () => {
    const { navigator, calls } = fakeNavigator(true);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    appBadge(navigator)(5);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(calls).toEqual(['set 5']);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
