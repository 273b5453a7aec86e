import { createContext, useContext, type ReactNode } from 'react';
import type { AlertQueue } from '../../services/alerts';
import type { ActiveSession } from '../../services/app-services/session-types';

/**
 * What App hands to the router's root layout: the session SessionGate produced and the one alert queue. The
 * router itself is created once and outlives sessions; the root layout reads the current session from here.
 */
export interface ShellEnvironment {
  session: ActiveSession;
  alerts: AlertQueue;
}

const ShellEnvironmentContext = createContext<ShellEnvironment | null>(null);

export function ShellEnvironmentProvider({ value, children }: { value: ShellEnvironment; children: ReactNode }) {
  return <ShellEnvironmentContext.Provider value={value}>{children}</ShellEnvironmentContext.Provider>;
}

export function useShellEnvironment(): ShellEnvironment {
  const environment = useContext(ShellEnvironmentContext);
  if (!environment) throw new Error('the root layout needs a <ShellEnvironmentProvider> above the router');
  return environment;
}
