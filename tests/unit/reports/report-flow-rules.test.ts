import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reportFlowMachine, reportStepOf } from '../../../src/machines/report-flow.machine';
import {
  canSubmitReport,
  categoryOffered,
  commentLength,
  reportSteps,
  toggledChoice,
  type ReportDraft,
} from '../../../src/machines/report-flow-rules';

const draft = (over: Partial<ReportDraft> = {}): ReportDraft => ({
  accountId: '7',
  category: 'spam',
  ruleIds: [],
  statusIds: ['70'],
  comment: 'Ads everywhere',
  forward: false,
  remote: false,
  ...over,
});

describe('the report rules', () => {
  it('has a rules step only for a violation, between the reason and the posts', () => {
    expect(reportSteps('violation', ['1'])).toEqual(['category', 'rules', 'posts', 'comment']);
    expect(reportSteps('spam', ['1'])).toEqual(['category', 'posts', 'comment']);
    expect(reportSteps(null, ['1'])).toEqual(['category', 'posts', 'comment']);
    // no rules listed: no rules step to land on
    expect(reportSteps('violation', [])).toEqual(['category', 'posts', 'comment']);
  });

  it('offers a violation only when the server lists rules', () => {
    expect(categoryOffered('violation', [])).toBe(false);
    expect(categoryOffered('violation', ['1'])).toBe(true);
    expect(categoryOffered('spam', [])).toBe(true);
  });

  it('cannot be sent as a violation without rules, nor with more than 1000 characters', () => {
    expect(canSubmitReport(draft({ category: 'violation', ruleIds: [] }))).toBe(false);
    expect(canSubmitReport(draft({ category: 'violation', ruleIds: ['2'] }))).toBe(true);
    expect(canSubmitReport(draft({ comment: 'x'.repeat(1000) }))).toBe(true);
    expect(canSubmitReport(draft({ comment: 'x'.repeat(1001) }))).toBe(false);
  });

  it('counts the comment in characters as the server does, not in UTF-16 units', () => {
    expect(commentLength('😀'.repeat(1000))).toBe(1000);
    expect(canSubmitReport(draft({ comment: '😀'.repeat(1000) }))).toBe(true);
    expect(canSubmitReport(draft({ comment: '😀'.repeat(1001) }))).toBe(false);
  });

  it('ticks choices in the order they are offered and ignores ids that are not offered', () => {
    expect(toggledChoice(['1', '3', '5'], ['5'], '1')).toEqual(['1', '5']);
    expect(toggledChoice(['1', '3', '5'], ['1', '5'], '1')).toEqual(['5']);
    expect(toggledChoice(['1', '3'], ['1'], '9')).toEqual(['1']);
  });
});

describe('the report flow chart', () => {
  const start = (remote: boolean) =>
    createActor(
      reportFlowMachine.provide({ actors: { submitReport: fromPromise<unknown, ReportDraft>(async () => undefined) } }),
      { input: { accountId: '7', remote, statusIds: ['70'] } },
    ).start();

  it('offers forwarding only for an account of another server', () => {
    for (const remote of [false, true]) {
      const actor = start(remote);
      actor.send({ type: 'CHOOSE_CATEGORY', category: 'spam' });
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().value).toBe('comment');
      actor.send({ type: 'TOGGLE_FORWARD' });
      expect(actor.getSnapshot().context.forward).toBe(remote);
      actor.stop();
    }
  });

  it('refuses a violation until the server has listed its rules', () => {
    const actor = start(false);
    actor.send({ type: 'CHOOSE_CATEGORY', category: 'violation' });
    expect(actor.getSnapshot().context.category).toBeNull();
    actor.send({ type: 'RULES', ruleIds: ['1'] });
    actor.send({ type: 'CHOOSE_CATEGORY', category: 'violation' });
    actor.send({ type: 'NEXT' });
    expect(reportStepOf(actor.getSnapshot())).toEqual({ step: 'rules', index: 1, total: 4 });
    actor.stop();
  });
});
