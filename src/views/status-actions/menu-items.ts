/**
 * Which entries the "More" menu of a post offers, from the post, the reader and the server (no React here):
 * signed out only the link, the original page and the who-lists; signed in the rest as they apply (someone
 * else's post can be filtered and its author reported; on an own post that others can quote, who may quote it
 * can be changed when the server has quote posts). On someone else's post the menu ends with the author's
 * account: mute (or unmute), then block (or unblock).
 */
import type { Account, Relationship, Status } from '../../domain/entities';
import type { StatusServerFeatures } from '../../services/status-actions/server-features';
import { offersPair, type TranslationPairsAnswer } from '../../services/translation/translation-pairs';

export type MenuCommand =
  | 'edit'
  | 'quote'
  | 'reference'
  | 'mention'
  | 'direct'
  | 'copyLink'
  | 'openOriginal'
  | 'pin'
  | 'unpin'
  | 'mute'
  | 'unmute'
  | 'translate'
  | 'showTranslation'
  | 'showOriginal'
  | 'react'
  | 'bookmarkCategories'
  | 'filter'
  | 'revokeQuote'
  | 'quotePolicy'
  | 'delete'
  | 'redraft'
  | 'listReblogs'
  | 'listFavourites'
  | 'listReactions'
  | 'listQuotes'
  | 'listMentions'
  | 'listReferences'
  | 'muteAccount'
  | 'unmuteAccount'
  | 'blockAccount'
  | 'unblockAccount'
  | 'report';

export interface MenuFacts {
  status: Status;
  me: string | null;
  /** the author of the post this post quotes, when it is stored */
  quotedAuthor: Account | undefined;
  features: StatusServerFeatures;
  /** the reader's language (BCP 47) */
  readerLanguage: string;
  translationShown: boolean;
  /** the server's translation pairs (translation-pairs.ts); undefined while not known */
  translationPairs?: TranslationPairsAnswer | undefined;
  /** the reader's relationship with the post's author, when it is stored */
  relationship?: Relationship | undefined;
}

const PINNABLE = new Set(['public', 'unlisted', 'private', 'public_unlisted', 'login']);
const REFERABLE = new Set(['public', 'unlisted', 'public_unlisted', 'login']);
const TRANSLATABLE = new Set(['public', 'unlisted', 'public_unlisted', 'login']);
/** Audiences others can quote from (a narrower post is never quotable, whatever its policy says). */
const QUOTABLE = new Set(['public', 'unlisted', 'public_unlisted', 'login']);

const primary = (language: string) => language.toLowerCase().split('-')[0] ?? '';

/**
 * A post could be translated: it has text, is public enough, is in another language than the reader's, and the
 * server translates. (Whether the server translates that pair is asked only then: canTranslate.)
 */
export function couldTranslate(status: Status, readerLanguage: string, features: StatusServerFeatures): boolean {
  return (
    features.translation &&
    status.language !== null &&
    primary(status.language) !== primary(readerLanguage) &&
    TRANSLATABLE.has(status.visibility_ex) &&
    (status.content !== '' || status.spoiler_text !== '')
  );
}

/** Translation is offered for a post that could be translated when the server translates its language pair. */
export function canTranslate(
  status: Status,
  readerLanguage: string,
  features: StatusServerFeatures,
  pairs: TranslationPairsAnswer | undefined,
): boolean {
  return couldTranslate(status, readerLanguage, features) && offersPair(pairs, status.language ?? '', readerLanguage);
}

export function menuCommands({
  status,
  me,
  quotedAuthor,
  features,
  readerLanguage,
  translationShown,
  translationPairs,
  relationship,
}: MenuFacts): MenuCommand[] {
  const out: MenuCommand[] = ['copyLink'];
  if (status.url !== null) out.push('openOriginal');
  if (me !== null) {
    const own = status.accountId === me;
    if (status.translation !== null) out.push(translationShown ? 'showOriginal' : 'showTranslation');
    else if (canTranslate(status, readerLanguage, features, translationPairs)) out.push('translate');
    out.push('react', 'bookmarkCategories');
    if (own) out.push('edit');
    const quotable =
      status.quote_approval?.current_user === 'automatic' || status.quote_approval?.current_user === 'manual';
    if (quotable) out.push('quote');
    if (features.statusReference && REFERABLE.has(status.visibility_ex)) out.push('reference');
    if (!own) out.push('mention', 'direct');
    if (own || status.mentions.some((m) => m.id === me)) out.push(status.muted ? 'unmute' : 'mute');
    if (own && PINNABLE.has(status.visibility_ex)) out.push(status.pinned ? 'unpin' : 'pin');
    if (!own) out.push('filter', 'report');
    if (status.quote?.state === 'accepted' && status.quote.quotedStatusId !== null && quotedAuthor?.id === me && !own) {
      out.push('revokeQuote');
    }
    if (own && features.quote && QUOTABLE.has(status.visibility_ex)) out.push('quotePolicy');
    if (own) out.push('delete', 'redraft');
  }
  out.push('listReblogs', 'listFavourites', 'listReactions', 'listQuotes', 'listMentions', 'listReferences');
  // the author's account last: what the reader already does to it is offered undone instead
  if (me !== null && status.accountId !== me) {
    out.push(relationship?.muting === true ? 'unmuteAccount' : 'muteAccount');
    out.push(relationship?.blocking === true ? 'unblockAccount' : 'blockAccount');
  }
  return out;
}

/** The who-list route under the post's page for each list entry. */
export const LIST_PATHS: Partial<Record<MenuCommand, string>> = {
  listReblogs: 'reblogs',
  listFavourites: 'favourites',
  listReactions: 'reactions',
  listQuotes: 'quotes',
  listMentions: 'mentions',
  listReferences: 'references',
};
