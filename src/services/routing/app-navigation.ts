import type { LayoutMode } from '../../machines/layout-mode';

/**
 * Every pushed navigation path is prefixed with /deck when the layout is multi-column and the path does not already
 * start with /deck; every navigation marks the history state as coming from the product itself.
 */
export const DECK_PREFIX = '/deck';

/** The history state every navigation of the product carries. */
export const OWN_HISTORY_STATE = Object.freeze({ tsubame: true as const });

export type OwnHistoryState = typeof OWN_HISTORY_STATE;

/** True when a history entry's state was written by the product (not a reload from outside or a foreign entry). */
export function isOwnHistoryState(state: unknown): state is OwnHistoryState {
  return typeof state === 'object' && state !== null && (state as { tsubame?: unknown }).tsubame === true;
}

/** True for /deck, /deck/..., /deck?... and /deck#... */
export function hasDeckPrefix(path: string): boolean {
  return path === DECK_PREFIX || /^\/deck[/?#]/.test(path);
}

/**
 * The path to push for `path` in `mode`: absolute paths get /deck in the multi-column layout unless they already
 * have it ('/' becomes '/deck'); relative paths and other modes are left alone.
 */
export function pathForLayout(path: string, mode: LayoutMode): string {
  if (mode !== 'multi-column' || !path.startsWith('/') || path.startsWith('//') || hasDeckPrefix(path)) return path;
  if (path === '/') return DECK_PREFIX;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${DECK_PREFIX}${path.slice(1)}`;
  return `${DECK_PREFIX}${path}`;
}

/** /deck/home -> /home; paths without the prefix are unchanged. */
export function withoutDeckPrefix(path: string): string {
  if (!hasDeckPrefix(path)) return path;
  const rest = path.slice(DECK_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

export interface NavigateOptions {
  replace?: boolean;
  /** more history state for the screen opened (e.g. a compose intent); the product's mark is always added */
  state?: Readonly<Record<string, unknown>>;
}

/** The router's navigate (react-router's `useNavigate()` or `router.navigate`). */
export type RouterNavigate = (to: string, options: { replace?: boolean; state: OwnHistoryState }) => unknown;

/** Navigates to `path` as the product does: layout prefix and own history state. */
export function navigateInApp(
  navigate: RouterNavigate,
  mode: LayoutMode,
  path: string,
  options: NavigateOptions = {},
): void {
  const target = pathForLayout(path, mode);
  const state = options.state ? { ...options.state, ...OWN_HISTORY_STATE } : OWN_HISTORY_STATE;
  void navigate(target, { ...(options.replace ? { replace: true } : {}), state });
}
