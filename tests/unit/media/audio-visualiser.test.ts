import { describe, expect, it } from 'vitest';
import { ANALYSER_FFT_SIZE, VISUALISER_BANDS } from '../../../src/machines/audio-player-rules';
import { BAND_EDGES_HZ, bandLevels } from '../../../src/machines/audio-visualiser';

const SAMPLE_RATE = 48000;
const BINS = ANALYSER_FFT_SIZE / 2;
const binWidth = SAMPLE_RATE / (2 * BINS);
const centre = (bin: number) => bin * binWidth;

/** A reading where every bin centred in [from, to) Hz holds `value`, the rest 0. */
function reading(from: number, to: number, value: number, bins = BINS, sampleRate = SAMPLE_RATE): number[] {
  const width = sampleRate / (2 * bins);
  return Array.from({ length: bins }, (_, bin) => (bin * width >= from && bin * width < to ? value : 0));
}

describe('audio visualiser bands', () => {
  it('a reading becomes 3 band levels', () => {
    expect(bandLevels(new Uint8Array(BINS), SAMPLE_RATE)).toHaveLength(VISUALISER_BANDS);
  });

  it('bands are one decade each: 20–200 Hz, 200–2000 Hz, 2000–20000 Hz', () => {
    expect(BAND_EDGES_HZ).toEqual([20, 200, 2000, 20000]);
    expect(bandLevels(reading(20, 200, 255), SAMPLE_RATE)).toEqual([1, 0, 0]);
    expect(bandLevels(reading(200, 2000, 255), SAMPLE_RATE)).toEqual([0, 1, 0]);
    expect(bandLevels(reading(2000, 20001, 255), SAMPLE_RATE)).toEqual([0, 0, 1]);
  });

  it('a band level is the average of its bins over 255', () => {
    // the low band of a 2048-point analyser at 48 kHz holds bins 1..8 (23..188 Hz)
    const data = new Uint8Array(BINS);
    const low = [...data.keys()].filter((bin) => centre(bin) >= 20 && centre(bin) < 200);
    expect(low).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    low.slice(0, 4).forEach((bin) => (data[bin] = 255));
    const [level] = bandLevels(data, SAMPLE_RATE);
    expect(level).toBeCloseTo(0.5, 10);
  });

  it('bins outside 20 Hz to 20 kHz do not count (the DC bin, the inaudible top)', () => {
    const data = new Uint8Array(BINS);
    data[0] = 255;
    for (let bin = 0; bin < BINS; bin += 1) if (centre(bin) > 20000) data[bin] = 255;
    expect(bandLevels(data, SAMPLE_RATE)).toEqual([0, 0, 0]);
  });

  it('levels stay within 0 and 1 whatever the reading holds', () => {
    const levels = bandLevels(
      Array.from({ length: BINS }, (_, bin) => (bin % 2 ? 999 : -50)),
      SAMPLE_RATE,
    );
    for (const level of levels) {
      expect(level).toBeGreaterThanOrEqual(0);
      expect(level).toBeLessThanOrEqual(1);
    }
  });

  it('an empty reading or an unusable sample rate is silence', () => {
    expect(bandLevels([], SAMPLE_RATE)).toEqual([0, 0, 0]);
    expect(bandLevels(reading(20, 20001, 255), 0)).toEqual([0, 0, 0]);
    expect(bandLevels(reading(20, 20001, 255), Number.NaN)).toEqual([0, 0, 0]);
  });

  it('a band without any bin is 0 (an analyser too coarse to resolve it)', () => {
    // 4 bins at 8 kHz: centres 0, 1000, 2000, 3000 Hz: none in the low band
    expect(bandLevels([255, 255, 255, 255], 8000)).toEqual([0, 1, 1]);
  });

  it('a non-byte scale can be given', () => {
    expect(bandLevels(reading(20, 200, 1), SAMPLE_RATE, 1)).toEqual([1, 0, 0]);
  });
});
