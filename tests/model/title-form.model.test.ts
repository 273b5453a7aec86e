import { expect } from 'vitest';
import { titleFormMachine } from '../../src/machines/title-form.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The title form of lists and circles: editing and saving (scripted save); every state and transition replayed
 * on real actors, for a new one (the field empties once made). Texts: a title, another, a blank one; answers:
 * accepted, refused with the server's words, failed, abandoned (silent), and a rejection that is no failure.
 */
describeModel({
  name: 'title-form',
  machine: titleFormMachine,
  input: { text: '', clearOnSave: true },
  scriptedActors: ['save'],
  events: [
    { type: 'TYPE', text: ' Friends ' },
    { type: 'TYPE', text: 'Family' },
    { type: 'TYPE', text: '  ' },
    { type: 'SUBMIT' },
    doneEvent('save', 'id-1'),
    errorEvent('save', { kind: 'refused', message: "Validation failed: Title can't be blank" }),
    errorEvent('save', { kind: 'failed' }),
    errorEvent('save', { kind: 'silent' }),
    errorEvent('save', new Error('network')),
  ],
  expectations: {
    editing: (snapshot) => {
      expect(snapshot.context.sending).toBeNull();
      // a blank title is never sent: the form says so instead
      if (snapshot.context.failure?.kind === 'blank') expect(snapshot.context.text.trim()).toBe('');
    },
    saving: (snapshot, scripted) => {
      // the save sends the title as typed, trimmed, and never a blank one
      expect(scripted.lastCall('save')?.input).toEqual({ title: snapshot.context.sending });
      expect(snapshot.context.sending).not.toBe('');
      expect(snapshot.context.failure).toBeNull();
    },
  },
});
