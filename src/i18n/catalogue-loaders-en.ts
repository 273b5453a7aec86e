/**
 * The loaders of the English catalogues that are not eager (catalogue-en.ts holds those), one small chunk each.
 * Keep the excluded list equal to EAGER_FEATURES (eager-catalogues.ts).
 */
export default import.meta.glob<Record<string, unknown>>(
  ['./messages/*.en.json', '!./messages/{alert,common,filterGate,media,shell,status,timeline}.en.json'],
  { import: 'default' },
);
