import { createContext, useContext, type ReactNode } from 'react';
import type { ComposeActorRef } from '../../machines/compose.machine';

/**
 * The account's compose actor (one per account, kept by src/services/compose/compose-service.ts) for the views
 * of the compose area. The page and the deck column provide it; tests provide an actor of their own.
 */
const ComposeActorContext = createContext<ComposeActorRef | null>(null);

export function ComposeActorProvider({ actor, children }: { actor: ComposeActorRef; children: ReactNode }) {
  return <ComposeActorContext.Provider value={actor}>{children}</ComposeActorContext.Provider>;
}

export function useComposeActor(): ComposeActorRef {
  const actor = useContext(ComposeActorContext);
  if (actor === null) throw new Error('useComposeActor() needs a <ComposeActorProvider> above it');
  return actor;
}
