/**
 * The badges a profile shows for the reader's relationship with the account (next to bot, group and locked):
 * follows you, blocked, muted (until when, if the mute expires), follow requested, domain blocked, blocks you.
 * The mute's end comes from the relationship, or else from the account (the mutes list carries it there).
 */
import type { Translator } from '../../i18n/translator';
import type { Account, Relationship } from '../../domain/entities';
import { fullDateTime, parseTime } from '../common/time-format';

export interface ProfileBadge {
  /** the data-badge attribute */
  key: string;
  text: string;
}

function mutedText(relationship: Relationship, account: Account, t: Translator['t'], language: string): string {
  const until = parseTime(relationship.muting_expires_at ?? account.mute_expires_at);
  return until === null
    ? t('profile.relationship.muted')
    : t('profile.relationship.mutedUntil', { time: fullDateTime(until, language) });
}

/** The relationship's badges, in the order shown; none without a relationship. */
export function relationshipBadges(
  relationship: Relationship | undefined,
  account: Account,
  t: Translator['t'],
  language: string,
): ProfileBadge[] {
  if (relationship === undefined) return [];
  const badges: ProfileBadge[] = [];
  if (relationship.followed_by) badges.push({ key: 'follows-you', text: t('profile.badge.followsYou') });
  if (relationship.blocked_by) badges.push({ key: 'blocks-you', text: t('profile.relationship.blocksYou') });
  if (relationship.requested) badges.push({ key: 'requested', text: t('profile.relationship.requested') });
  if (relationship.blocking) badges.push({ key: 'blocked', text: t('profile.relationship.blocked') });
  if (relationship.muting) badges.push({ key: 'muted', text: mutedText(relationship, account, t, language) });
  if (relationship.domain_blocking)
    badges.push({ key: 'domain-blocked', text: t('profile.relationship.domainBlocked') });
  return badges;
}
