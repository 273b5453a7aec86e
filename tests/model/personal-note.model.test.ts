import { expect } from 'vitest';
import { personalNoteMachine } from '../../src/machines/personal-note.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The personal note's model: idle, typing (the named 1 s pause), saving (scripted save); every state and
 * transition replayed on real actors. Texts: the stored note typed back, a new one and another; the store
 * changing under the field; the save accepted or refused.
 */
describeModel({
  name: 'personal-note',
  machine: personalNoteMachine,
  input: { note: 'met at the cafe' },
  scriptedActors: ['save'],
  events: [
    { type: 'TYPE', text: 'met at the cafe!' },
    { type: 'TYPE', text: 'met at the cafe' },
    { type: 'TYPE', text: '' },
    { type: 'BLUR' },
    { type: 'SYNC', note: 'from elsewhere' },
    doneEvent('save', true),
    errorEvent('save', new Error('refused')),
  ],
  expectations: {
    idle: (snapshot) => {
      // nothing is being sent while idle
      expect(snapshot.context.sending).toBeNull();
    },
    typing: (snapshot) => {
      expect(snapshot.context.sending).toBeNull();
    },
    saving: (snapshot, scripted) => {
      // the save sends exactly the text that differed from the saved one when it started
      const sent = scripted.lastCall('save')?.input as { comment: string };
      expect(sent).toEqual({ comment: snapshot.context.sending });
      expect(snapshot.context.sending).not.toBe(snapshot.context.saved);
    },
  },
});
