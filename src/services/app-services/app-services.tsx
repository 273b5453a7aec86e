import { createContext, useContext, type ReactNode } from 'react';
import type { Api } from '../api';
import type { AlertQueue } from '../alerts';
import type { EntityStore } from '../store';
import type { StatusActions } from '../status-actions/status-actions-types';
import type { StreamingService } from '../streaming/streaming-types';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import type { LayoutMode } from '../../machines/layout-mode';
import type { ActiveSession } from './session-types';
import type { SignInPrompt } from '../../machines/sign-in-prompt.machine';

/**
 * The services of the current session, one set per signed-in account (or one signed-out set per server).
 * Views read them through useAppServices(); machines get them through `.provide()` in the provider.
 */
export interface AppServices {
  /** origin of the current server, e.g. https://example.social (never assumed to be this page's origin) */
  server: string;
  /** the typed API bound to this server and the current account's token (no token when signed out) */
  api: Api;
  /** the normalised entity store of this account */
  store: EntityStore;
  /** the one alert queue the alert area renders */
  alerts: AlertQueue;
  /** live updates: one WebSocket per account, subscriptions counted per stream (src/services/streaming) */
  streaming: StreamingService;
  /** every timeline's running machine for this account (src/services/timelines/timeline-registry.ts) */
  timelines: TimelineRegistry;
  /** status actions: one short-lived actor per in-flight action (src/services/status-actions) */
  statusActions: StatusActions;
  /** the signed-in account id, or null when reading signed out */
  me: string | null;
  /** current layout mode (mobile, single column, multi-column deck) */
  layout: LayoutMode;
  /** the session: accounts, switching, signing out (built by src/app/session) */
  session: ActiveSession;
  /** opens the interaction prompt: used by every action that needs an account when signed out */
  promptSignIn(prompt: SignInPrompt): void;
  /**
   * Navigate within the app: prefixes /deck in the multi-column layout unless present, and marks the history
   * state as the product's own.
   */
  navigate(path: string, options?: { replace?: boolean; state?: Readonly<Record<string, unknown>> }): void;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ value, children }: { value: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={value}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices() needs an <AppServicesProvider> above it');
  return services;
}
