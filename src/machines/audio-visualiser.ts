import { VISUALISER_BANDS } from './audio-player-rules';

/**
 * The audio visualiser's band rule: one reading of the analyser (its byte frequency data, one value 0..255 per
 * bin, bin i centred on i × sampleRate / (2 × bins) Hz) becomes VISUALISER_BANDS levels between 0 and 1.
 *
 * Only the audible bins count: those centred from 20 Hz up to 20 000 Hz (below is rumble and the DC term, above
 * is inaudible). They are split by pitch, not by count, since hearing is logarithmic: one decade per band, low
 * from 20 Hz up to 200 Hz, middle from 200 Hz up to 2000 Hz, high from 2000 Hz to 20 000 Hz. A band's level is
 * the average of its bins divided by the largest value a bin can hold, kept within 0..1. A band without any bin
 * (an analyser too coarse to resolve it, or a sample rate too low to reach it) is 0, as is an empty reading.
 */

/** The band edges in Hz: band b holds the bins centred in [edges[b], edges[b + 1]) (the last edge included). */
export const BAND_EDGES_HZ = [20, 200, 2000, 20000] as const;

/** The largest value of a byte frequency reading. */
export const BYTE_FREQUENCY_MAX = 255;

/** The three band levels, low to high, each 0..1. */
export type BandLevels = readonly [number, number, number];

export const SILENT_BANDS: BandLevels = Object.freeze([0, 0, 0]) as unknown as BandLevels;

/** The band a frequency belongs to, or -1 outside the audible range. */
function bandOf(frequency: number): number {
  const last = BAND_EDGES_HZ.length - 1;
  if (frequency < BAND_EDGES_HZ[0] || frequency > BAND_EDGES_HZ[last]!) return -1;
  for (let band = 0; band < last; band += 1) {
    if (frequency < BAND_EDGES_HZ[band + 1]!) return band;
  }
  return last - 1;
}

/** The band levels of one reading (`data`: the analyser's bins; `sampleRate`: the audio context's, in Hz). */
export function bandLevels(
  data: ArrayLike<number>,
  sampleRate: number,
  maxValue: number = BYTE_FREQUENCY_MAX,
): BandLevels {
  const sums = new Array<number>(VISUALISER_BANDS).fill(0);
  const counts = new Array<number>(VISUALISER_BANDS).fill(0);
  if (data.length === 0 || !(sampleRate > 0) || !(maxValue > 0)) return SILENT_BANDS;
  const binWidth = sampleRate / (2 * data.length);
  for (let bin = 0; bin < data.length; bin += 1) {
    const band = bandOf(bin * binWidth);
    if (band < 0) continue;
    const value = Number(data[bin]);
    sums[band]! += Number.isFinite(value) ? value : 0;
    counts[band]! += 1;
  }
  const level = (band: number) =>
    counts[band] === 0 ? 0 : Math.min(1, Math.max(0, sums[band]! / counts[band]! / maxValue));
  return [level(0), level(1), level(2)];
}
