/**
 * The request half of each status action: the API call and what its answer does to the store. Every call
 * that answers a Status has it imported (so the server's counts and flags win); delete removes the post
 * from every timeline and the store; delete & redraft also stores the draft for compose; translate keeps
 * the translation on the status record (client-side field kept across re-imports) and shows it.
 */
import type { Api } from '../api';
import { makeStatusTranslation } from '../../domain/entities/status-translation';
import { statusUiOf } from '../status/status-ui-store';
import { importStatus, type EntityStore } from '../store';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import { redraftFrom, saveRedraft } from './compose-handoff';
import type { StatusActionRequest } from './status-actions-types';

/** What a status action's request answers besides the store changes (delete & redraft: whether the draft was saved). */
export interface PerformOutput {
  redraftSaved?: boolean;
}

export interface PerformDeps {
  api: Api;
  store: EntityStore;
  /** only its removeStatus is used (a deleted post leaves every timeline) */
  timelines: Pick<TimelineRegistry, 'removeStatus'>;
}

/** calls.ts id of the call a request makes (its alert policy is looked up by it). */
export function callIdOf(request: StatusActionRequest): string {
  switch (request.type) {
    case 'react':
      return 'statuses.emojiReaction';
    case 'unreact':
      return 'statuses.emojiUnreaction';
    case 'quotePolicy':
      return 'statuses.interactionPolicy';
    default:
      return `statuses.${request.type}`;
  }
}

/** Removes a deleted post, with its boosts, from every timeline and from the store (the registry does both). */
export function removeDeletedStatus(deps: Pick<PerformDeps, 'timelines'>, statusId: string): void {
  deps.timelines.removeStatus(statusId);
}

export async function performStatusAction(deps: PerformDeps, request: StatusActionRequest): Promise<PerformOutput> {
  const { api, store } = deps;
  const id = request.statusId;
  const imported = (raw: unknown): PerformOutput => {
    importStatus(store, raw);
    return {};
  };
  switch (request.type) {
    case 'favourite':
      return imported(await api.statuses.favourite(id));
    case 'unfavourite':
      return imported(await api.statuses.unfavourite(id));
    case 'bookmark':
      return imported(await api.statuses.bookmark(id));
    case 'unbookmark':
      return imported(await api.statuses.unbookmark(id));
    case 'unreblog':
      return imported(await api.statuses.unreblog(id));
    case 'pin':
      return imported(await api.statuses.pin(id));
    case 'unpin':
      return imported(await api.statuses.unpin(id));
    case 'mute':
      return imported(await api.statuses.mute(id));
    case 'unmute':
      return imported(await api.statuses.unmute(id));
    case 'react':
      return imported(await api.statuses.emojiReaction(id, request.emoji));
    case 'unreact':
      return imported(await api.statuses.emojiUnreaction(id, request.emoji));
    case 'reblog':
      // kmyblue's public_unlisted and login are sent as they are (the typed call names only Mastodon's three)
      return imported(await api.statuses.reblog(id, request.visibility));
    case 'quotePolicy':
      return imported(await api.statuses.interactionPolicy(id, request.policy));
    case 'revokeQuote': {
      const raw = await api.statuses.revokeQuote(id, request.quotingStatusId);
      importStatus(store, raw);
      store.patch('statuses', request.quotingStatusId, (status) =>
        status.quote === null || status.quote.state === 'revoked'
          ? status
          : { ...status, quote: { ...status.quote, state: 'revoked' } },
      );
      return {};
    }
    case 'translate': {
      const raw = await api.statuses.translate(id, request.lang);
      const status = store.get('statuses', id);
      const translation = makeStatusTranslation(raw, status?.emojis ?? []);
      store.patch('statuses', id, { translation });
      statusUiOf(store).set(id, { translationShown: translation !== null });
      return {};
    }
    case 'delete': {
      const fallback = store.get('statuses', id)?.searchText ?? '';
      const raw = await api.statuses.delete(id, request.redraft !== true);
      removeDeletedStatus(deps, id);
      if (request.redraft !== true) return {};
      return { redraftSaved: saveRedraft(store.currentAccountId, redraftFrom(raw, fallback)) };
    }
  }
}
