/** Reads back what the tests need from a WebM file with one video track. */
import {
  child,
  childrenOf,
  floatOf,
  parseEbml,
  payloadOf,
  readVint,
  stringOf,
  uintOf,
  type EbmlNode,
} from './ebml-reader';

export const ID = {
  ebml: 0x1a45dfa3,
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
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
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

export interface WebmFrame {
  track: number;
  /** absolute time in timecode units */
  time: number;
  keyframe: boolean;
  data: Uint8Array;
}

export interface WebmSummary {
  docType: string;
  docTypeVersion: number;
  docTypeReadVersion: number;
  timecodeScale: number;
  duration: number;
  trackNumber: number;
  trackType: number;
  codecId: string;
  defaultDuration: number;
  width: number;
  height: number;
  frames: WebmFrame[];
  clusters: Array<{ offset: number; time: number }>;
  cues: Array<{ time: number; track: number; offset: number }>;
  /** [element ID, absolute offset] of each SeekHead entry */
  seeks: Array<{ id: number; offset: number }>;
  /** absolute offsets of the Segment's top-level elements by ID */
  topLevel: Map<number, number>;
}

const need = (node: EbmlNode | undefined, what: string): EbmlNode => {
  if (!node) throw new Error(`missing ${what}`);
  return node;
};

export function readWebm(bytes: Uint8Array): WebmSummary {
  const top = parseEbml(bytes);
  const header = need(
    top.find((n) => n.id === ID.ebml),
    'EBML header',
  );
  const segment = need(
    top.find((n) => n.id === ID.segment),
    'Segment',
  );
  const base = segment.dataStart;
  const info = need(child(segment, ID.info), 'Info');
  const entry = need(child(need(child(segment, ID.tracks), 'Tracks'), ID.trackEntry), 'TrackEntry');
  const video = need(child(entry, ID.video), 'Video');
  const frames: WebmFrame[] = [];
  const clusters = childrenOf(segment, ID.cluster).map((cluster) => {
    const time = uintOf(bytes, child(cluster, ID.timecode));
    for (const block of childrenOf(cluster, ID.simpleBlock)) {
      const payload = payloadOf(bytes, block);
      const track = readVint(payload, 0, false);
      const view = new DataView(payload.buffer, payload.byteOffset + track.length, 3);
      frames.push({
        track: track.value,
        time: time + view.getInt16(0),
        keyframe: (view.getUint8(2) & 0x80) !== 0,
        data: payload.subarray(track.length + 3),
      });
    }
    return { offset: cluster.start, time };
  });
  const cues = childrenOf(need(child(segment, ID.cues), 'Cues'), ID.cuePoint).map((point) => {
    const positions = need(child(point, ID.cueTrackPositions), 'CueTrackPositions');
    return {
      time: uintOf(bytes, child(point, ID.cueTime)),
      track: uintOf(bytes, child(positions, ID.cueTrack)),
      offset: base + uintOf(bytes, child(positions, ID.cueClusterPosition)),
    };
  });
  const seeks = childrenOf(need(child(segment, ID.seekHead), 'SeekHead'), ID.seek).map((seek) => ({
    id: readVint(payloadOf(bytes, need(child(seek, ID.seekId), 'SeekID')), 0, true).value,
    offset: base + uintOf(bytes, child(seek, ID.seekPosition)),
  }));
  return {
    docType: stringOf(bytes, child(header, ID.docType)),
    docTypeVersion: uintOf(bytes, child(header, ID.docTypeVersion)),
    docTypeReadVersion: uintOf(bytes, child(header, ID.docTypeReadVersion)),
    timecodeScale: uintOf(bytes, child(info, ID.timecodeScale)),
    duration: floatOf(bytes, child(info, ID.duration)),
    trackNumber: uintOf(bytes, child(entry, ID.trackNumber)),
    trackType: uintOf(bytes, child(entry, ID.trackType)),
    codecId: stringOf(bytes, child(entry, ID.codecId)),
    defaultDuration: uintOf(bytes, child(entry, ID.defaultDuration)),
    width: uintOf(bytes, child(video, ID.pixelWidth)),
    height: uintOf(bytes, child(video, ID.pixelHeight)),
    frames,
    clusters,
    cues,
    seeks,
    topLevel: new Map(segment.children.map((n) => [n.id, n.start])),
  };
}
