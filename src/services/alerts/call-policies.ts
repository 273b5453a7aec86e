/**
 * Per-call alert policies, keyed by calls.ts ids: account fetch and lookup skip the alert; follower, following and
 * account-timeline fetches skip not-found alerts; announcement fetches are silent; filter and trend fetches skip the
 * alert; the server's list of moderated servers skips the alert (a server may keep it to itself: the about page says so
 * calmly).
 */
import type { AlertPolicy } from './catalogue';

export const CALL_ALERT_POLICIES: Readonly<Record<string, AlertPolicy>> = {
  'accounts.get': { skipAlert: true },
  'accounts.lookup': { skipAlert: true },
  'accounts.followers': { skipNotFound: true },
  'accounts.following': { skipNotFound: true },
  'accounts.statuses': { skipNotFound: true },
  'announcements.list': { skipAlert: true },
  'filters.list': { skipAlert: true },
  'discovery.trendTags': { skipAlert: true },
  'discovery.trendLinks': { skipAlert: true },
  'discovery.trendStatuses': { skipAlert: true },
  'instance.domainBlocks': { skipAlert: true },
};

/** The policy of a call id merged with what the caller asks (the caller can only add silence). */
export function policyFor(callId: string | undefined, asked: AlertPolicy = {}): AlertPolicy {
  const base = (callId && CALL_ALERT_POLICIES[callId]) || {};
  return {
    skipAlert: Boolean(base.skipAlert || asked.skipAlert),
    skipNotFound: Boolean(base.skipNotFound || asked.skipNotFound),
  };
}
