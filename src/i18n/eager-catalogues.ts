/**
 * The catalogues downloaded with the page, before the first render: the shell's and those of everything the
 * first page of the home timeline shows (posts and their parts, alerts, the account switcher). Every other
 * catalogue in ./messages is lazy: it is downloaded with the screen, dialog, runtime or part that shows it (see
 * lazy-catalogues.ts), so its strings cost nothing before the first post shows. The parts of a post drawn only
 * once the first posts have painted (the whole link card and poll, emoji reactions) bring their own.
 *
 * catalogue-en.ts and catalogue-ja.ts repeat this list in their glob patterns (import.meta.glob only takes
 * literals); tests/unit/i18n/lazy-catalogues.test.ts checks the three agree.
 */
export const EAGER_FEATURES: readonly string[] = [
  'accounts',
  'alert',
  'alerts',
  'common',
  'filterGate',
  'media',
  'shell',
  'status',
  'timeline',
];
