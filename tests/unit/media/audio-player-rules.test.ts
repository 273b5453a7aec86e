import { describe, expect, it } from 'vitest';
import {
  ANALYSER_FFT_SIZE,
  ANALYSER_SMOOTHING,
  audioColours,
  audioKeyCommand,
  DEFAULT_AUDIO_COLOURS,
  VISUALISER_BANDS,
  VISUALISER_REFRESH_MS,
} from '../../../src/machines/audio-player-rules';

// The constants and rules the audio player shares with the video player are tested in media-player-rules.test.ts.
describe('audio player constants', () => {
  it('audio visualiser has 3 bands', () => {
    expect(VISUALISER_BANDS).toBe(3);
  });
  it('audio visualiser analyser size is 2048', () => {
    expect(ANALYSER_FFT_SIZE).toBe(2048);
  });
  it('audio visualiser smoothing is 0.6', () => {
    expect(ANALYSER_SMOOTHING).toBe(0.6);
  });
  it('audio visualiser refresh is 15 ms', () => {
    expect(VISUALISER_REFRESH_MS).toBe(15);
  });
  it('audio colours default to a black background, white foreground and white accent', () => {
    expect(DEFAULT_AUDIO_COLOURS).toEqual({ background: '#000000', foreground: '#ffffff', accent: '#ffffff' });
  });
});

describe('keys', () => {
  it('k or space play and pause', () => {
    expect(audioKeyCommand('k')).toEqual({ type: 'TOGGLE' });
    expect(audioKeyCommand('K')).toEqual({ type: 'TOGGLE' });
    expect(audioKeyCommand(' ')).toEqual({ type: 'TOGGLE' });
  });
  it('m mutes', () => {
    expect(audioKeyCommand('m')).toEqual({ type: 'TOGGLE_MUTE' });
  });
  it('j and the left arrow seek back 5 s; l and the right arrow seek forward 5 s', () => {
    expect(audioKeyCommand('j')).toEqual({ type: 'SEEK_BY', seconds: -5 });
    expect(audioKeyCommand('ArrowLeft')).toEqual({ type: 'SEEK_BY', seconds: -5 });
    expect(audioKeyCommand('l')).toEqual({ type: 'SEEK_BY', seconds: 5 });
    expect(audioKeyCommand('ArrowRight')).toEqual({ type: 'SEEK_BY', seconds: 5 });
  });
  it('the up and down arrows change the volume by 0.15', () => {
    expect(audioKeyCommand('ArrowUp')).toEqual({ type: 'VOLUME_BY', delta: 0.15 });
    expect(audioKeyCommand('ArrowDown')).toEqual({ type: 'VOLUME_BY', delta: -0.15 });
  });
  it('other keys and keys held with a modifier are not the player’s', () => {
    expect(audioKeyCommand('f')).toBeNull();
    expect(audioKeyCommand('Escape')).toBeNull();
    expect(audioKeyCommand('Tab')).toBeNull();
    expect(audioKeyCommand('k', true)).toBeNull();
  });
});

describe('colours', () => {
  it('a hex colour given is used, lowercased; others fall back to their default', () => {
    expect(audioColours({ background: '#1E2030', foreground: '#abc', accent: 'red; background:url(x)' })).toEqual({
      background: '#1e2030',
      foreground: '#abc',
      accent: '#ffffff',
    });
  });
  it('no colours at all are the defaults', () => {
    expect(audioColours(undefined)).toEqual(DEFAULT_AUDIO_COLOURS);
    expect(audioColours({ background: null, foreground: '', accent: '#12345' })).toEqual(DEFAULT_AUDIO_COLOURS);
  });
});
