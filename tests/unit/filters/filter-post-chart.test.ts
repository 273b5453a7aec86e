/**
 * The FILTER modal's chart with its effects (services/filters/filter-post-machine.ts) and the form-failure rule
 * (services/alerts/form-failure.ts): a new filter is made then the post added, the store lists the post at
 * once, a refused form (422) shows the server's words without an alert, other failures raise the alert of the
 * failed call, and a retry after a failed add does not make a second filter.
 */
import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import type { ApiFilter } from '../../../src/domain/entities/api-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { formFailureOf, formFailureText } from '../../../src/services/alerts/form-failure';
import { filterPostMachineFor } from '../../../src/services/filters/filter-post-machine';
import { createEntityStore } from '../../../src/services/store';
import { importFilters } from '../../../src/services/store/record-importers';

const apiFilter = (id: string, title: string): ApiFilter => ({
  id,
  title,
  context: ['home'],
  filter_action: 'warn',
  keywords: [],
  statuses: [],
});
const refused = () =>
  new ApiError({
    kind: 'response',
    status: 422,
    statusText: 'Unprocessable Entity',
    serverMessage: 'Title is too long',
    message: 'HTTP 422',
  });
const unavailable = () =>
  new ApiError({ kind: 'response', status: 503, statusText: 'Service Unavailable', message: 'HTTP 503' });

function setUp(filters: { create?: () => Promise<ApiFilter>; addStatus?: () => Promise<unknown> }) {
  const store = createEntityStore({ currentAccountId: 'me' });
  importFilters(store, [apiFilter('f1', 'Food spoilers')]);
  const alerts = createAlertQueue();
  const api = {
    filters: {
      // the modal makes sure the filters are loaded; here they already are, and the answer never comes
      list: vi.fn(() => new Promise<never>(() => {})),
      create: vi.fn(filters.create),
      addStatus: vi.fn(filters.addStatus ?? (() => Promise.resolve({ id: '77', status_id: 's1' }))),
    },
  } as unknown as Api;
  const actor = createActor(filterPostMachineFor({ api, store, alerts }), {
    input: { statusId: 's1', filterContext: 'home', title: 'Post by @bob' },
  }).start();
  return { actor, store, alerts, api };
}

describe('FILTER modal chart', () => {
  it('makes a new filter named after the post, adds the post, and the store lists it at once', async () => {
    const { actor, store, api } = setUp({ create: () => Promise.resolve(apiFilter('f9', 'Post by @bob')) });
    actor.send({ type: 'CHOOSE', choice: 'new' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(api.filters.create).toHaveBeenCalledWith({
      title: 'Post by @bob',
      context: ['home'],
      filter_action: 'warn',
    });
    expect(api.filters.addStatus).toHaveBeenCalledWith('f9', 's1');
    expect(store.get('filters', 'f9')?.statuses).toEqual([{ id: '77', status_id: 's1' }]);
    expect(actor.getSnapshot().context.target).toEqual({ id: 'f9', title: 'Post by @bob' });
    expect(api.filters.list).toHaveBeenCalledTimes(1);
  });

  it('adds the post to the first offered filter without making one', async () => {
    const { actor, api } = setUp({});
    actor.send({ type: 'CANDIDATES', filters: [{ id: 'f1', title: 'Food spoilers' }] });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(api.filters.create).not.toHaveBeenCalled();
    expect(api.filters.addStatus).toHaveBeenCalledWith('f1', 's1');
  });

  it('a refused form shows the server’s words and raises no alert; a missing name calls nothing', async () => {
    const { actor, alerts, api } = setUp({ create: () => Promise.reject(refused()) });
    actor.send({ type: 'TITLE', title: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problem).toBe('titleMissing');
    expect(api.filters.create).not.toHaveBeenCalled();
    actor.send({ type: 'TITLE', title: 'A very long title' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failedCall !== null);
    const { error, failedCall, problem } = actor.getSnapshot().context;
    expect({ failedCall, problem }).toEqual({ failedCall: 'filters.create', problem: null });
    expect(formFailureText(formFailureOf(error), 'failed')).toBe('Title is too long');
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('a failed add raises its alert; trying again adds to the filter already made', async () => {
    let fail = true;
    const { actor, alerts, api } = setUp({
      create: () => Promise.resolve(apiFilter('f9', 'Post by @bob')),
      addStatus: () => (fail ? Promise.reject(unavailable()) : Promise.resolve({ id: '78', status_id: 's1' })),
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.failedCall === 'filters.addStatus');
    expect(alerts.getSnapshot()).toHaveLength(1);
    expect(formFailureText(formFailureOf(actor.getSnapshot().context.error), 'failed')).toBe('failed');
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.hasTag('done'));
    expect(api.filters.create).toHaveBeenCalledTimes(1);
    expect(api.filters.addStatus).toHaveBeenLastCalledWith('f9', 's1');
  });
});

describe('form failure', () => {
  it('a 422 is a refusal, a timeout or abort shows nothing, anything else is a failure', () => {
    expect(formFailureOf(refused())).toEqual({ kind: 'refused', message: 'Title is too long' });
    expect(formFailureOf(new ApiError({ kind: 'timeout', message: 'timed out' }))).toEqual({ kind: 'silent' });
    expect(formFailureOf(new ApiError({ kind: 'abort', message: 'aborted' }))).toEqual({ kind: 'silent' });
    expect(formFailureOf(new Error('boom'))).toEqual({ kind: 'failed' });
    expect(formFailureText({ kind: 'refused', message: null }, 'fallback')).toBe('fallback');
    expect(formFailureText({ kind: 'silent' }, 'fallback')).toBeNull();
  });
});
