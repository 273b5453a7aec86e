import type { MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import { cardAuthorLine } from '../../../machines/link-card-rules';
import { useAppServices } from '../../../services/app-services/app-services';
import type { Card } from '../../../domain/entities';
import { useAccount } from '../../../services/store';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * "More from {author}" under a card (the rule: link-card-rules.ts cardAuthorLine): the first author's profile
 * in the app (/@acct) when the server names their account; otherwise the author's own page, outside; plain
 * text without either.
 */
export function CardAuthorLine({ card }: { card: Card }) {
  const { t } = useTranslation();
  const { navigate } = useAppServices();
  const account = useAccount(card.authors[0]?.accountId);
  const line = cardAuthorLine(card.authors, (id) => account !== undefined && account.id === id);
  if (line === null) return null;

  if (line.kind === 'account' && account !== undefined) {
    const path = `/@${account.acct}`;
    const name = account.display_name !== '' ? account.display_name : account.username;
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      navigate(path);
    };
    return (
      <p className="link-card__author">
        <a href={path} onClick={follow}>
          <img className="link-card__author-avatar" src={account.avatar_static} alt="" width={16} height={16} />
          {t('card.more_from', { name })}
        </a>
      </p>
    );
  }
  if (line.kind === 'page') {
    return (
      <p className="link-card__author">
        <a href={line.url} target="_blank" rel="noopener noreferrer">
          {t('card.more_from', { name: line.name })}
        </a>
      </p>
    );
  }
  if (line.kind === 'name') return <p className="link-card__author">{t('card.by', { name: line.name })}</p>;
  return null;
}
