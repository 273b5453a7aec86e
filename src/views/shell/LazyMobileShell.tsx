import { useEffect, useState, type ComponentType } from 'react';

/**
 * The mobile layout's frame (MobileShell.tsx with its tab bar and account menu), downloaded only for that layout.
 * On a narrow window the page asks for it before anything renders (app/first-screen.ts), so the first screen mounts
 * it at once. A window made narrow later shows the mobile frame empty until the code has arrived: no Suspense, so
 * the layout changes at once even inside a navigation's transition (which would keep the old layout on screen).
 */
let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

function loadMobileShell(): Promise<ComponentType> {
  loading ??= import('./MobileShell').then(
    (module) => (loaded = module.MobileShell),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Asks for the mobile frame's code now; resolves once it has arrived. */
export const preloadMobileShell = (): Promise<void> => loadMobileShell().then(() => undefined);

export function LazyMobileShell() {
  const [Frame, setFrame] = useState(() => loaded);
  useEffect(() => {
    if (Frame !== null) return;
    let live = true;
    loadMobileShell().then(
      (frame) => live && setFrame(() => frame),
      // a download that failed goes to the screen's error boundary, as a lazy screen's does
      (error: unknown) =>
        live &&
        setFrame(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [Frame]);
  return Frame === null ? <div className="shell shell--mobile" data-layout="mobile" /> : <Frame />;
}
