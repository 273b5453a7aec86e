import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

/** Lets code outside the router (the alert area) navigate once a router is mounted. */
export interface NavigationBridge {
  /** the mounted router's navigate, or null before one is mounted */
  current(): NavigateFunction | null;
  /** a router mounted; returns the detach for when it unmounts */
  attach(navigate: NavigateFunction): () => void;
}

export function createNavigationBridge(): NavigationBridge {
  let current: NavigateFunction | null = null;
  return {
    current: () => current,
    attach(navigate) {
      current = navigate;
      return () => {
        if (current === navigate) current = null;
      };
    },
  };
}

export function NavigationBridgeSetter({ bridge }: { bridge: NavigationBridge }) {
  const navigate = useNavigate();
  useEffect(() => bridge.attach(navigate), [bridge, navigate]);
  return null;
}
