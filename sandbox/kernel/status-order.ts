import { compareIds } from './ids';

/**
 * Every stored status id in id order (ids are snowflakes, so this is time order), for timelines that walk from the
 * newest post down and stop once a page is full instead of filtering and sorting the whole table per request.
 *
 * Built by sorting on the first walk, then kept in step by StatusTable's set/delete/clear: an id above every other
 * (a new post) is appended in O(1); an older id (seeding, imports) is placed by binary search. Ids never change in
 * place (they are the table's keys), so nothing needs re-checking. Deleted-flag statuses stay listed: callers skip
 * them when they read the record.
 */
export class StatusOrder {
  private built = false;
  /** ascending */
  private ids: string[] = [];

  /** @param all every stored id, for the first build */
  constructor(private readonly all: () => Iterable<string>) {}

  added(id: string): void {
    if (!this.built) return;
    const at = this.lowerBound(id);
    if (this.ids[at] === id) return;
    if (at === this.ids.length) this.ids.push(id);
    else this.ids.splice(at, 0, id);
  }

  removed(id: string): void {
    if (!this.built) return;
    const at = this.lowerBound(id);
    if (this.ids[at] === id) this.ids.splice(at, 1);
  }

  reset(): void {
    this.built = false;
    this.ids = [];
  }

  get size(): number {
    this.ensureBuilt();
    return this.ids.length;
  }

  /**
   * Ids strictly below `below` (all when null), newest first, down to (not including) `above` when given.
   * Walks are synchronous reads: do not store or remove statuses while one is open.
   */
  *descending(below: string | null, above: string | null = null): Generator<string> {
    this.ensureBuilt();
    const floor = above === null ? -1 : this.upperBound(above) - 1;
    for (let i = (below === null ? this.ids.length : this.lowerBound(below)) - 1; i > floor; i -= 1) yield this.ids[i]!;
  }

  /** Ids strictly above `above` (all when null), oldest first, up to (not including) `below` when given. */
  *ascending(above: string | null, below: string | null = null): Generator<string> {
    this.ensureBuilt();
    const ceiling = below === null ? this.ids.length : this.lowerBound(below);
    for (let i = above === null ? 0 : this.upperBound(above); i < ceiling; i += 1) yield this.ids[i]!;
  }

  private ensureBuilt(): void {
    if (this.built) return;
    this.built = true;
    this.ids = [...this.all()].sort(compareIds);
  }

  /** first index whose id is >= id */
  private lowerBound(id: string): number {
    let lo = 0;
    let hi = this.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareIds(this.ids[mid]!, id) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** first index whose id is > id */
  private upperBound(id: string): number {
    let lo = 0;
    let hi = this.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareIds(this.ids[mid]!, id) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
