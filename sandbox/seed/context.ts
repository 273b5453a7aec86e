import type { SandboxDb } from '../kernel/db';
import type { Random } from '../kernel/random';
import type { AccountRecord, CircleRecord, StatusRecord } from '../kernel/records';
import type { AccountKeys } from './accounts';
import type { SeedClock } from './clock';

/** Everything the seed steps share. */
export interface SeedContext {
  db: SandboxDb;
  random: Random;
  clock: SeedClock;
  keys: AccountKeys;
  /** circles created by the core seed, by owner account id */
  circles: Map<string, CircleRecord[]>;
  /** base (top-level, non-reblog) posts in creation order */
  posts: StatusRecord[];
}

export function account(ctx: SeedContext, key: string): AccountRecord {
  const found = ctx.keys.get(key);
  if (!found) throw new Error(`seed: no account ${key}`);
  return found;
}

export function isLocal(a: AccountRecord): boolean {
  return a.domain === null;
}
