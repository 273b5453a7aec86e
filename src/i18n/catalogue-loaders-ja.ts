/**
 * The loaders of the Japanese catalogues that are not eager (catalogue-ja.ts holds those), one small chunk each.
 * Keep the excluded list equal to EAGER_FEATURES (eager-catalogues.ts).
 */
export default import.meta.glob<Record<string, unknown>>(
  ['./messages/*.ja.json', '!./messages/{alert,common,filterGate,media,shell,status,timeline}.ja.json'],
  { import: 'default' },
);
