/**
 * The suggestions machine's rules on a real actor: the 200 ms debounce (a new token restarts it), a newer token
 * while fetching drops the old answer, failures and empty answers close silently, and picking emits the
 * replacement of each kind.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { replacementFor, suggestionsMachine } from '../../../src/machines/suggestions.machine';
import {
  SUGGESTION_DEBOUNCE_MS,
  type Suggestion,
  type SuggestionPicked,
  type SuggestionToken,
} from '../../../src/machines/suggestions-types';

interface Call {
  token: SuggestionToken;
  signal: AbortSignal;
  resolve(value: Suggestion[]): void;
  reject(error: unknown): void;
}

function start() {
  const calls: Call[] = [];
  const fetchSuggestions = fromPromise<Suggestion[], { token: SuggestionToken }>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => calls.push({ token: input.token, signal, resolve, reject })),
  );
  const actor = createActor(suggestionsMachine.provide({ actors: { fetchSuggestions } }));
  const picked: SuggestionPicked[] = [];
  actor.on('suggest.picked', (event) => picked.push(event));
  actor.start();
  return { actor, calls, picked, state: () => actor.getSnapshot().value };
}

const token = (text: string, start = 0): SuggestionToken => ({ text, start });
const alice: Suggestion = { kind: 'account', id: '1', acct: 'alice', displayName: 'Alice', avatar: '' };
const remote: Suggestion = { kind: 'account', id: '2', acct: 'alina@remote.example', displayName: 'Alina', avatar: '' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('suggestions machine', () => {
  it('200 ms debounce', async () => {
    const { actor, calls, state } = start();
    actor.send({ type: 'suggest.token', token: token('@a') });
    expect(SUGGESTION_DEBOUNCE_MS).toBe(200);
    await vi.advanceTimersByTimeAsync(150);
    // typing on restarts the wait: nothing is fetched until 200 ms after the last change
    actor.send({ type: 'suggest.token', token: token('@al') });
    await vi.advanceTimersByTimeAsync(199);
    expect(calls).toHaveLength(0);
    expect(state()).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.token.text)).toEqual(['@al']);
    expect(state()).toBe('fetching');
  });

  it('the caret moving inside the same token neither restarts nor reopens', async () => {
    const { actor, calls, state } = start();
    actor.send({ type: 'suggest.token', token: token('@al') });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'suggest.token', token: token('@al') });
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve([alice]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'suggest.dismiss' });
    actor.send({ type: 'suggest.token', token: token('@al') });
    await vi.advanceTimersByTimeAsync(500);
    expect(state()).toBe('idle');
    expect(calls).toHaveLength(1);
  });

  it('a newer token while fetching waits again and the old answer is ignored', async () => {
    const { actor, calls, state } = start();
    actor.send({ type: 'suggest.token', token: token('@al') });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'suggest.token', token: token('@ali') });
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve([remote]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(200);
    calls[1]!.resolve([alice]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('showing');
    expect(actor.getSnapshot().context).toMatchObject({ token: token('@ali'), suggestions: [alice], highlighted: 0 });
  });

  it('a failed or empty search closes without an error shown', async () => {
    const { actor, calls, state } = start();
    actor.send({ type: 'suggest.token', token: token('#zz') });
    await vi.advanceTimersByTimeAsync(200);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    actor.send({ type: 'suggest.token', token: token('#zzz') });
    await vi.advanceTimersByTimeAsync(200);
    calls[1]!.resolve([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('idle');
  });

  it('arrows wrap; picking emits the replacement for the token', async () => {
    const { actor, calls, picked, state } = start();
    actor.send({ type: 'suggest.token', token: token('@al', 6) });
    await vi.advanceTimersByTimeAsync(200);
    calls[0]!.resolve([alice, remote]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'suggest.previous' });
    expect(actor.getSnapshot().context.highlighted).toBe(1);
    actor.send({ type: 'suggest.next' });
    expect(actor.getSnapshot().context.highlighted).toBe(0);
    actor.send({ type: 'suggest.next' });
    actor.send({ type: 'suggest.pick' });
    expect(picked).toEqual([
      { type: 'suggest.picked', token: token('@al', 6), suggestion: remote, replacement: '@alina@remote.example ' },
    ]);
    expect(state()).toBe('idle');
  });

  it('a null token or dismiss closes', async () => {
    const { actor, calls, state } = start();
    actor.send({ type: 'suggest.token', token: token('@al') });
    await vi.advanceTimersByTimeAsync(200);
    calls[0]!.resolve([alice]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'suggest.token', token: null });
    expect(state()).toBe('idle');
    actor.send({ type: 'suggest.token', token: token('@b') });
    actor.send({ type: 'suggest.dismiss' });
    await vi.advanceTimersByTimeAsync(500);
    expect(state()).toBe('idle');
    expect(calls).toHaveLength(1);
  });
});

describe('replacements', () => {
  it('accounts "@acct ", hashtags "#Name ", emoji ":shortcode: " or the character and a space', () => {
    expect(replacementFor(alice)).toBe('@alice ');
    expect(replacementFor({ kind: 'hashtag', name: 'Gardening', fromHistory: true })).toBe('#Gardening ');
    expect(
      replacementFor({
        kind: 'emoji',
        shortcode: 'blobcat',
        native: null,
        url: 'https://x.example/b.png',
        staticUrl: null,
      }),
    ).toBe(':blobcat: ');
    expect(replacementFor({ kind: 'emoji', shortcode: 'wave', native: '👋🏽', url: null, staticUrl: null })).toBe('👋🏽 ');
  });
});
