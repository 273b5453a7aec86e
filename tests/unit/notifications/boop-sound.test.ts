import { describe, expect, it, vi } from 'vitest';
import { BOOP_SECONDS, createSoundPlayer, type SoundContext } from '../../../src/services/notifications/boop-sound';

function fakeContext(state = 'running') {
  const param = () => ({ setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  const oscillators: { start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn>; type: string }[] = [];
  const context = {
    currentTime: 10,
    state,
    destination: {} as AudioNode,
    resume: vi.fn(() => Promise.resolve()),
    createOscillator: vi.fn(() => {
      const osc = { type: '', frequency: param(), connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
      oscillators.push(osc);
      return osc as unknown as OscillatorNode;
    }),
    createGain: vi.fn(() => ({ gain: param(), connect: vi.fn() }) as unknown as GainNode),
  };
  return { context: context as unknown as SoundContext & typeof context, oscillators };
}

describe("the 'boop' sound", () => {
  it("plays a short synthesised tone for 'boop'", () => {
    const { context, oscillators } = fakeContext();
    createSoundPlayer(() => context)('boop');
    expect(oscillators).toHaveLength(1);
    expect(oscillators[0]!.type).toBe('sine');
    expect(oscillators[0]!.start).toHaveBeenCalledWith(10);
    expect(oscillators[0]!.stop).toHaveBeenCalledWith(10 + BOOP_SECONDS);
    expect(BOOP_SECONDS).toBeLessThan(0.5);
  });

  it('ignores any other sound name, without even making an audio context', () => {
    const factory = vi.fn(() => fakeContext().context);
    createSoundPlayer(factory)('ribbit');
    expect(factory).not.toHaveBeenCalled();
  });

  it('makes one audio context, on the first sound, and reuses it', () => {
    const { context, oscillators } = fakeContext();
    const factory = vi.fn(() => context);
    const play = createSoundPlayer(factory);
    expect(factory).not.toHaveBeenCalled();
    play('boop');
    play('boop');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(oscillators).toHaveLength(2);
  });

  it('resumes a suspended context, and a refused resume or a failure stays silent', async () => {
    const { context } = fakeContext('suspended');
    context.resume.mockReturnValueOnce(Promise.reject(new Error('autoplay blocked')));
    const play = createSoundPlayer(() => context);
    expect(() => play('boop')).not.toThrow();
    expect(context.resume).toHaveBeenCalled();
    await Promise.resolve();
    context.createOscillator.mockImplementationOnce(() => {
      throw new Error('closed');
    });
    expect(() => play('boop')).not.toThrow();
    expect(() => createSoundPlayer(() => null)('boop')).not.toThrow();
    expect(() =>
      createSoundPlayer(() => {
        throw new Error('no Web Audio');
      })('boop'),
    ).not.toThrow();
  });
});
