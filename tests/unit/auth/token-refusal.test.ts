/**
 * The token refusal watch: a 401 to an ordinary call (or a failed socket) is checked with one verify_credentials at
 * a time; only that call's own 401 tells the account its token is refused, once per token.
 */
import { describe, expect, it, vi } from 'vitest';
import { createTokenRefusalWatch, VERIFY_CREDENTIALS_PATH } from '../../../src/services/auth/token-refusal';
import { waitForState } from '../../support/wait-for-state';

const SERVER = 'https://social.example';
const answer = (path: string, token = 'token-a') => ({ token, method: 'GET' as const, url: `${SERVER}${path}` });

function setUp() {
  let finish: (() => void) | null = null;
  const verify = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  const refused = vi.fn();
  const watch = createTokenRefusalWatch({ verify, refused });
  return { watch, verify, refused, finish: () => finish?.() };
}

describe('token refusal watch', () => {
  it('checks a 401 of another call with verify_credentials, one check at a time', async () => {
    const { watch, verify, refused, finish } = setUp();
    watch.unauthorized(answer('/api/v1/timelines/home'));
    watch.unauthorized(answer('/api/v1/notifications'));
    watch.check();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(refused).not.toHaveBeenCalled();
    finish();
    await waitForState(() => {
      watch.check();
      expect(verify).toHaveBeenCalledTimes(2);
    });
  });

  it("takes verify_credentials' own 401 as the refusal, told once per token", () => {
    const { watch, verify, refused } = setUp();
    watch.unauthorized(answer(VERIFY_CREDENTIALS_PATH));
    watch.unauthorized(answer(VERIFY_CREDENTIALS_PATH));
    watch.unauthorized(answer('/api/v1/timelines/home'));
    expect(refused.mock.calls).toEqual([['token-a']]);
    // the refused token's late answers ask nothing more
    expect(verify).not.toHaveBeenCalled();
    watch.unauthorized(answer(VERIFY_CREDENTIALS_PATH, 'token-b'));
    expect(refused.mock.calls).toEqual([['token-a'], ['token-b']]);
  });
});
