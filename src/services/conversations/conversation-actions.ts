/**
 * Marking a conversation read and deleting it, as optimistic changes through the generic runner (one
 * optimistic-action actor per request in flight).
 * - Read (POST v1/conversations/{id}/read): the conversation is shown read at once (unread false in the
 *   store); the server's answer is imported; a refusal shows it unread again and raises the call's alert.
 *   A conversation already read is not sent.
 * - Delete (DELETE v1/conversations/{id}): the conversation leaves the list at once; a refusal puts it
 *   back at its place by last post and raises the alert; once the server agrees its record leaves the store.
 * Opening a conversation (its last post's thread) marks it read.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { PagedListActor } from '../../machines/paged-list.machine';
import type { Api } from '../api';
import { dataRegistryOf } from '../data/data-registry';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { statusPath } from '../routing/paths';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { importConversation } from '../store/notification-importers';
import { conversationOrder } from './conversation-order';
import { conversationsList } from './conversations-data';

export interface ConversationServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
}

export type ConversationAction = 'read' | 'delete';

export interface ConversationRequest {
  action: ConversationAction;
  conversationId: string;
}

/** One request per conversation and action at a time (a second one joins the first). */
export const conversationActionKey = ({ action, conversationId }: ConversationRequest) =>
  `${action}\u0000${conversationId}`;

/** What an applied change did, so it can be taken back. */
interface Applied {
  action: ConversationAction;
  conversationId: string;
}

function createConversationActions(services: ConversationServices): OptimisticRunner<ConversationRequest, void> {
  const { api, store, alerts } = services;
  const data = dataRegistryOf(services);
  const list = () => data.peek(conversationsList, null) as PagedListActor | undefined;

  return createOptimisticRunner<ConversationRequest, Applied, void>(
    {
      apply({ action, conversationId }) {
        if (action === 'read') {
          if (store.get('conversations', conversationId)?.unread !== true) return null;
          store.patch('conversations', conversationId, { unread: false });
          return { action, conversationId };
        }
        const chart = list();
        if (chart === undefined || !chart.getSnapshot().context.items.includes(conversationId)) return null;
        chart.send({ type: 'REMOVE', keys: [conversationId] });
        return { action, conversationId };
      },
      async perform({ action, conversationId }) {
        if (action === 'read') {
          importConversation(store, await api.conversations.read(conversationId));
          return;
        }
        await api.conversations.delete(conversationId);
        store.remove('conversations', conversationId);
      },
      revert({ action, conversationId }) {
        if (action === 'read') {
          store.patch('conversations', conversationId, { unread: true });
          return;
        }
        list()?.send({ type: 'UPSERT', items: [conversationId], order: conversationOrder(store) });
      },
      callId: ({ action }) => (action === 'read' ? 'conversations.read' : 'conversations.delete'),
      keyOf: conversationActionKey,
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped (what is in flight with it) when the account is let go. */
export const CONVERSATION_ACTIONS = definePart<OptimisticRunner<ConversationRequest, void>>(
  'conversation-actions',
  (runner) => runner.stop(),
);

function actionsOf(services: ConversationServices): OptimisticRunner<ConversationRequest, void> {
  return services.store.scope.use(CONVERSATION_ACTIONS, () => createConversationActions(services));
}

const alreadyDone: Promise<MutationOutcome<void>> = Promise.resolve({ ok: true, result: undefined });

/** Marks the conversation read (at once, reverted on failure); one already read is left as it is. */
export function markConversationRead(
  services: ConversationServices,
  conversationId: string,
): Promise<MutationOutcome<void>> {
  if (services.store.get('conversations', conversationId)?.unread !== true) return alreadyDone;
  return actionsOf(services).run({ action: 'read', conversationId });
}

/** Deletes the conversation: out of the list at once, back in its place when the server refuses. */
export function deleteConversation(
  services: ConversationServices,
  conversationId: string,
): Promise<MutationOutcome<void>> {
  return actionsOf(services).run({ action: 'delete', conversationId });
}

/** The thread to open for a conversation: its last post's page, or null while that post is unknown. */
export function conversationThreadPath(store: EntityStore, conversationId: string): string | null {
  const statusId = store.get('conversations', conversationId)?.lastStatusId ?? null;
  const status = statusId === null ? undefined : store.get('statuses', statusId);
  const author = status === undefined ? undefined : store.get('accounts', status.accountId);
  if (status === undefined || author === undefined) return null;
  return statusPath(author.acct, status.id);
}

/**
 * Opens a conversation: its last post's thread (through the app's navigation) and marks it read. False when
 * there is no post to open.
 */
export function openConversation(
  services: ConversationServices & { navigate(path: string): void },
  conversationId: string,
): boolean {
  const path = conversationThreadPath(services.store, conversationId);
  if (path === null) return false;
  void markConversationRead(services, conversationId);
  services.navigate(path);
  return true;
}

/** Whether an action on this conversation is in flight (for aria-busy), following it as it changes. */
export function useConversationBusy(
  services: ConversationServices,
  conversationId: string,
  action: ConversationAction,
): boolean {
  const runner = actionsOf(services);
  const key = conversationActionKey({ action, conversationId });
  const running = useCallback(() => runner.isRunning(key), [runner, key]);
  return useSyncExternalStore(runner.subscribe, running, running);
}
