import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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
