import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  draftOf,
  reportFlowMachine,
  type ReportFlowEvent,
  type ReportFlowSnapshot,
} from '../../src/machines/report-flow.machine';
import { canSubmitReport, REPORT_COMMENT_MAX } from '../../src/machines/report-flow-rules';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The report flow's model, for a remote account reported from one post: the server's rules arriving (or
 * vanishing) while the reason or the posts are chosen; more posts offered at any step (as a profile's report
 * offers the account's recent posts); spam, a violation or other as the reason; rules and the
 * post ticked and unticked; a comment empty, short or over 1000 characters; forwarding; BACK from every step;
 * the report accepted or failing. Each step is offered only the events its controls send, which keeps the model
 * small; the other steps are sent the rules already offered again (the chart takes RULES until the report is sent).
 */
const RULE_IDS = ['1', '3'];
const TOO_LONG = 'x'.repeat(REPORT_COMMENT_MAX + 1);

const stepEvents: Record<string, readonly (ReportFlowEvent | EventObject)[]> = {
  category: [
    { type: 'RULES', ruleIds: RULE_IDS },
    { type: 'RULES', ruleIds: [] },
    { type: 'CHOOSE_CATEGORY', category: 'spam' },
    { type: 'CHOOSE_CATEGORY', category: 'violation' },
    { type: 'CHOOSE_CATEGORY', category: 'other' },
    { type: 'NEXT' },
  ],
  rules: [
    { type: 'TOGGLE_RULE', ruleId: '1' },
    { type: 'TOGGLE_RULE', ruleId: '3' },
    { type: 'NEXT' },
    { type: 'BACK' },
  ],
  posts: [
    { type: 'RULES', ruleIds: RULE_IDS },
    { type: 'RULES', ruleIds: [] },
    { type: 'TOGGLE_POST', statusId: '70' },
    { type: 'NEXT' },
    { type: 'BACK' },
  ],
  comment: [
    { type: 'TYPE_COMMENT', comment: 'Please look' },
    { type: 'TYPE_COMMENT', comment: TOO_LONG },
    { type: 'TYPE_COMMENT', comment: '' },
    { type: 'TOGGLE_FORWARD' },
    { type: 'SUBMIT' },
    { type: 'BACK' },
  ],
  sending: [doneEvent('submitReport', undefined), errorEvent('submitReport', new Error('offline'))],
  sent: [],
};

/** What holds in every step: choices only among those offered, rules only for a violation. */
function invariants(snapshot: ReportFlowSnapshot): void {
  const { context } = snapshot;
  // the post the report was opened from comes first; a post offered later joins after it, once
  expect(context.posts[0]).toBe('70');
  expect(new Set(context.posts).size).toBe(context.posts.length);
  expect(context.ruleIds.every((id) => context.offeredRules.includes(id))).toBe(true);
  expect(context.statusIds.every((id) => context.posts.includes(id))).toBe(true);
  if (context.category !== 'violation') expect(context.ruleIds).toEqual([]);
  if (!context.remote) expect(context.forward).toBe(false);
}

describeModel({
  name: 'report-flow',
  machine: reportFlowMachine,
  input: { accountId: '7', remote: true, statusIds: ['70'] },
  scriptedActors: ['submitReport'],
  limit: 60_000,
  // beyond the reason and the posts, RULES repeats the rules already offered; more posts may be offered anywhere
  events: (snapshot) => [
    ...(stepEvents[String(snapshot.value)] ?? []),
    { type: 'RULES', ruleIds: snapshot.context.offeredRules },
    { type: 'POSTS', statusIds: ['71', '70'] },
  ],
  expectations: {
    category: invariants,
    rules: (snapshot) => {
      invariants(snapshot);
      // the rules step is only for a violation, with rules to choose from
      expect(snapshot.context.category).toBe('violation');
      expect(snapshot.context.offeredRules.length).toBeGreaterThan(0);
    },
    posts: (snapshot) => {
      invariants(snapshot);
      expect(snapshot.context.category).not.toBeNull();
    },
    comment: (snapshot) => {
      invariants(snapshot);
      expect(snapshot.context.category).not.toBeNull();
      // SUBMIT is possible exactly when the draft is valid
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(canSubmitReport(draftOf(snapshot.context)));
    },
    sending: (snapshot, scripted) => {
      invariants(snapshot);
      // the report sent is the draft as the reader left it, and a valid one
      const sent = scripted.lastCall('submitReport')?.input;
      expect(sent).toEqual(draftOf(snapshot.context));
      expect(canSubmitReport(draftOf(snapshot.context))).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    sent: (snapshot) => {
      expect(snapshot.hasTag('sent')).toBe(true);
      expect(snapshot.status).toBe('done');
    },
  },
});
