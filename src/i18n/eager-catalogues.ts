/**
 * The catalogues downloaded with the page, before the first render: the shell's and those of everything the
 * first page of the home timeline shows (posts and their parts, the error alerts' texts). Every other catalogue
 * in ./messages is lazy: it is downloaded with the screen, dialog, runtime or part that shows it (see
 * lazy-catalogues.ts), so its strings cost nothing before the first post shows. What comes only once the first
 * posts have painted brings its own: the whole link card and poll, emoji reactions, the alerts' own code (its
 * buttons and notices), the account switcher and the account menu.
 *
 * catalogue-en.ts and catalogue-ja.ts repeat this list in their glob patterns (import.meta.glob only takes
 * literals); tests/unit/i18n/lazy-catalogues.test.ts checks the three agree.
 */
export const EAGER_FEATURES: readonly string[] = [
  'alert',
  'common',
  'filterGate',
  'media',
  'shell',
  'status',
  'timeline',
];
