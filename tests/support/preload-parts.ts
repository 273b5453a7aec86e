/**
 * Vitest setup: the parts the page fetches after its first paint (src/views/common/preloadable.tsx: alerts, quoted
 * posts, emoji reactions) are fetched before each test file's tests run, as a page has them once it has painted.
 * Only the parts the test file's own imports registered are fetched, with that file's mocks in place. The path
 * before the code has arrived has its own test (tests/unit/common/preloadable.test.tsx).
 * A part's catalogues come with its code, and a page has its translator before anything renders: English here
 * unless the file has set one up already (each test still sets up the language it reads).
 */
import { beforeAll } from 'vitest';
import { setUpI18n } from '../../src/i18n';
import { currentTranslator } from '../../src/i18n/react';
import { preloadParts } from '../../src/views/common/preloadable';

beforeAll(() => {
  if (currentTranslator() === null) setUpI18n(['en']);
  return preloadParts();
});
