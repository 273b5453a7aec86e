/**
 * What live things hold in the entity store. A root is a function a live thing registers (a timeline's rows and
 * pending posts, a screen's data charts, a draft's reply target, the notifications lists...): asked, it names the
 * records it holds. The release (store-release.ts, loaded after the first screen) keeps what the roots name and
 * what those records refer to, and lets the rest of the large tables go. Small: it is on the first path.
 */
import type { TableName } from './tables';

/** Marks a record as held: the one keyed `id` in `table`, or in any table when none is named. */
export type HoldId = (id: string, table?: TableName) => void;

/** A live thing's list of what it holds: it calls `hold` for each record. */
export type StoreRoot = (hold: HoldId) => void;

export interface StoreRoots {
  /** registers a root; the returned function takes it away */
  add(root: StoreRoot): () => void;
  /** asks every root what it holds */
  forEach(hold: HoldId): void;
  /** something let records go (a timeline was cut, a screen's data stopped): a release is wanted soon */
  letGo(): void;
  /** follows letGo (the release schedule); the returned function stops following */
  onLetGo(listener: () => void): () => void;
}

export function createStoreRoots(): StoreRoots {
  const roots = new Set<StoreRoot>();
  const listeners = new Set<() => void>();
  return {
    add(root) {
      // a wrapper of its own, so the same function added twice is two holds
      const entry: StoreRoot = (hold) => root(hold);
      roots.add(entry);
      return () => roots.delete(entry);
    },
    forEach(hold) {
      for (const root of [...roots]) root(hold);
    },
    letGo() {
      for (const listener of [...listeners]) listener();
    },
    onLetGo(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
