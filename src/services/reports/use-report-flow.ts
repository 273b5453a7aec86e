/**
 * The report dialog's chart (machines/report-flow.machine.ts) with its effects: the report sent through the
 * reports service (which raises the alert when it fails), the server's rules, read through the server rules
 * resource, and (opened from a profile) the account's recent posts, handed to the chart as they arrive. The account counts as remote when its acct names a host.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { reportFlowMachine, type ReportFlowEvent, type ReportFlowSnapshot } from '../../machines/report-flow.machine';
import type { ReportDraft } from '../../machines/report-flow-rules';
import type { Api } from '../api';
import { useAppServices } from '../app-services/app-services';
import { serverRules } from '../data/definitions/server-rules';
import { useResource } from '../data/use-data';
import type { AlertQueue } from '../alerts';
import type { ReportRule } from './report-rules';
import { reportablePosts } from './reportable-posts';
import { submitReport } from './submit-report';

/** The host part of a remote account's acct (`name@host`), or null for an account of the reader's server. */
export function remoteDomain(acct: string): string | null {
  const at = acct.indexOf('@');
  return at < 0 ? null : acct.slice(at + 1);
}

/** The chart with the report sent through the reports service: it rejects after the service raised the alert. */
export function reportFlowChart(services: { api: Api; alerts: AlertQueue }) {
  return reportFlowMachine.provide({
    actors: {
      submitReport: fromPromise<unknown, ReportDraft>(async ({ input }) => {
        if (!(await submitReport(services, input))) throw new Error('the report was not sent');
      }),
    },
  });
}

export interface ReportFlowProps {
  /** the reported account */
  accountId: string;
  /** its acct: `name` on the reader's server, `name@host` elsewhere */
  acct: string;
  /** the post the report was opened from; null from a profile (the account's recent posts are offered) */
  statusId: string | null;
}

export interface ReportFlow {
  snapshot: ReportFlowSnapshot;
  send(event: ReportFlowEvent): void;
  /** the server's rules a violation can cite (none until they are in, or when they cannot be read) */
  rules: readonly ReportRule[];
  /** the account's server when it is not the reader's (forwarding is offered), else null */
  domain: string | null;
}

const NO_RULES: readonly ReportRule[] = [];

export function useReportFlow({ accountId, acct, statusId }: ReportFlowProps): ReportFlow {
  const { api, alerts } = useAppServices();
  const rules = useResource(serverRules, null).value ?? NO_RULES;
  const domain = remoteDomain(acct);
  // one chart for the dialog's life: the dialog closes before the account (and so the services) can change
  const [machine] = useState(() => reportFlowChart({ api, alerts }));
  const [snapshot, send] = useMachine(machine, {
    input: { accountId, remote: domain !== null, statusIds: statusId === null ? [] : [statusId] },
  });
  useEffect(() => {
    send({ type: 'RULES', ruleIds: rules.map((rule) => rule.id) });
  }, [send, rules]);
  return { snapshot, send, rules, domain };
}

const NO_POSTS: readonly string[] = [];

/**
 * For a report opened from a profile: the account's recent posts (reportable-posts.ts) handed to the chart as
 * they arrive, offered unticked. Use it only while the dialog is opened from a profile.
 */
export function useOfferedRecentPosts(accountId: string, send: ReportFlow['send']): void {
  const posts = useResource(reportablePosts, accountId).value ?? NO_POSTS;
  useEffect(() => {
    if (posts.length > 0) send({ type: 'POSTS', statusIds: posts });
  }, [send, posts]);
}
