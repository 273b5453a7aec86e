/**
 * The first screen renders in slices of about 33 ms (30 a second); React's default (0: every 5 ms) comes back
 * once the first screen is done, not before.
 */
import { describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_SLICES_PER_SECOND, sliceFirstScreen } from '../../../src/app/render-slices';
import { waitForState } from '../../support/wait-for-state';

describe('sliceFirstScreen', () => {
  it('renders in 33 ms slices until the first screen is done, then in the default ones', async () => {
    const setRate = vi.fn();
    let done: () => void = () => {};
    sliceFirstScreen(setRate, () => new Promise<void>((resolve) => (done = resolve)));
    expect(FIRST_SCREEN_SLICES_PER_SECOND).toBe(30);
    expect(setRate.mock.calls).toEqual([[30]]);
    await Promise.resolve();
    expect(setRate.mock.calls).toEqual([[30]]);
    done();
    await waitForState(() => expect(setRate.mock.calls).toEqual([[30], [0]]));
  });
});
