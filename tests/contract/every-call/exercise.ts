/**
 * Shared context of the every-call contract test: the signed-in API, the sandbox db (read to choose realistic ids,
 * and written only to arrange what the seed may lack), and a step runner that records failures and carries on, so
 * one broken call does not hide the checks of the others.
 */
import type { Api } from '../../../src/services/api';
import type { Sandbox } from '../../../sandbox';
import type { AccountRecord, StatusRecord } from '../../../sandbox/kernel/records';

type Db = Sandbox['db'];

export interface Exercise {
  api: Api;
  db: Db;
  /** the signed-in account id */
  me: string;
  failures: string[];
  step<T>(label: string, run: () => Promise<T>): Promise<T | undefined>;
}

export function createExercise(api: Api, db: Db, me: string): Exercise {
  const failures: string[] = [];
  return {
    api,
    db,
    me,
    failures,
    async step(label, run) {
      try {
        return await run();
      } catch (error) {
        failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
    },
  };
}

/** A 1x1 PNG, for avatars, uploads and thumbnails. */
export function pngBlob(): Blob {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  return new Blob([Uint8Array.from(Buffer.from(base64, 'base64'))], { type: 'image/png' });
}

export const liveStatuses = (db: Db): StatusRecord[] =>
  [...db.statuses.values()].filter((status) => !status.deleted && status.reblog_of_id === null);

/** A public post by someone else, newest first, matching `extra`. */
export function othersPublicPost(
  db: Db,
  me: string,
  extra: (status: StatusRecord) => boolean = () => true,
): StatusRecord {
  const found = liveStatuses(db)
    .filter((status) => status.account_id !== me && status.visibility === 'public' && extra(status))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!found) throw new Error('the seed has no matching public post');
  return found;
}

export function accountWhere(db: Db, test: (account: AccountRecord) => boolean, what: string): AccountRecord {
  const found = [...db.accounts.values()].find(
    (account) => !account.suspended && !account.moved_to_id && test(account),
  );
  if (!found) throw new Error(`the seed has no ${what}`);
  return found;
}

/** A remote, unlocked account the viewer has no relation with. */
export function strangerOf(db: Db, me: string, skip: readonly string[] = []): AccountRecord {
  return accountWhere(
    db,
    (account) =>
      account.id !== me &&
      account.domain !== null &&
      !account.locked &&
      !skip.includes(account.id) &&
      !db.follows.has(me, account.id) &&
      !db.blocks.has(me, account.id) &&
      !db.blocks.has(account.id, me) &&
      !db.mutes.has(me, account.id) &&
      !db.followRequests.has(me, account.id),
    'stranger account',
  );
}

/** A local account (with a user) other than the viewer. */
export function localNeighbour(db: Db, me: string): AccountRecord {
  return accountWhere(
    db,
    (account) => account.id !== me && account.domain === null && db.users.has(account.id),
    'local user',
  );
}
