import { expect, vi } from 'vitest';
import { composeAreaMachine, type ComposeAreaEvent } from '../../src/machines/compose-area.machine';
import type { ComposeEvent } from '../../src/machines/compose-types';
import type { ComposeRuntime } from '../../src/machines/compose-runtime-types';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * One compose area's model: the composer loading (or failing), intents arriving before and after it is ready,
 * an intent that replaces the draft (reply) and one that adds to it (mention), against an empty draft and a
 * draft holding text, the reader confirming or keeping the draft, and intents that come to nothing.
 */
function runtimeWith(name: string, text: string): ComposeRuntime {
  const draft = { text, spoiler: false, spoiler_text: '', poll: null, quoted_status_id: null, reference_ids: [] };
  return { name, actor: { getSnapshot: () => ({ context: { draft, media: [] } }) } } as unknown as ComposeRuntime;
}
const empty = runtimeWith('empty', '');
const holding = runtimeWith('holding', 'half written');
const reply: ComposeEvent = {
  type: 'compose.reply',
  target: { id: 't1', visibility: 'public', limited: false, mentions: ['bob'], spoilerText: '', language: null },
};
const failure = new Error('storage refused');

const apply = vi.fn();

const events: (ComposeAreaEvent | ReturnType<typeof doneEvent> | ReturnType<typeof errorEvent>)[] = [
  { type: 'INTENT', intent: { type: 'reply', statusId: 't1' } },
  { type: 'INTENT', intent: { type: 'mention', acct: 'bob' } },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  doneEvent('loadRuntime', empty),
  doneEvent('loadRuntime', holding),
  errorEvent('loadRuntime', failure),
  doneEvent('resolveIntent', [reply]),
  doneEvent('resolveIntent', null),
  errorEvent('resolveIntent', new Error('post gone')),
];

describeModel({
  name: 'compose-area',
  machine: composeAreaMachine.provide({ actions: { apply } }),
  scriptedActors: ['loadRuntime', 'resolveIntent'],
  events,
  expectations: {
    loading: (snapshot) => {
      // an intent waits for the composer; nothing is applied yet
      expect(snapshot.context.runtime).toBeNull();
      expect(apply).not.toHaveBeenCalled();
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(failure);
      expect(apply).not.toHaveBeenCalled();
    },
    'ready.resolving': (snapshot, scripted) => {
      // the intent taken up is the one resolved, and only with the composer there
      expect(snapshot.context.runtime).not.toBeNull();
      expect(scripted.lastCall('resolveIntent')?.input).toEqual({ intent: snapshot.context.intent });
    },
    'ready.asking': (snapshot) => {
      // only a replacing intent over a draft that holds something asks; its events wait, unsent
      expect(snapshot.context.runtime).toBe(holding);
      expect(snapshot.context.waiting).toEqual([reply]);
      expect(snapshot.hasTag('asking')).toBe(true);
    },
    'ready.idle': (snapshot) => {
      expect(snapshot.context.waiting).toEqual([]);
      expect(snapshot.context.intent).toBeNull();
      // whatever was applied went to the loaded composer
      for (const [, params] of apply.mock.calls) {
        expect(params.runtime).toBe(snapshot.context.runtime);
        expect(params.events.length).toBeGreaterThan(0);
      }
    },
  },
});
