/**
 * Web push subscription failures: an AbortError (DOMException code 20) means the server has no push key support (a
 * warning); an InvalidCharacterError (code 5) means the server key is invalid. Every failure clears the subscription.
 */
export type PushFailure = 'no-server-key' | 'invalid-key' | 'other';

export interface PushErrorVerdict {
  failure: PushFailure;
  level: 'warning' | 'error';
  clearSubscription: true;
}

function codeAndName(error: unknown): { code: unknown; name: unknown } {
  if (error && typeof error === 'object') {
    const { code, name } = error as { code?: unknown; name?: unknown };
    return { code, name };
  }
  return { code: undefined, name: undefined };
}

export function classifyPushError(error: unknown): PushErrorVerdict {
  const { code, name } = codeAndName(error);
  if (code === 20 || name === 'AbortError')
    return { failure: 'no-server-key', level: 'warning', clearSubscription: true };
  if (code === 5 || name === 'InvalidCharacterError')
    return { failure: 'invalid-key', level: 'error', clearSubscription: true };
  return { failure: 'other', level: 'error', clearSubscription: true };
}
