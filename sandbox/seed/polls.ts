import type { PollRecord, StatusRecord } from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { DAY, HOUR, MINUTE } from './clock';
import { account, type SeedContext } from './context';
import { addStatus, timeOf } from './factory';

const QUESTIONS: Array<[string, string[]]> = [
  ['Tea or coffee?', ['Tea', 'Coffee', 'Both', 'Neither']],
  ['Which bird should be our next emoji?', ['Swallow', 'Owl', 'Kingfisher']],
  ['好きな季節は？', ['春', '夏', '秋', '冬']],
  ['Tabs or spaces?', ['Tabs', 'Spaces']],
  ['What do you use to read the fediverse? (pick all)', ['Web', 'Phone app', 'Desktop app', 'Terminal']],
  ['Best ramen style :blobcat:', ['Shoyu', 'Miso', 'Tonkotsu', 'Shio']],
];

interface PollPlan {
  multiple: boolean;
  hideTotals: boolean;
  open: boolean;
  aliceVotes: boolean;
}

function addPoll(ctx: SeedContext, status: StatusRecord, plan: PollPlan, question: [string, string[]]): PollRecord {
  const { random } = ctx;
  const stamp = ctx.clock.stamp(timeOf(status) - 500);
  const created = timeOf(status);
  const expiresAt = plan.open
    ? Math.max(ctx.clock.now + random.int(30 * MINUTE, 3 * DAY), created + HOUR)
    : created + random.int(5 * MINUTE, Math.max(6 * MINUTE, Math.min(3 * DAY, ctx.clock.now - created - MINUTE)));
  const poll: PollRecord = {
    id: stamp.id,
    status_id: status.id,
    expires_at: ctx.clock.iso(expiresAt),
    multiple: plan.multiple,
    hide_totals: plan.hideTotals,
    options: [...question[1]],
    votes: new Map(),
  };
  const alice = account(ctx, 'alice');
  const voters = [...ctx.keys.values()].filter(
    (a) => a.id !== status.account_id && a.id !== alice.id && !a.suspended && canSee(ctx.db, a.id, status),
  );
  for (const voter of random.sample(voters, random.int(3, Math.min(25, voters.length)))) {
    const choices = plan.multiple
      ? random
          .sample(
            poll.options.map((_, i) => i),
            random.int(1, poll.options.length),
          )
          .sort((a, b) => a - b)
      : [random.int(0, poll.options.length - 1)];
    poll.votes.set(voter.id, choices);
  }
  if (plan.aliceVotes && status.account_id !== alice.id) {
    poll.votes.set(alice.id, plan.multiple ? [0, poll.options.length - 1] : [1]);
  }
  ctx.db.polls.set(poll.id, poll);
  status.poll_id = poll.id;
  return poll;
}

/**
 * Polls: open and expired, single and multiple choice, some hiding totals, alice voting on some;
 * alice owns an open poll and an expired one.
 */
export function seedPolls(ctx: SeedContext, count: number): void {
  const candidates = ctx.posts.filter(
    (p) =>
      p.media_ids.length === 0 &&
      p.poll_id === null &&
      ['public', 'unlisted', 'public_unlisted', 'login', 'private'].includes(p.visibility),
  );
  const chosen = ctx.random.sample(candidates, count);
  chosen.forEach((status, i) => {
    const question = QUESTIONS[i % QUESTIONS.length]!;
    status.text = question[0];
    status.content = `<p>${question[0]}</p>`;
    status.language = /[぀-ヿ]/.test(question[0]) ? 'ja' : 'en';
    addPoll(
      ctx,
      status,
      {
        multiple: i % 3 === 1 || question[0].includes('pick all'),
        hideTotals: i % 5 === 4,
        open: i % 2 === 0,
        aliceVotes: i % 4 < 2,
      },
      question,
    );
  });
  const alice = account(ctx, 'alice');
  const aliceOpen = addStatus(ctx, {
    account: alice,
    at: ctx.clock.now - 2 * HOUR,
    parts: { sentence: 'Which bird should be our next emoji?' },
  });
  addPoll(ctx, aliceOpen, { multiple: false, hideTotals: false, open: true, aliceVotes: false }, QUESTIONS[1]!);
  const aliceDone = addStatus(ctx, {
    account: alice,
    at: ctx.clock.now - 6 * DAY,
    parts: { sentence: 'What do you use to read the fediverse? (pick all)' },
  });
  addPoll(ctx, aliceDone, { multiple: true, hideTotals: true, open: false, aliceVotes: false }, QUESTIONS[4]!);
  ctx.posts.push(aliceOpen, aliceDone);
}
