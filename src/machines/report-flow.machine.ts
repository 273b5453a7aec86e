import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ReportCategory } from '../domain/api/report-shapes';
import {
  canSubmitReport,
  categoryOffered,
  hasRulesStep,
  needsRules,
  reportSteps,
  toggledChoice,
  type ReportDraft,
  type ReportStep,
} from './report-flow-rules';

/**
 * Reporting an account (and some of its posts) to the server's moderators, in steps like the server's own.
 *
 *   category --NEXT [a reason chosen; a violation]--> rules --NEXT [a rule chosen]--> posts
 *   category --NEXT [a reason chosen, not a violation]--> posts --NEXT--> comment --SUBMIT [valid]--> sending
 *   sending --done--> sent (final);  sending --error--> comment (everything kept)
 *   BACK: rules -> category, posts -> rules (a violation) or category, comment -> posts
 *   (the rules step is taken only while the server lists rules: if they vanish, a violation cannot be sent)
 *
 * Rules (the pure ones in report-flow-rules.ts):
 * - A violation of the server's rules can be chosen only while the server lists rules (RULES says which, and
 *   may come at any time until the report is sent: a rule no longer listed is unticked). Choosing another reason drops the rules chosen.
 * - Only the rules step ticks rules, only the posts step ticks posts, only among those offered; the posts of
 *   the input (the post the report was opened from) start ticked, and a report may go without any. More posts to
 *   offer may come until the report is sent (POSTS: opened from a profile, the account's recent posts): they join
 *   the list after those already offered, unticked.
 * - The comment is kept as typed, however long; it can only be sent within 1000 characters (as the server
 *   counts them), and a violation needs at least one rule.
 * - Forwarding to the account's server can be asked for only when the account lives on another server.
 * - BACK keeps every choice. While the report is sent nothing changes; a failure returns to the comment step
 *   with everything kept (the injected actor has raised the alert), so the reader can try again.
 * The report is the injected `submitReport` actor: input the draft, resolves once the server has the report,
 * rejects when it failed. Tags: `busy` (the report is being sent), `sent`.
 */

export interface ReportFlowInput {
  /** the reported account */
  accountId: string;
  /** whether the account lives on another server (forwarding is offered) */
  remote: boolean;
  /** the posts offered for attaching, all ticked at first (the post the report was opened from; none from a profile) */
  statusIds: readonly string[];
}

export interface ReportFlowContext {
  accountId: string;
  remote: boolean;
  /** the posts offered, in the order shown */
  posts: readonly string[];
  /** the server's rules that may be cited, in the server's order */
  offeredRules: readonly string[];
  category: ReportCategory | null;
  ruleIds: readonly string[];
  statusIds: readonly string[];
  comment: string;
  forward: boolean;
}

