/**
 * The Japanese catalogues, as one chunk the page loads when the reader's language is Japanese: the eager
 * features' strings (eager-catalogues.ts; the first pattern lists them) and the loaders of the other features'
 * files, one small chunk each (lazy-catalogues.ts). Keep both patterns' lists equal to EAGER_FEATURES.
 */
export default import.meta.glob<Record<string, unknown>>(
  './messages/{alert,common,filterGate,media,shell,status,timeline}.ja.json',
  { eager: true, import: 'default' },
);

export const lazyCatalogues = import.meta.glob<Record<string, unknown>>(
  ['./messages/*.ja.json', '!./messages/{alert,common,filterGate,media,shell,status,timeline}.ja.json'],
  { import: 'default' },
);
