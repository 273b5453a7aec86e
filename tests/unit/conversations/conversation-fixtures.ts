/** Raw conversations (GET v1/conversations shape) and a stubbed API for the conversations tests. */
import { vi } from 'vitest';
import type { Page } from '../../../src/services/api';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { stubApi } from '../timelines/support/fake-app-services';

/** A conversation with account `with` whose last post is `lastStatusId`. */
export function rawConversation(
  id: string,
  lastStatusId: string,
  { unread = true, with: other = '2' }: { unread?: boolean; with?: string } = {},
): Record<string, unknown> {
  return {
    id,
    unread,
    accounts: [rawAccount(other)],
    last_status: rawStatus(lastStatusId, {
      account: rawAccount(other),
      visibility: 'direct',
      content: `<p><span class="h-card"><a href="https://social.example/@me">@me</a></span> message ${lastStatusId}</p>`,
    }),
  };
}

export const page = (items: unknown[], next: string | null = null): Page<unknown> => ({ items, next, prev: null });

export const NEXT = 'https://social.example/api/v1/conversations?max_id=100';

/** An API whose conversations calls are spies the test scripts. */
export function conversationsApi(calls: {
  list?: (...args: unknown[]) => Promise<Page<unknown>>;
  read?: (id: string) => Promise<unknown>;
  delete?: (id: string) => Promise<unknown>;
}) {
  const list = vi.fn(calls.list ?? (() => Promise.resolve(page([]))));
  const read = vi.fn(calls.read ?? (() => Promise.reject(new Error('read not scripted'))));
  const remove = vi.fn(calls.delete ?? (() => Promise.reject(new Error('delete not scripted'))));
  const stubs = { conversations: { list, read, delete: remove } as never };
  return { api: stubApi(stubs), stubs, list, read, remove };
}
