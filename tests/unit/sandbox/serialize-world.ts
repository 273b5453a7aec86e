/** A small hand-made world for serializer and visibility tests (not a test file itself). */
import { SandboxDb } from '../../../sandbox/kernel/db';
import type { AccountRecord, StatusRecord } from '../../../sandbox/kernel/records';
import { blankAccount, blankStatus } from '../../../sandbox/seed/blank';

export const NOW = Date.parse('2026-03-10T12:00:00.000Z');

export interface World {
  db: SandboxDb;
  author: AccountRecord;
  follower: AccountRecord;
  mutual: AccountRecord;
  stranger: AccountRecord;
  mentioned: AccountRecord;
  remote: AccountRecord;
  post: (fields: Partial<StatusRecord>) => StatusRecord;
}

export function makeWorld(): World {
  const db = new SandboxDb(() => NOW);
  db.origin = 'http://127.0.0.1:4010';
  db.domain = '127.0.0.1:4010';
  const add = (id: string, username: string, extra: Partial<AccountRecord> = {}) => {
    const account = blankAccount({ id, username, ...extra });
    db.accounts.set(id, account);
    return account;
  };
  const author = add('1', 'author');
  const follower = add('2', 'follower');
  const mutual = add('3', 'mutual');
  const stranger = add('4', 'stranger');
  const mentioned = add('5', 'mentioned');
  const remote = add('6', 'remote', { domain: 'xn--r8jz45g.xn--zckzah' });
  const follow = { reblogs: true, notify: false, languages: null };
  db.follows.set(follower.id, author.id, follow);
  db.follows.set(mutual.id, author.id, follow);
  db.follows.set(author.id, mutual.id, follow);
  let seq = 100;
  const post = (fields: Partial<StatusRecord>) => {
    seq += 1;
    const status = blankStatus({
      id: String(seq),
      account_id: author.id,
      created_at: new Date(NOW - 60_000 + seq).toISOString(),
      content: '<p>hello</p>',
      text: 'hello',
      ...fields,
    });
    db.statuses.set(status.id, status);
    return status;
  };
  return { db, author, follower, mutual, stranger, mentioned, remote, post };
}
