// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { browserNotifications } from '../../../src/services/notifications/notifications-browser';

describe("the notifications runtime's browser side", () => {
  it("puts the count in the page title and on the app's icon together", () => {
    const showBadge = vi.fn();
    const browser = browserNotifications({ playSound: vi.fn(), desktopNotify: vi.fn(), showBadge });
    document.title = 'Tsubame';
    browser.setTitleCount(4);
    expect(document.title).toBe('(4) Tsubame');
    expect(showBadge).toHaveBeenLastCalledWith(4);
    browser.setTitleCount(0);
    expect(document.title).toBe('Tsubame');
    expect(showBadge).toHaveBeenLastCalledWith(0);
  });
});
