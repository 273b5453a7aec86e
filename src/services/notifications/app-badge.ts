/**
 * The unread count on the app's icon (an installed app's badge), where the browser has the Badging API
 * (`navigator.setAppBadge` / `clearAppBadge`): the count of the account in front, cleared at 0. Elsewhere nothing
 * happens. A refusal (a browser that allows a badge only to an installed app) is ignored: the count still shows
 * in the navigation and the page title.
 */
export interface BadgeNavigator {
  setAppBadge?(contents?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/** Shows `count` on the app's icon through `navigator` (the page's own by default). */
export function appBadge(navigator: BadgeNavigator | undefined = globalThis.navigator): (count: number) => void {
  const set = navigator?.setAppBadge;
  const clear = navigator?.clearAppBadge;
  if (typeof set !== 'function' || typeof clear !== 'function') return () => {};
  return (count) => {
    const done = count > 0 ? set.call(navigator, count) : clear.call(navigator);
    void Promise.resolve(done).catch(() => undefined);
  };
}
