import type { SandboxDb } from '../../kernel/db';

/** Sequence part of organisation-seed ids; the core seed uses 0, so ids at the same millisecond never clash. */
const SEQUENCE = 9n;

/**
 * Ids and times for records made by the organisation seed: each record gets its own millisecond (so its own
 * id), never later than a second before now (live ids are made at now or later).
 */
export class OrganiseStamps {
  private readonly used = new Set<number>();
  readonly now: number;
  readonly latest: number;

  constructor(db: SandboxDb) {
    this.now = db.now();
    this.latest = this.now - 1000;
  }

  stamp(ms: number): { id: string; ms: number; iso: string } {
    let t = Math.min(Math.floor(ms), this.latest);
    while (this.used.has(t)) t += 1;
    this.used.add(t);
    return { id: (BigInt(t) * 65536n + SEQUENCE).toString(), ms: t, iso: new Date(t).toISOString() };
  }

  /** A time after `ms` (by 1 minute to `spreadMs`), never past the latest allowed moment. */
  after(ms: number, spreadMs: number, unit: number): number {
    return Math.min(ms + 60_000 + Math.floor(unit * spreadMs), this.latest - 1);
  }
}
