/**
 * Answers for generated files, with HTTP range requests (RFC 9110 section 14) so media elements can seek.
 *
 * Rules it keeps:
 * - Every answer says `Accept-Ranges: bytes`.
 * - No Range header, or one this server does not take (not `bytes=`, malformed, a last byte before the first,
 *   or several ranges at once), answers 200 with the whole body: a server may always ignore Range.
 * - `bytes=a-b`, `bytes=a-` and `bytes=-n` (the last n bytes) answer 206 with that slice and
 *   `Content-Range: bytes first-last/size`; a last byte past the end stops at the end.
 * - A range starting at or past the end (or the last 0 bytes, or any range of an empty body) answers 416, with
 *   a Content-Range that names only the full size, and no body.
 */

export type RangeChoice = { kind: 'whole' } | { kind: 'part'; first: number; last: number } | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

/** What a Range header asks of a body of `size` bytes. */
export function chooseRange(header: string | null | undefined, size: number): RangeChoice {
  const whole = { kind: 'whole' } as const;
  if (!header) return whole;
  const match = /^\s*bytes\s*=\s*(.*?)\s*$/i.exec(header);
  if (!match || match[1]!.includes(',')) return whole;
  const parts = SPEC.exec(match[1]!);
  if (!parts || (parts[1] === '' && parts[2] === '')) return whole;
  if (parts[1] === '') {
    const suffix = Number(parts[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', first: Math.max(0, size - suffix), last: size - 1 };
  }
  const first = Number(parts[1]);
  if (parts[2] !== '' && Number(parts[2]) < first) return whole;
  if (first >= size) return { kind: 'unsatisfiable' };
  const last = parts[2] === '' ? size - 1 : Math.min(Number(parts[2]), size - 1);
  return { kind: 'part', first, last };
}

/** A 200, 206 or 416 answer for `bytes` and the request's Range header, with `headers` on the 200 and 206. */
export function bytesResponse(
  bytes: Uint8Array<ArrayBuffer>,
  headers: Readonly<Record<string, string>>,
  range?: string | null,
): Response {
  const choice = chooseRange(range, bytes.length);
  if (choice.kind === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${bytes.length}` },
    });
  }
  if (choice.kind === 'whole') {
    return new Response(bytes, {
      status: 200,
      headers: { ...headers, 'Accept-Ranges': 'bytes', 'Content-Length': String(bytes.length) },
    });
  }
  const body = bytes.slice(choice.first, choice.last + 1);
  return new Response(body, {
    status: 206,
    headers: {
      ...headers,
      'Accept-Ranges': 'bytes',
      'Content-Length': String(body.length),
      'Content-Range': `bytes ${choice.first}-${choice.last}/${bytes.length}`,
    },
  });
}
