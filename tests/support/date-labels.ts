/**
 * Vitest setup: posts are labelled with their dates from the start, as on a page once its first posts have
 * painted (src/views/common/date-labels.ts). The path before that has its own tests
 * (tests/unit/status/date-labels.test.tsx).
 */
import { beforeAll } from 'vitest';
import { prepareDateLabels } from '../../src/views/common/date-labels';

beforeAll(() => prepareDateLabels('en'));
