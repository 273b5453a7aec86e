/**
 * A WebM file (Matroska, DocType "webm") holding one VP8 video track, generated without any dependency.
 *
 * Layout: EBML header, then one Segment holding SeekHead, Info, Tracks, Cues, and one Cluster per second of
 * video. Every frame is a key frame stored as a SimpleBlock; each Cluster has a CuePoint, so a player can seek
 * straight to any second. Positions in SeekHead and Cues count from the start of the Segment's payload; they
 * are written with fixed widths so the layout can be measured before the positions are known.
 */
import { binaryElement, concatBytes, floatElement, idBytes, masterElement, stringElement, uintElement } from './ebml';
import { frameCount, sceneFrame, type SceneSpec } from './video-scene';
import { encodeVp8KeyFrame } from './vp8-keyframe';

export type WebmVideoSpec = SceneSpec;

/** Matroska element IDs used here. */
const ID = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  ebmlMaxIdLength: 0x42f2,
  ebmlMaxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  flagLacing: 0x9c,
  codecId: 0x86,
  defaultDuration: 0x23e383,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
} as const;

/** Timecodes count milliseconds (TimecodeScale 1,000,000 ns). */
const TIMECODE_SCALE_NS = 1_000_000;
const APP = 'Tsubame sandbox';
/** Width of positions in SeekHead and Cues, so their sizes do not depend on the values. */
const POSITION_WIDTH = 8;

function ebmlHeader(): Uint8Array<ArrayBuffer> {
  return masterElement(ID.ebml, [
    uintElement(ID.ebmlVersion, 1),
    uintElement(ID.ebmlReadVersion, 1),
    uintElement(ID.ebmlMaxIdLength, 4),
    uintElement(ID.ebmlMaxSizeLength, 8),
    stringElement(ID.docType, 'webm'),
    uintElement(ID.docTypeVersion, 2),
    uintElement(ID.docTypeReadVersion, 2),
  ]);
}

function info(durationMs: number): Uint8Array<ArrayBuffer> {
  return masterElement(ID.info, [
    uintElement(ID.timecodeScale, TIMECODE_SCALE_NS),
    floatElement(ID.duration, durationMs),
    stringElement(ID.muxingApp, APP),
    stringElement(ID.writingApp, APP),
  ]);
}

function tracks(spec: WebmVideoSpec): Uint8Array<ArrayBuffer> {
  return masterElement(ID.tracks, [
    masterElement(ID.trackEntry, [
      uintElement(ID.trackNumber, 1),
      uintElement(ID.trackUid, 1),
      uintElement(ID.trackType, 1), // video
      uintElement(ID.flagLacing, 0),
      stringElement(ID.codecId, 'V_VP8'),
      uintElement(ID.defaultDuration, Math.round(1e9 / spec.frameRate)),
      masterElement(ID.video, [uintElement(ID.pixelWidth, spec.width), uintElement(ID.pixelHeight, spec.height)]),
    ]),
  ]);
}

function seekHead(entries: ReadonlyArray<[number, number]>): Uint8Array<ArrayBuffer> {
  return masterElement(
    ID.seekHead,
    entries.map(([id, position]) =>
      masterElement(ID.seek, [
        binaryElement(ID.seekId, idBytes(id)),
        uintElement(ID.seekPosition, position, POSITION_WIDTH),
      ]),
    ),
  );
}

function cues(points: ReadonlyArray<{ time: number; position: number }>): Uint8Array<ArrayBuffer> {
  return masterElement(
    ID.cues,
    points.map(({ time, position }) =>
      masterElement(ID.cuePoint, [
        uintElement(ID.cueTime, time),
        masterElement(ID.cueTrackPositions, [
          uintElement(ID.cueTrack, 1),
          uintElement(ID.cueClusterPosition, position, POSITION_WIDTH),
        ]),
      ]),
    ),
  );
}

/** A SimpleBlock of track 1: track number (EBML varint 0x81), 16-bit relative timecode, key-frame flag. */
function simpleBlock(relativeMs: number, frame: Uint8Array): Uint8Array<ArrayBuffer> {
  const head = new Uint8Array([0x81, (relativeMs >> 8) & 255, relativeMs & 255, 0x80]);
  return binaryElement(ID.simpleBlock, concatBytes([head, frame]));
}

interface ClusterPart {
  time: number;
  bytes: Uint8Array<ArrayBuffer>;
}

function clusters(spec: WebmVideoSpec): ClusterPart[] {
  const frames = frameCount(spec);
  const perCluster = Math.max(1, Math.round(spec.frameRate));
  const out: ClusterPart[] = [];
  for (let first = 0; first < frames; first += perCluster) {
    const time = Math.round((first * 1000) / spec.frameRate);
    const blocks: Uint8Array[] = [uintElement(ID.timecode, time)];
    for (let index = first; index < Math.min(frames, first + perCluster); index += 1) {
      const at = Math.round((index * 1000) / spec.frameRate);
      blocks.push(simpleBlock(at - time, encodeVp8KeyFrame(sceneFrame(spec, index))));
    }
    out.push({ time, bytes: masterElement(ID.cluster, blocks) });
  }
  return out;
}

/** The whole file for a video of `frameRate * durationSeconds` frames (rounded, at least one). */
export function encodeWebmVideo(spec: WebmVideoSpec): Uint8Array<ArrayBuffer> {
  if (!(spec.frameRate > 0 && spec.frameRate <= 120)) throw new Error(`WebM: bad frame rate ${spec.frameRate}`);
  if (!(spec.durationSeconds > 0)) throw new Error(`WebM: bad duration ${spec.durationSeconds}`);
  const infoBytes = info(spec.durationSeconds * 1000);
  const tracksBytes = tracks(spec);
  const clusterParts = clusters(spec);
  const seekLength = seekHead([
    [ID.info, 0],
    [ID.tracks, 0],
    [ID.cues, 0],
  ]).length;
  const cuesLength = cues(clusterParts.map(({ time }) => ({ time, position: 0 }))).length;
  const infoAt = seekLength;
  const tracksAt = infoAt + infoBytes.length;
  const cuesAt = tracksAt + tracksBytes.length;
  let clusterAt = cuesAt + cuesLength;
  const points = clusterParts.map(({ time, bytes }) => {
    const point = { time, position: clusterAt };
    clusterAt += bytes.length;
    return point;
  });
  const segment = masterElement(ID.segment, [
    seekHead([
      [ID.info, infoAt],
      [ID.tracks, tracksAt],
      [ID.cues, cuesAt],
    ]),
    infoBytes,
    tracksBytes,
    cues(points),
    ...clusterParts.map((c) => c.bytes),
  ]);
  return concatBytes([ebmlHeader(), segment]);
}
