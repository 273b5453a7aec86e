/**
 * Vitest setup: the parts the page fetches after its first paint (src/views/common/preloadable.tsx: alerts, quoted
 * posts, emoji reactions) are fetched before each test file's tests run, as a page has them once it has painted.
 * Only the parts the test file's own imports registered are fetched, with that file's mocks in place. The path
 * before the code has arrived has its own test (tests/unit/common/preloadable.test.tsx).
 */
import { beforeAll } from 'vitest';
import { preloadParts } from '../../src/views/common/preloadable';

beforeAll(() => preloadParts());
