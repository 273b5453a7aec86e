/**
 * The foot of a post shown on its own page: the full date (linking to the original page), the edit date (a
 * button opening the edit history), the application it was posted with, its audience and searchability in
 * words, and the counts linking to the lists of who boosted, favourited, quoted and reacted.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Account, Status } from '../../domain/entities';
import { OUTSIDE_LINK_REL, safeHttpUrl } from '../../services/sanitize';
import { statusPath } from '../../services/routing/paths';
import { AbsoluteTime } from '../common/AbsoluteTime';
import { InternalLink } from '../common/InternalLink';
import { formatNumber } from '../common/number-format';
import { SearchabilityIcon } from '../common/SearchabilityIcon';
import { VisibilityIcon } from '../common/VisibilityIcon';
import { fullDateTime, parseTime } from '../common/time-format';
import { EditedButton } from '../status-history/EditedButton';

function OutsideLink({ href, children, label }: { href: string | null; children: ReactNode; label?: string }) {
  const safe = safeHttpUrl(href);
  if (safe === null) return <>{children}</>;
  return (
    <a href={safe} rel={OUTSIDE_LINK_REL} target="_blank" title={label}>
      {children}
    </a>
  );
}

/** Count links under a post: /@acct/id/reblogs, /favourites, /quotes, /reactions. */
export const COUNT_LISTS = ['reblogs', 'favourites', 'quotes', 'reactions'] as const;

export function DetailedInfo({ status, account }: { status: Status; account: Account }) {
  const { t, i18n } = useTranslation();
  const edited = parseTime(status.edited_at);
  const base = statusPath(account.acct, status.id);
  const counts: Record<(typeof COUNT_LISTS)[number], number> = {
    reblogs: status.reblogs_count,
    favourites: status.favourites_count,
    quotes: status.quotes_count,
    reactions: status.emoji_reactions_count,
  };
  const shownCounts = COUNT_LISTS.filter((list) => counts[list] > 0);
  return (
    <div className="status__detailed">
      <p className="status__detailed-line">
        <OutsideLink href={status.url} label={t('statusDetails.openOriginal')}>
          <AbsoluteTime dateTime={status.created_at} />
        </OutsideLink>
        {edited !== null && (
          <EditedButton
            statusId={status.id}
            label={t('statusDetails.edited', { time: fullDateTime(edited, i18n.language) })}
          />
        )}
        {status.application !== null && (
          <span className="status__application">
            <OutsideLink href={status.application.website}>
              {t('statusDetails.via', { name: status.application.name })}
            </OutsideLink>
          </span>
        )}
      </p>
      <p className="status__detailed-line">
        <VisibilityIcon visibility={status.visibility_ex} limitedScope={status.limited_scope} withLabel />
        <SearchabilityIcon searchability={status.searchability} withLabel />
      </p>
      {shownCounts.length > 0 && (
        <p className="status__counts">
          {shownCounts.map((list) => (
            <InternalLink key={list} to={`${base}/${list}`} className="status__count-link">
              {t(`statusDetails.${list}`, { count: counts[list], number: formatNumber(counts[list], i18n.language) })}
            </InternalLink>
          ))}
        </p>
      )}
    </div>
  );
}