export type ReportFlowEvent =
  | { type: 'RULES'; ruleIds: readonly string[] }
  | { type: 'POSTS'; statusIds: readonly string[] }
  | { type: 'CHOOSE_CATEGORY'; category: ReportCategory }
  | { type: 'TOGGLE_RULE'; ruleId: string }
  | { type: 'TOGGLE_POST'; statusId: string }
  | { type: 'TYPE_COMMENT'; comment: string }
  | { type: 'TOGGLE_FORWARD' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' };

/** The report as it would be sent now (the reason defaults to `other` only before one is chosen). */
export function draftOf(context: ReportFlowContext): ReportDraft {
  return {
    accountId: context.accountId,
    category: context.category ?? 'other',
    ruleIds: context.ruleIds,
    statusIds: context.statusIds,
    comment: context.comment,
    forward: context.forward,
    remote: context.remote,
  };
}

type Of<T extends ReportFlowEvent['type']> = Extract<ReportFlowEvent, { type: T }>;

export const reportFlowMachine = setup({
  types: {} as { context: ReportFlowContext; events: ReportFlowEvent; input: ReportFlowInput },
  actors: {
    submitReport: fromPromise<unknown, ReportDraft>(() =>
      Promise.reject(new Error('reportFlowMachine: provide a submitReport actor')),
    ),
  },
  guards: {
    categoryOffered: ({ context, event }) =>
      categoryOffered((event as Of<'CHOOSE_CATEGORY'>).category, context.offeredRules),
    rulesStep: ({ context }) => hasRulesStep(context.category, context.offeredRules),
    reasonChosen: ({ context }) => context.category !== null && categoryOffered(context.category, context.offeredRules),
    ruleChosen: ({ context }) => context.ruleIds.length > 0,
    remote: ({ context }) => context.remote,
    submittable: ({ context }) => context.category !== null && canSubmitReport(draftOf(context)),
  },
  actions: {
    keepRules: assign(({ context, event }) => {
      const offeredRules = [...(event as Of<'RULES'>).ruleIds];
      return { offeredRules, ruleIds: context.ruleIds.filter((id) => offeredRules.includes(id)) };
    }),
    offerPosts: assign({
      posts: ({ context, event }) => {
        const fresh = (event as Of<'POSTS'>).statusIds.filter((id) => !context.posts.includes(id));
        return fresh.length === 0 ? context.posts : [...context.posts, ...new Set(fresh)];
      },
    }),
    chooseCategory: assign(({ context, event }) => {
      const category = (event as Of<'CHOOSE_CATEGORY'>).category;
      return { category, ruleIds: needsRules(category) ? context.ruleIds : [] };
    }),
    toggleRule: assign({
      ruleIds: ({ context, event }) =>
        toggledChoice(context.offeredRules, context.ruleIds, (event as Of<'TOGGLE_RULE'>).ruleId),
    }),
    togglePost: assign({
      statusIds: ({ context, event }) =>
        toggledChoice(context.posts, context.statusIds, (event as Of<'TOGGLE_POST'>).statusId),
    }),
    typeComment: assign({ comment: ({ event }) => (event as Of<'TYPE_COMMENT'>).comment }),
    toggleForward: assign({ forward: ({ context }) => !context.forward }),
  },
}).createMachine({
  id: 'reportFlow',
  context: ({ input }) => ({
    accountId: input.accountId,
    remote: input.remote,
    posts: [...input.statusIds],
    offeredRules: [],
    category: null,
    ruleIds: [],
    statusIds: [...input.statusIds],
    comment: '',
    forward: false,
  }),
  initial: 'category',
  states: {
    category: {
      on: {
        RULES: { actions: 'keepRules' },
        POSTS: { actions: 'offerPosts' },
        CHOOSE_CATEGORY: { guard: 'categoryOffered', actions: 'chooseCategory' },
        NEXT: [
          { guard: 'rulesStep', target: 'rules' },
          { guard: 'reasonChosen', target: 'posts' },
        ],
      },
    },
    rules: {
      on: {
        RULES: { actions: 'keepRules' },
        POSTS: { actions: 'offerPosts' },
        TOGGLE_RULE: { actions: 'toggleRule' },
        NEXT: { guard: 'ruleChosen', target: 'posts' },
        BACK: 'category',
      },
    },
    posts: {
      on: {
        RULES: { actions: 'keepRules' },
        POSTS: { actions: 'offerPosts' },
        TOGGLE_POST: { actions: 'togglePost' },
        NEXT: 'comment',
        BACK: [{ guard: 'rulesStep', target: 'rules' }, { target: 'category' }],
      },
    },
    comment: {
      on: {
        RULES: { actions: 'keepRules' },
        POSTS: { actions: 'offerPosts' },
        TYPE_COMMENT: { actions: 'typeComment' },
        TOGGLE_FORWARD: { guard: 'remote', actions: 'toggleForward' },
        SUBMIT: { guard: 'submittable', target: 'sending' },
        BACK: 'posts',
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'submitReport',
        src: 'submitReport',
        input: ({ context }) => draftOf(context),
        onDone: 'sent',
        onError: 'comment',
      },
      on: {
        RULES: { actions: 'keepRules' },
        POSTS: { actions: 'offerPosts' },
      },
    },
    sent: {
      tags: ['sent'],
      type: 'final',
    },
  },
});

export type ReportFlowMachine = typeof reportFlowMachine;
export type ReportFlowActor = ActorRefFrom<ReportFlowMachine>;
export type ReportFlowSnapshot = SnapshotFrom<ReportFlowMachine>;

/** The step the reader is on (while sending: the comment step it was sent from), and where it is in the order. */
export function reportStepOf(snapshot: ReportFlowSnapshot): { step: ReportStep; index: number; total: number } {
  const steps = reportSteps(snapshot.context.category, snapshot.context.offeredRules);
  const step: ReportStep =
    snapshot.matches('sending') || snapshot.matches('sent') ? 'comment' : (snapshot.value as ReportStep);
  return { step, index: Math.max(0, steps.indexOf(step)), total: steps.length };
}
