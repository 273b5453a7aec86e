// @vitest-environment jsdom
/**
 * The outbox service and its storage, without a server: every change this tab makes is stored (a post added,
 * refused, cancelled, taken back to edit); another tab's change to the stored outbox is followed without being
 * stored again, and the post on its way here stays until its attempt ends. Two tabs send one at a time (the lock),
 * and a post the other tab sent meanwhile is let go, never sent twice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Api } from '../../../src/services/api';
import { ApiError } from '../../../src/domain/errors/api-error';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { connectivityMachine } from '../../../src/machines/connectivity.machine';
import { initialDraft } from '../../../src/machines/compose-reset';
import { SPEC_DEFAULTS } from '../../../src/machines/compose-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { createOutbox, entryOf, type OutboxLock } from '../../../src/services/compose/outbox';
import { createOutboxStorage } from '../../../src/services/compose/outbox-storage';
import { createEntityStore } from '../../../src/services/store';
import { status } from './compose-test-kit';
import { waitForState } from '../../support/wait-for-state';

const ACCOUNT = 'https://s.example|1';
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  localStorage.clear();
});

const entry = (key: string) =>
  entryOf({ draft: { ...initialDraft(SPEC_DEFAULTS, key), text: `post ${key}` }, media: [] }, '1', 5);

/** An outbox whose sends wait for the test to answer them; `otherTab` plays another tab writing the storage. */
function outboxWith(online: boolean, lock?: OutboxLock) {
  const storage = createOutboxStorage(ACCOUNT, localStorage);
  const answers: Array<{ resolve(status: ApiStatus): void; reject(error: unknown): void }> = [];
  const create = () => new Promise<ApiStatus>((resolve, reject) => answers.push({ resolve, reject }));
  const api = { statuses: { create, edit: create } } as unknown as Api;
  const connectivity = createActor(connectivityMachine).start();
  if (!online) connectivity.send({ type: 'BROWSER_OFFLINE' });
  let changed = () => {};
  const part = createOutbox({
    server: 'https://s.example',
    me: '1',
    api,
    store: createEntityStore({ currentAccountId: '1' }),
    alerts: createAlertQueue(),
    storage,
    connectivity,
    ...(lock ? { lock } : {}),
    onStoredChange: (key, heard) => {
      expect(key).toBe(storage.key);
      changed = heard;
      return () => {};
    },
  });
  stops.push(
    () => part.stop(),
    () => connectivity.stop(),
  );
  const ids = () => part.actor.getSnapshot().context.entries.map((e) => e.id);
  const otherTab = (entries: ReturnType<typeof entry>[]) => {
    localStorage.setItem(storage.key, JSON.stringify({ version: 1, entries }));
    changed();
  };
  return { outbox: part.actor, storage, answers, ids, otherTab };
}

describe('the outbox service', () => {
  it('stores every change this tab makes', () => {
    const { outbox, storage, ids } = outboxWith(false);
    outbox.send({ type: 'ADD', entry: entry('a') });
    outbox.send({ type: 'ADD', entry: entry('b') });
    expect(storage.load().map((e) => e.id)).toEqual(['a', 'b']);
    outbox.send({ type: 'TAKE', id: 'a' });
    expect(storage.load().map((e) => e.id)).toEqual(['b']);
    outbox.send({ type: 'CANCEL', id: 'b' });
    expect(ids()).toEqual([]);
    expect(localStorage.getItem(storage.key)).toBeNull();
  });

  it("follows another tab's changes without storing them again", () => {
    const { outbox, storage, ids, otherTab } = outboxWith(false);
    outbox.send({ type: 'ADD', entry: entry('a') });
    otherTab([entry('a'), entry('c')]);
    expect(ids()).toEqual(['a', 'c']);
    // the other tab sent both
    otherTab([]);
    expect(ids()).toEqual([]);
    expect(localStorage.getItem(storage.key)).toBe(JSON.stringify({ version: 1, entries: [] }));
  });

  it('keeps the post on its way until its attempt ends, whatever another tab stored', async () => {
    const { outbox, storage, answers, ids, otherTab } = outboxWith(true);
    outbox.send({ type: 'ADD', entry: entry('a') });
    await waitForState(() => expect(answers).toHaveLength(1));
    otherTab([entry('b')]);
    expect(ids()).toEqual(['a', 'b']);
    answers[0]!.resolve(status('s-a'));
    await waitForState(() => expect(ids()).toEqual(['b']));
    await waitForState(() => expect(answers).toHaveLength(2));
    answers[1]!.reject(new ApiError({ kind: 'response', status: 422, serverMessage: 'No', message: '422' }));
    await waitForState(() => expect(storage.load()[0]?.refusal).toEqual({ status: 422, message: 'No' }));
  });

  it('sends from two tabs one at a time: a post the other tab sent meanwhile is let go, not sent again', async () => {
    // the browser's lock, shared by the two tabs: each attempt waits for the one before
    let tail: Promise<unknown> = Promise.resolve();
    const lock: OutboxLock = (_name, run) => {
      const result = tail.then(run);
      tail = result.catch(() => undefined);
      return result;
    };
    const first = outboxWith(false, lock);
    first.outbox.send({ type: 'ADD', entry: entry('a') });
    // the second tab reads the same stored outbox
    const second = outboxWith(false, lock);
    expect(second.ids()).toEqual(['a']);
    const told: string[] = [];
    second.outbox.on('outbox.sent', ({ id }) => told.push(id));

    // the server is back for both at once
    first.outbox.send({ type: 'ONLINE' });
    second.outbox.send({ type: 'ONLINE' });
    await waitForState(() => expect(first.answers).toHaveLength(1));
    expect(second.outbox.getSnapshot().matches('sending')).toBe(true);
    expect(second.answers).toHaveLength(0);
    first.answers[0]!.resolve(status('s-a'));
    await waitForState(() => expect(second.ids()).toEqual([]));
    expect(second.answers).toHaveLength(0);
    expect(told).toEqual([]);
    expect(first.ids()).toEqual([]);
  });
});
