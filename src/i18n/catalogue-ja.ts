/**
 * The Japanese catalogues, as one chunk the page loads when the reader's language is Japanese: the eager
 * features' strings (eager-catalogues.ts; the pattern lists them, keep it equal to EAGER_FEATURES), and the way
 * to the loaders of the other features' files (lazy-catalogues.ts), a chunk of their own downloaded when the
 * first lazy feature is asked for: the first screen does without their names.
 */
export default import.meta.glob<Record<string, unknown>>(
  './messages/{alert,common,filterGate,media,shell,status,timeline}.ja.json',
  { eager: true, import: 'default' },
);

export const loadLazyCatalogues = () => import('./catalogue-loaders-ja').then((module) => module.default);
