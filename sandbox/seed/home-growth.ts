import type { SandboxDb } from '../kernel/db';
import type { StatusRecord } from '../kernel/records';
import { homeMembership, homeTimeline } from '../handlers/core/timeline-queries';
import { blankStatus } from './blank';
import { HOUR } from './clock';
import { escapeHtml } from './content';
import { SENTENCES } from './names';

/**
 * Grows one local user's home timeline to at least `target` statuses, for benchmarks and long-feed checks
 * (SANDBOX_HOME_STATUSES, or POST /_sandbox/options {"homeStatuses": N} on a running sandbox). The new posts are
 * plain public posts by accounts the user follows, spread evenly over the hours before now (newest just before
 * now), so they interleave with the seeded world and page like any other posts. Deterministic for a given db.
 * Answers how many statuses the home timeline holds afterwards.
 */
export function growHome(db: SandboxDb, accountId: string, target: number): number {
  const member = homeMembership(db, accountId);
  const have = homeTimeline(db, accountId).length;
  const missing = Math.max(0, Math.floor(target) - have);
  if (missing === 0) return have;
  const authors = db.follows.targets(accountId).filter((id) => {
    const author = db.accounts.get(id);
    return author !== undefined && !author.suspended && !author.moved_to_id;
  });
  if (authors.length === 0) throw new Error(`account ${accountId} follows nobody whose posts could fill its home`);

  const now = db.now();
  // one post every 3 minutes on average, ending a minute before now
  const spanMs = Math.max(missing * 3 * 60_000, HOUR);
  const start = now - 60_000 - spanMs;
  const refused = new Set<string>();
  let added = 0;
  for (let i = 0; added < missing && refused.size < authors.length; i += 1) {
    const authorId = authors[i % authors.length]!;
    if (refused.has(authorId)) continue;
    const at = Math.floor(start + (spanMs * (added + 0.5)) / missing);
    const status = store(db, authorId, at, added);
    if (member(status)) {
      added += 1;
    } else {
      // the home feed filter drops this author (muted, exclusive list...): use the others
      db.statuses.delete(status.id);
      refused.add(authorId);
    }
  }
  return have + added;
}

function freeId(db: SandboxDb, atMs: number): { id: string; at: number } {
  for (let at = atMs; ; at += 1) {
    const id = db.nextId(at);
    if (!db.statuses.has(id)) return { id, at };
  }
}

function store(db: SandboxDb, authorId: string, atMs: number, n: number): StatusRecord {
  const { id, at } = freeId(db, atMs);
  const sentence = SENTENCES[n % SENTENCES.length]!;
  const text = `${sentence.text} (#${n + 1})`;
  const status = blankStatus({
    id,
    account_id: authorId,
    created_at: new Date(at).toISOString(),
    text,
    content: `<p>${escapeHtml(text)}</p>`,
    language: sentence.language,
  });
  db.statuses.set(id, status);
  return status;
}
