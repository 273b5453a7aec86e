import { beforeAll, describe, expect, it } from 'vitest';
import { encodeWebmVideo } from '../../../sandbox/media-files/webm-video';
import { frameCount, sceneFrame, type SceneSpec } from '../../../sandbox/media-files/video-scene';
import { decodeDcKeyFrame, readVp8Header } from './vp8-reader';
import { ID, readWebm, type WebmSummary } from './webm-reader';

const VIDEO: SceneSpec = { width: 640, height: 360, frameRate: 25, durationSeconds: 12, seed: 7 };
const SMALL: SceneSpec = { width: 72, height: 40, frameRate: 10, durationSeconds: 2.5, seed: 99 };

let video: Uint8Array;
let summary: WebmSummary;

beforeAll(() => {
  video = encodeWebmVideo(VIDEO);
  summary = readWebm(video);
});

const wanted = (spec: SceneSpec, index: number, column: number, row: number) => {
  const c = sceneFrame(spec, index).colourAt(column, row);
  const byte = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  return { y: byte(c.y), u: byte(c.u), v: byte(c.v) };
};

describe('encodeWebmVideo: the container', () => {
  it('has a WebM EBML header and the Info, Tracks and video size asked for', () => {
    expect(summary.docType).toBe('webm');
    expect(summary.docTypeVersion).toBe(2);
    expect(summary.docTypeReadVersion).toBe(2);
    expect(summary.timecodeScale).toBe(1_000_000);
    expect(summary.duration).toBe(12_000);
    expect(summary.trackNumber).toBe(1);
    expect(summary.trackType).toBe(1);
    expect(summary.codecId).toBe('V_VP8');
    expect(summary.defaultDuration).toBe(40_000_000);
    expect([summary.width, summary.height]).toEqual([640, 360]);
  });

  it('holds frameRate x duration frames, all key frames of track 1, 40 ms apart', () => {
    expect(summary.frames).toHaveLength(300);
    expect(summary.frames.every((f) => f.track === 1 && f.keyframe)).toBe(true);
    expect(summary.frames.map((f) => f.time)).toEqual(Array.from({ length: 300 }, (_, i) => i * 40));
  });

  it('starts every frame with a VP8 key-frame header of the right size', () => {
    for (const frame of summary.frames) {
      const header = readVp8Header(frame.data);
      expect(header).toMatchObject({ keyFrame: true, version: 0, showFrame: true, width: 640, height: 360 });
      expect(header.startCode).toEqual([0x9d, 0x01, 0x2a]);
      expect([header.horizontalScale, header.verticalScale]).toEqual([0, 0]);
      expect(10 + header.firstPartitionSize).toBeLessThan(frame.data.length);
    }
  });

  it('has one cluster per second, each with a cue point pointing at it', () => {
    expect(summary.clusters.map((c) => c.time)).toEqual(Array.from({ length: 12 }, (_, i) => i * 1000));
    expect(summary.cues).toEqual(summary.clusters.map((c) => ({ time: c.time, track: 1, offset: c.offset })));
  });

  it('has a SeekHead pointing at Info, Tracks and Cues', () => {
    expect(summary.seeks.map((s) => s.id)).toEqual([ID.info, ID.tracks, ID.cues]);
    for (const seek of summary.seeks) expect(summary.topLevel.get(seek.id)).toBe(seek.offset);
  });

  it('gives the same bytes for the same spec, and a different palette for another seed', () => {
    expect(encodeWebmVideo(SMALL)).toEqual(encodeWebmVideo(SMALL));
    expect(encodeWebmVideo({ ...SMALL, seed: 100 })).not.toEqual(encodeWebmVideo(SMALL));
  });

  it('rounds the frame count for durations that are not whole frames', () => {
    const small = readWebm(encodeWebmVideo(SMALL));
    expect(small.frames).toHaveLength(frameCount(SMALL));
    expect(small.frames).toHaveLength(25);
    expect(small.duration).toBe(2500);
    expect(small.clusters.map((c) => c.time)).toEqual([0, 1000, 2000]);
  });
});

describe('encodeWebmVideo: the pictures', () => {
  it('decodes (with a reader written from the RFC) to the scene, macroblock by macroblock', () => {
    const small = readWebm(encodeWebmVideo(SMALL));
    small.frames.forEach((frame, index) => {
      const decoded = decodeDcKeyFrame(frame.data);
      expect(decoded).toMatchObject({ quantIndex: 0, loopFilterLevel: 0, columns: 5, rows: 3 });
      decoded.colours.forEach((colour, i) =>
        expect(colour).toEqual(wanted(SMALL, index, i % decoded.columns, Math.floor(i / decoded.columns))),
      );
    });
  });

  it('moves: the bar sweeps and the progress row fills as frames go by', () => {
    const at = (index: number) => decodeDcKeyFrame(summary.frames[index]!.data);
    const first = at(0);
    const later = at(150);
    expect(first.colours).not.toEqual(later.colours);
    for (const index of [0, 37, 150, 299]) {
      const decoded = at(index);
      decoded.colours.forEach((colour, i) =>
        expect(colour).toEqual(wanted(VIDEO, index, i % decoded.columns, Math.floor(i / decoded.columns))),
      );
    }
    // the flat background needs no coefficients: most macroblocks are skipped
    expect(first.skipped).toBeGreaterThan(first.columns * first.rows * 0.8);
  });
});
