// @vitest-environment jsdom
/**
 * The first posts are named without their dates, and renamed with them once the date formatter has been made
 * after the first paint (its first creation is costly); posts shown after that are named with their dates at once.
 * The renaming is not done in the formatter's own task (a transition rendered later), so the two are not one long task.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const paint = vi.hoisted(() => ({ done: (): void => undefined, asked: 0 }));
vi.mock('../../../src/services/after-paint', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/services/after-paint')>()),
  afterPaintAndIdle: () => {
    paint.asked += 1;
    return new Promise<void>((resolve) => (paint.done = resolve));
  },
}));

type Modules = {
  Status: typeof import('../../../src/views/status/Status').Status;
  harness: typeof import('./status-harness');
  fixtures: typeof import('./status-fixtures');
};
let modules: Modules;

beforeEach(async () => {
  // a page's own start: labels not prepared yet (the test setup prepares them for every other test)
  vi.resetModules();
  modules = {
    Status: (await import('../../../src/views/status/Status')).Status,
    harness: await import('./status-harness'),
    fixtures: await import('./status-fixtures'),
  };
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-03T12:05:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  paint.asked = 0;
});

describe('post labels and dates', () => {
  it('names the first posts without dates, then with them once the formatter is made after the first paint', async () => {
    const { Status, harness, fixtures } = modules;
    const h = harness.createHarness();
    const alice = fixtures.rawAccount('1', { display_name: 'Alice', acct: 'alice' });
    h.importRaw(fixtures.rawStatus('10', { account: alice, content: '<p>Hello</p>' }));
    h.importRaw(
      fixtures.rawStatus('11', {
        account: fixtures.rawAccount('2', { display_name: 'Bob', acct: 'bob' }),
        reblog: fixtures.rawStatus('12', { account: alice, content: '<p>Boosted</p>' }),
      }),
    );
    h.render(
      <>
        <Status statusId="10" />
        <Status statusId="11" />
      </>,
    );
    const labels = () => [...h.container.querySelectorAll('article')].map((a) => a.getAttribute('aria-label'));
    const [plain, boosted] = labels();
    expect(plain).toBe('Alice, Hello, @alice');
    expect(boosted).toBe('Bob boosted: Alice, Boosted, @alice');
    // one preparation for the whole page
    expect(paint.asked).toBe(1);

    await act(async () => paint.done());
    const [plainDated, boostedDated] = labels();
    expect(plainDated).toMatch(/^Alice, Hello, Mar 3, 2025, .+, @alice$/);
    expect(boostedDated).toMatch(/^Bob boosted: Alice, Boosted, Mar 3, 2025, .+, @alice$/);

    // a post shown later is named with its date at once
    h.importRaw(fixtures.rawStatus('13', { account: alice, content: '<p>Later</p>' }));
    h.render(<Status statusId="13" />);
    expect(labels()[0]).toMatch(/^Alice, Later, Mar 3, 2025, .+, @alice$/);
    expect(paint.asked).toBe(1);
    h.unmount();
  });

  it('renames the posts after the task that made the formatter, not in it', async () => {
    const { Status, harness, fixtures } = modules;
    const h = harness.createHarness();
    h.importRaw(
      fixtures.rawStatus('10', { account: fixtures.rawAccount('1', { display_name: 'Alice', acct: 'alice' }) }),
    );
    h.render(<Status statusId="10" />);
    const label = () => h.container.querySelector('article')!.getAttribute('aria-label');
    expect(label()).not.toMatch(/Mar 3, 2025/);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      paint.done();
      // the formatter's task and its microtasks: an update React must render at once would be drawn by now
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(label()).not.toMatch(/Mar 3, 2025/);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
    await act(async () => {});
    expect(label()).toMatch(/Mar 3, 2025/);
    h.unmount();
  });
});
