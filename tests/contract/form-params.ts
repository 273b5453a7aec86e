/**
 * Folds flat form or query entries into nested objects the way the server (Rack) reads them:
 * `id[]=1&id[]=2` -> { id: ['1', '2'] }, `poll[options][]=a` -> { poll: { options: ['a'] } },
 * `media_attributes[][id]=1&media_attributes[][description]=x` -> { media_attributes: [{ id: '1', description: 'x' }] }.
 */

/** A file part, as the contract's UploadedFile schema describes it. */
export interface UploadedFile {
  filename: string;
  contentType: string;
  size: number;
}

export type FormValue = string | UploadedFile;
type Node = Record<string, unknown>;

export interface FoldedParams {
  value: Node;
  /** top-level names sent with a `[...]` suffix */
  bracketed: Set<string>;
  /** plain names (no brackets) sent more than once: the server keeps only the last value */
  repeated: Set<string>;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !('contentType' in value && 'size' in value);

/** Does `node` already hold the nested key written as `a][b` / `[a][b]`? */
function hasNestedKey(node: Node, key: string): boolean {
  const segments = key.split(/[[\]]+/).filter(Boolean);
  let current: unknown = node;
  for (const segment of segments) {
    if (!isNode(current) || !(segment in current)) return false;
    current = current[segment];
  }
  return true;
}

function assign(params: Node, name: string, value: FormValue): void {
  const match = /^[[\]]*([^[\]]+)\]*/.exec(name);
  const key = match?.[1];
  if (!key || !match) return;
  const after = name.slice(match[0].length);

  if (after === '') {
    params[key] = value;
  } else if (after === '[]') {
    const list = Array.isArray(params[key]) ? (params[key] as unknown[]) : [];
    list.push(value);
    params[key] = list;
  } else if (after.startsWith('[]')) {
    const childKey = after.slice(2);
    const list = Array.isArray(params[key]) ? (params[key] as unknown[]) : [];
    const last = list[list.length - 1];
    if (isNode(last) && !hasNestedKey(last, childKey)) {
      assign(last, childKey, value);
    } else {
      const child: Node = {};
      assign(child, childKey, value);
      list.push(child);
    }
    params[key] = list;
  } else {
    const child = isNode(params[key]) ? (params[key] as Node) : {};
    assign(child, after, value);
    params[key] = child;
  }
}

export function foldEntries(entries: Iterable<[string, FormValue]>): FoldedParams {
  const value: Node = {};
  const bracketed = new Set<string>();
  const seenPlain = new Set<string>();
  const repeated = new Set<string>();
  for (const [name, entry] of entries) {
    const bracket = name.indexOf('[');
    if (bracket > 0) {
      bracketed.add(name.slice(0, bracket));
    } else if (seenPlain.has(name)) {
      repeated.add(name);
    } else {
      seenPlain.add(name);
    }
    assign(value, name, entry);
  }
  return { value, bracketed, repeated };
}

/** Form data entries, with files turned into UploadedFile descriptions. */
export function formDataEntries(form: FormData): Array<[string, FormValue]> {
  const out: Array<[string, FormValue]> = [];
  form.forEach((entry, name) => {
    if (typeof entry === 'string') out.push([name, entry]);
    else out.push([name, { filename: entry.name, contentType: entry.type, size: entry.size }]);
  });
  return out;
}
