/**
 * A part of the page that most first screens do not need (a quoted post, emoji reactions, the alerts): its code
 * is fetched once the first posts have painted and the browser is idle (preloadParts, or the first instance put
 * in the page, whichever asks first), so the first posts never wait for it. Until it has arrived the part renders
 * nothing in its place; once it has, every new instance renders at once.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { afterPaintAndIdle } from '../../services/after-paint';

const loaders: Array<() => Promise<unknown>> = [];

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  loaders.push(loadOnce);
  return function Preloadable(props: P) {
    const [Ready, setReady] = useState(() => loaded);
    useEffect(() => {
      if (Ready !== null) return;
      let live = true;
      void afterPaintAndIdle()
        .then(loadOnce)
        .then((component) => {
          if (live) setReady(() => component);
        });
      return () => {
        live = false;
      };
    }, [Ready]);
    return Ready === null ? null : <Ready {...props} />;
  };
}

/**
 * A module fetched as the parts are (once the first posts have painted), or at its first use if that comes first:
 * returns its one load. A failed load is forgotten, so a later use asks again.
 */
export function preloadableModule<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  loaders.push(loadOnce);
  return loadOnce;
}

/** Fetches every preloadable part's code (after the first posts have painted; tests before rendering). */
export function preloadParts(): Promise<void> {
  return Promise.all(loaders.map((load) => load())).then(() => undefined);
}

/** Put in the page once the first posts have painted (AfterFirstPaint): fetches every part's code then. */
export function PreloadParts() {
  useEffect(() => void preloadParts(), []);
  return null;
}
