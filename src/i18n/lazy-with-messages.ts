import {
  createElement,
  lazy,
  useState,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
} from 'react';
import { importWithMessages } from './lazy-catalogues';

/**
 * React.lazy for a screen or dialog whose strings live in lazy catalogues: the component renders only once
 * its module and `features`' catalogues have arrived (the Suspense fallback shows meanwhile), so no key ever
 * flashes in place of its text. Write the features as string literals: the i18n tests look for them.
 */
// `any` props: React.lazy's own constraint
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy declares
export function lazyWithMessages<T extends ComponentType<any>>(
  features: readonly string[],
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => importWithMessages(features, load));
}

export interface PreloadableComponent<P> extends FunctionComponent<P> {
  /** starts downloading the code and catalogues now; resolves once they have arrived */
  preload(): Promise<void>;
}

/**
 * lazyWithMessages for a first screen, whose code can be asked for before React renders anything: once it has
 * arrived, a new mount renders the screen at once, with no Suspense fallback (and none of the wait React adds
 * before revealing content that replaces a fallback). Each mount keeps the way it started, so a screen is never
 * swapped for another component under the reader.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy declares
export function preloadableLazy<T extends ComponentType<any>>(
  features: readonly string[],
  load: () => Promise<{ default: T }>,
): PreloadableComponent<ComponentProps<T>> {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const fetchModule = () =>
    (loading ??= importWithMessages(features, load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(fetchModule);
  function Preloadable(props: ComponentProps<T>) {
    const [Direct] = useState(() => loaded);
    return Direct ? createElement(Direct, props) : createElement(Lazy, props);
  }
  Preloadable.preload = () => fetchModule().then(() => undefined);
  return Preloadable;
}
