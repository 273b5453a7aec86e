/**
 * The browser side of the notifications runtime, injected so the runtime runs in tests without a DOM: whether
 * the tab is visible, the page going away, the reader typing in a text field, the unread count in the navigation,
 * the page title and on the app's icon (app-badge.ts), the 'boop' sound and the desktop notification shown from
 * the open tab.
 */
import type { Notification } from '../../domain/entities/notification';
import type { EntityStore } from '../store';
import { setUnreadNotifications } from './unread-count';

export interface NotificationsBrowser {
  isVisible(): boolean;
  onVisibilityChange(listener: (visible: boolean) => void): () => void;
  /** the page is being hidden or left: flush what must reach the server */
  onPageHide(listener: () => void): () => void;
  /** the reader pressed a key in a text field (announcements wait while they type) */
  onTyping(listener: () => void): () => void;
  setUnreadCount(store: EntityStore, count: number): void;
  /** the count in the page title and on the app's icon (for the account in front) */
  setTitleCount(count: number): void;
  playSound(name: string): void;
  desktopNotify(notification: Notification): void;
}

/** "(3) Tsubame": the unread count before the page's own title, which stays as it was otherwise. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(/^\(\d+\+?\) /, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/** Where a key press is typing: a text field, an editable area, a text box or a combo box. */
const TEXT_FIELDS =
  'input, textarea, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"]';

export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as Partial<HTMLElement> | null;
  if (element?.isContentEditable === true) return true;
  return typeof element?.closest === 'function' && element.closest(TEXT_FIELDS) !== null;
}

export interface BrowserNotificationsOptions {
  playSound(name: string): void;
  desktopNotify(notification: Notification): void;
  /** the count on the app's icon (app-badge.ts) */
  showBadge(count: number): void;
}

export function browserNotifications(options: BrowserNotificationsOptions): NotificationsBrowser {
  const visible = () => document.visibilityState === 'visible';
  return {
    isVisible: visible,
    onVisibilityChange(listener) {
      const handle = () => listener(visible());
      document.addEventListener('visibilitychange', handle);
      return () => document.removeEventListener('visibilitychange', handle);
    },
    onPageHide(listener) {
      const hidden = () => {
        if (!visible()) listener();
      };
      window.addEventListener('pagehide', listener);
      document.addEventListener('visibilitychange', hidden);
      return () => {
        window.removeEventListener('pagehide', listener);
        document.removeEventListener('visibilitychange', hidden);
      };
    },
    onTyping(listener) {
      const typed = (event: KeyboardEvent) => {
        if (isTypingTarget(event.target)) listener();
      };
      document.addEventListener('keydown', typed, true);
      return () => document.removeEventListener('keydown', typed, true);
    },
    setUnreadCount: setUnreadNotifications,
    setTitleCount(count) {
      document.title = titleWithCount(document.title, count);
      options.showBadge(count);
    },
    playSound: options.playSound,
    desktopNotify: options.desktopNotify,
  };
}
