/**
 * Whether motion is reduced (the reader's choice, else the system's: services/settings/reduced-motion.ts), kept
 * live with the system's setting. The reader's choice is read at each render: the motion it governs (emoji and
 * avatars animating) starts only with a hover or a focus, which renders again.
 */
import { useSyncExternalStore } from 'react';
import { reducedMotion, reducedMotionQuery } from '../../services/settings/reduced-motion';

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedMotion, () => false);
}
