/**
 * Snowflake-like ids: decimal strings of (epoch ms * 65536 + sequence), so they sort by time
 * like Mastodon's. Compare them with compareIds, never as plain strings of different lengths.
 */
export class IdGenerator {
  private lastMs = 0;
  private seq = 0;

  next(atMs: number): string {
    const ms = Math.floor(atMs);
    if (ms === this.lastMs) this.seq += 1;
    else {
      this.lastMs = ms;
      this.seq = 0;
    }
    return (BigInt(ms) * 65536n + BigInt(this.seq)).toString();
  }
}

export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Epoch ms encoded in a snowflake id. */
export function idTime(id: string): number {
  return Number(BigInt(id) / 65536n);
}
