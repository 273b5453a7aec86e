import { describe, expect, it, vi } from 'vitest';
import { createAccountScope, definePart, ScopeDisposedError } from '../../../src/services/runtime/account-scope';
import { createEntityStore } from '../../../src/services/store';

describe('the account scope', () => {
  it('makes a part once per scope, on first use', () => {
    const counter = definePart<{ n: number }>('counter');
    const make = vi.fn(() => ({ n: 1 }));
    const one = createAccountScope();
    const other = createAccountScope();
    expect(one.peek(counter)).toBeUndefined();
    const first = one.use(counter, make);
    expect(one.use(counter, make)).toBe(first);
    expect(other.use(counter, make)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
    expect(one.partNames()).toEqual(['counter']);
  });

  it('stops every part and callback once, newest first, and makes nothing after', () => {
    const stopped: string[] = [];
    const a = definePart<string>('a', (part) => stopped.push(part));
    const b = definePart<string>('b', (part) => stopped.push(part));
    const scope = createAccountScope();
    scope.use(a, () => 'a');
    scope.onDispose(() => stopped.push('callback'));
    scope.use(b, () => 'b');
    scope.dispose();
    scope.dispose();
    expect(stopped).toEqual(['b', 'callback', 'a']);
    expect(scope.disposed).toBe(true);
    expect(scope.partNames()).toEqual([]);
    expect(() => scope.use(a, () => 'again')).toThrow(ScopeDisposedError);
    scope.onDispose(() => stopped.push('late'));
    expect(stopped.at(-1)).toBe('late');
  });

  it('goes on stopping the other parts when one throws, then reports the error', () => {
    const stopped: string[] = [];
    const bad = definePart<string>('bad', () => {
      throw new Error('stuck');
    });
    const good = definePart<string>('good', (part) => stopped.push(part));
    const scope = createAccountScope();
    scope.use(good, () => 'good');
    scope.use(bad, () => 'bad');
    expect(() => scope.dispose()).toThrow('stuck');
    expect(stopped).toEqual(['good']);
  });

  it('is reached through the account entity store (one scope per store, or the one given)', () => {
    const given = createAccountScope();
    expect(createEntityStore({ currentAccountId: null, scope: given }).scope).toBe(given);
    const a = createEntityStore({ currentAccountId: '1' });
    const b = createEntityStore({ currentAccountId: '1' });
    expect(a.scope).not.toBe(b.scope);
  });
});
