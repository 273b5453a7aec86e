import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

/** Lets code outside the router (the alert area) navigate once a router is mounted. */
export interface NavigationBridge {
  current: NavigateFunction | null;
}

export function NavigationBridgeSetter({ bridge }: { bridge: NavigationBridge }) {
  const navigate = useNavigate();
  useEffect(() => {
    bridge.current = navigate;
    return () => {
      if (bridge.current === navigate) bridge.current = null;
    };
  }, [bridge, navigate]);
  return null;
}
