/**
 * An antenna's word rules (kmyblue): the domains, hashtags and keywords it catches posts by, and those it never
 * catches posts by (its exclusions).
 * - Each kind is read in one call answering both sides (GET v1/antennas/{id}/domains -> {domains, exclude_domains},
 *   likewise tags and keywords), as a data-layer resource keyed by the antenna's id. A 404 (or 410) means the
 *   antenna was deleted: `gone`, no alert.
 * - An entry is added (POST …/domains or …/exclude_domains, both with domains[]; tags[] and keywords[] likewise) or
 *   removed (DELETE, the same body) as an optimistic change on the generic runner: it shows (or goes) at once and
 *   is taken back when the server refuses. What the reader typed is sent trimmed; a hashtag without its '#', a
 *   domain in lower case (as the server stores them).
 * - Adding is a form save: kmyblue refuses a keyword under 2 characters, an entry already there, or one past the
 *   antenna's limit (20 domains, 50 hashtags, 100 keywords) with 422 and its words; those show beside the field
 *   with no alert, and the form keeps what was typed. Other failures raise the call's alert.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ResourceActor } from '../../machines/resource.machine';
import type { TitleFormFailure } from '../../machines/title-form.machine';
import type { Api } from '../api';
import type { ResourceDefinition } from '../data/data-definitions';
import { dataRegistryOf } from '../data/data-registry';
import { defineResource } from '../data/define-resource';
import { reportError, type AlertQueue } from '../alerts';
import { formFailureOf } from '../alerts/form-failure';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

export type RuleKind = 'domains' | 'tags' | 'keywords';

/** The kinds, in the order the edit screen shows them. */
export const RULE_KINDS: readonly RuleKind[] = ['domains', 'tags', 'keywords'];

/** Both sides of one kind: what is caught by it and what is excluded by it. */
export interface RuleSets {
  include: readonly string[];
  exclude: readonly string[];
}

