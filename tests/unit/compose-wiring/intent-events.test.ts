// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEntityStore, importAccount, importStatus } from '../../../src/services/store';
import { eventsForIntent } from '../../../src/services/compose/intent-events';
import { saveRedraft, redraftFrom } from '../../../src/services/status-actions/compose-handoff';
import type { Api } from '../../../src/services/api';
import { apiAccount, apiStatus } from '../entities/fixtures';

const me = '9';

function setup(api: Partial<Record<string, Record<string, unknown>>> = {}) {
  const store = createEntityStore({ currentAccountId: me });
  importAccount(store, apiAccount(me, { acct: 'me' }));
  return { store, api: api as unknown as Api };
}

afterEach(() => sessionStorage.clear());

describe('compose intents', () => {
  it('reply: mentions the author then the mentioned people, never the user, each once; carries the warning', async () => {
    const { store, api } = setup();
    importStatus(
      store,
      apiStatus('1', {
        account: apiAccount('2', { acct: 'bob' }),
        spoiler_text: 'spoilers',
        visibility: 'private',
        language: 'en',
        mentions: [
          { id: me, username: 'me', acct: 'me', url: 'https://x.example/@me' },
          { id: '3', username: 'carol', acct: 'carol@far.example', url: 'https://far.example/@carol' },
          { id: '2', username: 'bob', acct: 'bob', url: 'https://x.example/@bob' },
        ],
      }),
    );
    const events = await eventsForIntent({ type: 'reply', statusId: '1' }, { api, store, me });
    expect(events).toEqual([
      {
        type: 'compose.reply',
        target: {
          id: '1',
          visibility: 'private',
          limited: false,
          mentions: ['bob', 'carol@far.example'],
          spoilerText: 'spoilers',
          language: 'en',
        },
      },
    ]);
  });

  it('reply to a limited post marks the target limited', async () => {
    const { store, api } = setup();
    importStatus(
      store,
      apiStatus('1', { visibility: 'private', visibility_ex: 'limited', limited_scope: 'circle' } as never),
    );
    const [event] = (await eventsForIntent({ type: 'reply', statusId: '1' }, { api, store, me })) ?? [];
    expect(event).toMatchObject({ type: 'compose.reply', target: { limited: true, visibility: 'limited' } });
  });

  it('reply to a post the store lacks reads it from the server; an unreadable one gives null', async () => {
    const get = vi.fn(async (id: string) => {
      if (id === '404') throw new Error('gone');
      return apiStatus(id, { account: apiAccount('5', { acct: 'dave' }) });
    });
    const { store, api } = setup({ statuses: { get } });
    const events = await eventsForIntent({ type: 'reply', statusId: '7' }, { api, store, me });
    expect(events?.[0]).toMatchObject({ target: { id: '7', mentions: ['dave'] } });
    expect(store.get('statuses', '7')).toBeDefined();
    expect(await eventsForIntent({ type: 'reply', statusId: '404' }, { api, store, me })).toBeNull();
  });

  it('quote passes the quote approval of the current user', async () => {
    const { store, api } = setup();
    importStatus(
      store,
      apiStatus('1', { quote_approval: { automatic: ['public'], manual: [], current_user: 'denied' } } as never),
    );
    expect(await eventsForIntent({ type: 'quote', statusId: '1' }, { api, store, me })).toEqual([
      { type: 'compose.quote', statusId: '1', currentUser: 'denied' },
    ]);
  });

  it('reference inserts the post URL', async () => {
    const { store, api } = setup();
    importStatus(store, apiStatus('1'));
    expect(await eventsForIntent({ type: 'reference', statusId: '1' }, { api, store, me })).toEqual([
      { type: 'compose.reference', statusId: '1', url: 'https://remote.example/@user1/1' },
    ]);
  });

  it('edit reads the post and its source', async () => {
    const status = apiStatus('1');
    const { store, api } = setup({
      statuses: {
        get: vi.fn(async () => status),
        source: vi.fn(async () => ({ id: '1', text: 'plain', spoiler_text: 'cw' })),
      },
    });
    expect(await eventsForIntent({ type: 'edit', statusId: '1' }, { api, store, me })).toEqual([
      { type: 'compose.edit', target: { status, text: 'plain', spoilerText: 'cw' } },
    ]);
  });

  it('redraft takes the waiting draft once, with its attachments for previews', async () => {
    const { store, api } = setup();
    const attachment = {
      id: 'm1',
      type: 'image',
      url: 'https://files.example/m1.png',
      preview_url: 'https://files.example/m1s.png',
      description: 'a cat',
    };
    saveRedraft(me, redraftFrom({ text: 'again', media_attachments: [attachment], visibility: 'unlisted' }, ''));
    const events = await eventsForIntent({ type: 'redraft' }, { api, store, me });
    expect(events?.[0]).toMatchObject({
      type: 'compose.redraft',
      source: { text: 'again', visibility: 'unlisted', media: [{ id: 'm1', description: 'a cat', attachment }] },
    });
    expect(await eventsForIntent({ type: 'redraft' }, { api, store, me })).toBeNull();
  });

  it('mention and direct need no post', async () => {
    const { store, api } = setup();
    expect(await eventsForIntent({ type: 'mention', acct: 'bob' }, { api, store, me })).toEqual([
      { type: 'compose.mention', acct: 'bob' },
    ]);
    expect(await eventsForIntent({ type: 'direct', acct: 'bob' }, { api, store, me })).toEqual([
      { type: 'compose.direct', acct: 'bob' },
    ]);
  });
});
