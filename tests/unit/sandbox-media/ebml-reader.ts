/** A small EBML (Matroska/WebM) reader for tests: elements with their IDs, offsets and children. */

export interface EbmlNode {
  id: number;
  /** offset of the element's first ID byte */
  start: number;
  /** offset of the payload */
  dataStart: number;
  size: number;
  children: EbmlNode[];
}

/** Elements that hold other elements. */
const MASTERS = new Set([
  0x1a45dfa3, 0x18538067, 0x114d9b74, 0x4dbb, 0x1549a966, 0x1654ae6b, 0xae, 0xe0, 0x1c53bb6b, 0xbb, 0xb7, 0x1f43b675,
]);

/** A variable-length integer: the count of leading zero bits in the first byte gives its length. */
export function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new Error(`bad EBML varint at ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes[at + i]!;
  return { value, length };
}

export function parseEbml(bytes: Uint8Array, start = 0, end = bytes.length): EbmlNode[] {
  const nodes: EbmlNode[] = [];
  let at = start;
  while (at < end) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const dataStart = at + id.length + size.length;
    if (dataStart + size.value > end) throw new Error(`element 0x${id.value.toString(16)} overruns its parent`);
    const children = MASTERS.has(id.value) ? parseEbml(bytes, dataStart, dataStart + size.value) : [];
    nodes.push({ id: id.value, start: at, dataStart, size: size.value, children });
    at = dataStart + size.value;
  }
  return nodes;
}

export const child = (node: EbmlNode, id: number) => node.children.find((c) => c.id === id);
export const childrenOf = (node: EbmlNode, id: number) => node.children.filter((c) => c.id === id);

export function uintOf(bytes: Uint8Array, node: EbmlNode | undefined): number {
  if (!node) throw new Error('missing element');
  let value = 0;
  for (let i = 0; i < node.size; i += 1) value = value * 256 + bytes[node.dataStart + i]!;
  return value;
}

export function floatOf(bytes: Uint8Array, node: EbmlNode | undefined): number {
  if (!node) throw new Error('missing element');
  const view = new DataView(bytes.buffer, bytes.byteOffset + node.dataStart, node.size);
  return node.size === 4 ? view.getFloat32(0) : view.getFloat64(0);
}

export function stringOf(bytes: Uint8Array, node: EbmlNode | undefined): string {
  if (!node) throw new Error('missing element');
  return new TextDecoder().decode(bytes.subarray(node.dataStart, node.dataStart + node.size));
}

export const payloadOf = (bytes: Uint8Array, node: EbmlNode) =>
  bytes.subarray(node.dataStart, node.dataStart + node.size);
