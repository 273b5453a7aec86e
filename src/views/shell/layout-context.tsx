import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { modeOfLayout } from '../../machines/layout.machine';
import type { LayoutMode } from '../../machines/layout-mode';
import { browserStorage } from '../../machines/layout-settings';
import { liveLayout } from '../../machines/layout-window';

/** The current layout mode and the advanced interface setting, for the shell and for links. */
export interface LayoutState {
  mode: LayoutMode;
  advancedInterface: boolean;
  setAdvancedInterface(enabled: boolean): void;
}

const LayoutContext = createContext<LayoutState | null>(null);

export function LayoutProvider({ value, children }: { value: LayoutState; children: ReactNode }) {
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayout(): LayoutState {
  const layout = useContext(LayoutContext);
  if (!layout) throw new Error('useLayout() needs a <LayoutProvider> above it');
  return layout;
}

/** Runs the layout machine against this window and local storage. */
export function useLiveLayout(): LayoutState {
  const [live] = useState(() => liveLayout(window, browserStorage()));
  const actor = useActorRef(live.machine, { input: live.input });
  const mode = useSelector(actor, modeOfLayout);
  const advancedInterface = useSelector(actor, (snapshot) => snapshot.context.advancedInterface);
  return useMemo(
    () => ({
      mode,
      advancedInterface,
      setAdvancedInterface: (enabled: boolean) => actor.send({ type: 'SET_ADVANCED', enabled }),
    }),
    [actor, mode, advancedInterface],
  );
}
