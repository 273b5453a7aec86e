/**
 * The items of an interaction list: accounts (a list of profile links), posts (a list of <Status>) or
 * reactions (one section per emoji, each listing who reacted with it).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { safeHttpUrl } from '../../services/sanitize';
import { Status } from '../status/Status';
import { AccountRow } from './AccountRow';
import { groupReactions, type ListItems, type ReactionRow } from '../../services/who-lists/who-lists';

function EmojiMark({ row }: { row: ReactionRow }) {
  const src = safeHttpUrl(row.staticUrl) ?? safeHttpUrl(row.url);
  if (row.url === null || src === null)
    return (
      <span className="interactions__emoji-native" aria-hidden="true">
        {row.name}
      </span>
    );
  return <img className="interactions__emoji-image" src={src} alt="" loading="lazy" decoding="async" />;
}

function ReactionGroup({ first, accountIds }: { emoji: string; first: ReactionRow; accountIds: string[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = first.url === null ? first.name : `:${first.name}:`;
  return (
    <section className="interactions__reaction" aria-labelledby={headingId}>
      <h2 id={headingId} className="interactions__reaction-heading">
        <EmojiMark row={first} />
        <span className="visually-hidden">
          {t('interactions.reactedWith', { emoji: name, count: accountIds.length })}
        </span>
        <span aria-hidden="true" className="interactions__reaction-count">
          {accountIds.length}
        </span>
      </h2>
      <ul className="interactions__accounts">
        {accountIds.map((id) => (
          <AccountRow key={id} accountId={id} />
        ))}
      </ul>
    </section>
  );
}

export function WhoListItems({ items, label }: { items: ListItems; label: string }) {
  if (items.kind === 'accounts') {
    return (
      <ul className="interactions__accounts" aria-label={label}>
        {items.ids.map((id) => (
          <AccountRow key={id} accountId={id} />
        ))}
      </ul>
    );
  }
  if (items.kind === 'statuses') {
    return (
      <ul className="interactions__statuses" aria-label={label}>
        {items.ids.map((id) => (
          <li key={id}>
            <Status statusId={id} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="interactions__reactions">
      {groupReactions(items.rows).map((group) => (
        <ReactionGroup key={group.emoji} {...group} />
      ))}
    </div>
  );
}

export function isEmpty(items: ListItems): boolean {
  return items.kind === 'reactions' ? items.rows.length === 0 : items.ids.length === 0;
}
