import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import {
  asksFamiliarFollowers,
  familiarFollowers,
  familiarSummary,
} from '../../services/data/definitions/familiar-followers';
import { useResource } from '../../services/data/use-data';
import type { Account } from '../../domain/entities';
import { profilePath } from '../../services/routing/paths';
import { useAccount } from '../../services/store';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { InternalLink } from '../common/InternalLink';
import { linksNetworkList } from './profile-format';

/** How many avatars stand before the sentence. */
const AVATARS = 3;
/** Where the translated sentence places each name; the names themselves are rendered (custom emoji). */
const SLOTS = { name1: '\u0000name1\u0000', name2: '\u0000name2\u0000' } as const;

/** A translated sentence with its {name1} / {name2} places filled with the rendered names. */
function withNames(text: string, names: Record<keyof typeof SLOTS, ReactNode>): ReactNode[] {
  let parts: ReactNode[] = [text];
  for (const key of ['name1', 'name2'] as const) {
    parts = parts.flatMap((part) =>
      typeof part === 'string'
        ? part.split(SLOTS[key]).flatMap((piece, index) => (index === 0 ? [piece] : [names[key], piece]))
        : [part],
    );
  }
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>);
}

function FamiliarName({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  return account === undefined ? null : (
    <strong className="profile-familiar-name">
      <DisplayName account={account} />
    </strong>
  );
}

function FamiliarAvatar({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  return account === undefined ? null : <Avatar account={account} size={24} className="profile-familiar-avatar" />;
}

function FamiliarLine({ account }: { account: Account }) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const { status } = useResource(familiarFollowers, account.id);
  if (status.kind !== 'ready' || status.value.length === 0) return null;
  const value = status.value;
  const { named, others } = familiarSummary(value);
  const text =
    others > 0
      ? t('profile.familiar.many', { ...SLOTS, count: others })
      : t(named.length === 1 ? 'profile.familiar.one' : 'profile.familiar.two', SLOTS);
  const sentence = withNames(text, {
    name1: <FamiliarName accountId={named[0]!} />,
    name2: named[1] === undefined ? null : <FamiliarName accountId={named[1]} />,
  });
  const content = (
    <>
      <span className="profile-familiar-avatars">
        {value.slice(0, AVATARS).map((id) => (
          <FamiliarAvatar key={id} accountId={id} />
        ))}
      </span>
      <span className="profile-familiar-text">{sentence}</span>
    </>
  );
  return (
    <p className="profile-familiar">
      {linksNetworkList(account, 'followers', me) ? (
        <InternalLink to={`${profilePath(account.acct)}/followers`} className="profile-familiar-link">
          {content}
        </InternalLink>
      ) : (
        content
      )}
    </p>
  );
}

/**
 * "Followed by A, B and 3 others you know", with their avatars, linking to the account's followers: the
 * accounts the reader follows that follow this one. Only for a signed-in reader on someone else's profile;
 * left out when there are none, while loading and on failure.
 */
export function FamiliarFollowers({ account }: { account: Account }) {
  const { me } = useAppServices();
  if (!asksFamiliarFollowers(me, account.id)) return null;
  return <FamiliarLine account={account} />;
}
