/** Paged answers: the items plus the `next` (older) and `prev` (newer) URLs from the Link header. */
export interface Page<T> {
  items: T[];
  /** Absolute URL of the next (older) page, or null when the server sent none. */
  next: string | null;
  /** Absolute URL of the previous (newer) page, or null when the server sent none. */
  prev: string | null;
}

/** A paged answer whose body is an object rather than a list (grouped notifications). */
export interface LinkedResult<D> {
  data: D;
  next: string | null;
  prev: string | null;
}

export function emptyPage<T>(): Page<T> {
  return { items: [], next: null, prev: null };
}
