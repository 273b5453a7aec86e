import { http, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { json, notFound, readParams, unauthorized, unprocessable, type ParamValue } from '../kernel/http';
import type { PollRecord } from '../kernel/records';
import { route } from '../kernel/routes';
import { isPollExpired, serializePoll } from '../serialize/poll';
import { visibleStatus } from './core/lookup';

/** choices[] as integers (JSON numbers or form strings); null when one is not an integer. */
function readChoices(raw: ParamValue | undefined): number[] | null {
  const values: unknown[] = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const out: number[] = [];
  for (const value of values) {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n)) return null;
    out.push(n);
  }
  return out;
}

/** Why a vote is refused, or null when it may be cast. */
function voteProblem(
  poll: PollRecord,
  voterId: string,
  authorId: string,
  choices: number[] | null,
  now: number,
): string | null {
  if (isPollExpired(poll, now)) return 'Validation failed: The poll has already ended';
  if (voterId === authorId) return 'Validation failed: You cannot vote in your own poll';
  if (poll.votes.has(voterId)) return 'Validation failed: You have already voted on this poll';
  if (!choices || choices.length === 0) return "Validation failed: Choices can't be blank";
  if (choices.some((c) => c < 0 || c >= poll.options.length))
    return 'Validation failed: Choice is not one of the options';
  if (!poll.multiple && new Set(choices).size > 1) return 'Validation failed: This poll allows one choice only';
  return null;
}

/** Polls: read one (when its status is visible) and vote. */
export function pollHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const visiblePoll = (id: string, viewerId: string | null) => {
    const poll = db.polls.get(id);
    const status = poll ? visibleStatus(db, poll.status_id, viewerId) : undefined;
    return poll && status ? { poll, status } : undefined;
  };

  return [
    http.get(route('/api/v1/polls/:id'), ({ request, params }) => {
      const me = ctx.viewer(request)?.account.id ?? null;
      const found = visiblePoll(String(params.id), me);
      return found ? json(serializePoll(db, found.poll, me)) : notFound();
    }),

    http.post(route('/api/v1/polls/:id/votes'), async ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const me = viewer.account.id;
      const found = visiblePoll(String(params.id), me);
      if (!found) return notFound();
      const choices = readChoices((await readParams(request)).choices);
      const problem = voteProblem(found.poll, me, found.status.account_id, choices, db.now());
      if (problem) return unprocessable(problem);
      found.poll.votes.set(me, [...new Set(choices!)]);
      return json(serializePoll(db, found.poll, me));
    }),
  ];
}