interface RuleSpec {
  /** calls.ts ids */
  calls: { get: string; add: string; remove: string; addExclude: string; removeExclude: string };
  fetch(api: Api, antennaId: string, signal?: AbortSignal): Promise<RuleSets>;
  change(api: Api, antennaId: string, values: readonly string[], exclude: boolean, add: boolean): Promise<unknown>;
  /** the entry as the server stores it */
  normalise(value: string): string;
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

export const RULES: Readonly<Record<RuleKind, RuleSpec>> = {
  domains: {
    calls: {
      get: 'antennas.domains',
      add: 'antennas.addDomains',
      remove: 'antennas.removeDomains',
      addExclude: 'antennas.addExcludeDomains',
      removeExclude: 'antennas.removeExcludeDomains',
    },
    async fetch(api, id, signal) {
      const answer = await api.antennas.domains(id, { signal });
      return { include: list(answer.domains), exclude: list(answer.exclude_domains) };
    },
    change: (api, id, values, exclude, add) =>
      exclude
        ? add
          ? api.antennas.addExcludeDomains(id, values)
          : api.antennas.removeExcludeDomains(id, values)
        : add
          ? api.antennas.addDomains(id, values)
          : api.antennas.removeDomains(id, values),
    normalise: (value) => value.trim().toLowerCase(),
  },
  tags: {
    calls: {
      get: 'antennas.tags',
      add: 'antennas.addTags',
      remove: 'antennas.removeTags',
      addExclude: 'antennas.addExcludeTags',
      removeExclude: 'antennas.removeExcludeTags',
    },
    async fetch(api, id, signal) {
      const answer = await api.antennas.tags(id, { signal });
      return { include: list(answer.tags), exclude: list(answer.exclude_tags) };
    },
    change: (api, id, values, exclude, add) =>
      exclude
        ? add
          ? api.antennas.addExcludeTags(id, values)
          : api.antennas.removeExcludeTags(id, values)
        : add
          ? api.antennas.addTags(id, values)
          : api.antennas.removeTags(id, values),
    normalise: (value) => value.trim().replace(/^#+/, ''),
  },
  keywords: {
    calls: {
      get: 'antennas.keywords',
      add: 'antennas.addKeywords',
      remove: 'antennas.removeKeywords',
      addExclude: 'antennas.addExcludeKeywords',
      removeExclude: 'antennas.removeExcludeKeywords',
    },
    async fetch(api, id, signal) {
      const answer = await api.antennas.keywords(id, { signal });
      return { include: list(answer.keywords), exclude: list(answer.exclude_keywords) };
    },
    change: (api, id, values, exclude, add) =>
      exclude
        ? add
          ? api.antennas.addExcludeKeywords(id, values)
          : api.antennas.removeExcludeKeywords(id, values)
        : add
          ? api.antennas.addKeywords(id, values)
          : api.antennas.removeKeywords(id, values),
    normalise: (value) => value.trim(),
  },
};

/** An entry as the server stores it (a hashtag without its '#', a domain in lower case), from what was typed. */
export function normaliseRule(kind: RuleKind, typed: string): string {
  return RULES[kind].normalise(typed);
}

function defineRules(kind: RuleKind): ResourceDefinition<string, RuleSets> {
  const spec = RULES[kind];
  return defineResource<string, RuleSets>({
    name: `antenna.${kind}`,
    callId: spec.calls.get,
    keyOf: (antennaId) => antennaId,
    goneIsState: true,
    revisit: 'refresh',
    load: ({ api }, antennaId, signal) => spec.fetch(api, antennaId, signal),
  });
}

export const antennaRulesData: Readonly<Record<RuleKind, ResourceDefinition<string, RuleSets>>> = {
  domains: defineRules('domains'),
  tags: defineRules('tags'),
  keywords: defineRules('keywords'),
};

/** Where an entry goes: one side of one kind of one antenna. */
export interface RuleTarget {
  antennaId: string;
  kind: RuleKind;
  /** the exclusions (true) or what is caught (false) */
  exclude: boolean;
}

export interface RuleChange extends RuleTarget {
  /** the entry (normalised) */
  value: string;
  /** true: add it; false: remove it */
  add: boolean;
}

/** The calls.ts id of a change (its alert policy). */
export function ruleCallId({ kind, exclude, add }: Pick<RuleChange, 'kind' | 'exclude' | 'add'>): string {
  const { calls } = RULES[kind];
  if (exclude) return add ? calls.addExclude : calls.removeExclude;
  return add ? calls.add : calls.remove;
}

/** One change per entry at a time (adding and removing the same entry wait for each other). */
export const ruleKey = ({ antennaId, kind, exclude, value }: Omit<RuleChange, 'add'>) =>
  `${antennaId}\u0000${kind}\u0000${exclude ? 'exclude' : 'include'}\u0000${value}`;

/** The sets with `value` put in (at `at`, else last) or taken out of one side; the same sets when unchanged. */
export function withEntry(sets: RuleSets, exclude: boolean, value: string, present: boolean, at = -1): RuleSets {
  const side = exclude ? sets.exclude : sets.include;
  if (side.includes(value) === present) return sets;
  let next: readonly string[];
  if (!present) next = side.filter((entry) => entry !== value);
  else if (at < 0 || at > side.length) next = [...side, value];
  else next = [...side.slice(0, at), value, ...side.slice(at)];
  return exclude ? { ...sets, exclude: next } : { ...sets, include: next };
}

export interface RuleServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
}

/** What a change showed: where a removed entry stood, to put it back there. */
interface Shown {
  change: RuleChange;
  at: number;
}

function createRuleChanges(services: RuleServices): OptimisticRunner<RuleChange, void> {
  const { api, alerts } = services;
  const data = dataRegistryOf(services);
  const chartOf = (change: RuleTarget) =>
    data.peek(antennaRulesData[change.kind], change.antennaId) as ResourceActor | undefined;
  const shownOf = (chart: ResourceActor | undefined) =>
    (chart?.getSnapshot().context.value as RuleSets | null | undefined) ?? null;

  return createOptimisticRunner<RuleChange, Shown, void>(
    {
      apply: (change) => {
        const chart = chartOf(change);
        const sets = shownOf(chart);
        if (chart === undefined || sets === null) return null;
        const at = (change.exclude ? sets.exclude : sets.include).indexOf(change.value);
        const next = withEntry(sets, change.exclude, change.value, change.add);
        if (next === sets) return null;
        chart.send({ type: 'SET', value: next });
        return { change, at };
      },
      perform: async ({ antennaId, kind, exclude, value, add }) => {
        await RULES[kind].change(api, antennaId, [value], exclude, add);
      },
      // only what this change did, and only while the chart still shows it
      revert: ({ change, at }) => {
        const chart = chartOf(change);
        const sets = shownOf(chart);
        if (chart === undefined || sets === null) return;
        const back = withEntry(sets, change.exclude, change.value, !change.add, at);
        if (back !== sets) chart.send({ type: 'SET', value: back });
      },
      callId: ruleCallId,
      keyOf: ruleKey,
      // an entry refused (422) shows its words beside the field that sent it: no alert for that
      report: (error, change) => {
        if (change.add && formFailureOf(error).kind === 'refused') return;
        reportError(alerts, error, { callId: ruleCallId(change) });
      },
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped (what is in flight with it) when the account is let go. */
export const ANTENNA_RULE_CHANGES = definePart<OptimisticRunner<RuleChange, void>>('antenna-rule-changes', (runner) =>
  runner.stop(),
);

function changesOf(services: RuleServices): OptimisticRunner<RuleChange, void> {
  return services.store.scope.use(ANTENNA_RULE_CHANGES, () => createRuleChanges(services));
}

/**
 * Adds what was typed to one side of a kind (the rule form's save): resolves once the server took it; rejects with
 * the form's failure (the server's words for a 422; `failed` after the call's alert; `silent` when abandoned).
 */
export async function addAntennaRule(services: RuleServices, target: RuleTarget, typed: string): Promise<void> {
  const value = normaliseRule(target.kind, typed);
  if (value === '') throw { kind: 'blank' } satisfies TitleFormFailure;
  const outcome = await changesOf(services).run({ ...target, value, add: true });
  if (!outcome.ok) throw formFailureOf(outcome.error) satisfies TitleFormFailure;
}

/** Removes an entry (a chip's Remove); resolves once done, or put back after the alert. */
export function removeAntennaRule(
  services: RuleServices,
  target: RuleTarget,
  value: string,
): Promise<MutationOutcome<void>> {
  return changesOf(services).run({ ...target, value, add: false });
}

/** Whether a change of this entry is in flight (for aria-busy), following it. */
export function useAntennaRuleBusy(services: RuleServices, target: RuleTarget, value: string): boolean {
  const runner = changesOf(services);
  const key = ruleKey({ ...target, value });
  const running = useCallback(() => runner.isRunning(key), [runner, key]);
  return useSyncExternalStore(runner.subscribe, running, running);
}
