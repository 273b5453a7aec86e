/**
 * The notification sound (an action carrying the sound name 'boop' plays it). Made on the spot with the Web Audio API,
 * no audio file: a short sine tone that falls in pitch, with a quick rise and fade in volume so it does not click. One
 * AudioContext is made on the first sound and reused. Any other name is ignored, and so is any failure (no Web Audio,
 * or the browser blocks sound until the reader has interacted with the page).
 */

/** The few parts of an AudioContext the sound uses (a fake one in tests). */
export interface SoundContext {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

export type SoundContextFactory = () => SoundContext | null;

export const BOOP = 'boop';
/** how long the tone lasts, in seconds */
export const BOOP_SECONDS = 0.18;

function browserContext(): SoundContext | null {
  const Context =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? new Context() : null;
}

/** Plays the boop on `context`. */
export function playBoop(context: SoundContext): void {
  const start = context.currentTime;
  const end = start + BOOP_SECONDS;
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.type = 'sine';
  tone.frequency.setValueAtTime(880, start);
  tone.frequency.exponentialRampToValueAtTime(440, end);
  volume.gain.setValueAtTime(0.0001, start);
  volume.gain.exponentialRampToValueAtTime(0.25, start + 0.015);
  volume.gain.exponentialRampToValueAtTime(0.0001, end);
  tone.connect(volume);
  volume.connect(context.destination);
  tone.start(start);
  tone.stop(end);
}

/** A player with its own lazily made context: `play(name)` sounds 'boop' and ignores anything else. */
export function createSoundPlayer(makeContext: SoundContextFactory = browserContext): (name: string) => void {
  let context: SoundContext | null | undefined;
  return (name) => {
    if (name !== BOOP) return;
    try {
      context ??= makeContext();
      if (!context) return;
      // a context made before the reader interacted starts suspended; resuming may be refused
      if (context.state === 'suspended') context.resume().catch(() => undefined);
      playBoop(context);
    } catch {
      // no sound this time
    }
  };
}

/** Plays the named sound in the browser (only 'boop' exists). */
export const playSound: (name: string) => void = createSoundPlayer();
