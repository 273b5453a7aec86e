import { describe, expect, it } from 'vitest';
import { SandboxDb } from '../../../sandbox/kernel/db';
import { seedSandbox } from '../../../sandbox/seed';

const NOW = Date.parse('2026-04-20T09:30:00.000Z');

function seeded(seed: number, now = NOW): SandboxDb {
  const db = new SandboxDb(() => now);
  seedSandbox(db, { seed });
  return db;
}

/** JSON of the seeded world (Maps and Sets as arrays); comparing strings is far faster than a deep equal. */
const snapshot = (db: SandboxDb) =>
  JSON.stringify(
    {
      accounts: [...db.accounts.values()],
      users: [...db.users.values()],
      statuses: [...db.statuses.values()],
      media: [...db.media.values()],
      polls: [...db.polls.values()],
      circles: [...db.circles.values()],
      emoji: [...db.customEmojis.values()],
      reactions: db.emojiReactions,
      follows: [...db.accounts.keys()].map((id) => db.follows.targets(id)),
      favourites: [...db.accounts.keys()].map((id) => db.favourites.targets(id)),
      tags: [...db.tags.values()],
    },
    (_key, value: unknown) => (value instanceof Map ? [...value.entries()] : value instanceof Set ? [...value] : value),
  );

describe('seed determinism', () => {
  it('the same seed and now give deep-equal worlds', () => {
    const a = snapshot(seeded(1));
    const b = snapshot(seeded(1));
    expect(a.length).toBeGreaterThan(100_000);
    expect(a === b).toBe(true);
  });

  it('a different seed gives a different world', () => {
    expect(snapshot(seeded(2)) === snapshot(seeded(1))).toBe(false);
  });

  it('times are relative to now: a later now shifts every status by the same amount', () => {
    const a = seeded(1);
    const b = seeded(1, NOW + 3_600_000);
    const times = (db: SandboxDb) => [...db.statuses.values()].map((s) => Date.parse(s.created_at));
    const ta = times(a);
    const tb = times(b);
    expect(tb).toHaveLength(ta.length);
    expect(tb.every((t, i) => t - ta[i]! === 3_600_000)).toBe(true);
  });
});
