import type { SandboxDb } from '../kernel/db';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * Hands out ids and timestamps for seeded records. Every record gets its own millisecond, so ids stay unique
 * even though records are not created in time order; everything is relative to `now` read once.
 */
export class SeedClock {
  private readonly used = new Set<number>();
  /** the latest time a seeded record may have (a second before now, so live ids never collide) */
  readonly latest: number;

  constructor(
    private readonly db: SandboxDb,
    readonly now: number,
  ) {
    this.latest = now - 1000;
  }

  /** A fresh id at (or just after) `ms`, with the ISO time that id encodes. */
  stamp(ms: number): { id: string; ms: number; iso: string } {
    let t = Math.min(Math.floor(ms), this.latest);
    while (this.used.has(t)) t += 1;
    this.used.add(t);
    return { id: this.db.nextId(t), ms: t, iso: new Date(t).toISOString() };
  }

  iso(ms: number): string {
    return new Date(Math.floor(ms)).toISOString();
  }

  /** The last call made by the seed must leave the id generator behind `now`. */
  ago(ms: number): number {
    return this.now - ms;
  }
}
