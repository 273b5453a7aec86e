/**
 * RFC 8288 `Link` header parsing for paged answers:
 * `<https://x/api/v1/timelines/home?max_id=1>; rel="next", <...?min_id=9>; rel="prev"`.
 */
export interface PageLinks {
  next: string | null;
  prev: string | null;
}

/** Splits a Link header into its link-values, ignoring commas inside `<...>` and quoted strings. */
function splitLinkValues(header: string): string[] {
  const parts: string[] = [];
  let current = '';
  let inUri = false;
  let inQuote = false;
  for (const ch of header) {
    if (ch === '<' && !inQuote) inUri = true;
    else if (ch === '>' && !inQuote) inUri = false;
    else if (ch === '"' && !inUri) inQuote = !inQuote;
    if (ch === ',' && !inUri && !inQuote) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** Every link target keyed by each of its relation types (lower case). First occurrence wins. */
export function parseLinkHeader(header: string | null | undefined, base?: string): Map<string, string> {
  const links = new Map<string, string>();
  if (!header) return links;
  for (const value of splitLinkValues(header)) {
    const uriMatch = /^<([^>]*)>(.*)$/s.exec(value);
    if (!uriMatch) continue;
    const target = uriMatch[1]!.trim();
    const params = uriMatch[2] ?? '';
    const relMatch = /(?:^|;)\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    if (!relMatch) continue;
    const rels = (relMatch[1] ?? relMatch[2] ?? '').trim().toLowerCase().split(/\s+/);
    let resolved: string;
    try {
      resolved = base ? new URL(target, base).toString() : new URL(target).toString();
    } catch {
      continue;
    }
    for (const rel of rels) if (rel && !links.has(rel)) links.set(rel, resolved);
  }
  return links;
}

/** The `next` and `prev` URLs of a paged answer (absolute; relative targets resolve against `base`). */
export function pageLinks(header: string | null | undefined, base?: string): PageLinks {
  const links = parseLinkHeader(header, base);
  return { next: links.get('next') ?? null, prev: links.get('prev') ?? null };
}
