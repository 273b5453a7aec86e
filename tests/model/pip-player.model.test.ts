import { expect } from 'vitest';
import { pipPlayerMachine, type PipMedia, type PipPlayerEvent } from '../../src/machines/pip-player.machine';
import { describeModel } from './model-harness';

/** Two posts' players handing over, deletions of its post and of another, and the layout changing. */
const VIDEO: PipMedia = {
  kind: 'video',
  statusId: 's1',
  accountId: 'a1',
  src: 'https://files.example/v.mp4',
  poster: 'https://files.example/v.png',
  currentTime: 12.5,
  volume: 0.5,
  muted: false,
};
const AUDIO: PipMedia = {
  kind: 'audio',
  statusId: 's2',
  accountId: 'a2',
  src: 'https://files.example/a.mp3',
  poster: null,
  currentTime: 3,
  volume: 0.8,
  muted: true,
};

const events: PipPlayerEvent[] = [
  { type: 'DEPLOY', media: VIDEO },
  { type: 'DEPLOY', media: AUDIO },
  { type: 'PROGRESS', currentTime: 40, volume: 0.35, muted: false },
  { type: 'CLOSE' },
  { type: 'STATUS_DELETED', id: 's1' },
  { type: 'STATUS_DELETED', id: 'other' },
  { type: 'LAYOUT', mobile: true },
  { type: 'LAYOUT', mobile: false },
];

describeModel({
  name: 'pip-player',
  machine: pipPlayerMachine,
  input: { mobile: false },
  events,
  expectations: {
    idle: (snapshot) => {
      // no player when idle
      expect(snapshot.context.media).toBeNull();
      expect(snapshot.hasTag('showing')).toBe(false);
    },
    showing: (snapshot) => {
      // picture-in-picture only outside the mobile layout, always with one post's media
      expect(snapshot.context.mobile).toBe(false);
      expect(snapshot.context.media).not.toBeNull();
      expect(['s1', 's2']).toContain(snapshot.context.media?.statusId);
    },
  },
});
