// @vitest-environment jsdom
/**
 * One compose area's chart with its effects (services/compose/compose-area-machine.ts): an intent is taken up
 * once the composer is there, turned into compose events from the store (or the server) and sent; a reply, an
 * edit or a redraft over a draft that holds something waits for the reader's consent; a mention adds at once;
 * an edit tells the composer which version of the post it began on.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Api } from '../../../src/services/api';
import { composeAreaMachineFor } from '../../../src/services/compose/compose-area-machine';
import type { ComposeRuntime } from '../../../src/machines/compose-runtime-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore, importAccount, importStatus } from '../../../src/services/store';
import { apiAccount, apiStatus } from '../entities/fixtures';

const me = '9';

function fakeRuntime(text: string) {
  const draft = { text, spoiler: false, spoiler_text: '', poll: null, quoted_status_id: null, reference_ids: [] };
  const send = vi.fn();
  const rememberEdit = vi.fn();
  const runtime = {
    actor: { getSnapshot: () => ({ context: { draft, media: [] } }), send },
    rememberEdit,
  } as unknown as ComposeRuntime;
  return { runtime, send, rememberEdit };
}

function start(text: string, api: Partial<Record<string, Record<string, unknown>>> = {}) {
  const store = createEntityStore({ currentAccountId: me });
  importAccount(store, apiAccount(me, { acct: 'me' }));
  importStatus(store, apiStatus('1', { account: apiAccount('2', { acct: 'bob' }) }));
  const fake = fakeRuntime(text);
  const consumeIntent = vi.fn();
  const machine = composeAreaMachineFor({
    server: 'https://social.example',
    api: api as unknown as Api,
    store,
    alerts: createAlertQueue(),
    me,
  }).provide({ actors: { loadRuntime: fromPromise(async () => fake.runtime) } });
  const actor = createActor(machine);
  actor.on('intent.taken', consumeIntent);
  actor.start();
  return { actor, consumeIntent, ...fake };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.hasTag('asking'));

describe('compose area chart', () => {
  it('takes up an intent sent while the composer loads, once, and applies it to an empty draft', async () => {
    const { actor, send, consumeIntent } = start('');
    actor.send({ type: 'INTENT', intent: { type: 'reply', statusId: '1' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    await idle(actor);
    expect(consumeIntent).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'compose.reply',
        target: expect.objectContaining({ id: '1', mentions: ['bob'] }),
      }),
    );
  });

  it('asks before a reply replaces a draft holding text: keeping it sends nothing, replacing it sends the reply', async () => {
    const { actor, send } = start('half written');
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'INTENT', intent: { type: 'reply', statusId: '1' } });
    await waitFor(actor, (s) => s.hasTag('asking'));
    actor.send({ type: 'CANCEL' });
    expect(send).not.toHaveBeenCalled();
    actor.send({ type: 'INTENT', intent: { type: 'reply', statusId: '1' } });
    await waitFor(actor, (s) => s.hasTag('asking'));
    actor.send({ type: 'CONFIRM' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.lastCall?.[0].type).toBe('compose.reply');
  });

  it('a mention adds to a draft holding text at once', async () => {
    const { actor, send } = start('half written');
    actor.send({ type: 'INTENT', intent: { type: 'mention', acct: 'carol' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    await idle(actor);
    expect(actor.getSnapshot().hasTag('asking')).toBe(false);
    expect(send).toHaveBeenCalledWith({ type: 'compose.mention', acct: 'carol' });
  });

  it('an edit remembers the version it began on before the composer gets it', async () => {
    const status = apiStatus('5', { account: apiAccount(me, { acct: 'me' }), edited_at: '2025-01-01T00:00:00.000Z' });
    const api = {
      statuses: {
        get: vi.fn(async () => status),
        source: vi.fn(async () => ({ id: '5', text: 'old text', spoiler_text: '' })),
      },
    };
    const { actor, send, rememberEdit } = start('', api);
    actor.send({ type: 'INTENT', intent: { type: 'edit', statusId: '5' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    await idle(actor);
    expect(rememberEdit).toHaveBeenCalledWith(status);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ type: 'compose.edit' }));
    expect(rememberEdit.mock.invocationCallOrder[0]).toBeLessThan(send.mock.invocationCallOrder[0]!);
  });

  it('an intent naming a post that cannot be read changes nothing', async () => {
    const api = {
      statuses: {
        get: vi.fn(async () => {
          throw new Error('gone');
        }),
      },
    };
    const { actor, send } = start('', api);
    actor.send({ type: 'INTENT', intent: { type: 'quote', statusId: '404' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    await idle(actor);
    expect(send).not.toHaveBeenCalled();
  });
});
