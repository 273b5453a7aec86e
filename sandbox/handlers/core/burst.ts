import type { SandboxDb } from '../../kernel/db';
import type { AccountRecord } from '../../kernel/records';
import { blankStatus } from '../../seed/blank';
import { homeMembership } from './timeline-queries';

/**
 * POST /_sandbox/burst: `count` public posts (or `seconds` x `perSecond`) at a steady `perSecond`, posted as `as`,
 * as the accounts `into` follows whose posts reach `into`'s home (so a burst streams into that user's home), or
 * as a rotation of the first few accounts. Posts are paced against the start time, not chained timeouts, so a
 * slow post does not lower the rate: each tick posts every post that is due.
 */
export interface BurstPlan {
  count: number;
  perSecond: number;
  rotation: AccountRecord[];
  prefix: string;
}

export interface BurstInput {
  count?: number;
  seconds?: number;
  perSecond?: number;
  as?: AccountRecord | null;
  into?: AccountRecord | null;
  text?: string;
}

const BURST_ACTORS = 4;
const MAX_POSTS = 10_000;

/** Accounts `receiver` follows whose plain public post would be routed to `receiver`'s home. */
export function homeAuthors(db: SandboxDb, receiver: AccountRecord): AccountRecord[] {
  const member = homeMembership(db, receiver.id);
  const at = new Date(db.now()).toISOString();
  return (
    db.follows
      .targets(receiver.id)
      .map((id) => db.accounts.get(id))
      .filter((a): a is AccountRecord => a !== undefined && !a.suspended && !a.moved_to_id)
      // a probe record, never stored: the same routing a real post of this author would get
      .filter((a) => member(blankStatus({ id: '0', account_id: a.id, created_at: at })))
  );
}

export function planBurst(db: SandboxDb, input: BurstInput): BurstPlan {
  const perSecond = Math.min(Math.max(Math.floor(input.perSecond ?? 5), 1), 1000);
  const fromSeconds = input.seconds !== undefined ? Math.ceil(input.seconds * perSecond) : undefined;
  const count = Math.min(Math.max(Math.floor(input.count ?? fromSeconds ?? 10), 1), MAX_POSTS);
  const rotation = input.as
    ? [input.as]
    : input.into
      ? homeAuthors(db, input.into)
      : [...db.accounts.values()].filter((a) => !a.suspended && !a.moved_to_id).slice(0, BURST_ACTORS);
  return { count, perSecond, rotation, prefix: input.text ?? 'Burst post' };
}

/** Runs a plan: `post` is called `count` times, paced at `perSecond`; a throwing post is skipped. */
export function runBurst(
  plan: BurstPlan,
  post: (actor: AccountRecord, text: string) => void,
  now: () => number = () => performance.now(),
): void {
  const started = now();
  const intervalMs = 1000 / plan.perSecond;
  let sent = 0;
  const tick = () => {
    const due = Math.min(plan.count, Math.floor((now() - started) / intervalMs) + 1);
    while (sent < due) {
      const actor = plan.rotation[sent % plan.rotation.length]!;
      try {
        post(actor, `${plan.prefix} ${sent + 1}/${plan.count}`);
      } catch {
        // a refused post (e.g. a stand-in account) is skipped; the burst goes on
      }
      sent += 1;
    }
    if (sent < plan.count) setTimeout(tick, Math.max(0, started + sent * intervalMs - now()));
  };
  setTimeout(tick, 0);
}
