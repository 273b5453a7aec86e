import { expect } from 'vitest';
import { ServerCheckError, serverCheckMachine, type ServerSummary } from '../../src/machines/server-check.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

const kmyblueServer: ServerSummary = {
  origin: 'https://social.example',
  title: 'Social Example',
  domain: 'social.example',
  version: '4.3.0+kmyblue.19.0',
  kmyblue: true,
  capabilities: ['emoji_reaction', 'kmyblue_antenna'],
};

describeModel({
  name: 'server-check',
  machine: serverCheckMachine,
  input: { address: '' },
  scriptedActors: ['fetchInstance'],
  events: [
    { type: 'CHANGE_ADDRESS', address: 'social.example/about' },
    { type: 'CHANGE_ADDRESS', address: 'http://social.example' },
    { type: 'CHECK' },
    { type: 'RETRY' },
    doneEvent('fetchInstance', kmyblueServer),
    errorEvent(
      'fetchInstance',
      new ServerCheckError({ kind: 'http-status', status: 503, message: 'Service Unavailable' }),
    ),
    errorEvent('fetchInstance', new TypeError('socket hang up')),
  ],
  expectations: {
    editing: (snapshot) => {
      expect(snapshot.context.server).toBeNull();
      expect(snapshot.context.failure).toBeNull();
    },
    checking: (snapshot, scripted) => {
      // the injected actor receives the normalised origin, never the raw text
      expect(snapshot.context.origin).toBe('https://social.example');
      expect(scripted.lastCall('fetchInstance')?.input).toEqual({ origin: 'https://social.example' });
      expect(scripted.lastCall('fetchInstance')?.aborted()).toBe(false);
      expect(snapshot.context.failure).toBeNull();
    },
    ready: (snapshot) => {
      expect(snapshot.context.server).toEqual(kmyblueServer);
      expect(snapshot.context.failure).toBeNull();
    },
    failed: (snapshot) => {
      const failure = snapshot.context.failure;
      expect(snapshot.context.server).toBeNull();
      if (snapshot.context.address === 'http://social.example') {
        expect(failure).toEqual({ kind: 'insecure-address' });
      } else if (snapshot.context.address === '') {
        expect(failure).toEqual({ kind: 'empty-address' });
      } else {
        expect([
          { kind: 'http-status', status: 503, message: 'Service Unavailable' },
          { kind: 'unexpected' },
        ]).toContainEqual(failure);
      }
    },
  },
});
