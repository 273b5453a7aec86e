import type { SandboxDb } from '../kernel/db';
import type { Random } from '../kernel/random';
import type { AccountRecord, FollowRecord } from '../kernel/records';
import { DAY, type SeedClock } from './clock';
import type { AccountKeys } from './accounts';

const follow = (overrides: Partial<FollowRecord> = {}): FollowRecord => ({
  reblogs: true,
  notify: false,
  languages: null,
  ...overrides,
});

/**
 * Follows, follow requests, blocks, mutes, domain blocks, endorsements and notes.
 * alice follows 16 accounts (local and remote; one with notify, one without reblogs, one language-limited);
 * carol (locked) has pending requests; alice has a pending request to lisa (locked, remote).
 */
export function seedRelations(db: SandboxDb, random: Random, clock: SeedClock, keys: AccountKeys): void {
  const k = (key: string) => keys.get(key)!.id;
  const alice = k('alice');
  const aliceFollows = [
    'bob',
    'carol',
    'dave',
    'club',
    'grace',
    'heidi',
    'ivan',
    'frank_new',
    'yuki',
    'neko',
    'kmyfan',
    'news',
    'meetup',
    'remote0',
    'remote1',
    'remote2',
    'remote3',
    'remote7',
  ];
  for (const key of aliceFollows) {
    const options =
      key === 'bob'
        ? { notify: true }
        : key === 'news'
          ? { reblogs: false }
          : key === 'yuki'
            ? { languages: ['ja'] }
            : {};
    db.follows.set(alice, k(key), follow(options));
  }
  // Mutuals of alice and a few one-sided followers.
  for (const key of [
    'bob',
    'carol',
    'grace',
    'heidi',
    'yuki',
    'neko',
    'kmyfan',
    'remote0',
    'remote2',
    'olivia',
    'niaj',
    'remote9',
    'remote10',
    'troll',
  ]) {
    db.follows.set(k(key), alice, follow());
  }
  db.follows.set(k('bob'), k('carol'), follow());
  db.follows.set(k('carol'), k('bob'), follow());
  db.follows.set(k('frank_old'), k('frank_new'), follow());

  const everyone = [...keys.values()].filter((a) => !a.suspended);
  for (const account of everyone) {
    const count = random.int(2, 9);
    for (const target of random.sample(everyone, count)) {
      if (target.id === account.id || target.locked || db.follows.has(account.id, target.id)) continue;
      if (account.id === alice) continue;
      db.follows.set(account.id, target.id, follow({ reblogs: random.chance(0.9) }));
    }
  }

  // Pending requests.
  for (const key of ['mallory', 'remote4', 'remote5', 'newbie']) {
    if (!db.follows.has(k(key), k('carol'))) db.followRequests.set(k(key), k('carol'), follow());
  }
  db.followRequests.set(alice, k('lisa'), follow());
  db.followRequests.set(k('remote11'), alice, follow());

  // Blocks, mutes and domain blocks.
  db.blocks.set(alice, k('spammer'), true);
  db.blocks.set(k('blocker'), alice, true);
  db.blocks.set(k('bob'), k('troll'), true);
  db.mutes.set(alice, k('remote5'), { notifications: true, expires_at: null });
  db.mutes.set(alice, k('remote6'), { notifications: false, expires_at: clock.iso(clock.now + 3 * DAY) });
  db.mutes.set(alice, k('remote8'), { notifications: true, expires_at: clock.iso(clock.now - DAY) });
  db.domainBlocking.set(alice, 'spam.example', true);

  db.endorsements.set(alice, k('bob'), true);
  db.endorsements.set(alice, k('yuki'), true);
  // bob features alice on his profile, so another's profile shows featured profiles too
  db.endorsements.set(k('bob'), alice, true);
  db.notes.set(alice, k('bob'), 'Met at the 2023 meetup. Likes single-origin coffee.');
  db.notes.set(alice, k('neko'), 'Misskey friend');
}

/** Accounts that follow `account`, in insertion order. */
export function followersOf(db: SandboxDb, account: AccountRecord): string[] {
  return db.follows.sources(account.id);
}
