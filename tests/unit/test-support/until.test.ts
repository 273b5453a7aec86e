import { describe, expect, it } from 'vitest';
import { until } from '../../support/wait-for-state';

// The suite's one wait: it answers what it waited for once it comes, fails at once when the check throws, and fails
// saying what it waited for when it never comes.
describe('until', () => {
  it('answers what the check finds once it finds it', async () => {
    let looks = 0;
    const found = await until(() => (++looks >= 3 ? { looks } : null));
    expect(found).toEqual({ looks: 3 });
  });

  it('waits for an answer the check gives later', async () => {
    let looks = 0;
    await expect(until(async () => ++looks >= 2)).resolves.toBe(true);
  });

  it('fails at once when the check throws', async () => {
    await expect(
      until(() => {
        throw new Error('no such row');
      }),
    ).rejects.toThrow('no such row');
  });

  it('fails saying what it waited for when the state never comes', async () => {
    await expect(until(() => false, 'the server to answer', 50)).rejects.toThrow(
      'timed out after 50 ms waiting for the server to answer',
    );
    await expect(until(() => null, undefined, 50)).rejects.toThrow('waiting for () => null');
  });
});
