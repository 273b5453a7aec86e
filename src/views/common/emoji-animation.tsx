/**
 * When custom emoji and avatars animate: only while the pointer is over (or keyboard focus is inside)
 * the surrounding area, such as a whole post, and never when reduced motion is requested. Outside any
 * area an image animates while it is itself hovered.
 */
import { createContext, useCallback, useContext, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import { useReducedMotion } from './use-reduced-motion';

const AnimationAreaContext = createContext<boolean | null>(null);

export interface AnimationAreaHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
}

/** State and event handlers for an element that animates its emoji while hovered or focused. */
export function useAnimationArea(): { active: boolean; handlers: AnimationAreaHandlers } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
  }, []);
  const handlers = useMemo<AnimationAreaHandlers>(
    () => ({
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur,
    }),
    [onBlur],
  );
  return { active: hovered || focused, handlers };
}

export function AnimationArea({ active, children }: { active: boolean; children: ReactNode }) {
  const outer = useContext(AnimationAreaContext);
  return <AnimationAreaContext.Provider value={active || outer === true}>{children}</AnimationAreaContext.Provider>;
}

/** Whether an image should show its animated version now, given its own hover state. */
export function useAnimate(selfHovered: boolean): boolean {
  const area = useContext(AnimationAreaContext);
  const reduced = useReducedMotion();
  if (reduced) return false;
  return selfHovered || area === true;
}
