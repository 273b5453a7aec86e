import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { outboxMachine, type OutboxEvent, type OutboxSnapshot } from '../../src/machines/outbox.machine';
import { GONE_ELSEWHERE, type OutboxEntry } from '../../src/machines/outbox-rules';
import { ApiError } from '../../src/domain/errors/api-error';
import { initialDraft } from '../../src/machines/compose-reset';
import { DEFAULTS, status } from '../unit/compose/compose-test-kit';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/** Storage: what is written is checked by the outbox's service tests (outbox-sandbox, outbox-persist). */
const persist = vi.fn((_: unknown, _params: { entries: readonly OutboxEntry[] }) => {});

function entry(id: string, text: string): OutboxEntry {
  const draft = { ...initialDraft(DEFAULTS, id), text };
  return { id, writtenAt: 1, refusal: null, saved: { version: 1, accountId: 'me', savedAt: 1, draft, media: [] } };
}

const A = entry('a', 'first');
const B = entry('b', 'second');
const unreachable = new ApiError({ kind: 'network', message: 'Failed to fetch', method: 'POST' });
const refused = new ApiError({ kind: 'response', status: 422, serverMessage: 'Text too long', message: '422' });
const unavailable = new ApiError({ kind: 'response', status: 503, message: '503' });

/**
 * The outbox: posts wait while the server is out of reach and go once it is back, oldest first and one at a time;
 * a refused post stays for the reader; a passing failure pauses and tries again; the one on its way cannot be
 * cancelled; one another tab sent or cancelled meanwhile is let go. Two posts at most, so the walk stays finite.
 */
function events(snapshot: OutboxSnapshot) {
  const { entries, sending } = snapshot.context;
  const samples: Array<OutboxEvent | EventObject> = [
    { type: 'ONLINE' },
    { type: 'OFFLINE' },
    // another tab stored the outbox: emptied, or holding the first post only
    { type: 'SYNC', entries: [] },
    { type: 'SYNC', entries: [A] },
  ];
  if (entries.length < 2) samples.push({ type: 'ADD', entry: entries.some((e) => e.id === 'a') ? B : A });
  // the same post queued again replaces itself
  else samples.push({ type: 'ADD', entry: entries[1] });
  for (const e of entries) samples.push({ type: 'CANCEL', id: e.id }, { type: 'TAKE', id: e.id });
  if (sending !== null) {
    samples.push(
      doneEvent('send', status(`s-${sending}`)),
      // another tab sent or cancelled it meanwhile
      doneEvent('send', GONE_ELSEWHERE),
      errorEvent('send', unreachable),
      errorEvent('send', refused),
      errorEvent('send', unavailable),
    );
  }
  return samples;
}

describeModel({
  name: 'outbox',
  machine: outboxMachine.provide({ actions: { persist } }),
  input: { online: false },
  scriptedActors: ['send'],
  events,
  expectations: {
    idle: (snapshot) => {
      const { entries, online, sending } = snapshot.context;
      expect(sending).toBeNull();
      // idle with a post to send only while the server is out of reach
      if (online) expect(entries.every((e) => e.refusal !== null)).toBe(true);
    },
    sending: (snapshot, scripted) => {
      const { entries, sending } = snapshot.context;
      // the oldest post not refused goes, with its own key, and stays held while on its way (a SYNC included)
      expect(sending).toBe(entries.find((e) => e.refusal === null)?.id);
      expect((scripted.lastCall('send')?.input as OutboxEntry).id).toBe(sending);
    },
    pausing: (snapshot) => expect(snapshot.context.sending).toBeNull(),
  },
});
